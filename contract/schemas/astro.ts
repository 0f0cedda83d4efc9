/**
 * Birth charts (voy-theme-astral, /theme-astral): what the page's address and
 * the API are asked with, and the chart the server answers. The address is
 * the chart's only storage, so a shared link reopens the same chart.
 */
import * as z from 'zod/mini';
import { ASPECT_KINDS, CHART_ANGLES, CHART_BODIES } from '../domain/chart-points';
import { BIRTH_DATA_MESSAGES, isInBirthYears, isRealDate } from '../domain/birth-data';

export { BIRTH_YEAR_RANGE, isRealDate } from '../domain/birth-data';

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const birthDate = z.string().check(z.refine(isRealDate, BIRTH_DATA_MESSAGES.dateInvalid), z.refine(isInBirthYears, BIRTH_DATA_MESSAGES.dateOutOfRange));

/** The query of a chart: also the page's address, so its names are French and short. */
export const BirthChartQuery = z.object({
  date: birthDate,
  /** Legal time of the place, HH:MM; absent when the visitor does not know it. */
  heure: z.optional(z.string().check(z.regex(TIME_PATTERN, 'Heure de naissance invalide : attendue au format HH:MM, par exemple 14:35.'))),
  /** A place id from the list of places. */
  lieu: z.optional(z.string().check(z.minLength(1, 'Lieu de naissance manquant.'), z.maxLength(64, 'Lieu de naissance inconnu.'))),
  /** For a time that happened twice (clocks going back): 1 = the first, 2 = the second. */
  occurrence: z.optional(z.enum(['1', '2'], 'Précisez 1 (la première) ou 2 (la seconde) pour une heure qui a existé deux fois.')),
});
export type BirthChartQuery = z.infer<typeof BirthChartQuery>;

const inSign = { longitude: z.number(), sign: z.int(), degrees: z.int(), minutes: z.int() };

export const ChartBodyPlacement = z.object({
  point: z.enum(CHART_BODIES),
  ...inSign,
  latitude: z.number(),
  /** Degrees per day. */
  speed: z.number(),
  retrograde: z.boolean(),
  house: z.nullable(z.int()),
});
export type ChartBodyPlacement = z.infer<typeof ChartBodyPlacement>;

export const ChartAnglePlacement = z.object({ point: z.enum(CHART_ANGLES), ...inSign });
export type ChartAnglePlacement = z.infer<typeof ChartAnglePlacement>;

export const ChartAspectLine = z.object({
  from: z.enum([...CHART_BODIES, ...CHART_ANGLES]),
  to: z.enum([...CHART_BODIES, ...CHART_ANGLES]),
  kind: z.enum(ASPECT_KINDS),
  /** Degrees from exact. */
  orb: z.number(),
});
export type ChartAspectLine = z.infer<typeof ChartAspectLine>;

export const ChartPlace = z.object({
  id: z.string(),
  /** As the place list writes it: « Lyon (Rhône, 69) ». */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type ChartPlace = z.infer<typeof ChartPlace>;

export const ChartReading = z.object({ title: z.string(), text: z.string() });
export type ChartReading = z.infer<typeof ChartReading>;

export const BirthChart = z.object({
  birth: z.object({
    date: z.string(),
    /** Null when unknown: the chart is then cast for noon. */
    time: z.nullable(z.string()),
    place: z.nullable(ChartPlace),
    /** The instant of birth, ISO 8601 in UT. */
    instant: z.string(),
    /** The legal time's offset from UT that day, e.g. « +02:00 ». */
    utcOffset: z.string(),
  }),
  bodies: z.array(ChartBodyPlacement),
  /** Empty when the birth time is unknown. */
  angles: z.array(ChartAnglePlacement),
  houses: z.nullable(z.object({ system: z.enum(['placidus', 'egales']), cusps: z.array(z.number()) })),
  aspects: z.array(ChartAspectLine),
  /** What the visitor must know to read the chart right (unknown time, houses that fall back). */
  notes: z.array(z.string()),
  readings: z.array(ChartReading),
});
export type BirthChart = z.infer<typeof BirthChart>;

const firstName = z.optional(
  z.string().check(z.trim(), z.maxLength(40, 'Le prénom ne doit pas dépasser 40 caractères.'), z.regex(/^[\p{L}\p{M}' ’.-]*$/u, 'Le prénom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes.')),
);

/** Two people's birth data, with suffixes 1 and 2: the /compatibilite page's address. Dates alone are enough. */
export const CompatibilityQuery = z.object({
  prenom1: firstName,
  date1: birthDate,
  heure1: BirthChartQuery.shape.heure,
  lieu1: BirthChartQuery.shape.lieu,
  occurrence1: BirthChartQuery.shape.occurrence,
  prenom2: firstName,
  date2: birthDate,
  heure2: BirthChartQuery.shape.heure,
  lieu2: BirthChartQuery.shape.lieu,
  occurrence2: BirthChartQuery.shape.occurrence,
});
export type CompatibilityQuery = z.infer<typeof CompatibilityQuery>;

export const CompatibilityAspect = z.object({
  ...ChartAspectLine.shape,
  /** Points this aspect adds to (or takes from) the score. */
  weight: z.number(),
});
export type CompatibilityAspect = z.infer<typeof CompatibilityAspect>;

export const Compatibility = z.object({
  people: z.array(
    z.object({
      /** As typed, or « Personne 1 ». */
      name: z.string(),
      birth: BirthChart.shape.birth,
      bodies: z.array(ChartBodyPlacement),
    }),
  ),
  /** 0 to 100. */
  score: z.int(),
  /** From the first person's points to the second's, the heaviest first. */
  aspects: z.array(CompatibilityAspect),
  readings: z.array(ChartReading),
  notes: z.array(z.string()),
});
export type Compatibility = z.infer<typeof Compatibility>;
