/**
 * The privacy policy says e-mails are kept 90 days: the daily retention job
 * (server/retention.ts) erases one sent, given up or kept unsent that long
 * ago, and never one still to send, however old (the worker would lose it).
 */
import type { Database } from '../../server/db/open';
import { outbox } from '../../server/db/schema';
import { MAIL_RETENTION_DAYS } from '../../server/mail/outbox';
import { eraseExpiredMail } from '../../server/mail/retention';
import { DAY_MS } from '../../server/clock';
import { openTestDatabase } from '../helpers/test-app';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const STATES = ['sent', 'failed', 'kept', 'queued'] as const;

async function mailIn(state: (typeof STATES)[number], writtenAt: Date): Promise<number> {
  const [row] = await database.db
    .insert(outbox)
    .values({ kind: 'test', recipient: `${state}@example.fr`, subject: 'Sujet', textBody: 'Texte', htmlBody: '<p>Texte</p>', state, createdAt: writtenAt })
    .returning({ id: outbox.id });
  return row!.id;
}

const remaining = async () => (await database.db.select({ state: outbox.state }).from(outbox)).map(({ state }) => state).sort();

describe('the e-mails’ retention', () => {
  it(`erases, ${MAIL_RETENTION_DAYS} days after they were written, the e-mails no longer to send, and keeps the ones still to send`, async () => {
    const writtenAt = new Date('2026-01-10T09:00:00Z');
    for (const state of STATES) await mailIn(state, writtenAt);
    // A day short of the period: nothing goes.
    expect(await eraseExpiredMail(database.db, () => new Date(writtenAt.getTime() + (MAIL_RETENTION_DAYS - 1) * DAY_MS))).toBe(0);
    expect(await remaining()).toEqual(['failed', 'kept', 'queued', 'sent']);
    // Past it: all but the one to send.
    expect(await eraseExpiredMail(database.db, () => new Date(writtenAt.getTime() + (MAIL_RETENTION_DAYS + 1) * DAY_MS))).toBe(3);
    expect(await remaining()).toEqual(['queued']);
  });
});
