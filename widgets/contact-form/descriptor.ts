/** `<voy-contact-form>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-contact-form', attributes: {} } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Formulaire de contact avec erreurs par champ et message de confirmation.',
    description: 'The contact form: name, e-mail, phone (optional) and message, checked by the same rules as the server, sent and stored; a toast confirms it for 5 s.',
    attributes: {},
    events: {},
    radius: 'Corner radius of the panel and fields.',
    parts: {
      base: 'The widget’s root.',
      form: 'The form.',
      input: 'Each field.',
      error: 'The message shown when sending failed.',
      button: 'The submit button and the toast’s close button.',
      spinner: 'The spinner shown in the button while sending.',
      toast: 'The success message.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
