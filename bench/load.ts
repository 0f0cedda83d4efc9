/**
 * `npm run bench -- load`: the built server (dist/server/main.js, its own
 * process, a fresh data directory) under mixed traffic on loopback for
 * LOAD_SECONDS (60 by default) at LOAD_CONNECTIONS (200 by default; 150 is
 * the outside probe of issue 37): catalogue GETs, horoscopes of several signs
 * and periods, a profile by slug, free questions and contact messages.
 * Figures: throughput, p99, errors, non-2xx, 5xx, the server's CPU time per
 * request and its resident memory at start, after the run, at its peak
 * during the load (sampled, and VmHWM) and 15 s after the run; then, the
 * server stopped, every question and message it acknowledged must be in its
 * database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../server/db/open';
import { contactMessages, questions } from '../server/db/schema';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer } from '../scripts/node-process';
import type { BenchSection } from './figures';
import { cpuMicros, rssKb, sampleRss } from './process-figures';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 5;
/** Node flags put before the product's own (scripts/server-command.ts), to compare one without editing it: LOAD_NODE_FLAGS='--heap-growing-percent=100'. */
const EXTRA_NODE_FLAGS = (process.env.LOAD_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** How long the server is left idle after the run before its memory is read again. */
const IDLE_AFTER_SECONDS = 15;
/** How often the resident memory is sampled during the load (besides VmHWM, which sees between the samples). */
const SAMPLE_EVERY_MS = 200;
const MAX_GROWTH_MB = 50;
/** Resident memory of the server once started, at its peak under load, and once idle again (README, "Memory"). */
const MAX_RSS_AT_START_MB = 250;
const MAX_RSS_PEAK_MB = 300;
const MAX_RSS_IDLE_AFTER_MB = 250;

/** The child's resident memory in MB. */
const kbToMb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
const rssMb = (pid: number) => kbToMb(rssKb(pid));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Acknowledged POSTs, counted as their answers arrive. */
interface Acks {
  contact: number;
  questions: number;
}

/** The traffic mix: one pass over this list per connection, again and again. */
function mixedRequests(slugs: string[], acks: Acks): autocannon.Request[] {
  const json = { 'content-type': 'application/json' };
  const get = (path: string): autocannon.Request => ({ method: 'GET', path });
  const horoscopes = [
    ['lion', 'aujourdhui'],
    ['belier', 'demain'],
    ['vierge', 'semaine'],
    ['poissons', 'mois'],
    ['scorpion', 'annee'],
    ['leo', 'aujourdhui'],
    ['gemeaux', 'aujourdhui'],
    ['capricorne', 'semaine'],
  ].map(([sign, period]) => get(`/api/horoscopes/${sign}/${period}`));
  const profiles = slugs.slice(0, 6).map((slug) => get(`/api/users/by-slug/${encodeURIComponent(slug)}`));
  const question: autocannon.Request = {
    method: 'POST',
    path: '/api/questions',
    headers: json,
    body: JSON.stringify({ prenom: 'Camille', question: 'Vais-je trouver l’amour cette année ?' }),
    onResponse: (status) => {
      if (status === 200) acks.questions++;
    },
  };
  const contact: autocannon.Request = {
    method: 'POST',
    path: '/api/contact',
    headers: json,
    body: JSON.stringify({ name: 'Camille Martin', email: 'camille@example.fr', message: 'Bonjour, je souhaite une consultation de tarot.' }),
    onResponse: (status) => {
      if (status === 201) acks.contact++;
    },
  };
  return [
    get('/api/voyants/random-three-daily'),
    horoscopes[0]!,
    get('/api/users'),
    profiles[0]!,
    horoscopes[1]!,
    get('/api/voyants/random-daily'),
    question,
    horoscopes[2]!,
    profiles[1]!,
    get('/api/voyants/type/tarologue'),
    horoscopes[3]!,
    get('/api/voyants/specialty/amour'),
    profiles[2]!,
    horoscopes[4]!,
    contact,
    get('/api/voyants/random-monthly'),
    horoscopes[5]!,
    profiles[3]!,
    get('/api/voyants'),
    horoscopes[6]!,
    question,
    profiles[4]!,
    horoscopes[7]!,
    profiles[5]!,
  ];
}

/** One autocannon run, with its errors counted by cause: a refusal or reset by the server, or the client's own timeout. */
function runLoad(options: autocannon.Options): Promise<{ result: autocannon.Result; errorCauses: Record<string, number> }> {
  const errorCauses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, errorCauses })));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const cause = error.code ?? error.message;
      errorCauses[cause] = (errorCauses[cause] ?? 0) + 1;
    });
  });
}

export const loadBench: BenchSection = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-load-'));
  const server = await startNodeServer([...EXTRA_NODE_FLAGS, ...SERVER_ARGS], {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const pid = server.child.pid!;
  try {
    const slugs = ((await (await fetch(`${server.url}/api/users`)).json()) as { slug: string }[]).map((a) => a.slug);
    const rssStart = rssMb(pid);

    // The peak of the whole load, warm-up included.
    const sampling = sampleRss(pid, SAMPLE_EVERY_MS);
    const warmUpAcks: Acks = { contact: 0, questions: 0 };
    await runLoad({ url: server.url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests: mixedRequests(slugs, warmUpAcks) });
    const rssBefore = rssMb(pid);

    const acks: Acks = { contact: 0, questions: 0 };
    const cpuBefore = cpuMicros(pid);
    const { result, errorCauses } = await runLoad({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: mixedRequests(slugs, acks) });
    const cpuPerRequest = (cpuMicros(pid) - cpuBefore) / result.requests.total;
    const rssAfter = rssMb(pid);
    const peak = sampling.stop();
    const rssPeak = kbToMb(peak.peakKb);
    await sleep(5_000);
    const rssSettled = rssMb(pid);
    await sleep((IDLE_AFTER_SECONDS - 5) * 1_000);
    const rssIdle = rssMb(pid);

    const health = await fetch(`${server.url}/api/health`);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));

    // Every acknowledged POST is in the database (the last ones in flight when the run stopped may be there unacknowledged).
    const database = await openDatabase({ dataDir });
    const [storedContact] = await database.db.select({ n: count() }).from(contactMessages);
    const [storedQuestions] = await database.db.select({ n: count() }).from(questions);
    await database.close();
    const ackedContact = warmUpAcks.contact + acks.contact;
    const ackedQuestions = warmUpAcks.questions + acks.questions;
    const lostWrites = Math.max(0, ackedContact - storedContact!.n) + Math.max(0, ackedQuestions - storedQuestions!.n);

    const fiveXx = result['5xx'];
    const growth = Math.round((rssAfter - rssBefore) * 10) / 10;
    const growthFromStart = Math.round((rssAfter - rssStart) * 10) / 10;
    return [
      { name: `mixed traffic, ${CONNECTIONS} connections, ${SECONDS} s: req/s`, value: Math.round(result.requests.average), unit: 'req/s' },
      { name: 'requests answered', value: result.requests.total, unit: '' },
      // Steadier than the throughput on a shared machine: what each answer cost the server (garbage collection included).
      { name: 'server CPU time per request (user + system, every thread)', value: Math.round(cpuPerRequest), unit: 'µs' },
      { name: 'p50 latency', value: result.latency.p50, unit: 'ms' },
      { name: 'p99 latency', value: result.latency.p99, unit: 'ms' },
      { name: 'errors (connection, timeouts)', value: result.errors, unit: '', target: '0', ok: result.errors === 0 },
      { name: 'of which client timeouts (10 s)', value: result.timeouts, unit: '' },
      ...Object.entries(errorCauses).map(([cause, n]) => ({ name: `errors: ${cause}`, value: n, unit: '' })),
      { name: 'non-2xx answers', value: result.non2xx, unit: '', target: '0', ok: result.non2xx === 0 },
      { name: '5xx answers', value: fiveXx, unit: '', target: '0', ok: fiveXx === 0 },
      { name: 'POSTs acknowledged (questions + contact)', value: acks.questions + acks.contact, unit: '' },
      { name: 'acknowledged POSTs missing from the database', value: lostWrites, unit: '', target: '0', ok: lostWrites === 0 },
      { name: 'server RSS at start', value: rssStart, unit: 'MB', target: `<= ${MAX_RSS_AT_START_MB}`, ok: rssStart <= MAX_RSS_AT_START_MB },
      { name: `server RSS after ${WARM_UP_SECONDS} s warm-up`, value: rssBefore, unit: 'MB' },
      { name: 'server RSS after the run', value: rssAfter, unit: 'MB' },
      {
        name: `server RSS peak during the load, warm-up included (${peak.hwm ? 'VmHWM and ' : ''}${peak.samples} samples every ${SAMPLE_EVERY_MS} ms)`,
        value: rssPeak,
        unit: 'MB',
        target: `<= ${MAX_RSS_PEAK_MB}`,
        ok: rssPeak <= MAX_RSS_PEAK_MB,
      },
      { name: 'server RSS 5 s after the run', value: rssSettled, unit: 'MB' },
      {
        name: `server RSS ${IDLE_AFTER_SECONDS} s after the run (idle)`,
        value: rssIdle,
        unit: 'MB',
        target: `<= ${MAX_RSS_IDLE_AFTER_MB}`,
        ok: rssIdle <= MAX_RSS_IDLE_AFTER_MB,
      },
      { name: 'RSS growth during the run', value: growth, unit: 'MB', target: `< ${MAX_GROWTH_MB}`, ok: growth < MAX_GROWTH_MB },
      { name: 'RSS growth from start (warm-up included)', value: growthFromStart, unit: 'MB' },
      { name: '/api/health after the run', value: health.status, unit: '', target: '200', ok: health.status === 200 },
    ];
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
};
