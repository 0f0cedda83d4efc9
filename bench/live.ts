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
 *   p99 over LIVE_CHANGES changes, on one instance (target p99 <= 1 s), and
 *   across two instances, the console stream and sign-out on B, the streams
 *   on A (p99 <= 2 s; skipped without PostgreSQL's binaries);
 * - LIVE_IDLE (5,000) idle streams on one instance: the server's resident
 *   memory per stream, and GET /api/users throughput with them open against
 *   without any, in the same run (ratio >= 0.8);
 * - every advisor of the seed present at once (issue 38): the server's
 *   resident memory per present advisor, and the same throughput ratio.
 */
import { eq, isNull } from 'drizzle-orm';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../server/console/session-token';
import type { AppDb } from '../server/db/open';
import { advisors, sessions as consoleSessions } from '../server/db/schema';
import { CONSOLE_CHAT_PATHS } from '../contract/schemas/chat';
import { presenceEntry } from '../contract/schemas/live';
import { insertConsoleAccount, putStatus } from '../tests/helpers/console-session-row';
import { beingPresent, ConsoleStream, isPresenceMessage } from '../tests/helpers/presence';
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
  // The entry as the server writes it (one rule: contract/schemas/live.ts).
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

/**
 * An advisor account for `advisorId` and `count` sessions of it (the
 * account's own first), each as a Cookie header: one per sign-in of
 * presenceFanOut, or the one a present advisor holds.
 */
async function advisorSessions(db: AppDb, advisorId: number, count: number): Promise<string[]> {
  const { accountId, cookie } = await insertConsoleAccount(db, 'advisor', advisorId);
  const sessions = [cookie];
  while (sessions.length < count) {
    const token = newSessionToken();
    await db.insert(consoleSessions).values({ tokenHash: hashSessionToken(token), accountId });
    sessions.push(`${SESSION_COOKIE}=${token}`);
  }
  return sessions;
}

/** What presenceFanOut signs in and out: the first Disponible advisor (present once at their console), and one session per sign-in. */
async function presenceSignIns(db: AppDb): Promise<{ advisorId: number; sessions: string[] }> {
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.status, 'available')).orderBy(advisors.id).limit(1);
  if (!advisor) throw new Error('no Disponible advisor in the seed');
  return { advisorId: advisor.id, sessions: await advisorSessions(db, advisor.id, Math.ceil(CHANGES / 2)) };
}

function presenceOneInstance(clientCount: number): Promise<BenchFigure[]> {
  let signIns: { advisorId: number; sessions: string[] } | undefined;
  return onSeededServer(
    'voyance-bench-presence-',
    async (server) => {
      const clients = await openClients(server.url, clientCount);
      try {
        const latencies = await presenceFanOut(server.url, signIns!.sessions, signIns!.advisorId, clients);
        return latencyFigures(`presence change to the last of ${clientCount} streams, one instance`, latencies, 'changes', 1_000);
      } finally {
        for (const client of clients) client.close();
      }
    },
    async (db) => {
      signIns = await presenceSignIns(db);
    },
  );
}

/** Presence across instances: the advisor's console stream opened on B, and signed out through B; the streams on A timed. */
function presenceTwoInstances(clientCount: number): Promise<BenchFigure[]> {
  return onTwoServers('presence', async (a, b, _cookie, db) => {
    const { advisorId, sessions } = await presenceSignIns(db);
    const clients = await openClients(a.url, clientCount);
    try {
      const latencies = await presenceFanOut(b.url, sessions, advisorId, clients);
      return latencyFigures(`presence change through B to the last of ${clientCount} streams on A, PostgreSQL`, latencies, 'changes', 2_000);
    } finally {
      for (const client of clients) client.close();
    }
  });
}

/**
 * The server's memory per present advisor (issue 38): every advisor not
 * archived set Disponible in the seed, each with an advisor account and a
 * session; each then holds their console stream open (answering the
 * server's presence pings, as the console does) until /api/users says they
 * are all present. The growth counts, per advisor, their console stream
 * (socket, event-stream reply, the instance's entry for it and its liveness
 * bookkeeping), their console_presence row (the embedded database is in the
 * server's process), the presence the catalogue and the live streams now
 * carry, and what answering the pings leaves behind (a ping and its answer
 * are transient); the session's reads too. Through costOfHolding, as the
 * idle streams.
 */
function presentAdvisors(): Promise<BenchFigure[]> {
  const present: { advisorId: number; cookie: string }[] = [];
  return onSeededServer(
    'voyance-bench-present-',
    (server) =>
      costOfHolding(server, 'present advisor', present.length, async () => {
        const streams: ConsoleStream[] = [];
        try {
          for (const { advisorId, cookie } of present) streams.push(await beingPresent(server.url, cookie, advisorId));
        } catch (error) {
          for (const stream of streams) stream.close();
          throw error;
        }
        return () => streams.forEach((stream) => stream.close());
      }),
    async (db) => {
      const rows = await db.update(advisors).set({ status: 'available' }).where(isNull(advisors.archivedAt)).returning({ id: advisors.id });
      for (const { id } of rows) present.push({ advisorId: id, cookie: (await advisorSessions(db, id, 1))[0]! });
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
  return [
    ...(await oneInstance(clients)),
    ...(await presenceOneInstance(clients)),
    ...(await twoInstances(clients)),
    ...(await presenceTwoInstances(clients)),
    ...(await idleStreams(idle)),
    ...(await presentAdvisors()),
  ];
};
