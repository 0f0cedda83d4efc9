/** `<voy-theme-astral>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-theme-astral', attributes: { date: 'string', heure: 'string', lieu: 'string', occurrence: 'string' } } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Le thème astral : roue, positions, aspects et lecture, d’après la date, l’heure et le lieu de naissance.',
    description:
      'A birth chart computed by our server (GET /api/astro/theme): the birth form (date from 1900 to 2100, time or « Heure inconnue », the place found as the visitor types among every French commune and the world’s cities, a combobox), then the wheel (signs, houses with the ascendant on the left, planets, aspects) beside a table of the same positions, the aspects and the readings, and « Partager ce thème », which copies the chart’s address on our site (`/theme-astral?date=…&heure=…&lieu=…`). The list of places is fetched at the place field’s first use, never before. An hour skipped by summer time is refused beside the time field; an hour that existed twice asks which one. The attributes open a chart directly; the widget tells the page each chart the visitor asks for (`voy-chart-change`).',
    attributes: {
      date: { description: 'Date de naissance, `AAAA-MM-JJ` (1900 à 2100) ; avec elle, le thème s’affiche aussitôt.' },
      heure: { description: 'Heure légale de naissance du lieu, au format 24 heures (`14:35`) ; absente : heure inconnue (thème de midi, sans maisons ni ascendant).' },
      lieu: { description: 'Identifiant du lieu de naissance dans la liste des lieux (code INSEE d’une commune, `69123` pour Lyon ; `g` et l’identifiant GeoNames ailleurs).' },
      occurrence: { description: 'Pour une heure qui a existé deux fois (retour à l’heure d’hiver) : `1` la première (heure d’été), `2` la seconde.', values: ['1', '2'] as const },
    },
    events: {
      'voy-chart-change': 'Le visiteur a demandé un thème et il s’affiche ; notre site y fait suivre son adresse. Détail : `{ path }`, l’adresse du thème sur notre site (`/theme-astral` suivi de la date, de l’heure et du lieu).',
    },
    radius: 'Corner radius of the form, the chart’s panel and the fields.',
    parts: {
      base: 'The widget’s root.',
      form: 'The birth form.',
      input: 'Each field; the place’s is also `place-input`.',
      'place-list': 'The list of places suggested; each is `place-option`.',
      occurrence: 'The choice between the two occurrences of a repeated hour.',
      chart: 'The chart’s panel.',
      notes: 'What the visitor must know to read the chart (unknown time, equal houses).',
      wheel: 'The wheel (SVG).',
      positions: 'The table of positions.',
      aspects: 'The list of aspects.',
      readings: 'The readings.',
      error: 'The error panel.',
      button: 'Every button; the submit button is also `submit`, the share button `share`.',
      spinner: 'The spinner shown in the submit button while the chart is computed.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
