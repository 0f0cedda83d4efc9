/**
 * Horoscope engine figures: the 60 horoscopes (12 signs x 5 periods) from
 * cold caches, and one answer from the cache; then the HTTP route on the real
 * built server (dist/, `npm run build`) next to a bare Fastify route answering
 * the same bytes, without a provider (the engine answers).
 * Runs inside `npm run bench` or alone: `npx tsx bench/horoscope.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { HOROSCOPE_PERIODS } from '../contract/schemas';
import { ZODIAC_SIGNS } from '../contract/domain';
import { clearEngineCache, computeHoroscope } from '../server/horoscope/engine/index';
import { PROJECT_ROOT } from '../server/paths';
import { startNodeServer } from '../scripts/node-process';
import { SERVER_ARGS, SERVER_ENTRY } from '../scripts/server-command';
import { compareWithBare, startYardsticks } from './api';
import { median, round, type BenchFigure, type BenchSection } from './figures';

const COLD_RUNS = 5;
const COLD_TARGET_MS = 250;
const CACHED_CALLS = 20_000;
const FRESH_PROCESSES = 3;
const HTTP_PATH = '/api/horoscopes/lion/aujourdhui';
/** Set in the child process that measures a first run in a fresh Node process. */
const CHILD_FLAG = 'HOROSCOPE_BENCH_FRESH_PROCESS';

function allSixty(now: Date): void {
  for (const period of HOROSCOPE_PERIODS) for (const sign of ZODIAC_SIGNS) computeHoroscope(sign, period, now);
}

/** One cold run of the 60 in a new Node process (module loading excluded): JIT and caches both cold. */
async function freshProcessMs(): Promise<number | undefined> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
      timeout: 60_000,
    });
    const value = Number(stdout.trim().split('\n').pop());
    return Number.isFinite(value) ? value : undefined;
  } catch (error) {
    console.warn('horoscope bench: fresh process run failed', error);
    return undefined;
  }
}

/** Req/s, p99 and errors of the route on the built server and of the bare route; none without a build. */
async function httpFigures(): Promise<BenchFigure[]> {
  if (!existsSync(join(PROJECT_ROOT, SERVER_ENTRY))) {
    console.warn(`horoscope bench: ${SERVER_ENTRY} missing (npm run build), HTTP figures skipped`);
    return [];
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-bench-'));
  const children: ChildProcess[] = [];
  try {
    // No provider, whatever the environment says: the figure is the route over our engine.
    const api = await startNodeServer([...SERVER_ARGS], {
      DATA_DIR: join(dataDir, 'data'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      HOROSCOPE_API_URL: '',
      HOROSCOPE_API_KEY: '',
      HOROSCOPE_API_TOKEN: '',
    });
    children.push(api.child);
    const response = await fetch(api.url + HTTP_PATH);
    if (!response.ok) {
      console.warn(`horoscope bench: ${HTTP_PATH} answered ${response.status} (is dist/ up to date?), HTTP figures skipped`);
      return [];
    }
    const { bare, floor } = await startYardsticks(api.url, [HTTP_PATH], dataDir);
    children.push(bare.child, floor.child);
    return await compareWithBare(api, bare, HTTP_PATH, floor);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const horoscopeBench: BenchSection = async () => {
  // A different date per run, so that nothing the engine could keep between runs helps.
  const base = Date.now();
  const cold: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    clearEngineCache();
    const now = new Date(base + run * 40 * 86_400_000);
    const started = performance.now();
    allSixty(now);
    cold.push(performance.now() - started);
  }
  const coldMs = median(cold);

  const now = new Date(base);
  allSixty(now);
  const sign = ZODIAC_SIGNS[4]!;
  const started = performance.now();
  for (let i = 0; i < CACHED_CALLS; i++) computeHoroscope(sign, HOROSCOPE_PERIODS[i % 5]!, now);
  const cachedUs = ((performance.now() - started) * 1000) / CACHED_CALLS;
  clearEngineCache();

  const figures: BenchFigure[] = [
    {
      name: 'horoscope engine: 60 horoscopes cold',
      value: round(coldMs, 1),
      unit: 'ms',
      target: `<= ${COLD_TARGET_MS}`,
      ok: coldMs <= COLD_TARGET_MS,
    },
    { name: 'horoscope engine: one cached', value: round(cachedUs, 2), unit: 'µs' },
  ];
  const fresh: number[] = [];
  for (let i = 0; i < FRESH_PROCESSES; i++) {
    const ms = await freshProcessMs();
    if (ms !== undefined) fresh.push(ms);
  }
  if (fresh.length > 0) {
    figures.push({ name: 'horoscope engine: 60 horoscopes, new process', value: round(median(fresh), 1), unit: 'ms' });
  }
  figures.push(...(await httpFigures()));
  return figures;
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href && process.env[CHILD_FLAG]) {
  const started = performance.now();
  allSixty(new Date());
  console.log(performance.now() - started);
} else if (entry && import.meta.url === pathToFileURL(entry).href) {
  for (const figure of await horoscopeBench()) {
    const verdict = figure.target ? ` (target ${figure.target}: ${figure.ok ? 'ok' : 'MISSED'})` : '';
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${verdict}`);
  }
}
