export { AdvisorProfile, defineAdvisorProfile } from './element';
export { resolveProfileTarget, type ProfileTarget, type ProfileTargetInput } from './resolve-target';
export { drawTestimonials, testimonialsOfTheDay, TESTIMONIALS, type Testimonial } from './testimonials';
export { supportChips } from './supports';
