/**
 * « Pourquoi ce texte » (issue 41, point 4): the transits our engine wrote a
 * horoscope from, as it computed them, sent under `meta.why` beside the
 * provider's shape. Names are French as the widget shows them; the widget
 * only composes them into sentences. A provider's text has none.
 */
import * as z from 'zod/mini';

export const ASPECT_KINDS = ['conjonction', 'sextile', 'carré', 'trigone', 'opposition'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];

/** The body as the text names it, with its article: 'le Soleil', 'la Lune', 'Mars'. */
const body = z.string();
/** The sign's French name: 'Lion'. */
const sign = z.string();
/** The solar house, 1 to 12, counted from the reader's sign (house 1 is the sign itself). */
const house = z.number();
/** A day in Europe/Paris, YYYY-MM-DD. */
const day = z.string();

export const HoroscopeWhy = z.object({
  /** When the positions, signs, houses and retrogrades were computed: noon in Paris of the period's first day, '2026-11-30T12:00:00+01:00'. */
  positionsAt: z.string(),
  /** When the aspects were computed: the same instant for a day, noon in Paris in the middle of a longer period. */
  aspectsAt: z.string(),
  /** Where the aspects are measured: this many degrees into the reader's sign. */
  aspectPoint: z.number(),
  /** The bodies the text places, Sun to Saturn. */
  placements: z.array(z.object({ body, sign, house, retrograde: z.boolean() })),
  /** The aspects the text and its luck items rest on, closest first; the orb is the distance from the exact angle. */
  aspects: z.array(z.object({ body, kind: z.enum(ASPECT_KINDS), orb: z.object({ degrees: z.number(), minutes: z.number() }) })),
  // What happens during the period that the text tells, each list in the order of the calendar.
  // Lists of their own rather than one list of kinds: a discriminated union would bring zod’s code for it to every page.
  /** Bodies entering a sign on `day` (their first noon there). */
  ingresses: z.array(z.object({ body, sign, house, day })),
  /** The year: stays in a sign from `from` to `to`; without `from` the body was there before the year began, without `to` it stays after. */
  stays: z.array(z.object({ body, sign, house, from: z.optional(day), to: z.optional(day) })),
  /** New and full Moons of the month, on `day`, in `sign`. */
  lunations: z.array(z.object({ phase: z.enum(['nouvelle', 'pleine']), sign, house, day })),
  /** The week: the days the Moon is in `sign` at noon. */
  moonDays: z.array(z.object({ sign, house, days: z.array(day) })),
  /** The day: the Moon's phase at the positions' instant. */
  moonPhase: z.optional(z.enum(['nouvelle', 'croissante', 'pleine', 'decroissante'])),
  /** The year: the days Mercury's retrograde stretches begin (sampled every five days). */
  mercuryRetrogrades: z.array(day),
});
export type HoroscopeWhy = z.infer<typeof HoroscopeWhy>;
