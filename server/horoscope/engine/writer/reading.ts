/**
 * What every part of the writer reads about the horoscope being written: the
 * period's sky, the sign's reading of it and the chooser of the attempt. It
 * never changes while the horoscope is written; what the text has told so far
 * travels apart (told.ts).
 */
import type { HoroscopePeriod } from '../../../../contract/schemas';
import type { ZodiacSign } from '../../../../contract/domain';
import { dayNumber } from '../../../calendar';
import { chooser, type Chooser } from '../random';
import type { Sky } from '../sky';
import { type SignTransits, transitsFor } from '../transits';

export type Kind = Sky['range']['kind'];

export interface Reading {
  readonly sky: Sky;
  readonly kind: Kind;
  readonly period: HoroscopePeriod;
  readonly signIndex: number;
  readonly tr: SignTransits;
  /** The chooser of the attempt being written: a section written again reads `retry`'s. */
  readonly choose: Chooser;
}

/** The reading of one sign for the period whose sky is given; its chooser is seeded with (sign, period, date). */
export function readingOf(sky: Sky, sign: ZodiacSign, signIndex: number, period: HoroscopePeriod): Reading {
  return {
    sky,
    kind: sky.range.kind,
    period,
    signIndex,
    tr: transitsFor(sky, signIndex),
    choose: chooser(`${sign.slug}|${period}|${sky.range.date}`, {
      sign: sign.slug,
      lane: sky.range.kind,
      day: dayNumber(sky.range.start),
    }),
  };
}
