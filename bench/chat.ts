/**
 * `npm run bench -- chat`: the live chat (issue 16) on the built server, in
 * its own process, on loopback:
 * - message latency, from the sender's POST to the other side's stream:
 *   CHAT_MESSAGES (1,000) messages, half from visitors to the advisor's
 *   console, half back, on one instance (p99 <= 100 ms) and with the visitors
 *   on instance A and the advisor on B over one PostgreSQL (p99 <= 250 ms;
 *   skipped without PostgreSQL's binaries);
 * - CHAT_OPEN (2,000) conversations open at once, each with its visitor's
 *   stream: the server's memory per conversation, and GET /api/users
 *   throughput with them open against none (ratio >= 0.8).
 */
import { advisors } from '../server/db/schema';
import type { AppDb } from '../server/db/open';
import { CHAT_KEY_HEADER, CHAT_LIMITS, CHAT_PATHS, CONSOLE_CHAT_PATHS } from '../contract/schemas/chat';
import { ConsoleChat, Visitor } from '../tests/helpers/chat-client';
import { ConsoleStream, waitForPresence } from '../tests/helpers/presence';
import { insertConsoleSession, putStatus } from '../tests/helpers/console-session-row';
import type { SseEvent, SseStream } from '../tests/helpers/sse';
import { latencyFigures, type BenchFigure, type BenchSection } from './figures';
import { onSeededServer, onTwoServers, openEventStream, openInBatches } from './bench-servers';
import { costOfHolding, fileLimit } from './process-figures';

const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 1_000);
const OPEN = Number(process.env.CHAT_OPEN ?? 2_000);
/** Each conversation sends at most its rate limit each way: the messages are spread over this many. */
const PER_CONVERSATION = CHAT_LIMITS.perConversation.max;
const OPEN_BATCH = 200;

/** The first advisor, and an advisor account's session for them. */
async function advisorSession(db: AppDb): Promise<{ advisorId: number; cookie: string }> {
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).orderBy(advisors.id).limit(1);
  const cookie = await insertConsoleSession(db, 'advisor', advisor!.id);
  return { advisorId: advisor!.id, cookie };
}

/**
 * The advisor at their console, as a chat's start requires (server/live/presence.ts):
 * a console stream that answers the presence pings, which keep every stream of
 * the session alive (the one the latencies are read on too).
 */
const atConsole = (base: string, advisor: { cookie: string }) => ConsoleStream.open(base + CONSOLE_CHAT_PATHS.events, advisor.cookie);

/** The next event of `stream` named `name` whose data passes `wanted`. */
async function arrival(stream: SseStream, name: string, wanted: (data: { id?: number; message?: { id: number } }) => boolean): Promise<number> {
  for (;;) {
    const event: SseEvent = await stream.next(10_000);
    if (event.event === name && wanted(JSON.parse(event.data))) return performance.now();
  }
}

/**
 * Opens MESSAGES / (2 × PER_CONVERSATION) conversations through `visitorBase`,
 * accepted through `advisorBase`, then sends the messages one at a time, each
 * way in turn; returns each message's latency.
 */
async function latencies(visitorBase: string, advisorBase: string, adminCookie: string, advisor: { advisorId: number; cookie: string }): Promise<number[]> {
  const console = new ConsoleChat(advisorBase, advisor.cookie);
  const consoleStream = await console.stream();
  const streams: { close(): void }[] = [consoleStream, await atConsole(advisorBase, advisor)];
  try {
    const conversations: { visitor: Visitor; stream: SseStream; id: number }[] = [];
    const count = Math.ceil(MESSAGES / (2 * PER_CONVERSATION));
    for (let i = 0; i < count; i++) {
      // Each accept makes the advisor busy: available again before the next start.
      if (!(await putStatus(advisorBase, adminCookie, advisor.advisorId, 'available')).ok) throw new Error('status not set');
      await waitForPresence(visitorBase, advisor.advisorId, true);
      const visitor = await Visitor.start(visitorBase, advisor.advisorId, 'Banc');
      if (!(visitor instanceof Visitor)) throw new Error(`start answered ${visitor.status}`);
      const [row] = (await (await console.list()).json()) as { id: number }[];
      if (!(await console.move(row!.id, 'accept')).ok) throw new Error('accept refused');
      const stream = await visitor.stream();
      streams.push(stream);
      conversations.push({ visitor, stream, id: row!.id });
    }
    const results: number[] = [];
    for (let round = 0; results.length < MESSAGES; round++) {
      const { visitor, stream, id } = conversations[round % conversations.length]!;
      let sentAt = performance.now();
      const up = await visitor.send(`Question ${round}`);
      if (up.status !== 201) throw new Error(`visitor message answered ${up.status}`);
      const upId = ((await up.json()) as { id: number }).id;
      results.push((await arrival(consoleStream, 'message', (data) => data.message?.id === upId)) - sentAt);
      sentAt = performance.now();
      const down = await console.send(id, { text: `Réponse ${round}` });
      if (down.status !== 201) throw new Error(`advisor message answered ${down.status}`);
      const downId = ((await down.json()) as { id: number }).id;
      results.push((await arrival(stream, 'message', (data) => data.id === downId)) - sentAt);
    }
    for (const { id } of conversations) await console.move(id, 'close');
    return results;
  } finally {
    for (const stream of streams) stream.close();
  }
}

function oneInstance(): Promise<BenchFigure[]> {
  let advisor: { advisorId: number; cookie: string } | undefined;
  return onSeededServer(
    'voyance-bench-chat-',
    async (server, cookie) => latencyFigures('chat message to the other side’s stream, one instance', await latencies(server.url, server.url, cookie, advisor!), 'messages', 100),
    async (db) => {
      advisor = await advisorSession(db);
    },
  );
}

function twoInstances(): Promise<BenchFigure[]> {
  return onTwoServers('chat', async (a, b, cookie, db) =>
    latencyFigures('chat message, visitors on A and the advisor on B, PostgreSQL', await latencies(a.url, b.url, cookie, await advisorSession(db)), 'messages', 250),
  );
}

function openConversations(count: number): Promise<BenchFigure[]> {
  let advisor: { advisorId: number; cookie: string } | undefined;
  return onSeededServer(
    'voyance-bench-chat-',
    async (server, cookie) => {
      const url = server.url;
      const { advisorId } = advisor!;
      await putStatus(url, cookie, advisorId, 'available');
      const console = await atConsole(url, advisor!);
      try {
        await waitForPresence(url, advisorId, true);
        return await costOfHolding(server, 'conversation and its stream', count, async () => {
          const streams = await openInBatches(count, OPEN_BATCH, async () => {
            const visitor = await Visitor.start(url, advisorId, 'Banc');
            if (!(visitor instanceof Visitor)) throw new Error(`start answered ${visitor.status}`);
            return openEventStream(`${url}${CHAT_PATHS.events}`, { [CHAT_KEY_HEADER]: visitor.key });
          });
          return () => streams.forEach((stream) => stream.destroy());
        });
      } finally {
        console.close();
      }
    },
    async (db) => {
      advisor = await advisorSession(db);
    },
  );
}

export const chatBench: BenchSection = async () => {
  const limit = fileLimit() - 200;
  const open = Math.min(OPEN, limit);
  if (open < OPEN) console.warn(`[bench] chat: ulimit -n allows ${limit + 200} files; ${open} conversations instead`);
  return [...(await oneInstance()), ...(await twoInstances()), ...(await openConversations(open))];
};
