/**
 * Every custom element's descriptor, by its feature folder: what the
 * manifest, the JSX and DOM types and the embed entries are made from.
 * Read by the build and the types only; the bundles import each feature's
 * `element` from its own descriptor.ts.
 */
import * as advisorGrid from './advisor-grid/descriptor';
import * as advisorList from './advisor-list/descriptor';
import * as advisorProfile from './advisor-profile/descriptor';
import * as advisorSpotlight from './advisor-spotlight/descriptor';
import * as chat from './chat/descriptor';
import * as compatibilite from './compatibilite/descriptor';
import * as contactForm from './contact-form/descriptor';
import * as freeQuestion from './free-question/descriptor';
import * as horoscope from './horoscope/descriptor';
import * as horoscopeSigns from './horoscope-signs/descriptor';
import * as lune from './lune/descriptor';
import * as oracle from './oracle/descriptor';
import * as themeAstral from './theme-astral/descriptor';

export const DESCRIPTORS = {
  'advisor-grid': advisorGrid,
  'advisor-list': advisorList,
  'advisor-profile': advisorProfile,
  'advisor-spotlight': advisorSpotlight,
  chat,
  compatibilite,
  'contact-form': contactForm,
  'free-question': freeQuestion,
  horoscope,
  'horoscope-signs': horoscopeSigns,
  lune,
  oracle,
  'theme-astral': themeAstral,
} as const;

export type Descriptor = (typeof DESCRIPTORS)[keyof typeof DESCRIPTORS];
