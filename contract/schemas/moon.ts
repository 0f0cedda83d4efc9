/** The Moon of a day (GET /api/astro/lune), as the server computes it and <voy-lune> reads it. */
import * as z from 'zod/mini';
import { MOON_PHASES } from '../domain/moon-phases';

/** A new or full moon: its instant, and the day and time a clock in Paris reads then. */
export const Lunation = z.object({
  /** UTC, ISO 8601 to the second. */
  at: z.string(),
  /** Paris legal day, 'YYYY-MM-DD'. */
  paris_date: z.string(),
  /** Paris legal time to the nearest minute, 'HH:MM'. */
  paris_time: z.string(),
});
export type Lunation = z.infer<typeof Lunation>;

export const MoonReport = z.object({
  /** The instant phase, lit share and sign were computed for (UTC, ISO 8601): noon in Paris of the day. */
  at: z.string(),
  /** The day, 'YYYY-MM-DD' in Paris: today, or the day asked for. */
  paris_date: z.string(),
  phase: z.enum(MOON_PHASES),
  /** The phase's French name: 'Premier quartier'. */
  phase_name: z.string(),
  /** True from new to full moon: the lit side is the right one, seen from France. */
  waxing: z.boolean(),
  /** The share of the disc the Sun lights, in percent to one decimal. */
  illuminated_percent: z.number(),
  /** The Moon's tropical sign (its ecliptic longitude of date). */
  sign: z.object({ slug: z.string(), name: z.string() }),
  /** The first new moon from the day's first minute, or from now once one has passed today. */
  next_new_moon: Lunation,
  next_full_moon: Lunation,
  /** Until when today's answer holds (the end of the Paris day, or the next lunation if sooner); null for a day asked for, whose answer never changes. */
  fresh_until: z.nullable(z.string()),
});
export type MoonReport = z.infer<typeof MoonReport>;
