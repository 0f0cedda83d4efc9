/**
 * `npm run bench -- live`: live availability (issue 15 point 3) on the built
 * server (dist/server/main.js, its own process, so that the clients' memory
 * is not counted as the server's), on loopback:
 * - a status set through the console API, until the last of LIVE_CLIENTS
 *   (1,000) open event streams has it: p50 and p99 over LIVE_CHANGES (20)
 *   changes, on one instance (target p99 <= 1 s), and across two instances
 *   on one PostgreSQL, streams on A and changes through B (p99 <= 2 s; skipped
 *   without PostgreSQL's binaries);
 * - LIVE_IDLE (5,000) idle streams on one instance: the server's resident
 *   memory per stream, and GET /api/users throughput with them open against
 *   without any, in the same run (ratio >= 0.8).
 */
import { rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { SERVER_ARGS } from '../scripts/server-command';
import { startNodeServer, type ServerProcess } from '../scripts/node-process';
import { openDatabase } from '../server/db/open';
import { insertConsoleSession, putStatus, seededDataDir } from '../tests/helpers/console-session-row';
import { startPostgres } from '../tests/helpers/postgres';
import { SseParser } from '../tests/helpers/sse';
import { median, percentile, round, type BenchFigure, type BenchSection } from './figures';
import { costOfHolding, fileLimit } from './process-figures';

const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 1_000);
const CHANGES = Number(process.env.LIVE_CHANGES ?? 20);
const IDLE = Number(process.env.LIVE_IDLE ?? 5_000);
/** Streams are opened this many at a time (a burst of thousands overflows the listen backlog). */
const OPEN_BATCH = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One open stream: when each of its status events arrived. */
interface Client {
  arrivals: number[];
  close(): void;
}

/** Opens one stream; resolves once its first message (the snapshot) arrived. */
function openClient(url: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const parser = new SseParser();
    const arrivals: number[] = [];
    let req: ClientRequest | null = null;
    const client: Client = { arrivals, close: () => req?.destroy() };
    req = request(`${url}/api/events`, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      let opened = false;
      response.on('data', (chunk: string) => {
        const now = performance.now();
        for (const event of parser.push(chunk)) {
          if (event.event === 'status') arrivals.push(now);
          else if (!opened) {
            opened = true;
            resolve(client);
          }
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function openClients(url: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  while (clients.length < count) {
    const batch = Math.min(OPEN_BATCH, count - clients.length);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => openClient(url)))));
  }
  return clients;
}

/**
 * Sets an advisor's status CHANGES times through `changeUrl`, each once every
 * stream has the previous one; returns each change's time to the last stream
 * (from the moment the request is sent).
 */
async function fanOut(changeUrl: string, cookie: string, advisorId: number, clients: Client[]): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const sentAt = performance.now();
    const answer = await putStatus(changeUrl, cookie, advisorId, i % 2 === 0 ? 'busy' : 'available');
    if (!answer.ok) throw new Error(`status change answered ${answer.status}`);
    const deadline = Date.now() + 10_000;
    while (clients.some((client) => client.arrivals.length <= i)) {
      if (Date.now() > deadline) throw new Error(`change ${i + 1} did not reach every stream within 10 s`);
      await sleep(5);
    }
    latencies.push(Math.max(...clients.map((client) => client.arrivals[i]!)) - sentAt);
    await sleep(100);
  }
  return latencies;
}

/** Every stream comes from this one loopback address: the per-client cap is lifted. */
const startBuilt = (env: Record<string, string>) =>
  startNodeServer([...SERVER_ARGS], { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', LIVE_STREAMS_PER_CLIENT: '1000000', ...env }, 120_000);

const firstAdvisorId = async (url: string) => ((await (await fetch(`${url}/api/users`)).json()) as { id: number }[])[0]!.id;

function fanOutFigures(label: string, latencies: number[], targetMs: number): BenchFigure[] {
  const p99 = round(percentile(latencies, 0.99), 1);
  return [
    { name: `${label}: p50 (${latencies.length} changes)`, value: round(median(latencies), 1), unit: 'ms' },
    { name: `${label}: p99 (${latencies.length} changes)`, value: p99, unit: 'ms', target: `<= ${targetMs}`, ok: p99 <= targetMs },
  ];
}

async function oneInstance(clientCount: number): Promise<BenchFigure[]> {
  const { dataDir, cookie } = await seededDataDir('voyance-bench-live-');
  let server: ServerProcess | undefined;
  let clients: Client[] = [];
  try {
    server = await startBuilt({ DATA_DIR: dataDir });
    clients = await openClients(server.url, clientCount);
    const latencies = await fanOut(server.url, cookie, await firstAdvisorId(server.url), clients);
    return fanOutFigures(`status change to the last of ${clientCount} streams, one instance`, latencies, 1_000);
  } finally {
    for (const client of clients) client.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoInstances(clientCount: number): Promise<BenchFigure[]> {
  const started = await startPostgres();
  if (!('url' in started)) {
    console.warn(`[bench] live, two instances skipped: ${started.unavailable}`);
    return [];
  }
  const servers: ServerProcess[] = [];
  let clients: Client[] = [];
  try {
    const env = { DATABASE_URL: started.url };
    servers.push(await startBuilt(env));
    servers.push(await startBuilt(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const database = await openDatabase({ url: started.url });
    const cookie = await insertConsoleSession(database.db, 'admin');
    await database.close();
    clients = await openClients(a.url, clientCount);
    const latencies = await fanOut(b.url, cookie, await firstAdvisorId(a.url), clients);
    return fanOutFigures(`status change through B to the last of ${clientCount} streams on A, PostgreSQL`, latencies, 2_000);
  } finally {
    for (const client of clients) client.close();
    await Promise.all(servers.map((server) => server.stop()));
    started.stop();
  }
}

async function idleStreams(count: number): Promise<BenchFigure[]> {
  const { dataDir } = await seededDataDir('voyance-bench-live-');
  let server: ServerProcess | undefined;
  try {
    server = await startBuilt({ DATA_DIR: dataDir });
    const url = server.url;
    return await costOfHolding(server, 'idle stream', count, async () => {
      const clients = await openClients(url, count);
      return () => clients.forEach((client) => client.close());
    });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const liveBench: BenchSection = async () => {
  // A stream holds a descriptor here and one in the server; keep a margin for the load generator.
  const limit = fileLimit() - 200;
  const clients = Math.min(CLIENTS, limit);
  const idle = Math.min(IDLE, limit);
  if (clients < CLIENTS || idle < IDLE) console.warn(`[bench] live: ulimit -n allows ${limit + 200} files; ${clients} and ${idle} streams instead`);
  return [...(await oneInstance(clients)), ...(await twoInstances(clients)), ...(await idleStreams(idle))];
};
