/**
 * What a sentence was written from: the very objects of the sky and of the
 * sign's transits the writer chose (not copies, not a second computation), so
 * that « Pourquoi ce texte » lists what the text rests on and nothing else.
 * A sentence hands its grounds on with its text; a section keeps those of the
 * sentences it keeps (section.ts), the horoscope those of its sections (writer.ts).
 */
import type { Lunation, MoonPhase, SignRun } from '../sky';
import type { Aspect, Placement } from '../transits';
import type { Ymd } from '../../../calendar';

export type Ground =
  /** A body where it stands at the period's start: its sign, house and retrograde motion. */
  | { readonly kind: 'placement'; readonly placement: Placement }
  /** A body's aspect to the sign, read in the middle of the period. */
  | { readonly kind: 'aspect'; readonly aspect: Aspect }
  /** A body entering a sign during the period (the first day of the run). */
  | { readonly kind: 'ingress'; readonly run: SignRun }
  /** A body's stay in a sign during the year. */
  | { readonly kind: 'stay'; readonly run: SignRun }
  /** A new or full Moon of the month. */
  | { readonly kind: 'lunation'; readonly lunation: Lunation }
  /** The week's days the Moon spends in one of the sign's houses (one sign: one house). */
  | { readonly kind: 'moon-days'; readonly house: number; readonly days: ReadonlyArray<{ readonly day: Ymd; readonly sign: number }> }
  /** The Moon's phase at noon of the day. */
  | { readonly kind: 'moon-phase'; readonly phase: MoonPhase }
  /** The year's first days of Mercury's retrograde stretches. */
  | { readonly kind: 'mercury-retrogrades'; readonly days: readonly Ymd[] };
