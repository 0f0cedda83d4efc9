import { describe, expect, it } from 'vitest';
import {
  analysePhrase,
  answerQuestion,
  classify,
  CORPUS,
  crossValidate,
  detectRefusal,
  LABELLED_QUESTIONS,
  MAJOR_ARCANA,
  normalise,
} from '../../server/oracle/index';
import { detectSituation } from '../../server/oracle/detect-situation';
import type { SituationKey } from '../../server/oracle/situation-readings';
import { words } from '../../server/oracle/text';
import { QUESTION_CATEGORIES, QuestionAnswer, type Advisor, type QuestionCategory } from '../../contract/schemas';
import { slugify } from '../../contract/domain/slug';

function advisor(id: number, specialty: string | null, status: string): Advisor {
  return {
    id,
    slug: `voyant-${id}`,
    first_name: `Voyant${id}`,
    type: 'Tarologue',
    title: null,
    specialty,
    rating: '4.8',
    status,
    photo: `photos/${id}.jpg`,
    video: null,
    description: null,
    messenger: null,
    whatsapp: null,
    phone: null,
    reviews_count: 42,
  };
}

const ADVISORS: readonly Advisor[] = [
  advisor(1, 'Amour', '0'),
  advisor(2, 'Amour, Famille', '1'),
  advisor(3, 'carriere', '0'),
  advisor(4, 'Argent', '0'),
  advisor(5, 'Amour', '1'),
  advisor(6, null, '1'),
  advisor(7, 'Carrière', '1'),
  advisor(8, 'Famille', '0'),
  advisor(9, 'AMOUR', '0'),
  advisor(10, 'Argent, Carrière', '1'),
];

const DAY = '2025-03-14';

/** Fresh questions, written for this test and absent from the corpus. */
const UNSEEN: readonly (readonly [string, QuestionCategory])[] = [
  ['Est-ce que Nathan va me reparler après notre séparation ?', 'Amour'],
  ['ma copine me parle plus depuis 3 jours, elle va me quitter ?', 'Amour'],
  ['Mon compagnon est-il toujours amoureux de moi ?', 'Amour'],
  ["Est ce que Camille m’aime en secret", 'Amour'],
  ['Dois-je accepter de revoir mon ex ?', 'Amour'],
  ["Il m’a quittée par message, va-t-il regretter ?", 'Amour'],
  ['On sort ensemble depuis 3 mois, c est du serieux pour lui ?', 'Amour'],
  ['Mon concubin est-il honnête avec moi ?', 'Amour'],
  ['Vais-je gagner au Loto ce mois-ci ?', 'Argent'],
  ['Est-ce que je vais rembourser toutes mes dettes cette année ?', 'Argent'],
  ['ma banque refuse mon credit, ca va changer ?', 'Argent'],
  ['Dois-je placer mes économies en bourse ?', 'Argent'],
  ['jsuis dans la galère niveau thune, ça va durer ?', 'Argent'],
  ['est ce que jvais pouvoir payer mes factures ce mois ci', 'Argent'],
  ['Les huissiers vont-ils saisir mes meubles ?', 'Argent'],
  ['Est-ce que mon prêt immo va être accordé ?', 'Argent'],
  ["Vais-je réussir mon examen de fin d’année ?", 'Carrière'],
  ['Est-ce que je vais trouver un nouveau boulot rapidement ?', 'Carrière'],
  ["Mon manager va-t-il m’accorder une promotion ?", 'Carrière'],
  ['Dois-je quitter mon taf pour créer ma boîte ?', 'Carrière'],
  ['vais je avoir mon diplome', 'Carrière'],
  ['Je passe mon concours de gendarmerie en juin, vais-je l avoir ?', 'Carrière'],
  ['mon chef de rayon me fait la misère, je démissionne ou pas', 'Carrière'],
  ['Dois-je accepter le CDI que Lidl me propose ?', 'Carrière'],
  ['Ma fille va-t-elle me reparler un jour ?', 'Famille'],
  ['Est-ce que mes parents vont se réconcilier avec moi ?', 'Famille'],
  ["Vais-je être enceinte avant l’été ?", 'Famille'],
  ['Mon frère et ma sœur vont-ils arrêter de se disputer ?', 'Famille'],
  ["Est-ce que ma belle-mère va m’accepter ?", 'Famille'],
  ["L’héritage de ma mère va-t-il créer des disputes ?", 'Famille'],
  ['Ma belle-fille m empêche de voir mon petit-fils, ça va changer ?', 'Famille'],
  ['est ce quon va reussir a avoir un bebe cette annee', 'Famille'],
  ["Qu’est-ce que l’avenir me réserve ?", 'autre'],
  ['Vais-je déménager cette année ?', 'autre'],
  ['Mon chien perdu va-t-il revenir ?', 'autre'],
  ['Est-ce que je vais partir en voyage bientôt ?', 'autre'],
  ['Ai-je des dons de médium ?', 'autre'],
  ['Est-ce que ma meilleure amie me ment ?', 'autre'],
  ['Mon séjour en Grèce va-t-il être agréable ?', 'autre'],
  ['Quelle est la signification de mes rêves de serpents ?', 'autre'],
];

describe('oracle corpus', () => {
  it('holds at least 600 questions, balanced across the five categories', () => {
    expect(LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(600);
    for (const category of QUESTION_CATEGORIES) {
      expect(CORPUS[category].length).toBeGreaterThanOrEqual(115);
      expect(CORPUS[category].length).toBeLessThanOrEqual(140);
    }
  });

  it('has no duplicate question', () => {
    const seen = new Set(LABELLED_QUESTIONS.map((q) => normalise(q.text)));
    expect(seen.size).toBe(LABELLED_QUESTIONS.length);
  });

  it('holds no question the oracle would refuse', () => {
    expect(LABELLED_QUESTIONS.filter((q) => detectRefusal(q.text) !== null)).toEqual([]);
  });
});

describe('oracle classifier', () => {
  it('reaches 90 % accuracy in 10-fold cross-validation, deterministically', () => {
    const first = crossValidate(10, 42);
    expect(first.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(crossValidate(10, 42)).toEqual(first);
    for (const category of QUESTION_CATEGORIES) {
      expect(first.perCategory[category].support).toBe(CORPUS[category].length);
      expect(first.perCategory[category].recall).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('classifies at least 85 % of fresh questions it never saw', () => {
    const corpus = new Set(LABELLED_QUESTIONS.map((q) => normalise(q.text)));
    expect(UNSEEN.filter(([text]) => corpus.has(normalise(text)))).toEqual([]);
    const right = UNSEEN.filter(([text, category]) => classify(text).category === category).length;
    expect(right / UNSEEN.length).toBeGreaterThanOrEqual(0.85);
  });

  it('answers "autre" when it has nothing to go on', () => {
    expect(classify('Bonjour')).toEqual({ category: 'autre', confidence: 0 });
    expect(classify('xkcd qwerty zzz').category).toBe('autre');
  });

  it('gives a confidence between 0 and 1', () => {
    const { category, confidence } = classify("Mon mari me trompe-t-il avec sa collègue ?");
    expect(category).toBe('Amour');
    expect(confidence).toBeGreaterThan(0.5);
    expect(confidence).toBeLessThanOrEqual(1);
  });
});

describe('oracle refusals', () => {
  const refused = [
    ["J’ai un cancer, vais-je guérir ?", 'medical'],
    ['Mon cancer va-t-il guérir ?', 'medical'],
    ['Mon traitement contre la dépression va-t-il marcher ?', 'medical'],
    ['Dois-je arrêter mes médicaments ?', 'medical'],
    ['Ma grossesse à risque va-t-elle bien se passer ?', 'medical'],
    ['Quelqu’un m’a jeté un sort, pouvez-vous le lever ?', 'occult'],
    ['Pouvez-vous faire un retour affectif pour que Julien revienne ?', 'occult'],
    ['Je veux faire revenir mon ex par un rituel', 'occult'],
    ['Connaissez-vous un marabout pour un désenvoûtement ?', 'occult'],
    ['Pouvez-vous pratiquer de la magie blanche pour moi ?', 'occult'],
  ] as const;

  it.each(refused)('refuses %j as %s', (question, reason) => {
    expect(detectRefusal(question)).toBe(reason);
    const answer = answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS });
    expect(answer.refused).toBe(true);
    expect(answer.cards).toEqual([]);
    expect(answer.message).toContain('Léa');
    expect(answer.message).toMatch(reason === 'medical' ? /médecin/ : /occultes/);
    expect(answer.message).toMatch(/voyants/);
    expect(answer.suggestions).toEqual([]);
    expect(() => QuestionAnswer.parse({ ...answer, author: 'Voyance Étoilée' })).not.toThrow();
  });

  it.each([
    'Quel sera le sort de mon couple ?',
    'Il sort avec une autre, va-t-il revenir ?',
    'Je suis cancer ascendant lion, vais-je trouver l’amour ?',
    'Vais-je guérir de mon ex un jour ?',
    'Vais-je réussir ma première année de médecine ?',
    'Le traitement de mon dossier de prêt va-t-il être rapide ?',
    'Vais-je tomber enceinte cette année ?',
    'Ma santé financière va-t-elle s’améliorer ?',
  ])('does not refuse %j', (question) => {
    expect(detectRefusal(question)).toBeNull();
    const answer = answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS });
    expect(answer.refused).toBe(false);
    expect(answer.cards).toHaveLength(3);
  });

  it('gives the suicide prevention number to someone in distress', () => {
    const answer = answerQuestion({ prenom: 'Sam', question: "Je n’ai plus envie de vivre, est-ce que ça va passer ?", day: DAY, advisors: ADVISORS });
    expect(answer.refused).toBe(true);
    expect(answer.message).toContain('3114');
  });
});

describe('oracle answers', () => {
  const input = { prenom: 'Léa', question: 'Est-ce que Julien va revenir ?', day: DAY, advisors: ADVISORS };

  it('matches the QuestionAnswer schema once the route signs it', () => {
    expect(() => QuestionAnswer.parse({ ...answerQuestion(input), author: 'Voyance Étoilée' })).not.toThrow();
  });

  it('gives the same answer to the same question on the same day', () => {
    expect(answerQuestion(input)).toEqual(answerQuestion({ ...input }));
    // Case, accents and punctuation of the question do not change the draw.
    expect(answerQuestion({ ...input, question: 'est ce que julien va revenir' }).cards).toEqual(answerQuestion(input).cards);
  });

  it('usually draws other cards on other days', () => {
    const first = answerQuestion(input).cards.map((c) => c.number);
    const days = ['2025-03-15', '2025-03-16', '2025-03-17', '2025-03-18', '2025-03-19', '2025-03-20', '2025-03-21', '2025-03-22'];
    const different = days.filter((day) => answerQuestion({ ...input, day }).cards.map((c) => c.number).join() !== first.join());
    expect(different.length).toBeGreaterThanOrEqual(days.length - 1);
  });

  it('draws three distinct major arcana, each with its image and what it means for the question', () => {
    for (const question of ['Vais-je trouver du travail ?', 'Ma sœur va-t-elle me pardonner ?', 'Quel est mon avenir ?']) {
      const answer = answerQuestion({ ...input, question });
      expect(answer.cards).toHaveLength(3);
      expect(new Set(answer.cards.map((c) => c.number)).size).toBe(3);
      answer.cards.forEach((card, i) => {
        const arcanum = MAJOR_ARCANA[card.number]!;
        expect(card).toMatchObject({ number: arcanum.number, name: arcanum.name, slug: slugify(arcanum.name), image: `images/tarot/${arcanum.slug}.svg` });
        expect(card.meaning.startsWith(arcanum.essence)).toBe(true);
        expect(answer.message.split('\n\n')[i + 1]).toContain(card.meaning);
      });
    }
  });

  it('addresses the first name, one paragraph per card and a synthesis', () => {
    const answer = answerQuestion(input);
    expect(answer.category).toBe('Amour');
    expect(answer.message.startsWith('Bonjour Léa,')).toBe(true);
    const paragraphs = answer.message.split('\n\n');
    expect(paragraphs).toHaveLength(5);
    answer.cards.forEach((card, i) => expect(paragraphs[i + 1]).toContain(card.name));
    expect(paragraphs[4]).toMatch(/retour/);
    expect(answerQuestion({ ...input, prenom: '  jean-pierre ' }).message.startsWith('Bonjour Jean-Pierre,')).toBe(true);
  });

  it('suggests one to three advisors of the category, online first', () => {
    const answer = answerQuestion(input);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of answer.suggestions) {
      const full = ADVISORS.find((a) => a.id === s.id)!;
      expect(normalise(full.specialty ?? '')).toContain('amour');
      expect(s).toEqual({ id: full.id, slug: full.slug, first_name: full.first_name, type: full.type, status: full.status, photo: full.photo });
    }
    const statuses = answer.suggestions.map((s) => s.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === '1' ? 0 : 1) - (b === '1' ? 0 : 1)));
    expect(statuses[0]).toBe('1');
  });

  it("matches 'Carrière' with an advisor whose specialty is written 'carriere'", () => {
    const advisors = [advisor(1, 'Amour', '1'), advisor(2, 'carriere', '0'), advisor(3, 'Famille', '1')];
    const answer = answerQuestion({ prenom: 'Karim', question: 'Vais-je avoir une promotion au boulot ?', day: DAY, advisors });
    expect(answer.category).toBe('Carrière');
    expect(answer.suggestions.map((s) => s.id)).toEqual([2]);
  });

  it("picks among all advisors for 'autre'", () => {
    const answer = answerQuestion({ ...input, question: 'Vais-je déménager dans le sud ?' });
    expect(answer.category).toBe('autre');
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.suggestions.every((s) => s.status === '1')).toBe(true);
  });

  it('suggests nobody when there is no advisor', () => {
    expect(answerQuestion({ ...input, advisors: [] }).suggestions).toEqual([]);
  });
});

describe('oracle analysis', () => {
  it('names the category and the kind of advisor, addressed to the first name', () => {
    expect(analysePhrase('marc', 'Vais-je avoir une promotion ?')).toEqual({
      categorie: 'Carrière',
      message: expect.stringContaining('Bonjour Marc,'),
    });
    const love = analysePhrase('Léa', 'Mon ex va-t-il revenir ?');
    expect(love.categorie).toBe('Amour');
    expect(love.message).toMatch(/amour/);
  });

  it("sends a refused question to 'autre'", () => {
    expect(analysePhrase('Léa', 'Pouvez-vous faire un retour affectif ?').categorie).toBe('autre');
  });
});

describe('tarot deck', () => {
  it('holds the 22 major arcana in order, each with five distinct meanings', () => {
    expect(MAJOR_ARCANA.map((a) => a.name)).toEqual([
      'Le Mat', 'Le Bateleur', 'La Papesse', 'L’Impératrice', 'L’Empereur', 'Le Pape', 'L’Amoureux', 'Le Chariot',
      'La Justice', 'L’Ermite', 'La Roue de Fortune', 'La Force', 'Le Pendu', 'L’Arcane sans nom', 'Tempérance',
      'Le Diable', 'La Maison Dieu', 'L’Étoile', 'La Lune', 'Le Soleil', 'Le Jugement', 'Le Monde',
    ]);
    MAJOR_ARCANA.forEach((arcanum, i) => {
      expect(arcanum.number).toBe(i);
      expect(arcanum.slug).toBe(slugify(arcanum.name));
      expect(arcanum.essence.startsWith(arcanum.name)).toBe(true);
      expect(arcanum.essence.length).toBeGreaterThan(40);
    });
    expect(new Set(MAJOR_ARCANA.map((a) => a.essence)).size).toBe(22);
  });
});

/** French typography of what the oracle writes: ’ only, a narrow no-break space before ? ! ; : */
function expectFrenchTypography(text: string): void {
  expect(text).not.toMatch(/'/);
  expect(text).not.toMatch(/[^\u202f][?!;:]/);
}

describe('oracle voice and typography', () => {
  it('speaks as "nous", the site that signs it, never as one reader', () => {
    for (const question of ['Est-ce que Julien va revenir ?', 'Vais-je trouver du travail ?', 'Mon cancer va-t-il guérir ?', 'Quel est mon avenir ?']) {
      const { message } = answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS });
      expect(message).not.toMatch(/\b(j’ai|je vois|je vous|j’ai tiré|me semble)\b/i);
      expectFrenchTypography(message);
    }
    expect(answerQuestion({ prenom: 'Léa', question: 'Quel est mon avenir ?', day: DAY, advisors: ADVISORS }).message).toContain('Nous avons tiré pour vous');
    expectFrenchTypography(analysePhrase('Léa', 'Vais-je avoir une promotion ?').message);
  });
});

describe('oracle situations', () => {
  /** Question, expected situation, words the answer must hold, words it must not. */
  const TABLE: readonly (readonly [string, SituationKey, readonly RegExp[], readonly RegExp[]])[] = [
    ['Est-ce que mon mari va revenir ?', 'retour', [/retour/], [/rencontre/i]],
    ['Mon ex va-t-il revenir vers moi ?', 'retour', [/retour/], [/rencontre/i]],
    ['Vais-je rencontrer l’amour cette année ?', 'rencontre', [/rencontre/], [/retour/]],
    ['Est-ce que mon copain va me demander en mariage ?', 'engagement', [/engagement/], [/rencontre/i]],
    ['Dois-je accepter le CDI qu’on me propose ?', 'decision', [/décision/], [/rencontre/i]],
    ['Vais-je pouvoir rembourser mes dettes ?', 'argent', [/financ/], [/rencontre/i, /couple/]],
    ['Est-ce que je vais trouver un travail bientôt ?', 'emploi', [/emploi/], [/rencontre/i, /couple/]],
    ['Mon patron va-t-il m’accorder une promotion ?', 'travail', [/professionnel/], [/rencontre/i]],
    ['Ma sœur va-t-elle me pardonner ?', 'famille', [/famil/], [/rencontre/i]],
    ['Vais-je réussir mon examen du permis ?', 'examen', [/épreuve/], [/rencontre/i, /couple/]],
    ['Vais-je déménager dans le sud ?', 'demenagement', [/déménagement/], [/rencontre/i]],
    ['Vais-je tomber enceinte cette année ?', 'enfant', [/enfant/], [/rencontre/i]],
    ['Mon mari me trompe-t-il ?', 'sentiments', [/sentiments/], [/rencontre/i]],
    ['Quel est mon avenir ?', 'avenir', [/chemin de vie/], []],
  ];

  it.each(TABLE)('reads %j as the situation %s and speaks of it', (question, key, must, mustNot) => {
    expect(detectSituation(words(question)).key).toBe(key);
    const { message, cards } = answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS });
    for (const pattern of must) expect(message).toMatch(pattern);
    for (const pattern of mustNot) {
      expect(message).not.toMatch(pattern);
      for (const card of cards) expect(card.meaning).not.toMatch(pattern);
    }
  });

  it('gives questions of different situations different summaries, and the same answer to the same question on the same day', () => {
    const subjects = ['mon mari', 'ma femme', 'mon ex', 'mon copain', 'Julien'];
    const questions = [
      ...subjects.map((s) => `Est-ce que ${s} va revenir ?`),
      ...subjects.map((s) => `Est-ce que ${s} m’aime vraiment ?`),
      ...subjects.map((s) => `Dois-je quitter ${s} ?`),
      'Vais-je rencontrer quelqu’un ?', 'Vais-je trouver l’âme sœur ?', 'Quand vais-je rencontrer l’homme de ma vie ?',
      'Vais-je gagner au loto ?', 'Vais-je sortir de mes dettes ?', 'Mon crédit sera-t-il accepté ?', 'Vais-je payer mes factures ?',
      'Vais-je trouver un emploi ?', 'Mon entretien d’embauche va-t-il marcher ?', 'Vais-je décrocher un CDI ?',
      'Mon patron va-t-il me garder ?', 'Vais-je avoir une augmentation ?', 'Mes collègues vont-ils m’accepter ?',
      'Vais-je avoir mon bac ?', 'Vais-je réussir mon concours ?', 'Vais-je obtenir mon diplôme ?',
      'Ma mère va-t-elle me reparler ?', 'Mon frère et moi allons-nous nous entendre ?', 'L’héritage de mon père va-t-il diviser la famille ?',
      'Vais-je avoir un bébé ?', 'Vais-je être enceinte avant l’été ?',
      'Vais-je déménager cette année ?', 'Vais-je trouver un appartement ?',
      'Vais-je partir en voyage ?', 'Mes vacances seront-elles réussies ?',
      'Ma meilleure amie est-elle sincère ?', 'Mes amis me soutiennent-ils ?',
      'Mon titre de séjour va-t-il être accepté ?', 'Mon procès va-t-il bien finir ?',
      'Mon copain va-t-il me demander en mariage ?', 'Allons-nous nous marier ?',
      'Qu’est-ce que l’avenir me réserve ?', 'Que me réserve la fin de l’année ?',
      'Vais-je divorcer ?', 'Notre séparation est-elle définitive ?',
    ];
    expect(questions.length).toBeGreaterThanOrEqual(50);
    const summaryOf = (message: string) => message.split('\n\n').at(-1)!.split(/(?<=\.) /)[0]!;
    const bySummary = new Map<string, SituationKey>();
    const situations = new Set<SituationKey>();
    for (const question of questions) {
      const key = detectSituation(words(question)).key;
      situations.add(key);
      const answer = answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS });
      expect(answerQuestion({ prenom: 'Léa', question, day: DAY, advisors: ADVISORS })).toEqual(answer);
      const summary = summaryOf(answer.message);
      const earlier = bySummary.get(summary);
      if (earlier !== undefined) expect(earlier, summary).toBe(key);
      bySummary.set(summary, key);
    }
    expect(situations.size).toBeGreaterThanOrEqual(14);
  });
});
