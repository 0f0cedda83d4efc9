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
 * - `type="Astrologue"`: a list; 'Voir tous les voyants' links to /tous-nos-voyants (the spec
 *   gives it no link, but a button that looks clickable must lead somewhere).
 * - `type="Numérologue"`: a grid; a 'Contacter' button opens the advisor's Messenger in a
 *   new tab (absent without a usable value); 'Voir tous les voyants' links to /tous-nos-voyants;
 *   a failed load shows the empty text (the page has no error view).
 * - `type="Médium"`: a grid without contact buttons; 'Voir tous les voyants' links to /tous-nos-voyants.
 * - `specialty=…`: the experts of a specialty with WhatsApp, Messenger and telephone.
 * - `pick="three-daily"`: 'Nos voyants du jour'; with `variant="chat"`, the 'Tchat en direct' cards.
 *
 * @summary Les voyants d’un type, d’une spécialité ou du jour.
 * @attr {string} type - `Tarologue`, `Astrologue`, `Numérologue`, `Médium`, ou `tarologie`, `astrologie`, `numerologie`, `mediumnite`.
 * @attr {string} specialty - `Amour`, `Carrière` (ou `carriere`), `Argent`, `Famille`.
 * @attr {string} pick - `three-daily` : les trois voyants du jour (aussi la valeur par défaut sans `type` ni `specialty`).
 * @attr {number} limit - Nombre maximal de cartes ; 3 par défaut.
 * @attr {string} variant - `chat` : cartes de tchat avec un bouton « Tchat » (avec `pick="three-daily"`).
 * @attr {string} heading - Un titre au-dessus des cartes ; aucun par défaut.
 * @attr {string} exclude - Avec `specialty` : écarte les voyants que la page de cette spécialité montre plus haut (son expert du jour et ses premières cartes).
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des profils ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Un lien de profil ou « Voir tous les voyants » a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @event voy-advisor-select - La carte d’un voyant a été cliquée (son identifiant est aussi enregistré sous `selectedVoyantId`). Détail : `{ id }`.
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
