import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { formCss } from '../core/parts/form';
import { ContactFormView } from './contact-form';
import { css } from './contact-form.module.css';

export const definition: WidgetDefinition<object, typeof element> = { element, view: ContactFormView, styles: [formCss, css] };

/** Registers `<voy-contact-form>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineContactForm = () => defineWidgetElement(definition);

/** The contact form as a React component. */
export const ContactForm = /* @__PURE__ */ widgetComponent(definition);
