/** `<voy-horoscope-signs>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-horoscope-signs', attributes: { 'with-periods': 'boolean' } } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Les douze signes, chacun menant à son horoscope.',
    description:
      'The twelve zodiac signs as cards (illustration, name, dates), 3 rows of 4 when wide, then 3 and 2 columns, each linking to /horoscopes/{slug}. With `with-periods="true"`, also the « Trouvez votre horoscope » period cards: one tapped brings the signs into view, named after its period, and their links then carry it (`/horoscopes/lion/semaine`, the sign page opened on that period’s tab). On a partner’s page the links open our site in a new tab.',
    attributes: {
      'with-periods': { description: 'Affiche les cartes des périodes ; écrivez `with-periods="true"` (une valeur vide est ignorée).', default: 'false' },
    },
    events: {
      'voy-navigate': 'La carte d’un signe a été cliquée ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
    },
    radius: 'Corner radius of cards.',
    parts: {
      base: 'The widget’s root.',
      card: 'Every card; sign cards are also `sign-card`, period cards `period-card` (the chosen one has `aria-pressed="true"`).',
      'sign-art': 'Each sign illustration.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
