/**
 * Availability, live (issue 15 point 3), on a real server on a loopback port:
 * a status set through the console API reaches the public event stream
 * (GET /api/events) as an event with an id, after the public API already
 * serves it; a page that reconnects with Last-Event-ID gets exactly what it
 * missed; the stream is open to partner pages, never compressed, and ends
 * when the app closes. A change made through an instance costs it one
 * catalogue reload, which the change's notification shares.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { advisors, statusEvents } from '../../server/db/schema';
import { CHANNELS, notify } from '../../server/live/channels';
import { setAdvisorStatus } from '../../server/live/set-status';
import { availabilityOf, type Availability } from '../../contract/domain/availability';
import { AdvisorList, ApiError } from '../../contract/schemas';
import { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { LiveSnapshot, LiveStatus } from '../../contract/schemas/live';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { isPresenceMessage } from '../helpers/presence';
import { startPostgres } from '../helpers/postgres';
import { SseStream, type SseEvent } from '../helpers/sse';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
let admin: SignedIn;
let advisorIds: number[];
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000 } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedIn(app, 'admin');
  const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  advisorIds = list.map((advisor) => advisor.id).sort((a, b) => a - b);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app?.close();
});

async function openStream(query = '', headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await SseStream.open(`${base}/api/events${query}`, headers, isPresenceMessage);
  streams.push(stream);
  return stream;
}

function setStatus(who: SignedIn, advisorId: number, availability: Availability | string) {
  return app.inject({
    method: 'PUT',
    url: `/api/console/advisors/${advisorId}/status`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ availability }),
  });
}

/** Sets a status that differs from the current one (a repeat writes no event). */
async function changeStatus(advisorId: number, availability: Availability): Promise<void> {
  const answer = await setStatus(admin, advisorId, availability);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The advisor's availability as the public API serves it (its status code, read by the contract's converter). */
async function currentStatus(advisorId: number): Promise<Availability> {
  return availabilityOf(z.parse(AdvisorList, await (await fetch(`${base}/api/users`, { cache: 'no-store' })).json()).find((a) => a.id === advisorId)!);
}

/** A status different from the advisor's current one. */
async function otherThanCurrent(advisorId: number): Promise<Availability> {
  const now = await currentStatus(advisorId);
  return now === 'busy' ? 'available' : 'busy';
}

const statusOf = (event: SseEvent) => z.parse(LiveStatus, JSON.parse(event.data));

describe('the event stream', () => {
  it('opens with a snapshot, then sends a status set in the console as an event with an id, after GET /api/users serves it', async () => {
    const stream = await openStream();
    expect(stream.response.status).toBe(200);
    const snapshot = await stream.next();
    expect(snapshot.event).toBe('snapshot');
    expect(snapshot.id).toMatch(/^\d+$/);
    const statuses = z.parse(LiveSnapshot, JSON.parse(snapshot.data));
    expect(statuses.map((s) => s.id).sort((a, b) => a - b)).toEqual(advisorIds);
    expect(stream.retry).toBe(2000);

    const advisorId = advisorIds[0]!;
    const wanted = await otherThanCurrent(advisorId);
    const answer = await setStatus(admin, advisorId, wanted);
    expect(answer.statusCode).toBe(200);
    expect(z.parse(ConsoleAdvisor, answer.json())).toMatchObject({ id: advisorId, availability: wanted, archived: false });

    const event = await stream.next();
    expect(event.event).toBe('status');
    expect(Number(event.id)).toBeGreaterThan(Number(snapshot.id));
    expect(statusOf(event)).toEqual({ id: advisorId, status: wanted });
    // Asked the moment the event arrives: the list is already the new one.
    expect(await currentStatus(advisorId)).toBe(wanted);

    // The same status again changes nothing and sends nothing.
    expect((await setStatus(admin, advisorId, wanted)).statusCode).toBe(200);
    expect(await stream.collect(300)).toEqual([]);
  });

  it('reloads the catalogue before sending a change written by another instance, and on a catalogue notification', async () => {
    const stream = await openStream();
    await stream.next();
    const advisorId = advisorIds[5]!;
    const wanted = await otherThanCurrent(advisorId);
    // As another instance would: the write and its notification, nothing else on this one.
    await setAdvisorStatus(app.database.db, advisorId, wanted);
    const event = await stream.next();
    expect(statusOf(event)).toEqual({ id: advisorId, status: wanted });
    expect(await currentStatus(advisorId)).toBe(wanted);

    const title = `Titre venu d’ailleurs ${Date.now()}`;
    await app.database.db.transaction(async (tx) => {
      await tx.update(advisors).set({ title }).where(eq(advisors.id, advisorId));
      await notify(tx, CHANNELS.catalogue);
    });
    await expect
      .poll(async () => z.parse(AdvisorList, await (await fetch(`${base}/api/users`, { cache: 'no-store' })).json()).find((a) => a.id === advisorId)?.title, { timeout: 2_000, interval: 50 })
      .toBe(title);
  });

  it('sends each event once, in increasing id order, when changes are made at the same time', async () => {
    const stream = await openStream();
    await stream.next(); // the snapshot
    const targets = advisorIds.slice(0, 8);
    const wanted = await Promise.all(targets.map(otherThanCurrent));
    const answers = await Promise.all(targets.map((id, i) => setStatus(admin, id, wanted[i]!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(targets.map(() => 200));

    const events: SseEvent[] = [];
    while (events.length < targets.length) events.push(await stream.next());
    const ids = events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Map(events.map((event) => [statusOf(event).id, statusOf(event).status]))).toEqual(
      new Map(targets.map((id, i) => [id, wanted[i]!])),
    );
    expect(await stream.collect(300)).toEqual([]);
  });

  it('resumes with Last-Event-ID (header or parameter): exactly the missed events, in order, none twice', async () => {
    const [a, b, c] = advisorIds.slice(10, 13) as [number, number, number];
    // From a known state, so that each change below is one (setting the same status again writes no event).
    for (const id of [a, b, c]) await setStatus(admin, id, 'offline');
    const first = await openStream();
    const lastSeen = (await first.next()).id!;
    first.close();

    await changeStatus(a, 'busy');
    await changeStatus(b, 'available');
    await changeStatus(a, 'offline');
    await changeStatus(c, 'busy');
    const expected = [
      { id: a, status: 'busy' },
      { id: b, status: 'available' },
      { id: a, status: 'offline' },
      { id: c, status: 'busy' },
    ];

    for (const [query, headers] of [
      ['', { 'last-event-id': lastSeen }],
      [`?lastEventId=${lastSeen}`, {}],
    ] as const) {
      const resumed = await openStream(query, headers);
      const events: SseEvent[] = [];
      while (events.length < expected.length) events.push(await resumed.next());
      expect(events.map((event) => event.event)).toEqual(expected.map(() => 'status'));
      expect(events.map(statusOf)).toEqual(expected);
      const ids = events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(ids[0]).toBeGreaterThan(Number(lastSeen));
      expect(await resumed.collect(300)).toEqual([]);

      // Then the live events follow, the next one only.
      await changeStatus(b, 'offline');
      const next = await resumed.next();
      expect(statusOf(next)).toEqual({ id: b, status: 'offline' });
      expect(Number(next.id)).toBeGreaterThan(ids.at(-1)!);
      expected.push({ id: b, status: 'offline' });
      await changeStatus(b, 'available');
      expected.push({ id: b, status: 'available' });
      // The next page resumes from the same id: it misses these two as well.
      await resumed.collect(300);
    }
  });

  it('answers an unknown id, a malformed one, or one older than the events kept, with a snapshot', async () => {
    const advisorId = advisorIds[20]!;
    await changeStatus(advisorId, await otherThanCurrent(advisorId));
    const [{ last }] = await app.database.db.select({ last: sql<number>`max(${statusEvents.id})::int` }).from(statusEvents) as [{ last: number }];

    for (const id of [String(last + 1000), 'abc', '-1']) {
      const stream = await openStream('', { 'last-event-id': id });
      const event = await stream.next();
      expect(event.event, id).toBe('snapshot');
      expect(event.id).toBe(String(last));
      expect(z.parse(LiveSnapshot, JSON.parse(event.data)).find((s) => s.id === advisorId)?.status).toBe(await currentStatus(advisorId));
    }

    // The events of more than a day ago are pruned by the next change: a page that resumes from before them gets a snapshot.
    await app.database.db.update(statusEvents).set({ at: sql`now() - interval '2 days'` }).where(lte(statusEvents.id, last));
    await changeStatus(advisorId, await otherThanCurrent(advisorId));
    expect(await app.database.db.select().from(statusEvents).where(eq(statusEvents.id, last))).toEqual([]);
    const old = await openStream('', { 'last-event-id': String(last - 1) });
    expect((await old.next()).event).toBe('snapshot');
    // One just before the oldest kept is still resumed.
    const recent = await openStream('', { 'last-event-id': String(last) });
    const resumed = await recent.next();
    expect(resumed.event).toBe('status');
    expect(statusOf(resumed).id).toBe(advisorId);
  });

  it('is open to other origins, uncompressed and unbuffered, whatever the client accepts', async () => {
    const stream = await openStream('', { origin: 'https://blog.example', 'accept-encoding': 'gzip, deflate, br' });
    const { headers } = stream.response;
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect((await stream.next()).event).toBe('snapshot');

    // A preflight is answered like the rest of the public API's.
    const preflight = await fetch(`${base}/api/events`, {
      method: 'OPTIONS',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'last-event-id' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('last-event-id');
  });
});

describe('PUT /api/console/advisors/:id/status', () => {
  it('lets an advisor account set its own status, and refuses another advisor’s with 403', async () => {
    const [own, other] = advisorIds.slice(25, 27) as [number, number];
    const advisor = await signedIn(app, 'advisor', own);
    const stream = await openStream();
    await stream.next();

    const wanted = await otherThanCurrent(own);
    const answer = await setStatus(advisor, own, wanted);
    expect(answer.statusCode).toBe(200);
    expect(statusOf(await stream.next())).toEqual({ id: own, status: wanted });

    const before = await currentStatus(other);
    for (const body of [await otherThanCurrent(other), 'nonsense']) {
      const refused = await setStatus(advisor, other, body);
      expect(refused.statusCode).toBe(403);
      expect(z.parse(ApiError, refused.json()).error).toBe('forbidden');
    }
    expect(await currentStatus(other)).toBe(before);
    expect(await stream.collect(300)).toEqual([]);
  });

  it('answers 401 without a session, 403 on a foreign Origin, 400 in French on a bad body, 404 for an unknown or archived advisor', async () => {
    const advisorId = advisorIds[30]!;
    const before = await currentStatus(advisorId);
    const url = `/api/console/advisors/${advisorId}/status`;
    const json = { 'content-type': 'application/json' };

    const anonymous = await app.inject({ method: 'PUT', url, headers: { ...json, origin: admin.headers.origin }, payload: '{"availability":"busy"}' });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await app.inject({ method: 'PUT', url, headers: { ...admin.headers, ...json, origin: 'https://blog.example' }, payload: '{"availability":"busy"}' });
    expect(foreign.statusCode).toBe(403);
    const bad = await setStatus(admin, advisorId, 'en vacances');
    expect(bad.statusCode).toBe(400);
    expect(z.parse(ApiError, bad.json()).message).toMatch(/[éèàù]|invalide|Option/i);
    expect(await currentStatus(advisorId)).toBe(before);

    expect((await setStatus(admin, 999_999, 'busy')).statusCode).toBe(404);
    const zero = await setStatus(admin, 0, 'busy');
    expect(zero.statusCode).toBe(400);
    expect(z.parse(ApiError, zero.json()).message).toBe('Voyant introuvable.');
    await app.database.db.execute(sql`update advisors set archived_at = now() where id = ${advisorId}`);
    try {
      const archived = await setStatus(admin, advisorId, before === 'busy' ? 'available' : 'busy');
      expect(archived.statusCode).toBe(404);
      expect(z.parse(ApiError, archived.json()).message).toBe('Voyant introuvable.');
    } finally {
      await app.database.db.execute(sql`update advisors set archived_at = null where id = ${advisorId}`);
    }
  });

  it('writes the audit log: who, which advisor, from and to', async () => {
    const advisorId = advisorIds[31]!;
    const from = await currentStatus(advisorId);
    const to: Availability = from === 'busy' ? 'available' : 'busy';
    await changeStatus(advisorId, to);
    const rows = await app.database.db.execute<{ actor: string; action: string; target: string; details: unknown }>(
      sql`select actor, action, target, details from audit_log where target = ${`advisor:${advisorId}`} order by id desc limit 1`,
    );
    const row = (rows as unknown as { rows: { actor: string; action: string; target: string; details: unknown }[] }).rows[0];
    expect(row).toEqual({ actor: admin.email, action: 'status-set', target: `advisor:${advisorId}`, details: { from, to } });
  });
});

describe('closing the app', () => {
  it('ends every open stream and does not wait for them', async () => {
    const own = await createTestApp();
    const address = await own.listen({ port: 0, host: '127.0.0.1' });
    const open = await Promise.all([1, 2, 3].map(() => SseStream.open(`${address}/api/events`, {}, isPresenceMessage)));
    for (const stream of open) expect((await stream.next()).event).toBe('snapshot');
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const stream of open) expect(await stream.endsWithin(1_000)).toBe(true);
  });
});

describe('a change made through this instance', async () => {
  const started = await startPostgres();
  const postgres = 'url' in started ? started : null;
  if (!postgres) console.warn(`[voyance] one reload per change on PostgreSQL skipped: ${'unavailable' in started ? started.unavailable : ''}`);
  afterAll(() => postgres?.stop());

  /** The catalogue reloads that a status change and an edit, both made through its console API, cost `instance` in all. */
  async function reloadsFor(instance: FastifyInstance): Promise<number> {
    const operator = await signedIn(instance, 'admin');
    const [advisor] = z.parse(AdvisorList, (await instance.inject('/api/users')).json());
    const reloads = vi.spyOn(instance.catalogue, 'refresh');
    try {
      const availability: Availability = availabilityOf(advisor!) === 'busy' ? 'available' : 'busy';
      const status = await instance.inject({ method: 'PUT', url: `/api/console/advisors/${advisor!.id}/status`, headers: operator.headers, payload: { availability } });
      expect(status.statusCode, status.body).toBe(200);
      const edit = await instance.inject({ method: 'PATCH', url: `/api/console/advisors/${advisor!.id}`, headers: operator.headers, payload: { title: `Titre ${Date.now()}` } });
      expect(edit.statusCode, edit.body).toBe(200);
      // Both notifications heard and handled meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return reloads.mock.calls.length;
    } finally {
      reloads.mockRestore();
    }
  }

  it('costs it one catalogue reload each, shared with the change’s notification (PGlite: heard before the answer)', async () => {
    expect(await reloadsFor(app)).toBe(2);
  });

  it.skipIf(!postgres)('costs it one catalogue reload each on PostgreSQL too (the notification heard after the answer)', async () => {
    const pgApp = await createApp(testConfig({ DATABASE_URL: postgres!.url }));
    try {
      expect(await reloadsFor(pgApp)).toBe(2);
    } finally {
      await pgApp.close();
    }
  });
});

describe('streams per client address', () => {
  it('refuses one more than LIVE_STREAMS_PER_CLIENT from one address with a French 429, not others, and again once one closes', async () => {
    // Behind one trusted proxy: X-Forwarded-For names each visitor.
    const capped = await createTestApp({ config: { LIVE_STREAMS_PER_CLIENT: 2, TRUST_PROXY: 1 } });
    const cappedBase = await capped.listen({ port: 0, host: '127.0.0.1' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const open: SseStream[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        open.push(await SseStream.open(`${cappedBase}/api/events`, from('198.51.100.7'), isPresenceMessage));
        expect((await open.at(-1)!.next()).event).toBe('snapshot');
      }
      const refused = await fetch(`${cappedBase}/api/events`, { headers: { accept: 'text/event-stream', ...from('198.51.100.7') } });
      expect(refused.status).toBe(429);
      expect(z.parse(ApiError, await refused.json())).toEqual({
        error: 'too_many_streams',
        message: 'Trop de connexions en direct depuis cette adresse. Les disponibilités restent affichées\u202f; réessayez plus tard.',
      });
      // A HEAD holds nothing open, and another visitor is not concerned.
      expect((await fetch(`${cappedBase}/api/events`, { method: 'HEAD', headers: from('198.51.100.7') })).status).toBe(200);
      open.push(await SseStream.open(`${cappedBase}/api/events`, from('198.51.100.8'), isPresenceMessage));
      expect((await open.at(-1)!.next()).event).toBe('snapshot');

      // The page closes one: its place is free again once the server has seen the socket go.
      open.shift()!.close();
      await expect
        .poll(async () => {
          const again = await SseStream.open(`${cappedBase}/api/events`, from('198.51.100.7'), isPresenceMessage);
          open.push(again);
          return again.response.status;
        })
        .toBe(200);
    } finally {
      for (const stream of open) stream.close();
      await capped.close();
    }
  });
});
