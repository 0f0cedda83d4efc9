/** `<voy-lune>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-lune', attributes: { date: 'string' } } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'La Lune du jour\u202f: phase, part éclairée, signe, prochaines nouvelle et pleine lunes.',
    description:
      'The Moon as our server computes it (GET /api/astro/lune): a drawing of its phase (the lit share of the disc, on the right while it waxes), the phase’s French name, « Éclairée à 42 % », « La Lune est en Taureau », and the next new and full moons with their day and time in Paris (« Prochaine nouvelle lune : mardi 1er décembre à 7 h 22 »). Phase, lit share and sign are those of noon in Paris. Without `date` it shows today and refreshes itself when that answer expires (at midnight in Paris, or when a new or full moon passes); with `date` that day. On a partner’s page it links to our horoscopes, in a new tab.',
    attributes: {
      date: { description: 'Un jour `AAAA-MM-JJ` de 1900 à 2100\u202f; par défaut\u202f: aujourd’hui (heure de Paris).' },
    },
    events: {
      'voy-navigate': 'Le lien vers nos horoscopes a été cliqué\u202f; annulez l’événement pour changer de page sans rechargement. Détail\u202f: `{ href }`.',
    },
    radius: 'Corner radius of the card.',
    parts: {
      base: 'The widget’s root.',
      card: 'The card holding the Moon.',
      drawing: 'The drawing of the phase (an SVG with its text alternative).',
      lunations: 'The list of the next new and full moons.',
      error: 'The error message.',
      button: 'Every button and button-like link (« Réessayer », the link to our horoscopes).',
    },
  } as const satisfies ElementDocs<typeof element>;
}
