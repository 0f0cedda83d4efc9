import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { formCss } from '../core/parts/form';
import { ChatView, type ChatProps } from './chat';
import { css } from './chat.module.css';
import { element } from './descriptor';

export const definition: WidgetDefinition<ChatProps, typeof element> = { element, view: ChatView, styles: [formCss, advisorCss, css] };

/** Registers `<voy-chat>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineChat = () => defineWidgetElement(definition);

/** The live chat as a React component. */
export const Chat = /* @__PURE__ */ widgetComponent(definition);
