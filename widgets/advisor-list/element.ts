import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { AdvisorListView, type AdvisorListProps } from './advisor-list';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-list.module.css';

const definition: WidgetDefinition<AdvisorListProps> = {
  tag: 'voy-advisor-list',
  view: AdvisorListView,
  attributes: { type: 'string', specialty: 'string', pick: 'string', limit: 'number', variant: 'string', heading: 'string', exclude: 'string' },
  styles: [advisorCss, css],
};

/**
 * A few advisors of a type, of a specialty or of the day, each shown with the
 * rules of the page it stands for (SPEC.md section 2):
 * - `type="Tarologue"`: a list; descriptions keep their line breaks.
 * - `type="Astrologue"`: a list and a 'Voir tous les voyants' button that leads nowhere
 *   (the spec gives it no link; it is rendered `aria-disabled`).
 * - `type="Numérologue"`: a grid; a 'Contacter' button opens the advisor's Messenger in a
 *   new tab (absent without a usable value); 'Voir tous les voyants' links to /tous-nos-voyants;
 *   a failed load shows the empty text (the page has no error view).
 * - `type="Médium"`: a grid without contact buttons; 'Voir tous les voyants' links to /tous-nos-voyants.
 * - `specialty=…`: the experts of a specialty with WhatsApp, Messenger and telephone.
 * - `pick="three-daily"`: 'Nos voyants du jour'; with `variant="chat"`, the 'Tchat en direct' cards.
 *
 * @summary Advisors of a type, a specialty or the day.
 * @attr {string} type - Tarologue, Astrologue, Numérologue, Médium, or tarologie, astrologie, numerologie, mediumnite.
 * @attr {string} specialty - Amour, Carrière (or carriere), Argent, Famille.
 * @attr {string} pick - 'three-daily': the three advisors of the day (also the default with no type or specialty).
 * @attr {number} limit - How many cards at most; default 3.
 * @attr {string} variant - 'chat': chat cards with a 'Tchat' button (with pick="three-daily").
 * @attr {string} heading - A heading above the cards; none by default.
 * @attr {string} exclude - With `specialty`: leaves out the advisors the page of this specialty shows above (its expert of the day and first cards).
 * @attr {string} api-base - Address of the API; default: where the embed script came from.
 * @attr {string} site-base - Address profile links point to; default: api-base.
 * @attr {string} theme - `light` or `dark`; default: the visitor's preference (`prefers-color-scheme`).
 * @event voy-navigate - A profile or 'Voir tous les voyants' link was clicked; cancel it to route without a reload. Detail: `{ href }`.
 * @event voy-advisor-select - An advisor card was clicked (its id is also stored as selectedVoyantId). Detail: `{ id }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of cards.
 * @csspart base - The widget's root.
 * @csspart card - Each advisor card.
 * @csspart photo - Each advisor's photo.
 * @csspart button - Every button and button-like link.
 * @csspart contact-cta - The numérologie 'Contacter' buttons.
 * @csspart chat - The 'Tchat' buttons of the chat cards.
 * @csspart see-all - The 'Voir tous les voyants' link or button.
 */
export const defineAdvisorList = () => defineWidgetElement(definition);

/** The list as a React component. */
export const AdvisorList = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-advisor-list': HTMLElement;
  }
}
