/**
 * The search of a birth place as a visitor types (issue 41), the same in the
 * widget and in any server code that wants it: case, accents, apostrophes,
 * hyphens and spaces do not count (« saint etienne » finds « Saint-Étienne »,
 * « st etienne » too), a name equal to what was typed comes first, then the
 * names that start with it, then those with a later word that does (« havre »
 * finds « Le Havre »); within each, the larger population first (the list's
 * order), so « Lyon » gives Lyon before Lyons-la-Forêt and « Paris » the
 * capital before Paris, Texas.
 *
 * Every name is folded once when the search is made; a keystroke then costs
 * one pass of string comparisons over the list (about 60,000 names), a few
 * milliseconds, with no index to build or to keep in memory beyond the folded
 * names themselves. Decoding and folding the whole list takes about 300 ms in
 * a browser: placeSearchFromText does it in slices, pausing between them, so
 * that the page keeps answering the visitor's keys and taps meanwhile.
 */
import { decodePlaceSlices, type Place } from './place-list';
import { foldFrench } from './slug';

/** How many places a search answers, at most, unless told. */
export const PLACE_RESULTS = 10;

/** Latin letters that Unicode does not decompose into a letter and an accent (« Łódź », « Đà Nẵng », « Tromsø »). */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', đ: 'd', ð: 'd', ø: 'o', ß: 'ss', ı: 'i', þ: 'th', ħ: 'h' };

/** Words written short in place names, and what they stand for: « St-Malo », « Ste-Maxime », « St. Louis ». */
const SHORT_WORDS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };

const words = (text: string) =>
  foldFrench(text)
    .replace(/[łđðøßıþħ]/g, (letter) => UNDECOMPOSED[letter]!)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

const spelledOut = (word: string) => SHORT_WORDS[word] ?? word;

/** A name as the search compares it: lowercase, no accents, words separated by one space, short words spelt out. */
export function foldPlaceName(name: string): string {
  return words(name).map(spelledOut).join(' ');
}

/**
 * What was typed, folded like a name. Its last word is spelt out only once
 * the visitor has gone past it: « st » alone may be the start of Strasbourg.
 */
export function foldPlaceQuery(query: string): string {
  const typed = words(query);
  const finished = /[^\p{L}\p{N}]$/u.test(query);
  return typed.map((word, index) => (index < typed.length - 1 || finished ? spelledOut(word) : word)).join(' ');
}

export interface PlaceSearch {
  /** How many places the search runs over. */
  readonly size: number;
  /** The best `limit` places for what was typed; none for a query with no letter or digit. */
  search(query: string, limit?: number): Place[];
  /** The place of an id (« 69123 »), as an address names it. */
  placeById(id: string): Place | undefined;
}

/** A place's names as the search compares them: its name folded, and the one it also goes by, if any. */
export interface FoldedNames {
  name: string;
  alias?: string;
}

export const foldedNamesOf = (place: Place): FoldedNames => (place.alias === undefined ? { name: foldPlaceName(place.name) } : { name: foldPlaceName(place.name), alias: foldPlaceName(place.alias) });

/** 0: the name is what was typed; 1: it starts with it; 2: a later word does; 3: none. */
function tierOf(name: string, wanted: string, laterWord: string): number {
  if (name.startsWith(wanted)) return name.length === wanted.length ? 0 : 1;
  return name.includes(laterWord) ? 2 : 3;
}

/**
 * A search over `places`, which must come in the list's order (largest
 * population first); `folded` is their names folded, when already done.
 */
export function createPlaceSearch(places: readonly Place[], folded: readonly FoldedNames[] = places.map(foldedNamesOf)): PlaceSearch {
  return {
    size: places.length,
    search(query, limit = PLACE_RESULTS) {
      const wanted = foldPlaceQuery(query);
      if (wanted === '' || limit <= 0) return [];
      const laterWord = ` ${wanted}`;
      // Three tiers, each filled in the list's order: its first `limit` are its best. A place counts by the better of its two names.
      const tiers: [number[], number[], number[]] = [[], [], []];
      for (let index = 0; index < folded.length; index++) {
        const names = folded[index]!;
        let tier = tierOf(names.name, wanted, laterWord);
        if (tier > 0 && names.alias !== undefined) tier = Math.min(tier, tierOf(names.alias, wanted, laterWord));
        if (tier < 3 && tiers[tier]!.length < limit) tiers[tier]!.push(index);
      }
      return tiers
        .flat()
        .slice(0, limit)
        .map((index) => places[index]!);
    },
    // One pass, about a millisecond: asked once per address, not per keystroke.
    placeById: (id) => places.find((place) => place.id === id),
  };
}

/** Places decoded and folded between two pauses: about 10 ms of a browser's main thread (bench/places.ts measures the longest). */
const PLACES_PER_SLICE = 2000;

/**
 * The search over a list's text, made a slice at a time with `pause()`
 * awaited between slices (a browser yields to its events there).
 */
export async function placeSearchFromText(text: string, pause: () => Promise<void>): Promise<PlaceSearch> {
  const places: Place[] = [];
  const folded: FoldedNames[] = [];
  for (const slice of decodePlaceSlices(text, PLACES_PER_SLICE)) {
    for (const place of slice) {
      places.push(place);
      folded.push(foldedNamesOf(place));
    }
    await pause();
  }
  return createPlaceSearch(places, folded);
}
