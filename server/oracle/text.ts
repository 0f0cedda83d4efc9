/**
 * Text preparation for the oracle: normalisation, tokens, features.
 * Pure functions; the only state is a stem cache.
 */
import { StemmerFr } from '@nlpjs/lang-fr';
import { foldFrench } from '../../contract/domain';
import { FIRST_NAMES } from './first-names';
import { concepts } from './lexicon';

/** Lowercase, accents and ligatures folded, typographic apostrophes made plain, spaces collapsed. */
export function normalise(text: string): string {
  return foldFrench(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Elided articles and pronouns (l', j', qu', t', m', s', d', n', c', jusqu', lorsqu', puisqu'). */
const ELISION = /\b(?:l|j|qu|t|m|s|d|n|c|jusqu|lorsqu|puisqu)'/g;

/**
 * SMS spellings and slang mapped to the plain word, so that 'taf', 'boulot' and 'travail'
 * count as one clue. Values may hold several words.
 */
const SLANG: Readonly<Record<string, string>> = {
  jsuis: 'je suis', chui: 'je suis', chuis: 'je suis', jsui: 'je suis', jvais: 'je vais', jveux: 'je veux',
  jai: "j'ai", jaime: "j'aime", jme: 'je me', jpense: 'je pense', jsais: 'je sais', jsp: 'je ne sais pas',
  ya: 'il y a', yaura: 'il y aura', c: "c'est", ct: "c'etait", cest: "c'est", kel: 'quel', koi: 'quoi',
  ki: 'qui', ke: 'que', pk: 'pourquoi', pq: 'pourquoi', pkoi: 'pourquoi', qqn: 'quelqu un', qqun: 'quelqu un',
  qqch: 'quelque chose', bcp: 'beaucoup', tjs: 'toujours', tjrs: 'toujours', mtn: 'maintenant',
  dc: 'donc', ds: 'dans', pr: 'pour', tt: 'tout', tte: 'toute', slt: 'salut', bjr: 'bonjour', svp: "s'il vous plait",
  stp: "s'il te plait", msg: 'message', msgs: 'messages', tel: 'telephone',
  meuf: 'copine', meufs: 'copines', go: 'copine', gow: 'copine', mec: 'copain', keum: 'copain', gars: 'garcon',
  kiffe: 'aime', kif: 'aime', kiff: 'aime', kiffer: 'aimer', kiffes: 'aimes', kiffent: 'aiment', crush: 'amoureux',
  taf: 'travail', taff: 'travail', boulot: 'travail', boulots: 'travail', job: 'travail', jobs: 'travail', boss: 'patron',
  boite: 'entreprise', boites: 'entreprises', thune: 'argent', thunes: 'argent', tune: 'argent', tunes: 'argent',
  fric: 'argent', oseille: 'argent', pognon: 'argent', ble: 'argent', maille: 'argent', flouze: 'argent',
  daronne: 'mere', daron: 'pere', darons: 'parents', reuf: 'frere', reufs: 'freres', reus: 'soeur', frangin: 'frere',
  frangine: 'soeur', maman: 'mere', papa: 'pere', pote: 'ami', potes: 'amis', appart: 'appartement', apparts: 'appartements',
  ado: 'adolescent', ados: 'adolescents', exam: 'examen', exams: 'examens',
};

/**
 * Words that carry no topic: articles, pronouns, auxiliaries, question words, fillers.
 * Personal pronouns like 'il' and 'elle' are kept out of this list on purpose: 'va-t-il
 * revenir' is a love question far more often than not.
 */
const STOP_WORDS = new Set(
  `a au aux avec ce ces cet cette dans de des du en et est etre ete je la le les leur leurs
   ma mais me mes moi mon meme ne nos notre nous on ou par pas pour qu que qui quoi sa se ses son sur ta te tes toi ton tu
   un une vos votre vous y c d j l m n s t ai as avons avez ont suis es sommes etes sont serai sera serons seront
   serais serait etais etait etions etaient fut aurai aura aurons auront aurais aurait avais avait ayant eu
   vais vas va allons allez vont aller fait faire fais peux peut pouvez pourrai pourra pourrais pourrait dois doit
   devrais devrait faut ca cela ceci celui celle ceux celles quel quelle quels quelles quand comment pourquoi combien
   si alors donc car ni or tres trop plus moins bien deja encore aussi toujours jamais rien tout tous toute toutes
   bonjour salut merci svp plait voudrais aimerais savoir sais dire dites dis question cartes carte voyant voyante
   ici vraiment til vers depuis chez annee annees an ans mois jour jours semaine semaines
   bientot prochain prochaine prochains prochaines hier demain aujourd hui maintenant fin debut avant apres enfin oui non
   quelqu un quelque chose autre autres chose choses`.split(/\s+/),
);

const stemmer = new StemmerFr();
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer.stem(word);
    if (stemCache.size < STEM_CACHE_LIMIT) stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Normalised words of a text, slang expanded, elisions removed, before stop words and stems. */
export function words(text: string): string[] {
  const plain = normalise(text).replace(ELISION, ' ');
  const out: string[] = [];
  for (const raw of plain.split(/[^a-z]+/)) {
    if (raw === '') continue;
    const expanded = SLANG[raw];
    if (expanded === undefined) out.push(raw);
    else for (const w of expanded.replace(ELISION, ' ').split(/[^a-z]+/)) if (w !== '') out.push(w);
  }
  return out;
}

/** Stems of the topic-bearing words of a text, in order. */
export function tokens(text: string): string[] {
  return stems(words(text));
}

/** Stems of the topic-bearing words among already normalised words. */
function stems(ws: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of ws) {
    if (w.startsWith('#')) out.push(w);
    else if (w.length >= 2 && !STOP_WORDS.has(w)) out.push(stem(w));
  }
  return out;
}

/**
 * Classifier features: distinct stems, distinct bigrams of adjacent stems ('retour_affect'),
 * '#prenom' for a first name, and the lexicon's concepts ('#argent'; '#argent+' when hit twice or more).
 */
export function features(text: string): string[] {
  const ws = words(text);
  const toks = stems(ws.map((w) => (FIRST_NAMES.has(w) ? '#prenom' : w)));
  const set = new Set<string>(toks);
  for (let i = 1; i < toks.length; i++) set.add(`${toks[i - 1]}_${toks[i]}`);
  for (const [concept, hits] of concepts(ws)) {
    set.add(concept);
    if (hits > 1) set.add(`${concept}+`);
  }
  return [...set];
}
