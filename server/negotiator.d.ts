/**
 * The part of negotiator the server uses. @types/negotiator (0.6) lacks the
 * `preferred` order of 1.0, which breaks a tie of q-values our way.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Readonly<Record<string, string | undefined>> });
    /** The client's most preferred of `available`, ties going to the first in `preferred`; undefined when it refuses them all. */
    encoding<Encoding extends string>(available: readonly Encoding[], options?: { preferred?: readonly Encoding[] }): Encoding | undefined;
  }
}
