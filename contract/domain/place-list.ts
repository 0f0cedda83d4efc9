/**
 * The birth places a chart can be drawn for (issue 41): every French commune
 * whose coordinates a package gives, and the world's cities of 15,000
 * inhabitants or more. scripts/build-places.ts writes the list once per build
 * in the compact text form below; the server (a place's id in an address) and
 * the widgets (the search as a visitor types) read it back with
 * decodePlaceList. The encoder and the decoder live side by side so the two
 * ends cannot drift apart.
 *
 * The text form, UTF-8, lines separated by '\n':
 *   line 0  PLACE_LIST_FORMAT
 *   line 1  the contexts (« Rhône, 69 », « États-Unis »…), separated by '\t'
 *   line 2  the IANA time zones, separated by '\t'
 *   then    one place a line: id, name, context index, latitude, longitude, zone index,
 *           and, for a place shown by its French name, the name it also goes by ('\t' between)
 * The places come largest population first: a place's line number is its
 * rank, so the list carries no population and the search ranks by position.
 * A context or a zone is written once and referred to by its index: a
 * département's name would otherwise be repeated for each of its communes.
 * The seventh field came later: a reader of six fields ignores it.
 */

/** The tag on the list's first line: a reader meeting another one refuses the list rather than misreads it. */
export const PLACE_LIST_FORMAT = 'voy-places/1';

/** A birth place as the build writes it. */
export interface PlaceRecord {
  /** The INSEE code for a French commune (« 69123 »), « g » and the GeoNames id for a city of the world (« g6077243 »). */
  id: string;
  /** As written, accents kept (« Saint-Étienne », « Montréal »). */
  name: string;
  /** What tells homonyms apart: « Loire, 42 » for a commune, « Canada » or « Texas, États-Unis » for the world. */
  context: string;
  /** Degrees, WGS 84, north positive. */
  lat: number;
  /** Degrees, WGS 84, east positive. */
  lon: number;
  /** The IANA zone whose history gives the place's legal time (« Europe/Paris », « America/Guadeloupe »). */
  timeZone: string;
  /** The name it also goes by, which the search finds too: « London » for « Londres ». */
  alias?: string;
}

/**
 * What a place's id looks like: an INSEE code (five digits, or 2A and 2B for
 * Corsica) or « g » and a GeoNames id. An API can refuse anything else before
 * it looks the id up.
 */
export const PLACE_ID = /^(?:\d{5}|2[AB]\d{3}|g[1-9]\d{0,9})$/;

/** A place as the server and the widgets read it: the record and the label shown for it. */
export interface Place extends PlaceRecord {
  /** « Lyon (Rhône, 69) », « Montréal (Canada) ». */
  label: string;
}

/** What a visitor reads for a place: its name, then what tells it from its homonyms. */
export const placeLabel = (name: string, context: string) => `${name} (${context})`;

/**
 * Three decimals are 111 m of latitude (80 m of longitude in France): finer
 * than what a commune's or a city's one point means (a commune spans
 * kilometres), and 100 m move an ascendant by less than half a second of
 * time. A fourth decimal would add 45 KB (7 %) to the list as Brotli sends it.
 */
const COORDINATE_DECIMALS = 3;
const coordinate = (degrees: number) => String(Number(degrees.toFixed(COORDINATE_DECIMALS)));

/** The list's text; `places` must come largest population first (the order is the ranking). */
export function encodePlaceList(places: readonly PlaceRecord[]): string {
  const contexts = new Map<string, number>();
  const zones = new Map<string, number>();
  const indexIn = (table: Map<string, number>, value: string) => {
    let index = table.get(value);
    if (index === undefined) table.set(value, (index = table.size));
    return index;
  };
  const lines = places.map((place) => {
    for (const field of [place.id, place.name, place.context, place.timeZone, ...(place.alias === undefined ? [] : [place.alias])]) {
      if (/[\t\n]/.test(field) || field === '') throw new Error(`place ${place.id}: an empty field or one holding a tab or a newline (${JSON.stringify(field)})`);
    }
    const fields = [place.id, place.name, indexIn(contexts, place.context), coordinate(place.lat), coordinate(place.lon), indexIn(zones, place.timeZone)];
    return (place.alias === undefined ? fields : [...fields, place.alias]).join('\t');
  });
  return [PLACE_LIST_FORMAT, [...contexts.keys()].join('\t'), [...zones.keys()].join('\t'), ...lines].join('\n');
}

/**
 * The places of a list's text, in its order (largest population first), in
 * slices of `size`: a browser turns the list into its search between two
 * frames at a time (place-search.ts). Throws on a text of another format.
 */
export function* decodePlaceSlices(text: string, size: number): Generator<Place[]> {
  const lines = text.split('\n');
  if (lines[0] !== PLACE_LIST_FORMAT) throw new Error(`not a place list of format ${PLACE_LIST_FORMAT}: ${JSON.stringify(lines[0]?.slice(0, 40))}`);
  const contexts = (lines[1] ?? '').split('\t');
  const zones = (lines[2] ?? '').split('\t');
  let places: Place[] = [];
  for (let row = 3; row < lines.length; row++) {
    const line = lines[row]!;
    if (line === '') continue;
    const [id, name, context, lat, lon, zone, alias] = line.split('\t');
    const contextText = contexts[Number(context)];
    const timeZone = zones[Number(zone)];
    if (!id || !name || contextText === undefined || timeZone === undefined || lat === undefined || lon === undefined) throw new Error(`place list, line ${row + 1}: malformed`);
    const place: Place = { id, name, context: contextText, label: placeLabel(name, contextText), lat: Number(lat), lon: Number(lon), timeZone };
    if (alias) place.alias = alias;
    places.push(place);
    if (places.length === size) {
      yield places;
      places = [];
    }
  }
  if (places.length > 0) yield places;
}

/** The places of a list's text, in its order (largest population first); throws on a text of another format. */
export const decodePlaceList = (text: string): Place[] => [...decodePlaceSlices(text, Infinity)].flat();

/**
 * Where the list is published, beside the embed code (every origin may read
 * it): this small index at a fixed address, kept five minutes like the embed
 * loader, names the list's own file, whose name is its content's hash and
 * which is kept a year (immutable) and sent precompressed. A page without a
 * birth chart never asks for either.
 */
export const PLACE_LIST_INDEX_PATH = '/embed/places.json';

/** What PLACE_LIST_INDEX_PATH answers. */
export interface PlaceListIndex {
  /** The list's path on the same origin: `/embed/places/<hash>.txt`. */
  file: string;
  /** How many places it holds. */
  places: number;
}
