/**
 * « Prévenez-moi » (issue 38 point 4): a visitor leaves an address to be told
 * by e-mail when an absent advisor is next present (connected to the console
 * and Disponible: the catalogue's `present`).
 *
 * - Double opt-in: asking stores a presence_alerts row and queues a
 *   confirmation e-mail in the same transaction; nothing else is ever sent to
 *   the address until its link is followed (and its page's button pressed:
 *   mail scanners open links, they do not submit forms). Asking again renews
 *   the link, at most CONFIRMATIONS_PER_HOUR e-mails an hour per address, and
 *   the answer never says whether the address was known. A link not followed
 *   within CONFIRM_WITHIN_DAYS expires, and its row is deleted.
 * - The alert: every instance follows the catalogue; when an advisor becomes
 *   present (and every ALERT_SWEEP_MS while anyone is, which also catches a
 *   sweep the database missed), one UPDATE … RETURNING marks the confirmed
 *   subscriptions of present advisors not alerted for a day, and the same
 *   transaction queues their e-mails: the database decides which instance
 *   sends each one, and a subscription gets one a day at most.
 * - An address with a self-exclusion request (server/self-exclusion-lookup.ts,
 *   erased ones included) gets neither the confirmation nor an alert; the
 *   visitor is answered as anyone else.
 * - Every e-mail carries RFC 8058's one-click unsubscribe (List-Unsubscribe
 *   and List-Unsubscribe-Post) and the same link in its body.
 *
 * Tokens: the confirmation's is 256 random bits; the unsubscribe link must
 * stay the same in every e-mail of the subscription while no token is ever
 * stored, so it is the subscription's keyed hash under the server's secret
 * (256 bits no one can derive without it). The table holds only their SHA-256.
 */
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Advisor } from '../../contract/schemas/advisor';
import type { Catalogue, Snapshot } from '../catalogue/catalogue';
import type { AppDb } from '../db/open';
import { outbox, presenceAlerts } from '../db/schema';
import { CoalescedRefresh } from '../live/coalesced-refresh';
import { safeErrorFields } from '../log-safe-error';
import { enqueueMail } from '../mail/outbox';
import { hashSecretToken, newSecretToken } from '../secret-token';
import { findSelfExclusions } from '../self-exclusion-lookup';
import { keyedDigest } from '../server-secret';
import { ALERT_TEXTS } from './texts';

/** Confirmation e-mails one address may be sent in an hour, whatever the advisors. */
export const CONFIRMATIONS_PER_HOUR = 3;
/** How long a confirmation link works; an unconfirmed row older than this is deleted. */
export const CONFIRM_WITHIN_DAYS = 7;
/** How often each instance looks for subscriptions of present advisors left to alert. */
export const ALERT_SWEEP_MS = 30_000;
/** Subscriptions marked and e-mailed per transaction. */
const ALERT_BATCH = 200;

/** The pages an e-mail's links open (server/alerts/routes.ts). */
export const ALERT_PATHS = {
  confirm: (token: string) => `/alertes/confirmer/${token}`,
  unsubscribe: (token: string) => `/alertes/desinscription/${token}`,
} as const;

type Named = Pick<Advisor, 'id' | 'first_name' | 'slug'>;

/** The subscription's unsubscribe token, the same in each of its e-mails (see above). */
async function unsubscribeToken(db: AppDb, advisorId: number, email: string): Promise<string> {
  const hex = await keyedDigest(db, 'audit-hmac', `presence-alert-unsubscribe:${advisorId}:${email}`);
  return Buffer.from(hex, 'hex').toString('base64url');
}

/** RFC 8058: a mail client may unsubscribe with one POST to this https (or http) address, no cookie, no page. */
const oneClickHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/** Whether the address asked to be excluded (as sent, or erased since and kept as its keyed hash). */
export async function isSelfExcluded(db: AppDb, email: string): Promise<boolean> {
  return (await findSelfExclusions(db, email)).length > 0;
}

const expired = () => sql`now() - make_interval(days => ${CONFIRM_WITHIN_DAYS})`;

/**
 * A visitor asks to be told when `advisor` is next present. Stores (or renews)
 * the subscription and queues its confirmation e-mail, in one transaction;
 * does nothing for a self-excluded address or one sent CONFIRMATIONS_PER_HOUR
 * confirmations within the hour. The caller answers the same in every case.
 */
export async function askForAlert(db: AppDb, advisor: Named, email: string, origin: string): Promise<void> {
  if (await isSelfExcluded(db, email)) return;
  const confirm = newSecretToken();
  const leave = await unsubscribeToken(db, advisor.id, email);
  await db.transaction(async (tx) => {
    // Two requests for one address at once: counted one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`presence-alert:${email}`}))`);
    const [recent] = await tx
      .select({ sent: count() })
      .from(outbox)
      .where(and(eq(outbox.kind, 'opt-in'), eq(outbox.recipient, email), gt(outbox.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.sent ?? 0) >= CONFIRMATIONS_PER_HOUR) return;
    await tx
      .insert(presenceAlerts)
      .values({ advisorId: advisor.id, email, confirmTokenHash: hashSecretToken(confirm), unsubscribeTokenHash: hashSecretToken(leave) })
      .onConflictDoUpdate({
        target: [presenceAlerts.advisorId, presenceAlerts.email],
        // A new link; an unconfirmed row's week starts again from it.
        set: {
          confirmTokenHash: sql`excluded.confirm_token_hash`,
          createdAt: sql`case when ${presenceAlerts.confirmedAt} is null then now() else ${presenceAlerts.createdAt} end`,
        },
      });
    const texts = ALERT_TEXTS.confirmationMail;
    const unsubscribeUrl = origin + ALERT_PATHS.unsubscribe(leave);
    await enqueueMail(tx, (agency) => ({
      kind: 'opt-in',
      to: email,
      subject: texts.subject(advisor.first_name),
      paragraphs: texts.paragraphs(advisor.first_name, agency.name),
      link: { label: texts.link, url: origin + ALERT_PATHS.confirm(confirm) },
      unsubscribe: { label: ALERT_TEXTS.unsubscribeLink, url: unsubscribeUrl },
      headers: oneClickHeaders(unsubscribeUrl),
    }));
  });
}

const byConfirmToken = (token: string) =>
  and(eq(presenceAlerts.confirmTokenHash, hashSecretToken(token)), or(isNotNull(presenceAlerts.confirmedAt), gt(presenceAlerts.createdAt, expired())));

/** The advisor of the subscription a confirmation link names, while it works; null for a forged, used or expired link. */
export async function confirmationOf(db: AppDb, token: string): Promise<{ advisorId: number } | null> {
  const [row] = await db.select({ advisorId: presenceAlerts.advisorId }).from(presenceAlerts).where(byConfirmToken(token));
  return row ?? null;
}

/** Confirms the subscription (the link then stops working: a token no one holds takes its place); null as confirmationOf. */
export async function confirmAlert(db: AppDb, token: string): Promise<{ advisorId: number } | null> {
  const [row] = await db
    .update(presenceAlerts)
    .set({ confirmedAt: sql`coalesce(${presenceAlerts.confirmedAt}, now())`, confirmTokenHash: hashSecretToken(newSecretToken()) })
    .where(byConfirmToken(token))
    .returning({ advisorId: presenceAlerts.advisorId });
  return row ?? null;
}

const byUnsubscribeToken = (token: string) => eq(presenceAlerts.unsubscribeTokenHash, hashSecretToken(token));

/** The advisor of the subscription an unsubscribe link names; null once it is gone (or never was). */
export async function subscriptionOf(db: AppDb, token: string): Promise<{ advisorId: number } | null> {
  const [row] = await db.select({ advisorId: presenceAlerts.advisorId }).from(presenceAlerts).where(byUnsubscribeToken(token));
  return row ?? null;
}

/** Deletes the subscription (address included); null when there was none. */
export async function unsubscribeAlert(db: AppDb, token: string): Promise<{ advisorId: number } | null> {
  const [row] = await db.delete(presenceAlerts).where(byUnsubscribeToken(token)).returning({ advisorId: presenceAlerts.advisorId });
  return row ?? null;
}

/**
 * Marks up to ALERT_BATCH confirmed subscriptions of these advisors not
 * alerted for a day and queues their e-mails, in one transaction (rows another
 * instance is marking are skipped, and re-checked once it committed). Returns
 * how many were marked.
 */
async function alertBatch(db: AppDb, advisors: ReadonlyMap<number, Named>, origin: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: presenceAlerts.id })
      .from(presenceAlerts)
      .where(
        and(
          inArray(presenceAlerts.advisorId, [...advisors.keys()]),
          isNotNull(presenceAlerts.confirmedAt),
          or(isNull(presenceAlerts.lastAlertedAt), lt(presenceAlerts.lastAlertedAt, sql`now() - interval '1 day'`)),
        ),
      )
      .orderBy(presenceAlerts.id)
      .limit(ALERT_BATCH)
      .for('update', { skipLocked: true });
    const marked = await tx
      .update(presenceAlerts)
      .set({ lastAlertedAt: sql`now()` })
      .where(inArray(presenceAlerts.id, due))
      .returning({ advisorId: presenceAlerts.advisorId, email: presenceAlerts.email });
    const texts = ALERT_TEXTS.alertMail;
    for (const { advisorId, email } of marked) {
      const advisor = advisors.get(advisorId);
      if (!advisor || (await isSelfExcluded(tx, email))) continue;
      const unsubscribeUrl = origin + ALERT_PATHS.unsubscribe(await unsubscribeToken(tx, advisorId, email));
      await enqueueMail(tx, (agency) => ({
        kind: 'presence-alert',
        to: email,
        subject: texts.subject(advisor.first_name),
        paragraphs: texts.paragraphs(advisor.first_name, agency.name),
        link: { label: texts.link(advisor.first_name), url: `${origin}/consultant-profile/${encodeURIComponent(advisor.slug)}#tchat` },
        unsubscribe: { label: ALERT_TEXTS.unsubscribeLink, url: unsubscribeUrl },
        headers: oneClickHeaders(unsubscribeUrl),
      }));
    }
    return marked.length;
  });
}

export interface AlertSenderOptions {
  db: AppDb;
  catalogue: Catalogue;
  log: FastifyBaseLogger;
  /** Where the e-mails' links lead (siteOrigin, server/chat/left-messages.ts). */
  origin: string;
  sweepMs?: number;
}

/** This instance's sender of alerts: started with the app, closed with it. */
export class PresenceAlertSender {
  readonly #sweep: CoalescedRefresh;
  readonly #timer: NodeJS.Timeout;
  readonly #unlisten: () => void;
  #present: ReadonlySet<number>;
  #closed = false;

  constructor(private readonly options: AlertSenderOptions) {
    this.#sweep = new CoalescedRefresh(() => this.#send());
    this.#present = presentIds(options.catalogue.snapshot);
    this.#unlisten = options.catalogue.onSnapshot((snapshot) => {
      const present = presentIds(snapshot);
      const arrived = [...present].some((id) => !this.#present.has(id));
      this.#present = present;
      if (arrived) this.sweep();
    });
    this.#timer = setInterval(() => this.sweep(), options.sweepMs ?? ALERT_SWEEP_MS);
    this.#timer.unref();
    this.sweep();
  }

  /** Looks now (shared with a look already asked for); a failure is logged and the next sweep tries again. */
  sweep(): void {
    if (this.#closed) return;
    this.#sweep.request().catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, 'presence alerts: sweep failed; the next one tries again'));
  }

  /** Resolves once a sweep that started after this call has finished (tests). */
  sweptNow(): Promise<void> {
    return this.#sweep.request();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#unlisten();
    await this.#sweep.settled();
  }

  async #send(): Promise<void> {
    if (this.#closed) return;
    const { db, catalogue, origin, log } = this.options;
    await db.delete(presenceAlerts).where(and(isNull(presenceAlerts.confirmedAt), lt(presenceAlerts.createdAt, expired())));
    const present = new Map(catalogue.snapshot.all.filter((advisor) => advisor.present).map((advisor) => [advisor.id, advisor]));
    if (present.size === 0) return;
    let sent = 0;
    for (let marked = ALERT_BATCH; marked === ALERT_BATCH && !this.#closed; ) {
      marked = await alertBatch(db, present, origin);
      sent += marked;
    }
    if (sent > 0) log.info({ alerts: sent }, 'presence alerts: queued');
  }
}

const presentIds = (snapshot: Snapshot): ReadonlySet<number> => new Set(snapshot.all.filter((advisor) => advisor.present).map((advisor) => advisor.id));
