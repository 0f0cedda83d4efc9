/**
 * Throughput and p99 of the catalogue's hottest GETs on the real server
 * (built, in its own process, on loopback), next to a bare Fastify route
 * answering the same bytes, measured in the same run.
 */
import { startNodeServer } from '../scripts/node-process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchFigure, BenchSection } from './figures';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = ['/api/voyants/random-three-daily', '/api/users'];

/** One autocannon run of BENCH_SECONDS (10 by default) against `url`. */
export async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * Throughput, p99 and errors of `path` on the API next to the bare route
 * answering the same bytes: a warm-up of each, then one measured run of each.
 */
export async function compareWithBare(apiUrl: string, bareUrl: string, path: string): Promise<BenchFigure[]> {
  await load(bareUrl + path); // warm-up of both, same length
  await load(apiUrl + path);
  const bareRun = await load(bareUrl + path);
  const apiRun = await load(apiUrl + path);
  const ratio = apiRun.rps / bareRun.rps;
  return [
    { name: `GET ${path} req/s`, value: Math.round(apiRun.rps), unit: 'req/s' },
    { name: `bare Fastify, same bytes, req/s`, value: Math.round(bareRun.rps), unit: 'req/s' },
    { name: `GET ${path} ratio to bare`, value: round(ratio, 2), unit: '', target: '>= 0.8', ok: ratio >= 0.8 },
    { name: `GET ${path} p99`, value: apiRun.p99, unit: 'ms', target: '<= 10', ok: apiRun.p99 <= 10 },
    { name: `GET ${path} errors`, value: apiRun.errors, unit: '', target: '0', ok: apiRun.errors === 0 },
  ];
}

export const apiBench: BenchSection = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voyance-bench-'));
  const api = await startNodeServer(['dist/server/main.js'], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
  // Quiet logs during the load, as in production at LOG_LEVEL=warn, once the address is known.
  const payloads: Record<string, string> = {};
  for (const path of PATHS) payloads[path] = await (await fetch(api.url + path)).text();
  const bare = await startNodeServer(['--import', 'tsx', 'bench/bare-server.ts'], { BARE_PAYLOADS: JSON.stringify(payloads) });

  const figures: BenchFigure[] = [];
  try {
    for (const path of PATHS) figures.push(...(await compareWithBare(api.url, bare.url, path)));
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
