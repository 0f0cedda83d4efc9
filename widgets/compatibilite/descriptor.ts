/** `<voy-compatibilite>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = {
  tag: 'voy-compatibilite',
  attributes: {
    prenom1: 'string',
    date1: 'string',
    heure1: 'string',
    lieu1: 'string',
    occurrence1: 'string',
    prenom2: 'string',
    date2: 'string',
    heure2: 'string',
    lieu2: 'string',
    occurrence2: 'string',
  },
} as const;

const FIRST = 'de la première personne («\u202fVous\u202f»)';
const SECOND = 'de l’autre personne';
const OCCURRENCES = ['1', '2'] as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  const date = (who: string) => `Date de naissance ${who}, AAAA-MM-JJ, de 1900 à 2100\u202f; avec les deux dates, le résultat s’affiche aussitôt.`;
  const time = (who: string) => `Heure légale de naissance ${who}, au format 24 heures (14:35)\u202f; absente, l’heure est inconnue.`;
  const place = (who: string) => `Lieu de naissance ${who}\u202f: son identifiant dans la liste des lieux (\`69123\` pour Lyon).`;
  const occurrence = (who: string) => `Pour une heure ${who} qui a existé deux fois ce jour-là\u202f: \`1\`, la première (heure d’été), ou \`2\`, la seconde (heure d’hiver).`;
  return {
    summary: 'Compatibilité amoureuse de deux personnes, score expliqué.',
    description:
      'Two people’s compatibility from their birth data (the dates suffice; a time, « Heure inconnue » unticked, places the Moon exactly; with a place of the list too, the ascendant counts): the score out of 100 with its bar, then every aspect between the two charts as a row with the points it adds to or takes from 50, so the score adds up; the reading, the notes, and a link to the advisors whose specialty is love. The attributes are the address of /compatibilite (the API’s own names): with both dates the result shows at once. A refused field keeps what was typed and says why beside it. On a partner’s page its links open our site in a new tab, the result’s own address among them.',
    attributes: {
      prenom1: { description: `Prénom ${FIRST}, facultatif.` },
      date1: { description: date(FIRST) },
      heure1: { description: time(FIRST) },
      lieu1: { description: place(FIRST) },
      occurrence1: { description: occurrence(FIRST), values: OCCURRENCES },
      prenom2: { description: `Prénom ${SECOND}, facultatif.` },
      date2: { description: date(SECOND) },
      heure2: { description: time(SECOND) },
      lieu2: { description: place(SECOND) },
      occurrence2: { description: occurrence(SECOND), values: OCCURRENCES },
    },
    events: {
      'voy-compatibility-change': 'Le résultat que le visiteur a demandé est arrivé\u202f; notre site y fait suivre son adresse. Détail\u202f: `{ path }`.',
      'voy-navigate': 'Le lien vers les voyants de l’amour ou vers ce résultat a été cliqué\u202f; annulez l’événement pour changer de page sans rechargement. Détail\u202f: `{ href }`.',
    },
    radius: 'Corner radius of the panel, the two people’s boxes and the score.',
    parts: {
      base: 'The widget’s root.',
      form: 'The form.',
      person: 'Each person’s fieldset.',
      input: 'Each text, date and time field; the place’s is also `place-input`, its suggestions `place-list` and `place-option`.',
      checkbox: 'Each « Heure inconnue » box.',
      occurrence: 'The choice of a repeated hour’s occurrence, in its person’s fieldset.',
      error: 'The error shown when the server could not answer.',
      button: 'Every button and button-like link (the submit is also `submit`, the link to the advisors `advisors`, the result’s address `share`).',
      spinner: 'The spinner shown in the button while computing.',
      result: 'The result.',
      score: 'The score block; its bar is `score-bar`.',
      aspects: 'The list of aspects; each row is `aspect`.',
      reading: 'Each paragraph of the reading.',
      notes: 'What to know about the result (an unknown birth time).',
    },
  } as const satisfies ElementDocs<typeof element>;
}
