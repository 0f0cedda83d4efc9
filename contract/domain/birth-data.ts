/**
 * A birth as a visitor gives it (voy-theme-astral, /theme-astral, GET
 * /api/astro/theme): which dates are accepted, and the page's address, which
 * is the chart's only storage. Without zod, so that the widget checks a date
 * with the server's own rule before its schemas load.
 */
import { searchOf, valuesOf } from './address-search';

/** Charts are computed from 1900 to 2100, the span our ephemeris is checked on. */
export const BIRTH_YEAR_RANGE = { first: 1900, last: 2100 } as const;

/** The French refusals both the form and the API give. */
export const BIRTH_DATA_MESSAGES = {
  dateInvalid: 'Date de naissance invalide : attendue au format AAAA-MM-JJ, par exemple 1985-06-21.',
  dateOutOfRange: `La date de naissance doit être comprise entre ${BIRTH_YEAR_RANGE.first} et ${BIRTH_YEAR_RANGE.last}.`,
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD that names a real day (no 31 April, no 29 February 2023). */
export function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a YYYY-MM-DD whose year a chart can be computed for. */
export function isInBirthYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= BIRTH_YEAR_RANGE.first && year <= BIRTH_YEAR_RANGE.last;
}

/** The page whose address holds a chart's data. */
export const BIRTH_CHART_PAGE = '/theme-astral';

/** The address's parameters, in the order an address writes them: the API's own query names. */
export const BIRTH_CHART_PARAMETERS = ['date', 'heure', 'lieu', 'occurrence'] as const;
export type BirthChartAddress = Partial<Record<(typeof BIRTH_CHART_PARAMETERS)[number], string>>;

/** `date=1977-07-14&heure=12:30&lieu=69123`: one chart, one address (and one cache entry on the server). */
export const birthChartSearch = (address: BirthChartAddress): string => searchOf(BIRTH_CHART_PARAMETERS, address);

/** The chart's page address: `/theme-astral?date=…`, or the page alone without a date. */
export const birthChartPath = (address: BirthChartAddress): string => {
  const search = birthChartSearch(address);
  return search && address.date ? `${BIRTH_CHART_PAGE}?${search}` : BIRTH_CHART_PAGE;
};

/** The chart's parameters in a query string (`?date=…&utm_source=…`): the others are dropped, each kept once. */
export const birthChartAddressOf = (search: string): BirthChartAddress => valuesOf(BIRTH_CHART_PARAMETERS, search);
