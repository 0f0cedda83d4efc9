export { AdvisorProfile, defineAdvisorProfile } from './element';
export { resolveProfileTarget, type ProfileTarget, type ProfileTargetInput } from './resolve-target';
export { supportChips } from './supports';
