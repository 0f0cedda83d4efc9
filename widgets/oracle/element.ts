import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { formCss } from '../core/parts/form';
import { OracleView } from './oracle';
import { css } from './oracle.module.css';

const definition: WidgetDefinition<object> = {
  tag: 'voy-oracle',
  view: OracleView,
  attributes: {},
  styles: [formCss, css],
};

/**
 * The AI oracle: the visitor gives a first name and a question; the analysis
 * names its category and the widget offers the matching specialty page
 * (amour, argent, carrière, famille) or all advisors.
 *
 * @summary Une question analysée pour mener à la page des bons voyants.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens vers les pages ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Le lien de la page suggérée a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of the panel and fields.
 * @csspart base - The widget's root.
 * @csspart form - The question form.
 * @csspart input - Each text field.
 * @csspart error - The error box above the button.
 * @csspart button - Every button and button-like link.
 * @csspart spinner - The spinner shown in the button while analysing.
 * @csspart result - The analysis and its link.
 */
export const defineOracle = () => defineWidgetElement(definition);

/** The oracle as a React component. */
export const Oracle = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-oracle': HTMLElement;
  }
}
