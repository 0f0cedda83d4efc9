/**
 * What the text has told so far, handed from sentence to sentence and from
 * section to section, so that a body opens one section only and an aspect, a
 * retrograde or an event is told once. A value, never changed: each sentence
 * returns what it adds, and `tell` makes what the next sentence reads.
 */
import type { Ymd } from '../../../calendar';
import type { BodyKey } from '../sky';
import type { Ground } from './grounds';

export interface Told {
  /** Bodies already the subject of a first sentence. */
  readonly subjects: ReadonlySet<BodyKey>;
  /** Anything else already told (aspects, retrogrades, stays, events), by key: 'aspect:mars', 'moon:4'. */
  readonly facts: ReadonlySet<string>;
  /** Days and months the text highlights, in the order told, for the luck items. */
  readonly keyDays: readonly Ymd[];
}

/** What one sentence adds to what is told. */
export interface News {
  readonly subjects?: readonly BodyKey[];
  readonly facts?: readonly string[];
  readonly keyDays?: readonly Ymd[];
}

/** A sentence and what it tells. */
export interface Sentence extends News {
  readonly text: string;
  /** Whether it named the period: the section's next sentence then takes the next name. */
  readonly namedPeriod: boolean;
  /** What it was written from (grounds.ts); none for a sentence that rests on no transit (the sign's element). */
  readonly grounds?: readonly Ground[];
}

export const NOTHING_TOLD: Told = { subjects: new Set(), facts: new Set(), keyDays: [] };

/** `set` with `items` too; `set` itself when there is nothing to add (no one changes a told set). */
function withItems<T>(set: ReadonlySet<T>, items: readonly T[] = []): ReadonlySet<T> {
  return items.length === 0 ? set : new Set([...set, ...items]);
}

/** What is told once `news` is told too. */
export function tell(told: Told, news: News): Told {
  return {
    subjects: withItems(told.subjects, news.subjects),
    facts: withItems(told.facts, news.facts),
    keyDays: news.keyDays?.length ? [...told.keyDays, ...news.keyDays] : told.keyDays,
  };
}
