/**
 * The advisors "of the day" and "of the month". They look random to visitors
 * but are a pure function of the catalogue and the Paris calendar, so every
 * visitor and every server sees the same ones.
 *
 * Each pick has its own fixed shuffle of its pool (online advisors first: an
 * advisor of the day should be reachable); the day number rotates it. Two
 * promises are kept on top of that:
 * - a pick never repeats the previous day's (hard rule, as long as its pool has two);
 * - picks of one day avoid each other where their pools allow (soft rule), so
 *   the home page never shows one advisor twice.
 * Because the first rule needs the previous day's actual pick, days are planned
 * as a chain from a fixed first day; each plan is computed once and remembered.
 */
import type { Advisor } from '../../widgets/core/schemas';
import { hashString } from './hash';
import { hasSpecialty, hasType, isOnline } from './matching';

export const DAILY_PICKS = {
  daily: () => true,
  tarologue: (a: Advisor) => hasType(a, 'Tarologue'),
  astrologue: (a: Advisor) => hasType(a, 'Astrologue'),
  numerologue: (a: Advisor) => hasType(a, 'Numérologue'),
  medium: (a: Advisor) => hasType(a, 'Médium'),
  amour: (a: Advisor) => hasSpecialty(a, 'Amour'),
  carriere: (a: Advisor) => hasSpecialty(a, 'Carrière'),
  argent: (a: Advisor) => hasSpecialty(a, 'Argent'),
  famille: (a: Advisor) => hasSpecialty(a, 'Famille'),
} satisfies Record<string, (advisor: Advisor) => boolean>;

export type DailyPickName = keyof typeof DAILY_PICKS;

export interface DayPicks {
  monthly: Advisor | null;
  threeDaily: Advisor[];
  single: Record<DailyPickName, Advisor | null>;
}

/** The first planned day; days before it are planned without the previous-day rule. */
const FIRST_DAY = dayNumber('2025-01-01');

/** Whole days since 1970-01-01 for a 'YYYY-MM-DD' calendar day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** 'YYYY-MM' of a day number. */
function monthOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 7);
}

/** Whole months since 1970-01 for a 'YYYY-MM' calendar month. */
function monthNumber(month: string): number {
  const [year = 1970, monthOfYear = 1] = month.split('-').map(Number);
  return (year - 1970) * 12 + (monthOfYear - 1);
}

function rotate<T>(list: readonly T[], step: number): T[] {
  const n = list.length;
  return list.map((_, i) => list[(((i + step) % n) + n) % n] as T);
}

/** A pick's pool in its own fixed order, split into online and offline advisors. */
class Shuffle {
  readonly online: Advisor[];
  readonly offline: Advisor[];
  constructor(pool: readonly Advisor[], name: string) {
    const order = [...pool].sort((a, b) => hashString(`${name}:${a.id}`) - hashString(`${name}:${b.id}`) || a.id - b.id);
    this.online = order.filter(isOnline);
    this.offline = order.filter((a) => !isOnline(a));
  }
  /** The candidates of one step, best first. */
  at(step: number): Advisor[] {
    return [...rotate(this.online, step), ...rotate(this.offline, step)];
  }
}

/** The first candidate outside both sets, else outside the hard set, else the first. */
function choose(candidates: readonly Advisor[], hard: ReadonlySet<number>, soft: ReadonlySet<number>): Advisor | null {
  return (
    candidates.find((a) => !hard.has(a.id) && !soft.has(a.id)) ??
    candidates.find((a) => !hard.has(a.id)) ??
    candidates[0] ??
    null
  );
}

export class PickPlanner {
  readonly #monthly: Shuffle;
  readonly #three: Shuffle;
  readonly #single: [DailyPickName, Shuffle][];
  readonly #plans = new Map<number, DayPicks>();

  constructor(advisors: readonly Advisor[]) {
    this.#monthly = new Shuffle(advisors, 'monthly');
    this.#three = new Shuffle(advisors, 'three-daily');
    this.#single = (Object.entries(DAILY_PICKS) as [DailyPickName, (a: Advisor) => boolean][]).map(
      ([name, inPool]) => [name, new Shuffle(advisors.filter(inPool), name)],
    );
  }

  month(month: string): Advisor | null {
    return this.#monthly.at(monthNumber(month))[0] ?? null;
  }

  /** The picks of a 'YYYY-MM-DD' day. */
  day(day: string): DayPicks {
    const target = dayNumber(day);
    if (target <= FIRST_DAY) return this.#plan(target, null);
    let known = target;
    while (known > FIRST_DAY && !this.#plans.has(known)) known--;
    let previous = this.#plans.get(known) ?? this.#remember(FIRST_DAY, this.#plan(FIRST_DAY, null));
    for (let next = known + 1; next <= target; next++) previous = this.#remember(next, this.#plan(next, previous));
    return previous;
  }

  #remember(day: number, plan: DayPicks): DayPicks {
    this.#plans.set(day, plan);
    return plan;
  }

  #plan(day: number, yesterday: DayPicks | null): DayPicks {
    const monthly = this.month(monthOf(day));
    const taken = new Set<number>(monthly ? [monthly.id] : []);

    const yesterdaysThree = new Set(yesterday?.threeDaily.map((a) => a.id));
    const threeDaily: Advisor[] = [];
    const candidates = this.#three.at(day * 3);
    while (threeDaily.length < 3) {
      const pick = choose(candidates, taken, yesterdaysThree);
      if (!pick || taken.has(pick.id)) break;
      threeDaily.push(pick);
      taken.add(pick.id);
    }

    const single = {} as Record<DailyPickName, Advisor | null>;
    for (const [name, shuffle] of this.#single) {
      const yesterdays = yesterday?.single[name];
      const pick = choose(shuffle.at(day), new Set(yesterdays ? [yesterdays.id] : []), taken);
      single[name] = pick;
      if (pick) taken.add(pick.id);
    }
    return { monthly, threeDaily, single };
  }
}
