/**
 * Every current French commune, overseas included (INSEE's official list,
 * through @etalab/decoupage-administratif: name, département, population),
 * with the coordinates GeoNames gives for it. No package on npm carries
 * coordinates for every commune (README, « Lieux de naissance »): a commune
 * GeoNames does not place is left out of the list and counted in the report,
 * never given a position of our making.
 *
 * Which GeoNames place stands for a commune, in this order:
 * 1. a place bearing the commune's name and its INSEE code (the usual case:
 *    the town or village itself), or the code of a commune it absorbed;
 * 2. else the largest place bearing its code (a commune nouvelle whose name
 *    no village has: the village that is now its largest part), then the
 *    largest bearing the code of a commune it absorbed;
 * 3. else the one place of its territory (its département in metropolitan
 *    France) bearing its name, when only one does, and either no commune's
 *    code (GeoNames gives none in New Caledonia, French Polynesia or Mayotte)
 *    or another commune's code but about the commune's population, from half
 *    to twice (GeoNames files Tassin-la-Demi-Lune, 23,000 inhabitants, under
 *    Lyon's code; a hamlet bearing the name of another commune of its
 *    département, and as many people, is not to be feared);
 * 4. else, for a territory that is one commune (Saint-Barthélemy,
 *    Saint-Martin), the territory's capital: the commune's own chef-lieu.
 * Every such place lies within the commune: its position is the commune's to
 * within its size, a few kilometres at most, which moves an ascendant by
 * seconds of time.
 */
import { createRequire } from 'node:module';
import type { PlaceRecord } from '../../contract/domain/place-list';
import { foldPlaceName } from '../../contract/domain/place-search';
import { FRENCH_COUNTRY_CODES, territoryOf } from './french-territories';
import type { GeoNamesPlace } from './geonames';

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
export type CommuneMatch = 'name-and-code' | 'largest-place-of-code' | 'only-name-in-territory' | 'capital-of-its-territory' | 'none';

export interface CommuneOutcome {
  code: string;
  name: string;
  departement: string;
  population: number;
  match: CommuneMatch;
}

const byPopulation = (a: GeoNamesPlace, b: GeoNamesPlace) => b.population - a.population;

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

/** The communes with coordinates, and how each commune of the list fared. */
export function frenchCommunes(geonames: readonly GeoNamesPlace[]): { places: RankedPlace[]; outcomes: CommuneOutcome[] } {
  const communes = (require('@etalab/decoupage-administratif/data/communes.json') as Commune[]).filter((commune) => commune.type === 'commune-actuelle');
  const departements = new Map((require('@etalab/decoupage-administratif/data/departements.json') as Departement[]).map((d) => [d.code, d.nom]));
  const french = geonames.filter((place) => FRENCH_COUNTRY_CODES.has(place.countryCode)).sort(byPopulation);
  const byCode = groupBy(
    french.filter((place) => place.admin4 !== ''),
    (place) => place.admin4,
  );
  // In metropolitan France GeoNames' second level is the département: two communes of one name are never in one département.
  const territoryKey = (countryCode: string, departement: string, name: string) => `${countryCode}|${countryCode === 'FR' ? departement : ''}|${foldPlaceName(name)}`;
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
      (candidate) => candidate.admin4 === '' || (candidate.population >= population / 2 && candidate.population <= population * 2),
    );
    let match: CommuneMatch = 'none';
    let place = [...own, ...absorbed].find((candidate) => foldPlaceName(candidate.name) === name);
    if (place) match = 'name-and-code';
    else if ((place = own[0] ?? absorbed[0])) match = 'largest-place-of-code';
    else if (namesakes.length === 1 && (place = namesakes[0])) match = 'only-name-in-territory';
    else if (communesOfTerritory.get(territory.countryCode)?.length === 1 && (place = capitals.get(territory.countryCode))) match = 'capital-of-its-territory';
    outcomes.push({ code: commune.code, name: commune.nom, departement: commune.departement, population, match });
    if (!place) continue;
    const departementName = departements.get(commune.departement);
    if (!departementName) throw new Error(`commune ${commune.code}: département ${commune.departement} not in the list of départements`);
    places.push({
      id: commune.code,
      name: commune.nom,
      context: `${departementName}, ${commune.departement}`,
      lat: place.lat,
      lon: place.lon,
      timeZone: territory.timeZone ?? place.timeZone,
      population,
    });
  }
  return { places, outcomes };
}
