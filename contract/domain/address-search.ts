/**
 * A page whose address is its only storage (a compatibility, a birth chart):
 * its data as a query string and back. The API is asked with the same query,
 * so one result has one address and one cache entry on the server.
 */

/**
 * `date1=1990-04-12&heure1=08:30`: the parameters given, in the order of
 * `names`, empty ones left out. The colon stays as typed: it is allowed in a
 * query and reads better.
 */
export function searchOf<Name extends string>(names: readonly Name[], values: Partial<Record<Name, string>>): string {
  return names
    .filter((name) => values[name])
    .map((name) => `${name}=${encodeURIComponent(values[name]!).replace(/%3A/gi, ':')}`)
    .join('&');
}

/** The parameters `names` of a query string (`?date1=…&utm_source=…`): the others are dropped, each kept once, empty ones left out. */
export function valuesOf<Name extends string>(names: readonly Name[], search: string): Partial<Record<Name, string>> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  return values;
}
