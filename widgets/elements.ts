/**
 * Registers every custom element: the entry of the embed bundles. Importing it
 * twice (two script tags) registers nothing twice.
 */
import { defineAdvisorGrid } from './advisor-grid';
import { defineAdvisorList } from './advisor-list';
import { defineAdvisorSpotlight } from './advisor-spotlight';
import { defineAdvisorProfile } from './advisor-profile';
import { defineHoroscope } from './horoscope';
import { defineHoroscopeSigns } from './horoscope-signs';
import { defineFreeQuestion } from './free-question';
import { defineOracle } from './oracle';
import { defineContactForm } from './contact-form';
import { defineChat } from './chat';

export function defineAllElements(): void {
  defineAdvisorGrid();
  defineAdvisorList();
  defineAdvisorSpotlight();
  defineAdvisorProfile();
  defineHoroscope();
  defineHoroscopeSigns();
  defineFreeQuestion();
  defineOracle();
  defineContactForm();
  defineChat();
}
