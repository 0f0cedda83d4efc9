/**
 * The library's public API for React partners and for the host site: each
 * widget as a React component, the function that registers the custom
 * elements, and the shared types.
 */
export { AdvisorGrid } from './advisor-grid';
export { defineAllElements } from './elements';
export type { Advisor, Horoscope, HoroscopePeriod, QuestionAnswer } from './core/schemas';
export type { VoyEventMap, VoyEventName } from './core/widget-context';
