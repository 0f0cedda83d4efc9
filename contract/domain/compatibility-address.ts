/**
 * The compatibility's address (/compatibilite, <voy-compatibilite query>, GET
 * /api/astro/compatibilite): two people's birth data under the API's own
 * names, suffixed 1 and 2, so a result can be shared and reopens the same.
 */
import { searchOf, valuesOf } from './address-search';

export const COMPATIBILITY_PAGE = '/compatibilite';

/** One person's parameters, without the suffix. */
export const PERSON_PARAMETERS = ['prenom', 'date', 'heure', 'lieu', 'occurrence'] as const;
export type PersonParameter = (typeof PERSON_PARAMETERS)[number];

/** The two people, as the suffix of their parameters. */
export const PEOPLE = ['1', '2'] as const;
export type PersonSuffix = (typeof PEOPLE)[number];

export const COMPATIBILITY_PARAMETERS = PEOPLE.flatMap((suffix) => PERSON_PARAMETERS.map((name) => `${name}${suffix}` as const));
export type CompatibilityParameter = (typeof COMPATIBILITY_PARAMETERS)[number];
export type CompatibilityAddress = Partial<Record<CompatibilityParameter, string>>;

export const compatibilitySearch = (address: CompatibilityAddress): string => searchOf(COMPATIBILITY_PARAMETERS, address);

export const compatibilityAddressOf = (search: string): CompatibilityAddress => valuesOf(COMPATIBILITY_PARAMETERS, search);

/** Both dates are there: the address names a compatibility, not just a page. */
export const isComplete = (address: CompatibilityAddress): boolean => Boolean(address.date1 && address.date2);

/** The page's address: `/compatibilite?date1=…&date2=…`, or the page alone without both dates. */
export function compatibilityPath(address: CompatibilityAddress): string {
  return isComplete(address) ? `${COMPATIBILITY_PAGE}?${compatibilitySearch(address)}` : COMPATIBILITY_PAGE;
}
