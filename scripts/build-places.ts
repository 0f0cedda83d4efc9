/**
 * The list of birth places (issue 41), built from its packages into
 * dist/embed/places/<hash>.txt, with the index naming it at
 * dist/embed/places.json (contract/domain/place-list.ts says why two files);
 * scripts/build.ts runs it before the embed code, and precompress() writes its
 * .br and .gz like every file the server hands out. `npm run dev` runs it with
 * --if-missing: the server finds a place's id in it.
 *
 * Prints what it made: how many communes and cities, how many communes have
 * no coordinates (left out, listed in dist/places-missing.tsv), the sizes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodePlaceList, PLACE_LIST_INDEX_PATH, type PlaceListIndex } from '../contract/domain/place-list';
import { PROJECT_ROOT } from '../server/paths';
import { readCommuneCentres } from './places/commune-centres';
import { frenchCommunes, type CommuneMatch, type RankedPlace } from './places/french-communes';
import { readAdminNames, readGeoNamesPlaces } from './places/geonames';
import { worldCities } from './places/world-cities';

/** What the build found, for its printout and the tests. */
export interface PlaceListReport {
  communes: number;
  communesByMatch: Record<CommuneMatch, number>;
  /** Communes GeoNames placed by their code in another commune, given their official centre instead. */
  geonamesRefused: number;
  /** Inhabitants of the communes left out, over all communes': the share of people a search may miss. */
  populationWithoutCoordinates: number;
  populationOfCommunes: number;
  worldCities: number;
  /** Groups of world cities still reading alike (same name, country, state and county). */
  worldHomonymsLeft: number;
  missing: { code: string; name: string; departement: string; population: number }[];
}

const DIST = join(PROJECT_ROOT, 'dist');
const INDEX_FILE = join(DIST, PLACE_LIST_INDEX_PATH);
const MISSING_FILE = join(DIST, 'places-missing.tsv');

/** Every zone must be one Intl knows, or a chart's legal time could not be computed for the place. */
function checkZones(places: readonly RankedPlace[]): void {
  for (const zone of new Set(places.map((place) => place.timeZone))) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
    } catch {
      throw new Error(`the time zone ${zone} is unknown to this Node's Intl (${places.find((place) => place.timeZone === zone)?.id})`);
    }
  }
}

/**
 * The site's apostrophe (’) where the sources write the typewriter's ('):
 * « Val-d’Oise », « L’Haÿ-les-Roses », as every French text of the site. The
 * search folds both alike, so either may be typed.
 */
const typographic = (place: RankedPlace): RankedPlace => ({ ...place, name: place.name.replaceAll("'", '’'), context: place.context.replaceAll("'", '’') });

/** The list's text and what went into it, from the packages (about 2 s). */
export function buildPlaceList(): { text: string; report: PlaceListReport } {
  const geonames = readGeoNamesPlaces();
  const communes = frenchCommunes(geonames, readCommuneCentres());
  const world = worldCities(geonames, readAdminNames());
  // Largest first (the search's ranking); the id breaks ties so that two builds write the same bytes.
  const places = [...communes.places, ...world.places].map(typographic).sort((a, b) => b.population - a.population || (a.id < b.id ? -1 : 1));
  checkZones(places);
  const communesByMatch: Record<CommuneMatch, number> = { 'name-and-code': 0, 'largest-place-of-code': 0, 'official-centre': 0, 'only-name-in-territory': 0, 'capital-of-its-territory': 0, none: 0 };
  for (const outcome of communes.outcomes) communesByMatch[outcome.match]++;
  const missing = communes.outcomes.filter((outcome) => outcome.match === 'none').sort((a, b) => b.population - a.population);
  const sum = (values: readonly { population: number }[]) => values.reduce((total, value) => total + value.population, 0);
  return {
    text: encodePlaceList(places),
    report: {
      communes: communes.outcomes.length,
      communesByMatch,
      geonamesRefused: communes.outcomes.filter((outcome) => outcome.geonamesRefused).length,
      populationWithoutCoordinates: sum(missing),
      populationOfCommunes: sum(communes.outcomes),
      worldCities: world.places.length,
      worldHomonymsLeft: world.stillAmbiguous,
      missing: missing.map(({ code, name, departement, population }) => ({ code, name, departement, population })),
    },
  };
}

/** The list's file as the index names it, when both exist. */
export function builtPlaceListFile(): string | undefined {
  if (!existsSync(INDEX_FILE)) return undefined;
  const file = join(DIST, (JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as PlaceListIndex).file);
  return existsSync(file) ? file : undefined;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Writes the list and its index into dist/embed/ (replacing an older list) and prints what went in. */
export function writePlaceList(): void {
  const started = performance.now();
  const { text, report } = buildPlaceList();
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const index: PlaceListIndex = { file: `/embed/places/${hash}.txt`, places: text.split('\n').length - 3 };
  rmSync(join(DIST, 'embed/places'), { recursive: true, force: true });
  mkdirSync(join(DIST, 'embed/places'), { recursive: true });
  writeFileSync(join(DIST, index.file), text);
  writeFileSync(INDEX_FILE, `${JSON.stringify(index)}\n`);
  writeFileSync(MISSING_FILE, ['code\tnom\tdépartement\tpopulation', ...report.missing.map((m) => `${m.code}\t${m.name}\t${m.departement}\t${m.population}`)].join('\n') + '\n');
  const placed = report.communes - report.communesByMatch.none;
  const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  console.info(
    [
      `[build] places: ${index.places} (${placed} communes, ${report.worldCities} cities of the world) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      `[build] places: communes placed ${placed} of ${report.communes} (${share(placed, report.communes)}; their inhabitants ${share(report.populationOfCommunes - report.populationWithoutCoordinates, report.populationOfCommunes)})`,
      `[build] places:   by GeoNames' place of their name and code ${report.communesByMatch['name-and-code']}, of their code ${report.communesByMatch['largest-place-of-code']}; by their official centre ${report.communesByMatch['official-centre']} (of which ${report.geonamesRefused} GeoNames placed in another commune); by their name alone ${report.communesByMatch['only-name-in-territory']}, by their territory's capital ${report.communesByMatch['capital-of-its-territory']}`,
      `[build] places:   without coordinates, left out: ${report.communesByMatch.none} (dist/places-missing.tsv; the largest: ${report.missing
        .slice(0, 3)
        .map((m) => `${m.name} ${m.population}`)
        .join(', ')})`,
      // Its compressed sizes are the bench's (npm run bench -- places): Brotli 11 alone takes 3.4 s of CPU on it.
      `[build] places: ${index.file} ${kilobytes(Buffer.byteLength(text))}`,
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-missing') && builtPlaceListFile()) console.info('[build] places: already built');
  else writePlaceList();
}
