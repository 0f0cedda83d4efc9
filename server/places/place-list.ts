/**
 * The server's copy of the birth places (issue 41): the chart's API names a
 * place by its id (`GET /api/astro/theme?place=69123&…`), and finds it here.
 * The list is the built one (scripts/build-places.ts writes it into dist/,
 * where the browsers fetch it too), read at the first lookup rather than at
 * start (about 0.2 s): a server whose visitors draw no chart never holds its
 * 15 MB of heap (measured with Node 20). `npm run dev` builds it when missing
 * (package.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodePlaceList, PLACE_LIST_INDEX_PATH, type Place, type PlaceListIndex } from '../../contract/domain/place-list';
import { PROJECT_ROOT } from '../paths';

/** The built files' folder: the index's path and the list's are URL paths under it. */
const BUILT = join(PROJECT_ROOT, 'dist');

let byId: Map<string, Place> | undefined;

/** The list's places by id, read once from dist/; throws, saying what to run, when the build has not made it. */
function placesById(): Map<string, Place> {
  if (byId) return byId;
  let text: string;
  try {
    const index = JSON.parse(readFileSync(join(BUILT, PLACE_LIST_INDEX_PATH), 'utf8')) as PlaceListIndex;
    text = readFileSync(join(BUILT, index.file), 'utf8');
  } catch (error) {
    throw new Error(`the list of birth places is not built (npm run build, or npx tsx scripts/build-places.ts): ${(error as Error).message}`);
  }
  byId = new Map(decodePlaceList(text).map((place) => [place.id, place]));
  return byId;
}

/**
 * The place of this id (an INSEE code such as « 69123 », or « g » and a
 * GeoNames id such as « g6077243 »), or undefined when no place of the list
 * has it: never guessed from a near id.
 */
export function findPlaceById(id: string): Place | undefined {
  return placesById().get(id);
}

/** Reads the list now (a server about to answer charts, a benchmark): the first lookup then costs nothing. */
export function loadPlaceList(): number {
  return placesById().size;
}
