/**
 * Response time (issue 38 point 7), from conversations seeded with set
 * timestamps: the public advisor JSON carries the median time to accept
 * over the last 30 days once an advisor has 5 live requests in them (fewer:
 * null; older requests and left messages do not count), and the console's
 * figures page (its default range: the last 30 days) gives the same counts
 * and median per advisor (an admin: everyone; an advisor: their own row).
 */
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { advisors, conversations } from '../../server/db/schema';
import { AdvisorList } from '../../contract/schemas';
import { FIGURES_PATH, FiguresAnswer } from '../../contract/schemas/figures';
import { responseTimeText } from '../../contract/domain/response-time';
import { ConsoleChat } from '../helpers/chat-client';
import { insertConsoleSession } from '../helpers/console-session-row';
import { openTestDatabase } from '../helpers/test-app';

const DAY = 86_400_000;
let app: FastifyInstance;
let base: string;
let ids: { quick: number; few: number; slow: number; none: number };

/** A request started `daysAgo` days ago: accepted after `wait` seconds, missed, or left as a message. */
function request(advisorId: number, daysAgo: number, outcome: { wait: number } | 'missed' | 'message') {
  const startedAt = new Date(Date.now() - daysAgo * DAY);
  return {
    advisorId,
    prenom: 'Camille',
    keyHash: randomUUID(),
    startedAt,
    origin: outcome === 'message' ? 'message' : 'chat',
    state: outcome === 'missed' ? 'missed' : outcome === 'message' ? 'waiting' : 'closed',
    acceptedAt: typeof outcome === 'object' ? new Date(startedAt.getTime() + outcome.wait * 1000) : null,
    missedAt: outcome === 'missed' ? new Date(startedAt.getTime() + 60_000) : null,
  };
}

beforeAll(async () => {
  const database = await openTestDatabase();
  const [quick, few, slow, none] = (await database.db.select({ id: advisors.id }).from(advisors).orderBy(asc(advisors.id)).limit(4)).map((a) => a.id);
  ids = { quick: quick!, few: few!, slow: slow!, none: none! };
  await database.db.insert(conversations).values([
    // 6 requests in 30 days: 5 accepted (10, 20, 30, 40 and 90 s: the median is 30 s), 1 missed.
    ...[10, 20, 30, 40, 90].map((wait, i) => request(ids.quick, 1 + i, { wait })),
    request(ids.quick, 2, 'missed'),
    // Older than 30 days, and a message left: not counted.
    request(ids.quick, 31, { wait: 3_000 }),
    request(ids.quick, 3, 'message'),
    // 4 requests only: no response time shown.
    ...[5, 5, 5, 5].map((wait, i) => request(ids.few, 1 + i, { wait })),
    // 5 requests, 3 accepted (100, 150 and 600 s: 150 s, said « 3 min »), 2 missed.
    ...[100, 150, 600].map((wait, i) => request(ids.slow, 1 + i, { wait })),
    request(ids.slow, 4, 'missed'),
    request(ids.slow, 5, 'missed'),
  ]);
  app = await createApp(testConfig(), { database });
  app.addHook('onClose', async () => database.close());
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

describe('the response time', () => {
  it('is in the public advisor JSON once an advisor has 5 requests in 30 days, null before', async () => {
    const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
    const of = (id: number) => list.find((advisor) => advisor.id === id)!;
    expect(of(ids.quick).response_seconds).toBe(30);
    expect(of(ids.slow).response_seconds).toBe(150);
    expect(of(ids.few).response_seconds).toBeNull();
    expect(of(ids.none).response_seconds).toBeNull();
    // One advisor's JSON says the same.
    const one = (await (await fetch(`${base}/api/users/${ids.quick}`)).json()) as { response_seconds: number | null };
    expect(one.response_seconds).toBe(30);
  });

  it('is said in seconds up to 90 s, in minutes past', () => {
    expect(responseTimeText(30)).toBe('30\u00a0s');
    expect(responseTimeText(90)).toBe('90\u00a0s');
    expect(responseTimeText(150)).toBe('3\u00a0min');
  });
});

describe('the console’s figures', () => {
  it('give an admin every advisor’s requests, accepted, missed and the same median', async () => {
    const admin = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'admin'));
    const response = await admin.request(FIGURES_PATH);
    expect(response.status).toBe(200);
    const figures = z.parse(FiguresAnswer, await response.json());
    const byId = new Map(figures.advisors.map((row) => [row.advisor_id, row]));
    expect(byId.get(ids.quick)).toMatchObject({ requests: 6, accepted: 5, missed: 1, median_seconds: 30 });
    expect(byId.get(ids.few)).toMatchObject({ requests: 4, accepted: 4, missed: 0, median_seconds: 5 });
    expect(byId.get(ids.slow)).toMatchObject({ requests: 5, accepted: 3, missed: 2, median_seconds: 150 });
    expect(byId.get(ids.none)).toMatchObject({ requests: 0, median_seconds: null });
    expect(figures.advisors[0]!.first_name).not.toBe('');
  });

  it('give an advisor their own row only, zeros included', async () => {
    const own = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'advisor', ids.few));
    expect(z.parse(FiguresAnswer, await (await own.request(FIGURES_PATH)).json()).advisors).toEqual([
      expect.objectContaining({ advisor_id: ids.few, requests: 4, median_seconds: 5 }),
    ]);
    const idle = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'advisor', ids.none));
    expect(z.parse(FiguresAnswer, await (await idle.request(FIGURES_PATH)).json()).advisors).toEqual([
      expect.objectContaining({ advisor_id: ids.none, requests: 0, accepted: 0, missed: 0, median_seconds: null }),
    ]);
    expect((await fetch(base + FIGURES_PATH)).status).toBe(401);
  });
});
