import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { formCss } from '../core/parts/form';
import { FreeQuestionView } from './free-question';
import { css } from './free-question.module.css';

const definition: WidgetDefinition<object> = {
  tag: 'voy-free-question',
  view: FreeQuestionView,
  attributes: {},
  styles: [formCss, advisorCss, css],
};

/**
 * The free question: the visitor gives a first name and a question, and the
 * answer replaces the form as a chat: the reading, the three major arcana
 * drawn and the advisors suggested for the question's category.
 *
 * @summary Question gratuite, répondue sous forme de tchat.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des profils ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-question-answered - La réponse est arrivée. Détail : `{ category, refused }`.
 * @event voy-navigate - Le lien d’un voyant suggéré a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @event voy-advisor-select - Un voyant suggéré a été choisi. Détail : `{ id }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of the panel, fields and bubbles.
 * @csspart base - The widget's root.
 * @csspart hero - The crystal ball, heading and text.
 * @csspart illustration - The crystal ball.
 * @csspart form - The question form.
 * @csspart input - Each text field.
 * @csspart error - The error box above the button.
 * @csspart button - Every button and button-like link.
 * @csspart spinner - The spinner shown in the button while sending.
 * @csspart chat - The chat view.
 * @csspart bubble - Each chat bubble.
 * @csspart tarot-card - Each drawn arcanum.
 * @csspart advisor - Each suggested advisor's link.
 */
export const defineFreeQuestion = () => defineWidgetElement(definition);

/** The free question as a React component. */
export const FreeQuestion = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-free-question': HTMLElement;
  }
}
