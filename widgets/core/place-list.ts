/**
 * The birth places for a widget's place field (issue 41). Nothing is fetched
 * until a field asks (call loadPlaceSearch when the visitor focuses it, not
 * when the widget mounts): the list is about a megabyte and most pages never
 * need it. Then the small index at a fixed address names the list's file,
 * which the browser keeps a year; the search is made once per page and api
 * base and shared by every field (two widgets on a page fetch the list once).
 */
import { PLACE_LIST_INDEX_PATH, type PlaceListIndex } from '../../contract/domain/place-list';
import { placeSearchFromText, type PlaceSearch } from '../../contract/domain/place-search';
import { log } from './log';

const searches = new Map<string, Promise<PlaceSearch>>();

async function fetchOk(url: string): Promise<Response> {
  // The browser's fetch, not the API client's transport: the server's page renderer never fetches the list.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the list of places: HTTP ${response.status} for ${url}`);
  return response;
}

async function fetchPlaceSearch(base: string): Promise<PlaceSearch> {
  const index = (await (await fetchOk(base + PLACE_LIST_INDEX_PATH)).json()) as Partial<PlaceListIndex>;
  // Only a path on the list's own origin: an index answering elsewhere is refused, not followed.
  if (typeof index.file !== 'string' || !index.file.startsWith('/embed/places/')) throw new Error(`the list of places: an index without its file (${base + PLACE_LIST_INDEX_PATH})`);
  return placeSearchFromText(await (await fetchOk(base + index.file)).text(), yieldToTheBrowser);
}

/** Lets the browser handle what waits (a key, a tap, a frame) before the list's next slice: Chromium's scheduler.yield, else a task. */
export function yieldToTheBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The search over the places of `base` (the widget's api base, as resolveBase
 * gives it). A failed load is logged and forgotten, so that the field's next
 * ask tries again.
 */
export function loadPlaceSearch(base: string): Promise<PlaceSearch> {
  let search = searches.get(base);
  if (!search) {
    search = fetchPlaceSearch(base);
    searches.set(base, search);
    search.catch((error: unknown) => {
      searches.delete(base);
      log.error('place list not loaded', error);
    });
  }
  return search;
}
