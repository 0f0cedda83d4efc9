/**
 * Throughput and p99 of the catalogue's hottest GETs on the real server
 * (built, in its own process, on loopback), next to a bare Fastify route
 * answering the same bytes, measured in the same run: as curl asks (no
 * Accept-Encoding) and as a browser asks (Brotli), alternated and repeated.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer, type ServerProcess } from '../scripts/node-process';
import { median, round, type BenchFigure, type BenchSection } from './figures';
import { cpuMicros } from './process-figures';
import { barePayloads } from './raw-answers';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Bare and API runs alternate this many times; the figures are the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOOR_PATH = '/api/voyants/random-three-daily';
const PATHS = [FLOOR_PATH, '/api/users'];

/** The two kinds of client: curl and link checkers, and browsers. */
const CLIENTS: { name: string; headers: Record<string, string> }[] = [
  { name: 'plain', headers: {} },
  { name: 'browser (br)', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

export interface Run {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p99: number;
  errors: number;
}

/** One autocannon run of BENCH_SECONDS (10 by default) against `url`. */
export async function load(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, requests: result.requests.total, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A run, with the CPU time the server spent per request (µs, all its threads). */
type Measured = Run & { cpuPerRequest: number };

async function measure(server: ServerProcess, path: string, headers: Record<string, string>): Promise<Measured> {
  const pid = server.child.pid!;
  const cpuBefore = cpuMicros(pid);
  const run = await load(server.url + path, headers);
  return { ...run, cpuPerRequest: (cpuMicros(pid) - cpuBefore) / run.requests };
}

/**
 * Throughput, p99 and errors of `path` on the API next to the bare route
 * answering the same bytes, for each kind of client: a warm-up of each, then
 * ROUNDS alternated runs of bare and API; the ratio is the median of the
 * rounds' ratios, so that a burst of load elsewhere hits one round only.
 * With `floor` (bare-server.ts, our headers and timeouts), the floor runs in
 * each round too, and its own ratio to bare is printed beside ours.
 *
 * The server's CPU time per request is printed too: on two cores the load
 * generator takes one, and whichever side is slower sets the throughput; the
 * CPU each server spends per answer says how much of the gap is the
 * server's own.
 */
export async function compareWithBare(api: ServerProcess, bare: ServerProcess, path: string, floor?: ServerProcess): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const client of CLIENTS) {
    for (const server of floor ? [bare, floor, api] : [bare, api]) await load(server.url + path, client.headers);
    const rounds: { bare: Measured; api: Measured; floor?: Measured }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const bareRun = await measure(bare, path, client.headers);
      const floorRun = floor && (await measure(floor, path, client.headers));
      rounds.push({ bare: bareRun, floor: floorRun, api: await measure(api, path, client.headers) });
    }
    const medianOf = (value: (round: (typeof rounds)[number]) => number) => median(rounds.map(value));
    const ratio = medianOf((r) => r.api.rps / r.bare.rps);
    const p99 = medianOf((r) => r.api.p99);
    const errors = rounds.reduce((sum, r) => sum + r.api.errors, 0);
    const label = `GET ${path}, ${client.name}`;
    figures.push(
      { name: `${label}: req/s`, value: Math.round(medianOf((r) => r.api.rps)), unit: 'req/s' },
      { name: `${label}: bare Fastify, same bytes, req/s`, value: Math.round(medianOf((r) => r.bare.rps)), unit: 'req/s' },
      { name: `${label}: ratio to bare (median of ${ROUNDS})`, value: round(ratio, 2), unit: '', target: '>= 0.8', ok: ratio >= 0.8 },
    );
    if (floor) {
      figures.push({ name: `${label}: bare Fastify with our headers and timeouts, ratio to bare (the floor)`, value: round(medianOf((r) => r.floor!.rps / r.bare.rps), 2), unit: '' });
    }
    figures.push(
      { name: `${label}: server CPU per request, API`, value: round(medianOf((r) => r.api.cpuPerRequest), 1), unit: 'µs' },
      { name: `${label}: server CPU per request, bare Fastify`, value: round(medianOf((r) => r.bare.cpuPerRequest), 1), unit: 'µs' },
      ...(floor ? [{ name: `${label}: server CPU per request, the floor`, value: round(medianOf((r) => r.floor!.cpuPerRequest), 1), unit: 'µs' }] : []),
      { name: `${label}: p99`, value: p99, unit: 'ms', target: '<= 10', ok: p99 <= 10 },
      { name: `${label}: errors`, value: errors, unit: '', target: '0', ok: errors === 0 },
    );
  }
  return figures;
}

/**
 * Starts the two yardsticks, from one reading of the API's answers for
 * `paths`: bare Fastify sending the same bytes (plain and Brotli), and the
 * floor, the same with the API's headers under our HTTP timeouts.
 */
export async function startYardsticks(apiUrl: string, paths: readonly string[], workDir: string) {
  const file = join(workDir, 'bare-payloads.json');
  writeFileSync(file, JSON.stringify(await barePayloads(apiUrl, paths)));
  const start = (asOurs: boolean) => startNodeServer(['--import', 'tsx', 'bench/bare-server.ts'], { BARE_PAYLOADS_FILE: file, BARE_AS_OURS: asOurs ? '1' : '0' });
  const bare = await start(false);
  try {
    return { bare, floor: await start(true) };
  } catch (error) {
    bare.child.kill('SIGTERM');
    throw error;
  }
}

export const apiBench: BenchSection = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-bench-'));
  // Logs at warn: the figure is the route (below debug the level changes nothing per request, server/logger.ts).
  const api = await startNodeServer([...SERVER_ARGS], { DATA_DIR: join(dataDir, 'data'), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' });
  const { bare, floor } = await startYardsticks(api.url, PATHS, dataDir);
  const figures: BenchFigure[] = [];
  try {
    // The floor where the ratio is near its target: the small answer, where the fixed cost per request weighs most.
    for (const path of PATHS) figures.push(...(await compareWithBare(api, bare, path, path === FLOOR_PATH ? floor : undefined)));
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    floor.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
};
