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
import { putStatus } from '../tests/helpers/console-session-row';
import { latencyFigures, type BenchFigure, type BenchSection } from './figures';
import { onSeededServer, onTwoServers, openEventStream, openInBatches } from './bench-servers';
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
async function openClient(url: string): Promise<Client> {
  const arrivals: number[] = [];
  const req = await openEventStream(`${url}/api/events`, {}, (event, at) => {
    if (event.event === 'status') arrivals.push(at);
  });
  return { arrivals, close: () => req.destroy() };
}

const openClients = (url: string, count: number) => openInBatches(count, OPEN_BATCH, () => openClient(url));

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

const firstAdvisorId = async (url: string) => ((await (await fetch(`${url}/api/users`)).json()) as { id: number }[])[0]!.id;

function oneInstance(clientCount: number): Promise<BenchFigure[]> {
  return onSeededServer('voyance-bench-live-', async (server, cookie) => {
    const clients = await openClients(server.url, clientCount);
    try {
      const latencies = await fanOut(server.url, cookie, await firstAdvisorId(server.url), clients);
      return latencyFigures(`status change to the last of ${clientCount} streams, one instance`, latencies, 'changes', 1_000);
    } finally {
      for (const client of clients) client.close();
    }
  });
}

function twoInstances(clientCount: number): Promise<BenchFigure[]> {
  return onTwoServers('live', async (a, b, cookie) => {
    const clients = await openClients(a.url, clientCount);
    try {
      const latencies = await fanOut(b.url, cookie, await firstAdvisorId(a.url), clients);
      return latencyFigures(`status change through B to the last of ${clientCount} streams on A, PostgreSQL`, latencies, 'changes', 2_000);
    } finally {
      for (const client of clients) client.close();
    }
  });
}

function idleStreams(count: number): Promise<BenchFigure[]> {
  return onSeededServer('voyance-bench-live-', (server) =>
    costOfHolding(server, 'idle stream', count, async () => {
      const clients = await openClients(server.url, count);
      return () => clients.forEach((client) => client.close());
    }),
  );
}

export const liveBench: BenchSection = async () => {
  // A stream holds a descriptor here and one in the server; keep a margin for the load generator.
  const limit = fileLimit() - 200;
  const clients = Math.min(CLIENTS, limit);
  const idle = Math.min(IDLE, limit);
  if (clients < CLIENTS || idle < IDLE) console.warn(`[bench] live: ulimit -n allows ${limit + 200} files; ${clients} and ${idle} streams instead`);
  return [...(await oneInstance(clients)), ...(await twoInstances(clients)), ...(await idleStreams(idle))];
};
