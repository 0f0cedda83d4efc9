/**
 * The library's public API for React partners and for the host site: each
 * widget as a React component, the function that registers the custom
 * elements, and the shared types.
 */
export { AdvisorGrid } from './advisor-grid';
export { AdvisorList } from './advisor-list';
export { AdvisorSpotlight } from './advisor-spotlight';
export { AdvisorProfile } from './advisor-profile';
export { SignHoroscope } from './horoscope';
export { HoroscopeSigns } from './horoscope-signs';
export { FreeQuestion } from './free-question';
export { Oracle } from './oracle';
export { ContactForm } from './contact-form';
export { Chat } from './chat';
export { Lune } from './lune';
export { ThemeAstral } from './theme-astral';
export { Compatibilite } from './compatibilite';
export { defineAllElements } from './elements';
// Each element on its own: the site's pages define the ones they show (site/lazy-page.tsx).
export { defineAdvisorGrid } from './advisor-grid';
export { defineAdvisorList, listInPage } from './advisor-list';
export { defineAdvisorSpotlight } from './advisor-spotlight';
export { defineAdvisorProfile } from './advisor-profile';
export { defineHoroscope } from './horoscope';
export { defineHoroscopeSigns } from './horoscope-signs';
export { defineFreeQuestion } from './free-question';
export { defineOracle } from './oracle';
export { defineContactForm } from './contact-form';
export { defineChat } from './chat';
export { defineLune } from './lune';
export { defineThemeAstral } from './theme-astral';
export { defineCompatibilite } from './compatibilite';
export { seedPageQueries, type PageQueries } from './core/query';
export { resumeLiveStatus } from './core/live-status';
export { setPageDrawnAt } from './core/page-clock';
export { allDrawnHydrated, SERVER_DRAWINGS } from './core/drawn-by-server';
export { hydrateServerDrawings } from './core/widget-element-class';
export { cachedAdvisorBySlug } from './core/single-advisor-queries';
export { cachedHoroscope } from './horoscope/horoscope-query';
// Rules the host site shares with the widgets (one piece of code per rule).
export { ratingText } from '../contract/domain/rating';
export { ADVISOR_TEXTS } from './core/texts/advisor';
export { STATUS_TEXTS } from '../contract/texts/status';
export { hasSpecialty, isAvailable } from '../contract/domain';
export { slugify } from '../contract/domain/slug';
export { formatEuros } from '../contract/domain/price';
export { frenchDate, isoDay } from '../contract/domain/french-format';
export { ofName } from '../contract/domain/french-elision';
export { ZODIAC_SIGNS, findSign, type ZodiacSign } from '../contract/domain/zodiac';
export { BIRTH_CHART_PAGE, birthChartAddressOf, birthChartPath, type BirthChartAddress } from '../contract/domain/birth-data';
export { COMPATIBILITY_PAGE, compatibilityAddressOf, type CompatibilityAddress } from '../contract/domain/compatibility-address';
export { DAY_PERIOD, horoscopePath, isHoroscopePeriod } from '../contract/domain/horoscope-periods';
export { previewImagePath, PREVIEW_IMAGE_SIZE, type PreviewSubject } from '../contract/domain/preview-images';
// From the rules' files, not the schemas': zod and the schemas load with the first answer to parse (core/schema-source.ts).
export { ADVISOR_TYPES, SPECIALTIES, THEMES } from '../contract/domain/advisor-vocabulary';
export type { Advisor, AdvisorType, Horoscope, HoroscopePeriod, MoonReport, QuestionAnswer, Specialty } from '../contract/schemas';
export type { DailyPick, SinglePick } from '../contract/domain/picks';
export type { VoyDomEventMap, VoyElementAttributes } from './element-types';
export type { VoyEventMap, VoyEventName } from './core/widget-context';
