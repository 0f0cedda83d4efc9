/**
 * `npm run bench -- live`: live availability (issue 15 point 3) on the built
 * server (dist/server/main.js, its own process, so that the clients' memory
 * is not counted as the server's), on loopback:
 * - a status set through the console API, until the last of LIVE_CLIENTS
 *   (1,000) open event streams has it: p50 and p99 over LIVE_CHANGES (20)
 *   changes, on one instance (target p99 <= 1 s), and across two instances
 *   on one PostgreSQL, streams on A and changes through B (p99 <= 2 s; skipped
 *   without PostgreSQL's binaries);
 * - presence (issue 38): an advisor's console stream opened, then their
 *   session signed out, until the last of the same streams has it: p50 and
 *   p99 over LIVE_CHANGES changes (target p99 <= 1 s);
 * - LIVE_IDLE (5,000) idle streams on one instance: the server's resident
 *   memory per stream, and GET /api/users throughput with them open against
 *   without any, in the same run (ratio >= 0.8).
 */
import { eq } from 'drizzle-orm';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../server/console/session-token';
import { advisors, sessions as consoleSessions } from '../server/db/schema';
import { AVAILABLE_STATUS } from '../widgets/core/domain/availability';
import { CONSOLE_CHAT_PATHS } from '../widgets/core/schemas/chat';
import { presenceEntry } from '../widgets/core/schemas/live';
import { insertConsoleAccount, putStatus } from '../tests/helpers/console-session-row';
import { ConsoleStream, isPresenceMessage } from '../tests/helpers/presence';
import { latencyFigures, type BenchFigure, type BenchSection } from './figures';
import { onSeededServer, onTwoServers, openEventStream, openInBatches } from './bench-servers';
import { costOfHolding, fileLimit } from './process-figures';

const CLIENTS = Number(process.env.LIVE_CLIENTS ?? 1_000);
const CHANGES = Number(process.env.LIVE_CHANGES ?? 20);
const IDLE = Number(process.env.LIVE_IDLE ?? 5_000);
/** Streams are opened this many at a time (a burst of thousands overflows the listen backlog). */
const OPEN_BATCH = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One open stream: when each of its status events arrived, and its presence messages (when, and their data). */
interface Client {
  arrivals: number[];
  presence: [at: number, data: string][];
  close(): void;
}

/** Opens one stream; resolves once its first message (the snapshot) arrived. */
async function openClient(url: string): Promise<Client> {
  const arrivals: number[] = [];
  const presence: [number, string][] = [];
  const req = await openEventStream(`${url}/api/events`, {}, (event, at) => {
    if (event.event === 'status') arrivals.push(at);
    else if (isPresenceMessage(event)) presence.push([at, event.data]);
  });
  return { arrivals, presence, close: () => req.destroy() };
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

/**
 * Presence (issue 38): the advisor's console stream opened, then their
 * session signed out (absent at once, without the grace period), CHANGES
 * times in all; each change's time to the last stream, from the moment the
 * request was sent. One session per change, prepared in the database.
 */
async function presenceFanOut(url: string, sessions: string[], advisorId: number, clients: Client[]): Promise<number[]> {
  const latencies: number[] = [];
  // The entry as the server writes it (one rule: widgets/core/schemas/live.ts).
  const says = (present: boolean) => JSON.stringify(presenceEntry(advisorId, present));
  const reached = async (present: boolean, sentAt: number) => {
    const deadline = Date.now() + 10_000;
    const arrival = (client: Client) => client.presence.find(([at, data]) => at >= sentAt && data.includes(says(present)))?.[0];
    while (clients.some((client) => arrival(client) === undefined)) {
      if (Date.now() > deadline) throw new Error('a presence change did not reach every stream within 10 s');
      await sleep(5);
    }
    latencies.push(Math.max(...clients.map((client) => arrival(client)!)) - sentAt);
  };
  for (const cookie of sessions.slice(0, Math.ceil(CHANGES / 2))) {
    let sentAt = performance.now();
    const stream = await ConsoleStream.open(url + CONSOLE_CHAT_PATHS.events, cookie);
    await reached(true, sentAt);
    await sleep(100);
    sentAt = performance.now();
    const answer = await fetch(`${url}/api/console/session`, { method: 'DELETE', headers: { cookie, origin: url } });
    if (answer.status !== 204) throw new Error(`sign-out answered ${answer.status}`);
    await reached(false, sentAt);
    stream.close();
    await sleep(100);
  }
  return latencies;
}

function presenceOneInstance(clientCount: number): Promise<BenchFigure[]> {
  const sessions: string[] = [];
  let advisorId = 0;
  return onSeededServer(
    'voyance-bench-presence-',
    async (server) => {
      const clients = await openClients(server.url, clientCount);
      try {
        const latencies = await presenceFanOut(server.url, sessions, advisorId, clients);
        return latencyFigures(`presence change to the last of ${clientCount} streams, one instance`, latencies, 'changes', 1_000);
      } finally {
        for (const client of clients) client.close();
      }
    },
    async (db) => {
      // A Disponible advisor (present once at their console), with one session per sign-in.
      const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.status, AVAILABLE_STATUS)).orderBy(advisors.id).limit(1);
      advisorId = advisor!.id;
      const { accountId } = await insertConsoleAccount(db, 'advisor', advisorId);
      for (let i = 0; i < Math.ceil(CHANGES / 2); i++) {
        const token = newSessionToken();
        await db.insert(consoleSessions).values({ tokenHash: hashSessionToken(token), accountId });
        sessions.push(`${SESSION_COOKIE}=${token}`);
      }
    },
  );
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
  return [...(await oneInstance(clients)), ...(await presenceOneInstance(clients)), ...(await twoInstances(clients)), ...(await idleStreams(idle))];
};
