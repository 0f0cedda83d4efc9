/** `<voy-oracle>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-oracle', attributes: {} } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Une question analysée pour mener à la page des bons voyants.',
    description:
      'The AI oracle: the visitor gives a first name and a question; the analysis names its category and the widget offers the matching specialty page (amour, argent, carrière, famille) or all advisors.',
    attributes: {},
    events: {
      'voy-navigate': 'Le lien de la page suggérée a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
    },
    radius: 'Corner radius of the panel and fields.',
    parts: {
      base: 'The widget’s root.',
      form: 'The question form.',
      input: 'Each text field.',
      error: 'The error box above the button.',
      button: 'Every button and button-like link.',
      spinner: 'The spinner shown in the button while analysing.',
      result: 'The analysis and its link.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
