/**
 * Deterministic choices: the same (sign, period, date) always picks the same
 * variants. A hash of the seed and a salt naming the choice (fnv1a,
 * contract/domain/deterministic-random.ts),
 * so that adding a choice somewhere never shifts the others.
 */
import { fnv1a } from '../../../contract/domain/deterministic-random';

/** The hash of one choice: FNV-1a, then mixed. */
export function hash32(text: string): number {
  let h = fnv1a(text);
  // Final avalanche so that close seeds give far apart values.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export interface Chooser {
  /** One element of `items`, fixed for the seed and the salt. */
  pick<T>(items: readonly T[], salt: string): T;
  /**
   * One element of `items` that one sign's five periods, read on one day, do not share (with
   * five items or more): see `Lane`.
   */
  distinct<T>(items: readonly T[], salt: string): T;
  /** An integer in [0, n). */
  int(n: number, salt: string): number;
  /** Another chooser for a new attempt at the same text: other `pick`s, the same `distinct` ones. */
  retry(attempt: number): Chooser;
}

/**
 * Where a horoscope stands among the sign's five periods, so that a pool of variants is
 * shared out between them: the week and the month each draw from their own few items; the
 * day, tomorrow and the year (which starts today) take consecutive items of the rest, by
 * day number, so that today's, tomorrow's and this year's choices differ and still change daily.
 */
export interface Lane {
  /** Same for the five periods of one sign: the sign's slug. */
  readonly sign: string;
  readonly lane: 'day' | 'year' | 'week' | 'month';
  /** Day number of the period's first day (tomorrow's is today's plus one). */
  readonly day: number;
}

export function chooser(seed: string, lane?: Lane): Chooser {
  const int = (n: number, salt: string) => hash32(`${seed}#${salt}`) % n;
  const pick = <T>(items: readonly T[], salt: string): T => {
    if (items.length === 0) throw new Error(`Aucune variante pour ${salt}`);
    return items[int(items.length, salt)] as T;
  };
  return {
    int,
    pick,
    // The lane stays: a new attempt changes the free choices, never what the periods share out.
    retry: (attempt) => chooser(`${seed}~${attempt}`, lane),
    distinct<T>(items: readonly T[], salt: string): T {
      if (lane === undefined || items.length === 0) return pick(items, salt);
      const n = items.length;
      const base = hash32(`${lane.sign}#${salt}`) + lane.day;
      if (n < 5) return items[(base + (lane.lane === 'year' ? 2 : 0)) % n] as T;
      const side = Math.max(1, Math.floor(n / 6));
      const shared = n - 2 * side;
      switch (lane.lane) {
        case 'day':
          return items[base % shared] as T;
        case 'year':
          return items[(base + 2) % shared] as T;
        case 'week':
          return items[shared + int(side, salt)] as T;
        case 'month':
          return items[shared + side + int(side, salt)] as T;
      }
    },
  };
}
