/** Horoscopes: the provider's answer shape, which our engine answers too (voy-horoscope). */
import * as z from 'zod/mini';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../domain/horoscope-periods';
import { HoroscopeWhy } from './horoscope-why';

export { HOROSCOPE_PERIODS, type HoroscopePeriod };

/** The five sections and the luck items of one horoscope, as the provider writes them. */
export const HoroscopeBody = z.object({
  personal: z.optional(z.string()),
  health: z.optional(z.string()),
  profession: z.optional(z.string()),
  emotions: z.optional(z.string()),
  travel: z.optional(z.string()),
  luck: z.optional(z.array(z.string())),
});
export type HoroscopeBody = z.infer<typeof HoroscopeBody>;

/** The provider's answer shape (SPEC.md section 3); our engine answers the same. */
export const Horoscope = z.object({
  success: z.boolean(),
  data: z.optional(
    z.object({
      prediction: z.optional(HoroscopeBody),
      daily_horoscope: z.optional(HoroscopeBody),
      weekly_horoscope: z.optional(HoroscopeBody),
      monthly_horoscope: z.optional(HoroscopeBody),
      yearly_horoscope: z.optional(HoroscopeBody),
    }),
  ),
  /** Added by our server: what the text is about and where it came from. */
  meta: z.optional(
    z.object({
      sign: z.string(),
      period: z.enum(HOROSCOPE_PERIODS),
      /** First day of the period, YYYY-MM-DD in Europe/Paris. */
      date: z.string(),
      source: z.enum(['engine', 'provider']),
      /** Our engine's text only: the transits it was written from (« Pourquoi ce texte »). */
      why: z.optional(HoroscopeWhy),
    }),
  ),
});
export type Horoscope = z.infer<typeof Horoscope>;
