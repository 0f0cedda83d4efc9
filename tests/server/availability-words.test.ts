/**
 * One name per availability from end to end (issue 40, point 2): the
 * database, the console's API and the live stream say 'available', 'busy',
 * 'offline'; the spec's codes ('1', '2', '0') are the public API's alone,
 * written by the one converter (contract/domain/availability.ts). A database
 * of before keeps its advisors' availabilities through the migration.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AVAILABILITIES, availabilityOf, isAvailable, specStatusOf } from '../../contract/domain/availability';
import { AdvisorList } from '../../contract/schemas';
import { ConsoleAdvisorList } from '../../contract/schemas/console/advisors';
import { LiveSnapshot } from '../../contract/schemas/live';
import { advisors } from '../../server/db/schema';
import { createPglite } from '../../server/db/pglite-settings';
import { paths } from '../../server/paths';
import { LIVE_EVENTS_PATH } from '../../contract/domain/live-events';
import { isPresenceMessage } from '../helpers/presence';
import { SseStream } from '../helpers/sse';
import { signedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';

describe('the converter', () => {
  it("gives the public API's code of each name, and reads each code back to its name", () => {
    expect(AVAILABILITIES.map(specStatusOf)).toEqual(['1', '2', '0']);
    for (const availability of AVAILABILITIES) expect(availabilityOf({ status: specStatusOf(availability) })).toBe(availability);
  });

  it('reads any other status, a name included, as offline: names never reach the public API', () => {
    for (const status of ['', ' 1', '12', '01', 'available', 'busy', null, undefined]) expect(availabilityOf({ status }), String(status)).toBe('offline');
    expect(isAvailable({ status: '1' })).toBe(true);
    expect(isAvailable({ status: 'available' })).toBe(false);
  });
});

describe('the seeded product', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('stores names, serves the public API the spec codes of them, and the console and the live stream the names', async () => {
    const rows = await app.database.db.select({ id: advisors.id, status: advisors.status, archivedAt: advisors.archivedAt }).from(advisors);
    const stored = new Map(rows.filter((row) => row.archivedAt === null).map((row) => [row.id, row.status]));
    expect(new Set(stored.values())).toEqual(new Set(['available', 'offline']));

    const served = z.parse(AdvisorList, (await app.inject('/api/users')).json());
    expect(new Map(served.map((advisor) => [advisor.id, advisor.status]))).toEqual(new Map([...stored].map(([id, name]) => [id, specStatusOf(name)])));

    const admin = await signedIn(app, 'admin');
    const consoleList = z.parse(ConsoleAdvisorList, (await app.inject({ url: '/api/console/advisors', headers: admin.headers })).json());
    expect(consoleList.length).toBeGreaterThan(0);
    for (const advisor of consoleList) expect(advisor).not.toHaveProperty('status');
    expect(new Map(consoleList.map((advisor) => [advisor.id, advisor.availability]))).toEqual(stored);

    const statuses = await SseStream.open(base + LIVE_EVENTS_PATH, {}, isPresenceMessage);
    const presence = await SseStream.open(base + LIVE_EVENTS_PATH, {}, (event) => !isPresenceMessage(event));
    try {
      const snapshot = await statuses.next();
      expect(snapshot.event).toBe('snapshot');
      expect(new Map(z.parse(LiveSnapshot, JSON.parse(snapshot.data)).map((entry) => [entry.id, entry.status]))).toEqual(stored);
      // Nobody at the console: no advisor can be reached by chat.
      const present = z.parse(LiveSnapshot, JSON.parse((await presence.next()).data));
      expect(new Map(present.map((entry) => [-entry.id, entry.status]))).toEqual(new Map([...stored.keys()].map((id) => [id, 'offline'])));
    } finally {
      statuses.close();
      presence.close();
    }
  });
});

describe('the migration to names', () => {
  let client: PGlite;
  let folder: string;
  beforeAll(async () => {
    client = await createPglite(undefined);
    folder = mkdtempSync(join(tmpdir(), 'voyance-migrations-'));
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('turns the codes a database of before holds into names, in both tables, and anything else into offline', async () => {
    // The migrations as they were before this one: its entry left out of the journal.
    cpSync(paths.migrations, folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag.endsWith('availability-words'));
    expect(before).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });

    const codes = ['1', '2', '0', '', 'x'];
    for (const [i, status] of codes.entries()) {
      await client.query(`insert into advisors (slug, first_name, type, status, reviews_count) values ($1, $2, 'Médium', $3, 0)`, [`voyant-${i}`, `Voyant ${i}`, status]);
      await client.query(`insert into status_events (advisor_id, status) values ($1, $2)`, [i + 1, status]);
    }
    await client.query(`insert into advisors (slug, first_name, type, reviews_count) values ('sans-statut', 'Sans statut', 'Médium', 0)`);

    await migrate(db, { migrationsFolder: paths.migrations });
    const names = ['available', 'busy', 'offline', 'offline', 'offline'];
    const advisorRows = await client.query<{ slug: string; status: string }>('select slug, status from advisors order by id');
    expect(advisorRows.rows).toEqual([...names.map((status, i) => ({ slug: `voyant-${i}`, status })), { slug: 'sans-statut', status: 'offline' }]);
    const eventRows = await client.query<{ status: string }>('select status from status_events order by id');
    expect(eventRows.rows.map((row) => row.status)).toEqual(names);
    await client.query(`insert into advisors (slug, first_name, type, reviews_count) values ('nouveau', 'Nouveau', 'Médium', 0)`);
    expect((await client.query<{ status: string }>(`select status from advisors where slug = 'nouveau'`)).rows).toEqual([{ status: 'offline' }]);
  });
});
