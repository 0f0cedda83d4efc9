import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { formCss } from '../core/parts/form';
import { ContactFormView } from './contact-form';
import { css } from './contact-form.module.css';

const definition: WidgetDefinition<object> = {
  tag: 'voy-contact-form',
  view: ContactFormView,
  attributes: {},
  styles: [formCss, css],
};

/**
 * The contact form: name, email, phone (optional) and message, checked by the
 * same rules as the server, sent and stored; a toast confirms it for 5 s.
 *
 * @summary Formulaire de contact avec erreurs par champ et message de confirmation.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse du site ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of the panel and fields.
 * @csspart base - The widget's root.
 * @csspart form - The form.
 * @csspart input - Each field.
 * @csspart error - The message shown when sending failed.
 * @csspart button - The submit button and the toast's close button.
 * @csspart spinner - The spinner shown in the button while sending.
 * @csspart toast - The success message.
 */
export const defineContactForm = () => defineWidgetElement(definition);

/** The contact form as a React component. */
export const ContactForm = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-contact-form': HTMLElement;
  }
}
