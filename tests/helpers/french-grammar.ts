/**
 * The French faults a program makes when it joins words (issue 42, point 7):
 * a preposition not contracted with the article after it (« de les » → « des »,
 * « à le » → « au »), an article or « de »/« que » not elided before a vowel
 * (« de amour » → « d’amour », « que il » → « qu’il »), and a word written twice
 * (« le le »). Each fault is quoted with a little of its context.
 *
 * « de le » and « à le » are right when « le » is a pronoun before its verb
 * (« avant de les envoyer »): those verbs are listed in PRONOUN_VERBS, and any
 * other « de le », « à le », « de les » is a fault.
 */
const WORD = String.raw`[\p{L}’'-]`;
const AT_START = String.raw`(?<![\p{L}’'-])`;
const AT_END = String.raw`(?![\p{L}’'-])`;

/** Verbs after which « le »/« la »/« les » is a pronoun (« de le faire »). */
const PRONOUN_VERBS = /^(?:faire|dire|voir|savoir|croire|comprendre|trouver|garder|laisser|prendre|envoyer|relire|signer|revoir|accepter|vivre)$/u;

/** Words that begin with a vowel sound but take no elision (« le onze », « le oui », « de yoga »…). */
const NO_ELISION = /^(?:onze|onzième|oui|ouate|yoga|y|h[aâ]ut|ha[iï]e|hasard|hâte|hauteur|héros|hibou|hi[eé]rarchie|hors|huit|huitième|hurl\p{L}*|hutte)$/iu;

/** Whether `word` begins with a vowel sound (the rule of contract/domain/french-elision.ts). */
function vowelSound(word: string): boolean {
  return /^(?:[aeiouhœæ]|y[^aeiouy])/iu.test(word.normalize('NFD')) && !NO_ELISION.test(word);
}

const RULES: { name: string; pattern: RegExp; fault?: (match: RegExpMatchArray) => boolean }[] = [
  { name: 'de les → des', pattern: new RegExp(String.raw`${AT_START}de les (${WORD}+)`, 'giu'), fault: (m) => !PRONOUN_VERBS.test(m[1] ?? '') },
  {
    name: 'de le → du',
    pattern: new RegExp(String.raw`${AT_START}de le (${WORD}+)`, 'giu'),
    fault: (m) => !PRONOUN_VERBS.test(m[1] ?? ''),
  },
  {
    name: 'à le → au',
    pattern: new RegExp(String.raw`${AT_START}à le (${WORD}+)`, 'giu'),
    fault: (m) => !PRONOUN_VERBS.test(m[1] ?? ''),
  },
  { name: 'à les → aux', pattern: new RegExp(String.raw`${AT_START}à les (${WORD}+)`, 'giu'), fault: (m) => !PRONOUN_VERBS.test(m[1] ?? '') },
  {
    name: 'élision (d’, l’, qu’, j’, n’, s’)',
    pattern: new RegExp(String.raw`${AT_START}(de|le|la|que|je|ne|se|me|te|lorsque|puisque|jusque) (${WORD}+)`, 'giu'),
    fault: (m) => vowelSound(m[2] ?? ''),
  },
  { name: 'de un/une → d’un/d’une', pattern: new RegExp(String.raw`${AT_START}de une?${AT_END}`, 'giu') },
  { name: 'que il/elle → qu’il/qu’elle', pattern: new RegExp(String.raw`${AT_START}que (?:il|elle|ils|elles|on)${AT_END}`, 'giu') },
  {
    name: 'mot répété',
    pattern: new RegExp(String.raw`${AT_START}(${WORD}+)\s+\1${AT_END}`, 'giu'),
    // « nous nous », « vous vous » are French (« vous vous sentez »).
    fault: (m) => !/^(?:nous|vous)$/iu.test(m[1] ?? ''),
  },
];

/** The grammar faults of one text: '<rule> — «…context…»'. */
export function grammarFaults(text: string): string[] {
  const faults: string[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.fault && !rule.fault(match)) continue;
      const start = Math.max(0, match.index - 25);
      faults.push(`${rule.name} — «${text.slice(start, match.index + match[0].length + 25)}»`);
    }
  }
  return faults;
}
