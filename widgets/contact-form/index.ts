export { ContactForm, defineContactForm } from './element';
export { TOAST_DURATION_MS } from './contact-form';
export { CONTACT_FIELDS, contactErrors, type ContactErrors, type ContactField, type ContactValues } from './validation';
