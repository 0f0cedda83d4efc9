/**
 * The chat's stream limits (issue 37 point 7): visitors' streams are counted
 * per address, the console's per account. An advisor behind the same address
 * as fifty visitors (an office, a shared connection) could not open the
 * console's stream: both counted against one per-address limit (429 five
 * times out of five). Real server on a loopback port, every request from
 * 127.0.0.1 as from one shared address.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AdvisorList } from '../../contract/schemas';
import { CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import { ConsoleChat, Visitor } from '../helpers/chat-client';
import { insertConsoleSession } from '../helpers/console-session-row';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import type { SseStream } from '../helpers/sse';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

const VISITOR_STREAMS = 5;
const CONSOLE_STREAMS = 2;

let app: FastifyInstance;
let base: string;
let advisorIds: number[];
const open: SseStream[] = [];
/** The console streams (one account per advisor) that keep the visitors' advisors present. */
const present: ConsoleStream[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { LIVE_STREAMS_PER_CLIENT: VISITOR_STREAMS, CONSOLE_STREAMS_PER_ACCOUNT: CONSOLE_STREAMS, RATE_LIMIT_PER_MINUTE: 10_000 } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  advisorIds = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json()).map((advisor) => advisor.id);
  // The advisors the visitors chat with are at their console (available ones come first in the list).
  for (const advisorId of advisorIds.slice(0, VISITOR_STREAMS + 1)) {
    present.push(await beingPresent(base, await insertConsoleSession(app.database.db, 'advisor', advisorId), advisorId));
  }
});
afterAll(async () => {
  for (const stream of [...open, ...present]) stream.close();
  await app?.close();
});

async function opened(stream: Promise<SseStream>): Promise<SseStream> {
  const ready = await stream;
  open.push(ready);
  return ready;
}

async function visitorStream(advisorId: number): Promise<SseStream> {
  const visitor = await Visitor.start(base, advisorId);
  if (!(visitor instanceof Visitor)) throw new Error(`start refused: ${visitor.status}`);
  return opened(visitor.stream());
}

describe('stream limits', () => {
  it('an advisor behind an address whose visitors hold all their streams still opens the console’s, within a limit of its own', async () => {
    for (let i = 0; i < VISITOR_STREAMS; i++) expect((await visitorStream(advisorIds[i]!)).response.status).toBe(200);
    // The address has used its visitors' streams.
    expect((await visitorStream(advisorIds[VISITOR_STREAMS]!)).response.status).toBe(429);

    const advisor = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'advisor', advisorIds[0]!));
    for (let i = 0; i < CONSOLE_STREAMS; i++) expect((await opened(advisor.stream())).response.status).toBe(200);
    const tooMany = await advisor.request(CONSOLE_CHAT_PATHS.events, { headers: { accept: 'text/event-stream' } });
    expect(tooMany.status).toBe(429);
    const refusal = (await tooMany.json()) as { error: string; message: string };
    expect(refusal.error).toBe('too_many_streams');
    expect(refusal.message).toContain('ce compte');
    expect(typographyFaults(refusal.message)).toEqual([]);

    // Another account's streams are its own; closing a tab frees its place.
    const admin = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'admin'));
    expect((await opened(admin.stream())).response.status).toBe(200);
    open.find((stream) => stream.response.status === 200 && stream.response.url.includes('/console/'))!.close();
    await expect.poll(async () => (await opened(advisor.stream())).response.status, { timeout: 5_000, interval: 100 }).toBe(200);
  });
});
