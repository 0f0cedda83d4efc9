/**
 * The answer to a free question: category, refusal check, a three-card draw that is the same
 * for the same first name, question and day, a French message, and advisors to talk to.
 */
import { hasSpecialty, isAvailable } from '../../contract/domain';
import type { Advisor, AdvisorSuggestion, Analysis, QuestionAnswer, QuestionCategory } from '../../contract/schemas';
import { fnv1a, mulberry32 } from '../../contract/domain/deterministic-random';
import { classify } from './classifier';
import { detectRefusal, mentionsCrisis, type RefusalReason } from './refusal';
import { detectSituation } from './detect-situation';
import type { Situation } from './situation-readings';
import { MAJOR_ARCANA, romanNumeral, toTarotCard, type Arcanum, type Tone } from './tarot';
import { normalise, words } from './text';
import { de, typeset } from '../french-typography';

export interface QuestionInput {
  prenom: string;
  question: string;
  /** Calendar day of the question, 'YYYY-MM-DD' (Europe/Paris). */
  day: string;
  advisors: readonly Advisor[];
}

/** The oracle's answer, before the route signs it with the site's name. */
export type OracleAnswer = Omit<QuestionAnswer, 'author'>;

/** How many advisors an answer suggests at most (SPEC.md section 9: three per category). */
export const MAX_SUGGESTIONS = 3;

/** What each category is about, as the message names it. */
const SUBJECT: Readonly<Record<QuestionCategory, string>> = {
  Amour: 'votre vie sentimentale',
  Argent: 'vos finances',
  Carrière: 'votre vie professionnelle',
  Famille: 'vos liens familiaux',
  autre: 'votre chemin de vie',
};

/** The kind of advisor that suits each category. */
const EXPERT: Readonly<Record<QuestionCategory, string>> = {
  Amour: 'un voyant spécialisé en amour',
  Argent: 'un voyant spécialisé en argent et finances',
  Carrière: 'un voyant spécialisé en carrière et emploi',
  Famille: 'un voyant spécialisé en famille et relations',
  autre: "l'un de nos voyants, tarologue, astrologue, numérologue ou médium",
};

/** Where each of the three cards speaks from: what surrounds the question, what is at stake, what comes. */
const POSITIONS = [
  { title: 'Première carte, ce qui entoure votre question', lead: (topic: string) => `Pour ${topic}, ` },
  { title: "Deuxième carte, ce qui est en jeu aujourd'hui", lead: () => 'En ce moment, ' },
  { title: 'Troisième carte, ce vers quoi vous allez', lead: () => 'Pour la suite, ' },
] as const;

const TONE_OF: Readonly<Record<Tone, 'up' | 'mixed' | 'down'>> = { 1: 'up', 0: 'mixed', [-1]: 'down' };

/**
 * The first name as it should appear in a greeting: trimmed, spaces collapsed, and
 * capitalised when typed all in lower or upper case ('léa' and 'LÉA' become 'Léa').
 */
export function displayFirstName(prenom: string): string {
  const name = prenom.trim().replace(/\s+/g, ' ');
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

function greeting(prenom: string): string {
  const name = displayFirstName(prenom);
  return name === '' ? 'Bonjour,' : `Bonjour ${name},`;
}

/** Seed of the draw: the same first name, question (case, accents and punctuation aside) and day give the same seed. */
function drawSeed(prenom: string, question: string, day: string): number {
  return fnv1a(`${normalise(prenom)}\u0000${words(question).join(' ')}\u0000${day}`);
}

/** Three distinct major arcana, from a partial Fisher-Yates shuffle driven by the seed. */
function drawThree(seed: number): Arcanum[] {
  const random = mulberry32(seed);
  const deck = [...MAJOR_ARCANA];
  const drawn: Arcanum[] = [];
  for (let i = 0; i < 3; i++) {
    const j = i + Math.floor(random() * (deck.length - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    drawn.push(deck[i]!);
  }
  return drawn;
}

/**
 * Up to three advisors for the category: those who have it as a specialty (the rule of
 * contract/domain; every advisor for 'autre', or when none has it), available ones
 * first, then in an order derived from the seed so that different questions meet
 * different advisors.
 */
export function suggestAdvisors(advisors: readonly Advisor[], category: QuestionCategory, seed: number): AdvisorSuggestion[] {
  let pool = category === 'autre' ? advisors : advisors.filter((a) => hasSpecialty(a, category));
  if (pool.length === 0) pool = advisors;
  return pool
    .map((advisor) => ({ advisor, online: isAvailable(advisor) ? 0 : 1, rank: fnv1a(`${seed}:${advisor.id}`) }))
    .sort((a, b) => a.online - b.online || a.rank - b.rank || a.advisor.id - b.advisor.id)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ advisor: a }) => ({ id: a.id, slug: a.slug, first_name: a.first_name, type: a.type, status: a.status, photo: a.photo }));
}

/**
 * What each drawn card says of the situation: its essence, then one of the situation's
 * readings for its tone (the second reading when an earlier card had the same tone).
 */
function cardReadings(situation: Situation, cards: readonly Arcanum[]): string[] {
  const seen = { up: 0, mixed: 0, down: 0 };
  return cards.map((card, i) => {
    const tone = TONE_OF[card.tone];
    const reading = situation.readings[tone][seen[tone]++ % 2]!;
    return `${card.essence} ${POSITIONS[i]!.lead(situation.topic)}${reading}.`;
  });
}

function synthesis(situation: Situation, category: QuestionCategory, cards: readonly Arcanum[]): string {
  const sum = cards.reduce((total, c) => total + c.tone, 0);
  const tone = sum >= 2 ? 'up' : sum <= -1 ? 'down' : 'mixed';
  const last = cards[cards.length - 1]!;
  return [
    `En résumé, pour ${situation.topic}, ${situation.summary[tone]}`,
    `${last.name}, en dernière position, donne le ton de ce qui vient.`,
    `Pour aller plus loin, ${EXPERT[category]} peut approfondir ce tirage avec vous lors d'une consultation.`,
    'Les cartes éclairent des tendances ; vos choix restent entre vos mains.',
  ].join(' ');
}

function refusalMessage(prenom: string, reason: RefusalReason, crisis: boolean): string {
  const hello = greeting(prenom);
  if (reason === 'medical') {
    const paragraphs = [
      `${hello} merci de votre confiance. Votre question touche à la santé, et c'est un domaine sur lequel nos voyants ne se prononcent pas : aucun tirage ne peut remplacer l'avis d'un médecin ou d'un professionnel de santé, qui est le seul à pouvoir vous répondre sérieusement. N'hésitez pas à lui en parler.`,
    ];
    if (crisis) {
      paragraphs.push(
        "Si vous traversez un moment très difficile ou si vous avez des idées noires, vous n'êtes pas seul(e) : appelez le 3114, numéro national de prévention du suicide, gratuit et joignable jour et nuit, ou le 15 en cas d'urgence.",
      );
    }
    paragraphs.push(
      "Nous pouvons en revanche vous éclairer sur l'amour, le travail, l'argent ou la famille, par un tirage ou lors d'un échange avec l'un de nos voyants. Prenez bien soin de vous.",
    );
    return paragraphs.join('\n\n');
  }
  return [
    `${hello} merci de votre confiance. Votre demande relève des travaux occultes (rituel, envoûtement, désenvoûtement, retour affectif…). Nous ne pratiquons pas ce type de travaux et nos conditions d'utilisation nous permettent de refuser ces demandes : personne ne peut agir sur la volonté d'autrui, et nous ne vous promettrons jamais un résultat par ce moyen.`,
    "Ce que nous pouvons faire, c'est vous éclairer : un tirage sur votre vie amoureuse, professionnelle, financière ou familiale, ou un échange avec l'un de nos voyants pour comprendre votre situation et les choix qui s'offrent à vous.",
  ].join('\n\n');
}

/**
 * The full answer to a free question. Pure: the same input gives the same answer.
 * It speaks as 'nous', the site, whose name signs it (`author`, given by the route) and
 * whose widget says the answer is automatic. A refused question gets no
 * cards and no advisor: nobody is offered for what we do not answer.
 */
export function answerQuestion(input: QuestionInput): OracleAnswer {
  const { prenom, question, day, advisors } = input;
  const { category } = classify(question);
  const refusal = detectRefusal(question);
  if (refusal !== null) {
    return { category, refused: true, message: typeset(refusalMessage(prenom, refusal, mentionsCrisis(question))), cards: [], suggestions: [] };
  }
  const seed = drawSeed(prenom, question, day);
  const situation = detectSituation(words(question));
  const drawn = drawThree(seed);
  const readings = cardReadings(situation, drawn).map(typeset);
  const paragraphs = [
    `${greeting(prenom)} merci pour votre question. Nous avons tiré pour vous trois arcanes majeurs du Tarot de Marseille ; voici ce qu'ils disent ${de(situation.topic)}.`,
    ...drawn.map((card, i) => `${POSITIONS[i]!.title} : ${card.name} (${romanNumeral(card.number)}). ${readings[i]}`),
    synthesis(situation, category, drawn),
  ];
  return {
    category,
    refused: false,
    message: typeset(paragraphs.join('\n\n')),
    cards: drawn.map((card, i) => toTarotCard(card, readings[i]!)),
    suggestions: suggestAdvisors(advisors, category, seed),
  };
}

/**
 * The analysis call (POST /api/analyser): the question's category and a short message
 * telling which kind of advisor suits it. A refused question is sent to 'autre' with the reason.
 */
export function analysePhrase(prenom: string, phrase: string): Analysis & { categorie: QuestionCategory } {
  const hello = greeting(prenom);
  const refusal = detectRefusal(phrase);
  if (refusal !== null) {
    const why =
      refusal === 'medical'
        ? "votre question touche à la santé : seul un médecin ou un professionnel de santé peut y répondre. Nos voyants peuvent en revanche vous éclairer sur l'amour, le travail, l'argent ou la famille."
        : "nous ne pratiquons pas les travaux occultes (rituels, envoûtements, retours affectifs). Nos voyants peuvent en revanche vous éclairer sur votre situation par un tirage ou un échange.";
    return { categorie: 'autre', message: typeset(`${hello} ${why}`) };
  }
  const { category } = classify(phrase);
  return {
    categorie: category,
    message: typeset(`${hello} votre question concerne ${SUBJECT[category]} : ${EXPERT[category]} saura vous éclairer au mieux.`),
  };
}
