/** `<voy-free-question>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-free-question', attributes: {} } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Question gratuite, répondue sous forme de tchat.',
    description:
      'The free question: the visitor gives a first name and a question, and the answer replaces the form as a chat: the reading, the three major arcana drawn and the advisors suggested for the question’s category.',
    attributes: {},
    events: {
      'voy-question-answered': 'La réponse est arrivée. Détail : `{ category, refused }`.',
      'voy-navigate': 'Le lien d’un voyant suggéré a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-advisor-select': 'Un voyant suggéré a été choisi. Détail : `{ id }`.',
    },
    radius: 'Corner radius of the panel, fields and bubbles.',
    parts: {
      base: 'The widget’s root.',
      hero: 'The crystal ball, heading and text.',
      illustration: 'The crystal ball.',
      form: 'The question form.',
      input: 'Each text field.',
      error: 'The error box above the button.',
      button: 'Every button and button-like link.',
      spinner: 'The spinner shown in the button while sending.',
      chat: 'The chat view.',
      bubble: 'Each chat bubble.',
      'tarot-card': 'Each drawn arcanum.',
      advisor: 'Each suggested advisor’s link.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
