import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { AdvisorSpotlightView, type AdvisorSpotlightProps } from './advisor-spotlight';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-spotlight.module.css';

const definition: WidgetDefinition<AdvisorSpotlightProps> = {
  tag: 'voy-advisor-spotlight',
  view: AdvisorSpotlightView,
  attributes: { pick: 'string', heading: 'string', noHeading: 'boolean' },
  styles: [advisorCss, css],
};

/**
 * One featured advisor: 'Notre tirage du jour' (with the advisor's video when
 * there is one), 'Notre voyant du mois', or the expert of the day of a theme or
 * specialty page. Photo, name, type badge, status, rating, title and specialty,
 * summary, contact buttons and a profile link. Every visitor sees the same
 * advisor for the day (or month); two spotlights of one pick share one request.
 *
 * @summary Le voyant du jour, du mois ou l’expert du jour.
 * @attr {string} pick - `daily` (par défaut), `monthly`, `tarologue`, `astrologue`, `numerologue`, `medium`, `amour`, `carriere`, `argent`, `famille`.
 * @attr {string} heading - Remplace le titre de la sélection (« Notre tirage du jour », …).
 * @attr {boolean} no-heading - Masque le titre ; écrivez `no-heading="true"` (une valeur vide est ignorée).
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des profils ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Un lien de profil a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @event voy-advisor-select - Le voyant a été cliqué (son identifiant est aussi enregistré sous `selectedVoyantId`). Détail : `{ id }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of the card.
 * @csspart base - The widget's root.
 * @csspart heading - The block's heading.
 * @csspart card - The advisor's card.
 * @csspart photo - The advisor's photo.
 * @csspart video - The advisor's video (daily reading).
 * @csspart button - Every button and button-like link.
 */
export const defineAdvisorSpotlight = () => defineWidgetElement(definition);

/** The spotlight as a React component. */
export const AdvisorSpotlight = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-advisor-spotlight': HTMLElement;
  }
}
