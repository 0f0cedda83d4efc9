export { AdvisorSpotlight, defineAdvisorSpotlight } from './element';
export { pickRules, resolvePick, spotlightTitle, SPOTLIGHT_PICKS, type SpotlightPick } from './spotlight-picks';
