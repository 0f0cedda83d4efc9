import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { AdvisorGridView } from './advisor-grid';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-grid.module.css';

const definition: WidgetDefinition<object> = {
  tag: 'voy-advisor-grid',
  view: AdvisorGridView,
  attributes: {},
  styles: [advisorCss, css],
};

/**
 * All advisors with the 'Thématique' filter (Amour, Famille, Argent, Carrière):
 * 1, 2 or 3 columns by the widget's own width, WhatsApp, telephone and profile
 * link on each card.
 *
 * @summary Tous les voyants, filtrables par thématique.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des profils ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Un lien de profil a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @event voy-advisor-select - Un voyant a été choisi. Détail : `{ id }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of cards.
 * @csspart base - The widget's root.
 * @csspart filter - The theme filter panel.
 * @csspart card - Each advisor card.
 * @csspart button - Every button and button-like link.
 */
export const defineAdvisorGrid = () => defineWidgetElement(definition);

/** The grid as a React component. */
export const AdvisorGrid = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-advisor-grid': HTMLElement;
  }
}
