/**
 * JSON text of immutable answers (catalogue snapshots and picks, horoscopes),
 * computed once per object: a hot GET only copies a ready string, and the
 * route's serializer never touches (nor needs to mutate) the frozen object.
 */
/** The content type to send a cachedJson string with. */
export const JSON_TYPE = 'application/json; charset=utf-8';

const jsonCache = new WeakMap<object, string>();

/**
 * The JSON text of `value`, from the cache when this very object was sent
 * before. Only for objects that never change once built. Send it with an
 * `application/json` content type: a JSON string skips the route's
 * serializer; typed as the route's reply.
 */
export function cachedJson(value: object): never {
  let json = jsonCache.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonCache.set(value, json);
  }
  return json as never;
}
