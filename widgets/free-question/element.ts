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
 * @summary Free question answered in a chat view.
 * @attr {string} api-base - Address of the API; default: where the embed script came from.
 * @attr {string} site-base - Address profile links point to; default: api-base.
 * @attr {string} theme - `light` or `dark`; default: the visitor's preference (`prefers-color-scheme`).
 * @event voy-question-answered - The answer arrived. Detail: `{ category, refused }`.
 * @event voy-navigate - A suggested advisor's link was clicked; cancel it to route without a reload. Detail: `{ href }`.
 * @event voy-advisor-select - A suggested advisor was chosen. Detail: `{ id }`.
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
