/**
 * Presence (issue 38 point 1): an advisor can be reached by chat only while
 * signed in to the console with its stream open, and Disponible. Before,
 * every advisor whose status said Disponible was offered for chat, and a
 * visitor waited forever for someone who was not there. Real server on a
 * loopback port; a short grace period (PRESENCE_GRACE_SECONDS) and session
 * check so that the test waits for them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { isAvailable } from '../../contract/domain/availability';
import { AdvisorList, ApiError } from '../../contract/schemas';
import { CHAT_EVENTS, ChatConversation, CONSOLE_CHAT_PATHS, ConsoleConversation } from '../../contract/schemas/chat';
import { LIVE_EVENTS_PATH, LiveSnapshot } from '../../contract/schemas/live';
import { sessions } from '../../server/db/schema';
import { setAdvisorStatus } from '../../server/live/set-status';
import { ConsoleChat, Visitor } from '../helpers/chat-client';
import { insertConsoleAccount, insertConsoleSession } from '../helpers/console-session-row';
import { beingPresent, ConsoleStream, presentOnSite, waitForPresence } from '../helpers/presence';
import { SseStream, type SseEvent } from '../helpers/sse';
import { startPostgres } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';
import { testConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { existsSync } from 'node:fs';
import { paths } from '../../server/paths';

const GRACE_SECONDS = 1;
/** Presence's heartbeat, shortened: a console silent for 3.5 of them is gone. */
const HEARTBEAT_MS = 200;

let app: FastifyInstance;
let base: string;
/** An advisor with an account. */
let advisor: { id: number; firstName: string; cookie: string };
const streams: { close(): void }[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000, PRESENCE_GRACE_SECONDS: GRACE_SECONDS }, consoleStreamCheckMs: 200, presenceHeartbeatMs: HEARTBEAT_MS });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [first] = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  advisor = { id: first!.id, firstName: first!.first_name, cookie: await insertConsoleSession(app.database.db, 'advisor', first!.id) };
});
beforeEach(async () => {
  await setStatus('available');
  // Nobody at their console between tests: every stream of the last one closed, its grace over.
  for (const stream of streams.splice(0)) stream.close();
  await waitForPresence(base, advisor.id, false, GRACE_SECONDS * 1000 + 3_000);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
});

async function setStatus(availability: 'available' | 'busy' | 'offline') {
  const change = await setAdvisorStatus(app.database.db, advisor.id, availability);
  if (change?.event) await app.live.reloadAfterStatusEvent(change.event);
}

async function kept<T extends { close(): void }>(stream: Promise<T>): Promise<T> {
  const opened = await stream;
  streams.push(opened);
  return opened;
}

const present = () => kept(beingPresent(base, advisor.cookie, advisor.id));

async function startStatus(): Promise<number> {
  const started = await Visitor.start(base, advisor.id);
  if (started instanceof Visitor) return 201;
  return started.status;
}

/** The advisor's presence in a live stream's presence message ('available' reachable by chat, 'offline' not), or undefined when it is not one. */
function presenceIn(event: SseEvent, advisorId: number): string | undefined {
  // (An id-less message keeps the stream's last id, as EventSource does: presence is told by its negative ids.)
  if (event.event !== 'snapshot') return undefined;
  return z.parse(LiveSnapshot, JSON.parse(event.data)).find((entry) => entry.id === -advisorId)?.status;
}

/** The advisor's presence as each presence message of `stream` says it, for `ms`. */
async function presenceHeard(stream: SseStream, ms: number): Promise<string[]> {
  return (await stream.collect(ms)).map((event) => presenceIn(event, advisor.id)).filter((said) => said !== undefined);
}

async function nextPresence(stream: SseStream, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const said = presenceIn(await stream.next(Math.max(1, deadline - Date.now())), advisor.id);
    if (said !== undefined) return said;
  }
}

describe('presence', () => {
  it('nobody is present on a fresh start: every advisor says present false, and a chat with a Disponible advisor is refused (409)', async () => {
    const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
    expect(list.some(isAvailable)).toBe(true);
    expect(list.every((a) => a.present === false)).toBe(true);
    const refused = await Visitor.start(base, advisor.id);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(409);
    expect(z.parse(ApiError, await response.json())).toMatchObject({ error: 'advisor_unavailable', message: expect.stringContaining(advisor.firstName) });
  });

  it('a console stream open and Disponible: present in the list, on the live stream, and a chat starts (201)', async () => {
    const live = await kept(SseStream.open(base + LIVE_EVENTS_PATH));
    expect(await nextPresence(live)).toBe('offline');
    await present();
    expect(await nextPresence(live)).toBe('available');
    expect(await presentOnSite(base, advisor.id)).toBe(true);
    expect(await startStatus()).toBe(201);
    // A page opened now is told at once.
    expect(await nextPresence(await kept(SseStream.open(base + LIVE_EVENTS_PATH)))).toBe('available');
  });

  it('Occupé or Indisponible while connected: not present (the status alone still says what the phone follows)', async () => {
    await present();
    const live = await kept(SseStream.open(base + LIVE_EVENTS_PATH));
    expect(await nextPresence(live)).toBe('available');
    for (const availability of ['busy', 'offline'] as const) {
      await setStatus(availability);
      expect(await nextPresence(live)).toBe('offline');
      expect(await presentOnSite(base, advisor.id)).toBe(false);
      expect(await startStatus()).toBe(409);
      await setStatus('available');
      expect(await nextPresence(live)).toBe('available');
    }
  });

  it('an admin’s console stream makes nobody present', async () => {
    await kept(new ConsoleChat(base, await insertConsoleSession(app.database.db, 'admin')).stream());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
    expect(list.every((a) => a.present === false)).toBe(true);
  });

  it.skipIf(!existsSync(paths.serverRenderer))('a page drawn with the presence of now is not sent it again (it parses nothing on load); a page drawn before a change is told at once', async () => {
    const drawnNow = async () => /data-live-from="([^"]+)"/.exec(await (await fetch(`${base}/tous-nos-voyants`)).text())?.[1];
    const drawn = await drawnNow();
    expect(drawn).toMatch(/^\d+\.[\da-z]+$/);
    const quiet = await kept(SseStream.open(`${base}${LIVE_EVENTS_PATH}?lastEventId=${drawn}`));
    expect(await presenceHeard(quiet, 500)).toEqual([]);
    // A change still reaches it live; a page drawn before the change, opening its stream after it, is told it at once.
    await present();
    expect(await nextPresence(quiet)).toBe('available');
    const late = await kept(SseStream.open(`${base}${LIVE_EVENTS_PATH}?lastEventId=${drawn}`));
    expect(await nextPresence(late)).toBe('available');
    // Drawn again, the page shows the new presence: quiet again.
    const redrawn = await drawnNow();
    expect(redrawn).not.toBe(drawn);
    expect(await presenceHeard(await kept(SseStream.open(`${base}${LIVE_EVENTS_PATH}?lastEventId=${redrawn}`)), 500)).toEqual([]);
  });

  it(`the last stream closed: still present through the grace period (${GRACE_SECONDS} s), absent after it`, async () => {
    const first = await present();
    const second = await kept(ConsoleStream.open(base + CONSOLE_CHAT_PATHS.events, advisor.cookie));
    const live = await kept(SseStream.open(base + LIVE_EVENTS_PATH));
    expect(await nextPresence(live)).toBe('available');
    // One tab of two closed: nothing changes.
    first.close();
    expect(await presenceHeard(live, 300)).toEqual([]);
    const closedAt = Date.now();
    second.close();
    // Not before the grace period ends…
    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 * 0.6));
    expect(await presentOnSite(base, advisor.id)).toBe(true);
    expect(await startStatus()).toBe(201);
    // …but soon after it.
    expect(await nextPresence(live, GRACE_SECONDS * 1000 + 3_000)).toBe('offline');
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 50);
    expect(await presentOnSite(base, advisor.id)).toBe(false);
    expect(await startStatus()).toBe(409);
  });

  it('mid-chat, the visitor’s stream says when the advisor leaves their console (once the grace period is over) and when they come back', async () => {
    const atConsole = await present();
    const visitor = await Visitor.start(base, advisor.id, 'Maëlle');
    if (!(visitor instanceof Visitor)) throw new Error(`the chat did not start: ${visitor.status}`);
    const consoleChat = new ConsoleChat(base, advisor.cookie);
    const rows = z.parse(z.array(ConsoleConversation), await (await consoleChat.list()).json());
    const { id } = rows.find((row) => row.prenom === 'Maëlle' && row.status === 'waiting')!;
    expect((await consoleChat.move(id, 'accept')).status).toBe(200);
    try {
      const stream = await kept(visitor.stream());
      /** The next state of the conversation the stream tells, messages aside. */
      const nextState = async (timeoutMs: number) => {
        for (;;) {
          const event = await stream.next(timeoutMs);
          if (event.event === CHAT_EVENTS.conversation) return z.parse(ChatConversation, JSON.parse(event.data));
        }
      };
      expect(await nextState(2_000)).toMatchObject({ status: 'active', advisor_at_console: true });
      const closedAt = Date.now();
      atConsole.close();
      const away = await nextState(GRACE_SECONDS * 1000 + 3_000);
      expect(away).toMatchObject({ status: 'active', advisor_at_console: false });
      // Not before the grace period: a reloaded console tab is not a departure.
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 50);
      // A stream opened meanwhile (the visitor reloaded the page) is told at once.
      const reloaded = await kept(visitor.stream());
      expect(z.parse(ChatConversation, JSON.parse((await reloaded.next(2_000)).data))).toMatchObject({ advisor_at_console: false });
      // Back (Occupé with this chat, so not « present » on the site: nothing to wait for there).
      await kept(beingPresent(base, advisor.cookie, advisor.id, null));
      expect(await nextState(3_000)).toMatchObject({ status: 'active', advisor_at_console: true });
    } finally {
      await consoleChat.move(id, 'close');
    }
  });

  it('a stream that drops and returns within the grace period does not flap presence on visitors’ pages', async () => {
    const first = await present();
    const live = await kept(SseStream.open(base + LIVE_EVENTS_PATH));
    expect(await nextPresence(live)).toBe('available');
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await kept(ConsoleStream.open(base + CONSOLE_CHAT_PATHS.events, advisor.cookie));
    expect(await presenceHeard(live, GRACE_SECONDS * 1000 + 1_000)).toEqual([]);
    expect(await presentOnSite(base, advisor.id)).toBe(true);
  });

  it('signing out (DELETE session) ends presence at once, without the grace period', async () => {
    const cookie = await insertConsoleSession(app.database.db, 'advisor', advisor.id);
    const stream = await kept(beingPresent(base, cookie, advisor.id));
    const signedOutAt = Date.now();
    expect((await new ConsoleChat(base, cookie).request('/api/console/session', { method: 'DELETE' })).status).toBe(204);
    // The answer came after presence was written: the list says absent already.
    expect(await presentOnSite(base, advisor.id)).toBe(false);
    expect(Date.now() - signedOutAt).toBeLessThan(GRACE_SECONDS * 1000);
    expect(await stream.endsWithin(1_000)).toBe(true);
    expect(await startStatus()).toBe(409);
  });

  it('a session that died (its row gone) ends presence at the next session check, without the grace period', async () => {
    const { accountId, cookie } = await insertConsoleAccount(app.database.db, 'advisor', advisor.id);
    const stream = await kept(beingPresent(base, cookie, advisor.id));
    await app.database.db.delete(sessions).where(eq(sessions.accountId, accountId));
    expect(await stream.endsWithin(2_000)).toBe(true);
    await waitForPresence(base, advisor.id, false, GRACE_SECONDS * 1000 - 200);
  });

  it('a console whose network went away (its stream open, its pings unanswered) stops being present within four heartbeats, without the grace period', async () => {
    const silent = await kept(ConsoleStream.open(base + CONSOLE_CHAT_PATHS.events, advisor.cookie, null));
    const openedAt = Date.now();
    await waitForPresence(base, advisor.id, true);
    await waitForPresence(base, advisor.id, false, HEARTBEAT_MS * 5 + 1_000);
    // 3.5 heartbeats of silence, found at the next one: not the grace period on top.
    expect(Date.now() - openedAt).toBeLessThan(HEARTBEAT_MS * 5 + GRACE_SECONDS * 1000);
    // The server let go of the stream too: a console that comes back opens a new one.
    expect(await silent.endsWithin(1_000)).toBe(true);
    expect(await startStatus()).toBe(409);
  });

  it('a console that answers its pings stays present, and the answer is refused without its session', async () => {
    const answering = await kept(beingPresent(base, advisor.cookie, advisor.id));
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 10));
    expect(answering.answered).toBeGreaterThanOrEqual(5);
    expect(await presentOnSite(base, advisor.id)).toBe(true);
    expect(await answering.endsWithin(0)).toBe(false);
    expect((await fetch(base + CONSOLE_CHAT_PATHS.alive, { method: 'POST', headers: { origin: base } })).status).toBe(401);
  });
});

describe('presence on two instances (PostgreSQL)', async () => {
  const started = await startPostgres();
  const postgres = 'url' in started ? started : null;
  if (!postgres) console.warn(`[voyance] presence on two instances skipped: ${'unavailable' in started ? started.unavailable : ''}`);
  afterAll(() => postgres?.stop());

  it.skipIf(!postgres)('keeps present an advisor whose stream is on one instance and whose pings are answered at the other (a load balancer’s choice)', async () => {
    const options = { config: { DATABASE_URL: postgres!.url, PRESENCE_GRACE_SECONDS: 0 }, presenceHeartbeatMs: HEARTBEAT_MS };
    const a = await createApp(testConfig(options.config), options);
    const b = await createApp(testConfig(options.config), options);
    try {
      const [aUrl, bUrl] = [await a.listen({ port: 0, host: '127.0.0.1' }), await b.listen({ port: 0, host: '127.0.0.1' })];
      const [first] = z.parse(AdvisorList, await (await fetch(`${aUrl}/api/users`)).json());
      const cookie = await insertConsoleSession(a.database.db, 'advisor', first!.id);
      await setAdvisorStatus(a.database.db, first!.id, 'available');
      const stream = await ConsoleStream.open(aUrl + CONSOLE_CHAT_PATHS.events, cookie, bUrl);
      try {
        await waitForPresence(bUrl, first!.id, true);
        // Ten heartbeats: the stream would have been ended after four without the answers B passed on to A.
        await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 10));
        expect(await presentOnSite(aUrl, first!.id)).toBe(true);
        expect(await presentOnSite(bUrl, first!.id)).toBe(true);
        expect(stream.answered).toBeGreaterThanOrEqual(5);
      } finally {
        stream.close();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
