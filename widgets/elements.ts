/**
 * Registers every custom element: the entry of the embed bundles. Importing it
 * twice (two script tags) registers nothing twice.
 */
import { defineWidgetElement, type AnyWidgetDefinition } from './core/define-element';
import { definition as advisorGrid } from './advisor-grid/element';
import { definition as advisorList } from './advisor-list/element';
import { definition as advisorSpotlight } from './advisor-spotlight/element';
import { definition as advisorProfile } from './advisor-profile/element';
import { definition as horoscope } from './horoscope/element';
import { definition as horoscopeSigns } from './horoscope-signs/element';
import { definition as freeQuestion } from './free-question/element';
import { definition as oracle } from './oracle/element';
import { definition as contactForm } from './contact-form/element';
import { definition as chat } from './chat/element';
import { definition as lune } from './lune/element';
import { definition as themeAstral } from './theme-astral/element';
import { definition as compatibilite } from './compatibilite/element';

/** Every element's definition, once: registered here, and drawn by the server (widgets/server-markup.tsx). */
export const ELEMENT_DEFINITIONS = [advisorGrid, advisorList, advisorSpotlight, advisorProfile, horoscope, horoscopeSigns, freeQuestion, oracle, contactForm, chat, lune, themeAstral, compatibilite] as unknown as readonly AnyWidgetDefinition[];

export function defineAllElements(): void {
  for (const definition of ELEMENT_DEFINITIONS) defineWidgetElement(definition);
}
