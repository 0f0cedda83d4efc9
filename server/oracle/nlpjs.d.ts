/** The part of @nlpjs/lang-fr the oracle uses; the package ships no type declarations. */
declare module '@nlpjs/lang-fr' {
  /** Snowball French stemmer: `new StemmerFr().stem('amoureuse') === 'amour'`. */
  export class StemmerFr {
    constructor(container?: unknown);
    stem(word: string): string;
  }
}
