/**
 * Benchmark of the question oracle: cross-validated accuracy, training time, the time
 * of one answer over 2000 varied questions, and the server time of POST /api/questions
 * (answer and insert) on an in-memory database. Runs alone with `npx tsx bench/oracle.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Advisor } from '../contract/schemas';
import { round, type BenchFigure, type BenchSection } from './figures';

const ANSWERS = 2000;
/** Sequential POST /api/questions measured, after WARM_UP unmeasured ones. */
const POSTS = 500;
const WARM_UP = 50;
const FIRST_NAMES = ['Léa', 'Karim', 'martine', 'JULIEN', 'Inès', 'Jean-Pierre', 'Sophie', 'Mehdi', 'Chloé', 'Paul'];
const ENDINGS = ['', ' ?', ' stp', ' svp merci', ' cette année ?', ' avant l’été', ', je suis inquiète', ' ???'];
const SPECIALTIES = ['Amour', 'Argent', 'Carrière', 'carriere', 'Famille', 'Amour, Famille', null];

function fakeAdvisors(count: number): Advisor[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    slug: `voyant-${i + 1}`,
    first_name: `Voyant ${i + 1}`,
    type: ['Tarologue', 'Astrologue', 'Numérologue', 'Médium'][i % 4]!,
    title: null,
    specialty: SPECIALTIES[i % SPECIALTIES.length]!,
    rating: '4.8',
    status: i % 3 === 0 ? '1' : '0',
    photo: null,
    video: null,
    description: null,
    messenger: null,
    whatsapp: null,
    phone: null,
    reviews_count: 30 + i,
  }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * Server time of POST /api/questions through app.inject (routing, validation, answer,
 * awaited insert, serialisation), one request at a time on a fresh in-memory database.
 */
async function postQuestionTimes(questions: readonly { text: string }[]): Promise<number[]> {
  const { createApp } = await import('../server/app');
  const { testConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/open');
  const database = await openDatabase({ dataDir: 'memory://' });
  // No rate limit in the way: every request comes from the same address.
  const app = await createApp(testConfig({ RATE_LIMIT_PER_MINUTE: 1_000_000 }), { database });
  const times: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + POSTS; i++) {
      const payload = {
        prenom: FIRST_NAMES[i % FIRST_NAMES.length]!,
        question: questions[(i * 11) % questions.length]!.text + ENDINGS[i % ENDINGS.length]!,
      };
      const start = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/questions', payload });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`POST /api/questions answered ${response.statusCode}: ${response.body}`);
      if (i >= WARM_UP) times.push(elapsed);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return times.sort((a, b) => a - b);
}

export const oracleBench: BenchSection = async () => {
  // Imported here so that training is measured cold, not when the bench file loads.
  const oracle = await import('../server/oracle/index');
  const cold = oracle.ensureTrained();
  const trainingMs = cold > 0 ? cold : oracle.retrain();

  const accuracy = oracle.crossValidate(10, 42).accuracy * 100;

  const advisors = fakeAdvisors(60);
  const questions = oracle.LABELLED_QUESTIONS;
  const times: number[] = [];
  for (let i = 0; i < ANSWERS; i++) {
    const input = {
      prenom: FIRST_NAMES[i % FIRST_NAMES.length]!,
      question: questions[(i * 7) % questions.length]!.text + ENDINGS[i % ENDINGS.length]!,
      day: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      advisors,
    };
    const start = performance.now();
    oracle.answerQuestion(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);

  const posts = await postQuestionTimes(questions);
  const postP99 = percentile(posts, 0.99);

  const figures: BenchFigure[] = [
    { name: 'oracle: 10-fold accuracy', value: round(accuracy, 1), unit: '%', target: '>= 90', ok: accuracy >= 90 },
    { name: 'oracle: answer time p99', value: round(p99), unit: 'ms', target: '<= 20', ok: p99 <= 20 },
    { name: 'oracle: answer time p50', value: round(percentile(times, 0.5)), unit: 'ms' },
    { name: 'oracle: training time', value: round(trainingMs, 1), unit: 'ms', target: '< 300', ok: trainingMs < 300 },
    { name: `POST /api/questions server time p99 (${POSTS} sequential, in-memory db)`, value: round(postP99), unit: 'ms', target: '<= 20', ok: postP99 <= 20 },
    { name: 'POST /api/questions server time p50', value: round(percentile(posts, 0.5)), unit: 'ms' },
  ];
  return figures;
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await oracleBench()) {
    const verdict = f.target === undefined ? '' : ` (target ${f.target}: ${f.ok ? 'ok' : 'MISSED'})`;
    console.log(`${f.name}: ${f.value} ${f.unit}${verdict}`);
  }
}
