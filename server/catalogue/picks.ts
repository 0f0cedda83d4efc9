/**
 * The advisors "of the day" and "of the month". They look random to visitors
 * but are a pure function of the catalogue and the Paris calendar, so every
 * visitor and every server sees the same ones.
 *
 * Each pick has its own fixed shuffle of its pool (online advisors first: an
 * advisor of the day should be reachable); the day number rotates it. Two
 * promises are kept on top of that:
 * - a pick never repeats the previous day's (hard rule, as long as its pool has two);
 * - no advisor twice on one page where the pools allow (soft rule): a type or
 *   specialty page's expert of the day is not among the first cards of its own
 *   list, and picks of one day avoid each other, so the home page's three of
 *   the day, daily reading and advisor of the month differ; the home page's
 *   'Tchat en direct' three are available advisors outside all of those.
 * Because the first rule needs the previous day's actual pick, days are planned
 * as a chain from a fixed first day; each plan is computed once and remembered.
 */
import type { Advisor } from '../../contract/schemas';
import { dayNumber, fromDayNumber, parseYmd, ymdString } from '../calendar';
import { fnv1a } from '../../contract/domain/deterministic-random';
import { hasSpecialty, hasType, isAvailable, type DailyPick } from '../../contract/domain';
import { catalogueOrder, LIST_LIMIT } from './matching';

/** Who each pick of the day chooses from. */
export const DAILY_PICK_POOLS = {
  daily: () => true,
  tarologue: (a: Advisor) => hasType(a, 'Tarologue'),
  astrologue: (a: Advisor) => hasType(a, 'Astrologue'),
  numerologue: (a: Advisor) => hasType(a, 'Numérologue'),
  medium: (a: Advisor) => hasType(a, 'Médium'),
  amour: (a: Advisor) => hasSpecialty(a, 'Amour'),
  carriere: (a: Advisor) => hasSpecialty(a, 'Carrière'),
  argent: (a: Advisor) => hasSpecialty(a, 'Argent'),
  famille: (a: Advisor) => hasSpecialty(a, 'Famille'),
} satisfies Record<DailyPick, (advisor: Advisor) => boolean>;

export interface DayPicks {
  monthly: Advisor | null;
  threeDaily: Advisor[];
  /** 'Tchat en direct': available advisors the home page shows nowhere else. */
  chat: Advisor[];
  single: Record<DailyPick, Advisor | null>;
}

/** The first planned day; days before it are planned without the previous-day rule. */
const FIRST_DAY = dayNumber(parseYmd('2025-01-01'));

/** 'YYYY-MM' of a day number. */
function monthOf(day: number): string {
  return ymdString(fromDayNumber(day)).slice(0, 7);
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
    const order = [...pool].sort((a, b) => fnv1a(`${name}:${a.id}`) - fnv1a(`${name}:${b.id}`) || a.id - b.id);
    this.online = order.filter(isAvailable);
    this.offline = order.filter((a) => !isAvailable(a));
  }
  /** The candidates of one step, best first. */
  at(step: number): Advisor[] {
    return [...rotate(this.online, step), ...rotate(this.offline, step)];
  }
}

/**
 * The first candidate outside every set to avoid; when there is none, the
 * last set (the least important) is given up, and so on; else the first.
 */
function choose(candidates: readonly Advisor[], avoid: readonly ReadonlySet<number>[]): Advisor | null {
  for (let kept = avoid.length; kept > 0; kept--) {
    const found = candidates.find((a) => avoid.slice(0, kept).every((set) => !set.has(a.id)));
    if (found) return found;
  }
  return candidates[0] ?? null;
}

/** The ids a page shows before its own expert of the day: the first cards of its list. */
export const firstCards = (list: readonly Advisor[]): Set<number> => new Set(list.slice(0, LIST_LIMIT).map((a) => a.id));

/**
 * What a specialty page shows above its 'Découvrez d'autres experts' block:
 * its expert of the day and the first cards of its own list; that block leaves them out.
 */
export function shownAbove(ownList: readonly Advisor[], expertOfTheDay: Advisor | null): Set<number> {
  const shown = firstCards(ownList);
  if (expertOfTheDay) shown.add(expertOfTheDay.id);
  return shown;
}

export class PickPlanner {
  readonly #monthly: Shuffle;
  readonly #three: Shuffle;
  readonly #chat: Shuffle;
  /** Per pick: its page's list, whose first cards the pick avoids. */
  readonly #single: [DailyPick, Shuffle, Set<number>][];
  readonly #plans = new Map<number, DayPicks>();

  constructor(advisors: readonly Advisor[]) {
    this.#monthly = new Shuffle(advisors, 'monthly');
    this.#three = new Shuffle(advisors, 'three-daily');
    this.#chat = new Shuffle(advisors.filter(isAvailable), 'chat');
    this.#single = (Object.entries(DAILY_PICK_POOLS) as [DailyPick, (a: Advisor) => boolean][]).map(([name, inPool]) => {
      const pool = advisors.filter(inPool);
      // The home page's daily reading has no list of its own: the three of the day are in `taken`.
      return [name, new Shuffle(pool, name), name === 'daily' ? new Set<number>() : firstCards(catalogueOrder(pool))];
    });
  }

  month(month: string): Advisor | null {
    return this.#monthly.at(monthNumber(month))[0] ?? null;
  }

  /** The picks of a 'YYYY-MM-DD' day. */
  day(day: string): DayPicks {
    const target = dayNumber(parseYmd(day));
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
      const pick = choose(candidates, [taken, yesterdaysThree]);
      if (!pick || taken.has(pick.id)) break;
      threeDaily.push(pick);
      taken.add(pick.id);
    }

    const single = {} as Record<DailyPick, Advisor | null>;
    for (const [name, shuffle, onOwnPage] of this.#single) {
      const yesterdays = yesterday?.single[name];
      const pick = choose(shuffle.at(day), [new Set(yesterdays ? [yesterdays.id] : []), onOwnPage, taken]);
      single[name] = pick;
      if (pick) taken.add(pick.id);
    }

    const onHome = new Set([...threeDaily, monthly, single.daily].flatMap((a) => (a ? [a.id] : [])));
    const chat = this.#chat.at(day).filter((a) => !onHome.has(a.id)).slice(0, LIST_LIMIT);
    return { monthly, threeDaily, chat, single };
  }
}
