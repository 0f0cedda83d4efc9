/**
 * The world's cities of 15,000 inhabitants or more (GeoNames), France and its
 * overseas territories aside (their communes come from INSEE's list). Each is
 * told from its homonyms by its country's French name (Intl), and, where one
 * country has two cities of one name, by its state or province (Springfield,
 * Illinois and Springfield, Missouri), then its county if that is not enough.
 * The zone is GeoNames' own for the place. The great cities CLDR names in
 * French take that name (french-city-names.ts: « Londres », « Bruxelles »).
 */
import { foldPlaceName } from '../../contract/domain/place-search';
import type { RankedPlace } from './french-communes';
import { FRENCH_COUNTRY_CODES } from './french-territories';
import { frenchCityNames } from './french-city-names';
import type { GeoNamesPlace } from './geonames';

/** The threshold: a city of the world is in the list from this population. */
export const WORLD_CITY_POPULATION = 15_000;

const countryNames = new Intl.DisplayNames('fr', { type: 'region', fallback: 'none' });

/** Places whose context would read the same, grouped: two or more in a group are homonyms. */
function homonyms(places: readonly GeoNamesPlace[], context: (place: GeoNamesPlace) => string): GeoNamesPlace[][] {
  const groups = new Map<string, GeoNamesPlace[]>();
  for (const place of places) {
    const key = `${foldPlaceName(place.name)}|${context(place)}`;
    groups.set(key, [...(groups.get(key) ?? []), place]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

export function worldCities(geonames: readonly GeoNamesPlace[], adminNames: ReadonlyMap<string, string>): { places: RankedPlace[]; stillAmbiguous: number } {
  const inFrench = frenchCityNames();
  const cities = geonames
    .filter((place) => !FRENCH_COUNTRY_CODES.has(place.countryCode) && place.population >= WORLD_CITY_POPULATION)
    .map((place) => {
      const names = inFrench.get(place.timeZone);
      return names?.english === place.name ? { ...place, name: names.french, alias: place.name } : place;
    });
  const country = (place: GeoNamesPlace) => {
    const name = countryNames.of(place.countryCode);
    if (!name) throw new Error(`GeoNames place ${place.geonameId}: no French name for the country code ${place.countryCode}`);
    return name;
  };
  const context = new Map(cities.map((place) => [place, country(place)]));
  const withDivision = (place: GeoNamesPlace, code: string) => {
    const division = adminNames.get(code);
    if (division) context.set(place, `${division}, ${context.get(place)}`);
  };
  for (const place of homonyms(cities, country).flat()) withDivision(place, `${place.countryCode}.${place.admin1}`);
  for (const place of homonyms(cities, (city) => context.get(city)!).flat()) withDivision(place, `${place.countryCode}.${place.admin1}.${place.admin2}`);
  const places = cities.map((place) => ({
    id: `g${place.geonameId}`,
    name: place.name,
    context: context.get(place)!,
    lat: place.lat,
    lon: place.lon,
    timeZone: place.timeZone,
    population: place.population,
    ...('alias' in place ? { alias: place.alias } : {}),
  }));
  return { places, stillAmbiguous: homonyms(cities, (city) => context.get(city)!).length };
}
