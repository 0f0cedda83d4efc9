/**
 * Every current French commune, overseas included (INSEE's official list,
 * through @etalab/decoupage-administratif: name, département, population),
 * with coordinates from two sources: GeoNames' populated places, which give
 * the town itself, and the State's official centres (commune-centres.ts),
 * which exist for nearly every commune and always lie within it.
 *
 * Where a commune's coordinates come from, in this order:
 * 1. the GeoNames place bearing the commune's name and its INSEE code (the
 *    usual case: the town or village itself), or the code of a commune it
 *    absorbed; else the largest place bearing its code (a commune nouvelle
 *    whose name no village has), then the largest bearing an absorbed code;
 *    but only when that place lies near enough the commune's official
 *    centre (WITHIN_KM below): GeoNames misfiles a few villages by tens of
 *    kilometres (Sainte-Marie-de-Gosse, 81 km), and a place it files
 *    elsewhere gives way to the centre;
 * 2. else the commune's official centre (the villages under 500
 *    inhabitants, which GeoNames' cities500 does not carry);
 * 3. else, where the State's export has no centre (New Caledonia, French
 *    Polynesia, Wallis and Futuna), the one place of its territory bearing
 *    its name, articles aside (« Le Mont-Dore », GeoNames' « Mont-Dore »),
 *    when only one does and it has no commune's code or about the commune's
 *    population, from half to twice;
 * 4. else, for a territory that is one commune (Saint-Barthélemy,
 *    Saint-Martin), the territory's capital: the commune's own chef-lieu.
 * A commune still unplaced (islands of French Polynesia whose villages bear
 * other names, the uninhabited Southern Lands) is left out of the list and
 * counted in the report, never given a position of our making.
 */
import { createRequire } from 'node:module';
import type { PlaceRecord } from '../../contract/domain/place-list';
import { foldPlaceName } from '../../contract/domain/place-search';
import { kilometresBetween, type CommuneCentres, type Point } from './commune-centres';
import { FRENCH_COUNTRY_CODES, territoryOf } from './french-territories';
import { placeKey, readNewerAdmin2, type GeoNamesPlace } from './geonames';

const require = createRequire(import.meta.url);

/** A place of the list with the population that ranks it. */
export interface RankedPlace extends PlaceRecord {
  population: number;
}

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  population?: number;
  anciensCodes?: string[];
}

interface Departement {
  code: string;
  nom: string;
}

/** How a commune got its coordinates (the steps above), or that it got none. */
export type CommuneMatch = 'name-and-code' | 'largest-place-of-code' | 'official-centre' | 'only-name-in-territory' | 'capital-of-its-territory' | 'none';

export interface CommuneOutcome {
  code: string;
  name: string;
  departement: string;
  population: number;
  match: CommuneMatch;
  /** GeoNames placed it by its code, but in another commune: the official centre was taken instead. */
  geonamesRefused: boolean;
}

const byPopulation = (a: GeoNamesPlace, b: GeoNamesPlace) => b.population - a.population;

/** An overseas commune's INSEE code: 975xx to 989xx. */
const OVERSEAS_INSEE_CODE = /^9[78]\d{3}$/;

/**
 * The INSEE code of the commune a GeoNames place lies in, or ''. GeoNames
 * files it as the fourth administrative level in France and most overseas
 * départements, but as the second in New Caledonia (Wé under 98814, Lifou)
 * and, in its newer dump only, French Polynesia (`newerAdmin2`), and as the
 * first in Saint-Pierre-et-Miquelon and Wallis and Futuna.
 */
function inseeCodeOf(place: GeoNamesPlace, newerAdmin2: ReadonlyMap<string, string>): string {
  const newer = newerAdmin2.get(placeKey(place.countryCode, place.name, place.lat, place.lon)) ?? '';
  return place.admin4 || [place.admin2, newer, place.admin1].find((code) => OVERSEAS_INSEE_CODE.test(code)) || '';
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

/**
 * A GeoNames place this close to the commune's official centre is taken to
 * be in it (99 % of those placed by code are within 4.6 km; a town 15 km off
 * moves an ascendant by a few minutes of arc), and so is one within this many
 * times the commune's spacing (commune-centres.ts), for the vast communes:
 * Arles, Maripasoula, Mana. The places GeoNames misfiles lie farther: 17 to
 * 880 km, 6 to 200 times their commune's spacing.
 */
const WITHIN_KM = 15;
const WITHIN_SPACINGS = 2.5;

/** « Le Mont-Dore » and « Mont-Dore » alike: GeoNames drops the article of some overseas communes. */
const withoutArticle = (folded: string) => folded.replace(/^(le|la|les|l) /, '');

/** The communes with coordinates, and how each commune of the list fared. */
export function frenchCommunes(geonames: readonly GeoNamesPlace[], centres: CommuneCentres): { places: RankedPlace[]; outcomes: CommuneOutcome[] } {
  const communes = (require('@etalab/decoupage-administratif/data/communes.json') as Commune[]).filter((commune) => commune.type === 'commune-actuelle');
  const departements = new Map((require('@etalab/decoupage-administratif/data/departements.json') as Departement[]).map((d) => [d.code, d.nom]));
  const french = geonames.filter((place) => FRENCH_COUNTRY_CODES.has(place.countryCode)).sort(byPopulation);
  const newerAdmin2 = readNewerAdmin2(FRENCH_COUNTRY_CODES);
  const codeOf = new Map(french.map((place) => [place, inseeCodeOf(place, newerAdmin2)]));
  const byCode = groupBy(
    french.filter((place) => codeOf.get(place) !== ''),
    (place) => codeOf.get(place)!,
  );
  // In metropolitan France GeoNames' second level is the département: two communes of one name are never in one département.
  const territoryKey = (countryCode: string, departement: string, name: string) => `${countryCode}|${countryCode === 'FR' ? departement : ''}|${withoutArticle(foldPlaceName(name))}`;
  const byName = groupBy(french, (place) => territoryKey(place.countryCode, place.admin2, place.name));
  const communesOfTerritory = groupBy(communes, (commune) => territoryOf(commune.departement).countryCode);
  const capitals = new Map(french.filter((place) => place.featureCode === 'PPLC').map((place) => [place.countryCode, place]));

  const places: RankedPlace[] = [];
  const outcomes: CommuneOutcome[] = [];
  for (const commune of communes) {
    const territory = territoryOf(commune.departement);
    const own = byCode.get(commune.code) ?? [];
    const absorbed = (commune.anciensCodes ?? []).flatMap((code) => byCode.get(code) ?? []).sort(byPopulation);
    const name = foldPlaceName(commune.nom);
    const population = commune.population ?? 0;
    // A namesake filed under another commune's code may be a hamlet of that commune: unless it has about this one's population.
    const namesakes = (byName.get(territoryKey(territory.countryCode, commune.departement, commune.nom)) ?? []).filter(
      (candidate) => codeOf.get(candidate) === '' || (candidate.population >= population / 2 && candidate.population <= population * 2),
    );
    const centre = centres.centreOf(commune.code);
    const inTheCommune = (candidate: GeoNamesPlace) => !centre || kilometresBetween(candidate, centre) <= Math.max(WITHIN_KM, WITHIN_SPACINGS * (centres.spacingOf(commune.code) ?? 0));
    const byItsCode = [...own, ...absorbed].find((candidate) => foldPlaceName(candidate.name) === name) ?? own[0] ?? absorbed[0];
    let match: CommuneMatch = 'none';
    // An official centre carries no zone: the territory's then gives it (the export has no centre where the zone depends on the place).
    let place: (Point & { timeZone?: string }) | undefined;
    if (byItsCode && inTheCommune(byItsCode)) {
      place = byItsCode;
      match = foldPlaceName(byItsCode.name) === name ? 'name-and-code' : 'largest-place-of-code';
    } else if ((place = centre)) match = 'official-centre';
    else if (namesakes.length === 1 && (place = namesakes[0])) match = 'only-name-in-territory';
    else if (communesOfTerritory.get(territory.countryCode)?.length === 1 && (place = capitals.get(territory.countryCode))) match = 'capital-of-its-territory';
    outcomes.push({ code: commune.code, name: commune.nom, departement: commune.departement, population, match, geonamesRefused: byItsCode !== undefined && match === 'official-centre' });
    if (!place) continue;
    const departementName = departements.get(commune.departement);
    if (!departementName) throw new Error(`commune ${commune.code}: département ${commune.departement} not in the list of départements`);
    const timeZone = territory.timeZone ?? place.timeZone;
    if (!timeZone) throw new Error(`commune ${commune.code}: no time zone for its position`);
    places.push({
      id: commune.code,
      name: commune.nom,
      context: `${departementName}, ${commune.departement}`,
      lat: place.lat,
      lon: place.lon,
      timeZone,
      population,
    });
  }
  return { places, outcomes };
}
