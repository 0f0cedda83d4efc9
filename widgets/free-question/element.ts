import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { formCss } from '../core/parts/form';
import { FreeQuestionView } from './free-question';
import { css } from './free-question.module.css';

export const definition: WidgetDefinition<object, typeof element> = { element, view: FreeQuestionView, styles: [formCss, advisorCss, css] };

/** Registers `<voy-free-question>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineFreeQuestion = () => defineWidgetElement(definition);

/** The free question as a React component. */
export const FreeQuestion = /* @__PURE__ */ widgetComponent(definition);
