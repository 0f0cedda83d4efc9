/**
 * The outbox: e-mails written in the transaction of what causes them (an
 * e-mail exists only if its cause committed), sent later by the worker
 * (./mail-worker.ts). Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several instances on one PostgreSQL send each e-mail once; the
 * outcome of a send is written only by the claim that made it.
 */
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { identityOf, type AgencyIdentity } from '../../site/agency-identity';
import type { MailKind } from '../../contract/schemas/console/outbox';
import { readAgencySettings } from '../agency/settings';
import type { AppDb } from '../db/open';
import { outbox, type OutboxRow } from '../db/schema';
import { renderMail, type MailContent } from './mail-content';
import { wakeMailWorkers } from './wake';

/**
 * The NOTIFY channel of queued e-mails (no payload), heard at the commit by
 * the embedded database's worker. Apart from server/live/channels.ts: the live
 * bus does not listen to it.
 */
export const OUTBOX_CHANNEL = 'voyance_outbox';

export interface Mail extends MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail in the caller's transaction: it goes out only once that
 * commits (nothing is sent by a rolled-back cause). Returns the row's id.
 * The agency's identity (its footer, and the site's name in texts given as a
 * function of it) is read in that transaction: an e-mail queued after a
 * change in the console says what the agency set, on any instance.
 */
export async function enqueueMail(tx: AppDb, mail: Mail | ((agency: AgencyIdentity) => Mail)): Promise<number> {
  const agency = identityOf((await readAgencySettings(tx)).values);
  if (typeof mail === 'function') mail = mail(agency);
  const { text, html } = renderMail(mail, agency);
  const [row] = await tx
    .insert(outbox)
    .values({ kind: mail.kind, recipient: mail.to.trim(), subject: mail.subject, textBody: text, htmlBody: html, headers: mail.headers ?? null })
    .returning({ id: outbox.id });
  // Heard at the commit (the embedded database's worker listens); the in-process wake covers PostgreSQL.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  wakeMailWorkers();
  return row!.id;
}

/** The worker's claim: a row and the attempt number it holds it by. */
export type ClaimedMail = Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'headers' | 'attempts' | 'createdAt'>;

const isQueued = sql`${outbox.state} = 'queued'`;
const ms = (value: number) => sql`(${value}::int * interval '1 millisecond')`;

/**
 * Claims up to `batch` due rows for `leaseMs`: in one transaction, the rows
 * are locked (rows another instance holds are skipped), their attempt counted
 * and their next_attempt_at moved to the lease's end, then the transaction
 * commits: nothing stays open while the SMTP server is talked to. A worker
 * that dies with a claim leaves its rows due again when the lease ends.
 */
export async function claimDueMail(db: AppDb, batch: number, leaseMs: number): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isQueued, sql`${outbox.nextAttemptAt} <= now()`))
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${ms(leaseMs)}` })
      .where(inArray(
        outbox.id,
        due.map(({ id }) => id),
      ))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        textBody: outbox.textBody,
        htmlBody: outbox.htmlBody,
        headers: outbox.headers,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
      });
  });
}

/** The claim is still this one: same attempt, still queued (a lease that ran out and was claimed again is not). */
const heldBy = (mail: ClaimedMail) => and(eq(outbox.id, mail.id), eq(outbox.attempts, mail.attempts), isQueued);

/** True when the row was this claim's to mark. */
export async function markSent(db: AppDb, mail: ClaimedMail): Promise<boolean> {
  const done = await db.update(outbox).set({ state: 'sent', sentAt: sql`now()`, lastError: null }).where(heldBy(mail)).returning({ id: outbox.id });
  return done.length > 0;
}

/**
 * A failed attempt: due again after `retryInMs`, unless that is past
 * `giveUpAfterMs` from its creation, or the failure is `permanent` (the
 * server refused the recipient or the message for good): then 'failed'.
 * Returns the state the row is left in (null when the claim was lost).
 */
export async function markFailed(
  db: AppDb,
  mail: ClaimedMail,
  { code, retryInMs, giveUpAfterMs, permanent }: { code: string; retryInMs: number; giveUpAfterMs: number; permanent: boolean },
): Promise<'queued' | 'failed' | null> {
  const givesUp = permanent ? sql`true` : sql`now() + ${ms(retryInMs)} > ${outbox.createdAt} + ${ms(giveUpAfterMs)}`;
  const [row] = await db
    .update(outbox)
    .set({
      lastError: code,
      state: sql`case when ${givesUp} then 'failed' else 'queued' end`,
      nextAttemptAt: sql`now() + ${ms(retryInMs)}`,
    })
    .where(heldBy(mail))
    .returning({ state: outbox.state });
  return row ? (row.state as 'queued' | 'failed') : null;
}

/** Without an SMTP server, queued e-mails are kept for the console and never sent. Returns their ids. */
export async function keepQueuedMail(db: AppDb): Promise<number[]> {
  const kept = await db.update(outbox).set({ state: 'kept' }).where(isQueued).returning({ id: outbox.id });
  return kept.map(({ id }) => id);
}

/** How long an e-mail is kept once sent, given up or kept unsent (the privacy policy says so); one still to send stays. */
export const MAIL_RETENTION_DAYS = 90;

/** Erases the e-mails written before `before` that are no longer to send; returns how many. */
export async function eraseMailWrittenBefore(db: AppDb, before: Date): Promise<number> {
  const gone = await db
    .delete(outbox)
    .where(and(lt(outbox.createdAt, before), ne(outbox.state, 'queued')))
    .returning({ id: outbox.id });
  return gone.length;
}

/** A page of the outbox for the console, newest first. */
export async function listOutbox(db: AppDb, page: number, pageSize: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outbox);
  return { rows, total };
}
