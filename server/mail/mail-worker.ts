/**
 * The e-mail worker, one per server process (started by server/app.ts).
 *
 * It claims due rows of the outbox in small batches (FOR UPDATE SKIP LOCKED
 * and a lease, in a transaction that commits before any SMTP exchange),
 * sends them with nodemailer over a small pool of connections (a batch not
 * done within SEND_DEADLINE_MS, a server trickling its replies, has its
 * connections cut and is retried; the lease outlasts that), and marks
 * each one sent, or due again after a growing delay (BACKOFF_MS, up to
 * 4 hours), or failed once it is a day old or refused for good. A request
 * never waits for SMTP: it only writes a row. Everything pending is in the
 * database, so a restart loses nothing; a process that dies between a
 * message's acceptance by the server and its `sent` mark leaves it to be sent
 * again when its lease ends (the one case of a duplicate; both copies carry
 * the same Message-ID, which receivers may use to drop the second).
 *
 * It wakes at once when an e-mail is queued: by the commit's notification
 * on the embedded database; on PostgreSQL by this process's own wake, which
 * comes before the commit, so that it looks again a few times within the
 * next second (WAKE_RETRIES_MS) until the row is there. It also looks every
 * pollMs for rows queued by other instances or due again.
 *
 * Without SMTP_URL it sends nothing: queued rows become 'kept', for the
 * console to show. Logs hold ids, states and error codes, never an address,
 * a subject or a body.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { safeErrorFields } from '../log-safe-error';
import { readAgencySettings } from '../agency/settings';
import { claimDueMail, keepQueuedMail, markFailed, markSent, OUTBOX_CHANNEL, type ClaimedMail } from './outbox';
import { onMailQueued } from './wake';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface MailWorkerOptions {
  /** How often the outbox is looked at without a wake. */
  pollMs: number;
  /** Rows claimed at once. */
  batchSize: number;
  /** How long a claim holds its rows: longer than a send can take (see the timeouts). */
  leaseMs: number;
  /** The delay before each retry; the last one repeats. */
  backoffMs: readonly number[];
  /** A row this old at a failure is given up ('failed'). */
  giveUpAfterMs: number;
  /** SMTP connections open at once. */
  maxConnections: number;
  /** nodemailer's: TCP connection, the server's greeting, and any silence on the socket. */
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
  /** A batch still sending after this has its connections closed (its e-mails retried): shorter than the lease. */
  sendDeadlineMs: number;
  /** How long stop() lets the sends under way end before it cuts them. */
  stopGraceMs: number;
}

/** After a wake that found nothing (the queuing transaction not committed yet), looks again after these delays. */
const WAKE_RETRIES_MS = [10, 25, 50, 100, 200, 400] as const;

const BACKOFF_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR] as const;

const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  pollMs: SECOND,
  batchSize: 20,
  // Longer than the send deadline: a claim's rows are not taken by another worker while it may still send them.
  leaseMs: 2 * MINUTE,
  backoffMs: BACKOFF_MS,
  giveUpAfterMs: 24 * HOUR,
  maxConnections: 3,
  connectionTimeoutMs: 10 * SECOND,
  greetingTimeoutMs: 10 * SECOND,
  socketTimeoutMs: 20 * SECOND,
  sendDeadlineMs: MINUTE,
  stopGraceMs: 3 * SECOND,
};

/** The delay before the retry that follows attempt number `attempts` (1 for the first). */
export function retryDelay(backoffMs: readonly number[], attempts: number): number {
  return backoffMs[Math.min(Math.max(attempts, 1), backoffMs.length) - 1]!;
}

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
}

/** What the row and the logs keep of a failure: codes only (the server's text may quote the address). */
function failureCode(error: unknown): { code: string; permanent: boolean } {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const name = typeof code === 'string' && /^[A-Z0-9_]{1,32}$/.test(code) ? code : 'EUNKNOWN';
  const status = typeof responseCode === 'number' && Number.isInteger(responseCode) ? responseCode : null;
  // A recipient or a message refused with a 5xx is refused for good; anything else (4xx, network, authentication) may pass later.
  const permanent = status !== null && status >= 500 && status < 600 && (name === 'EENVELOPE' || name === 'EMESSAGE');
  return { code: status === null ? name : `${name} ${status}`, permanent };
}

type Transport = ReturnType<typeof createTransport>;

export class MailWorker {
  readonly #options: MailWorkerOptions;
  readonly #smtpUrl: string | undefined;
  /** The pool of SMTP connections, made on first use and again after it was cut. */
  #pool: Transport | null = null;
  #stopped = false;
  #woken = false;
  /** How many of WAKE_RETRIES_MS are left since the last wake. */
  #retries = 0;
  #sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  #loop: Promise<void> = Promise.resolve();
  #unlisten: (() => Promise<void>) | null = null;
  #unsubscribe: () => void = () => {};

  private constructor(
    private readonly database: Database,
    private readonly from: string | undefined,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailWorkerOptions>,
    smtpUrl: string | undefined,
  ) {
    this.#options = { ...MAIL_WORKER_DEFAULTS, ...options };
    this.#smtpUrl = smtpUrl;
  }

  /** Whether e-mails go out (SMTP_URL set) or are kept in the outbox. */
  get sending(): boolean {
    return this.#smtpUrl !== undefined;
  }

  #transport(url: string): Transport {
    const o = this.#options;
    this.#pool ??= createTransport({
      url,
      pool: true,
      maxConnections: o.maxConnections,
      connectionTimeout: o.connectionTimeoutMs,
      greetingTimeout: o.greetingTimeoutMs,
      socketTimeout: o.socketTimeoutMs,
    });
    return this.#pool;
  }

  /** Closes the connections, also those delivering (their e-mails fail and are retried): the next send opens new ones. */
  #cut(): void {
    this.#pool?.close({ force: true });
    this.#pool = null;
  }

  static async start(database: Database, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, log: FastifyBaseLogger, options: Partial<MailWorkerOptions> = {}): Promise<MailWorker> {
    const worker = new MailWorker(database, config.MAIL_FROM, log, options, config.SMTP_URL);
    worker.#unsubscribe = onMailQueued(() => worker.wake());
    if (database.kind === 'pglite' && database.pglite) worker.#unlisten = await database.pglite.listen(OUTBOX_CHANNEL, () => worker.wake());
    worker.#loop = worker.#run();
    if (!worker.sending) log.info('mail: no SMTP_URL; e-mails are kept in the outbox (console, E-mails) and not sent');
    return worker;
  }

  /** Looks at the outbox now (or as soon as the current round ends). */
  wake(): void {
    this.#woken = true;
    this.#retries = WAKE_RETRIES_MS.length;
    if (this.#sleeping) {
      clearTimeout(this.#sleeping.timer);
      this.#sleeping.resolve();
      this.#sleeping = null;
    }
  }

  /**
   * Stops claiming, lets the sends under way end for stopGraceMs, then cuts
   * them (their e-mails are marked for a retry), and closes the connections.
   */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#unsubscribe();
    this.wake();
    // A database already closed under the app (tests of an outage) has nothing left to unlisten.
    if (this.#unlisten && !this.database.pglite?.closed) await this.#unlisten().catch(() => {});
    let grace: NodeJS.Timeout | undefined;
    const ended = await Promise.race([this.#loop.then(() => true), new Promise<false>((resolve) => (grace = setTimeout(() => resolve(false), this.#options.stopGraceMs)))]);
    clearTimeout(grace);
    if (!ended) this.#cut();
    await this.#loop;
    this.#pool?.close();
    this.#pool = null;
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      this.#woken = false;
      let more = false;
      try {
        more = await this.#round();
      } catch (error) {
        // The database is away or closing: the rows wait there; the next round tries again.
        if (!this.#stopped) this.log.warn({ error: safeErrorFields(error) }, 'mail: looking at the outbox failed; trying again');
      }
      if (this.#stopped) return;
      if (more || this.#woken) continue;
      const retry = this.#retries > 0 ? WAKE_RETRIES_MS[WAKE_RETRIES_MS.length - this.#retries--] : undefined;
      await this.#sleep(retry ?? this.#options.pollMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#sleeping = null;
        resolve();
      }, ms);
      timer.unref();
      this.#sleeping = { timer, resolve };
    });
  }

  /** One batch; true when there may be more due at once. */
  async #round(): Promise<boolean> {
    const { db } = this.database;
    if (!this.#smtpUrl) {
      const kept = await keepQueuedMail(db);
      if (kept.length > 0) this.log.info({ mails: kept }, 'mail: kept in the outbox (no SMTP server configured)');
      return false;
    }
    const claimed = await claimDueMail(db, this.#options.batchSize, this.#options.leaseMs);
    if (claimed.length === 0) return false;
    const transport = this.#transport(this.#smtpUrl);
    // The sender's name is the site's, as the agency set it now.
    const sender = (await readAgencySettings(db)).values.site_name;
    const sends = Promise.all(claimed.map((mail) => this.#send(transport, mail, sender)));
    let deadline: NodeJS.Timeout | undefined;
    const late = await Promise.race([sends.then(() => false), new Promise<true>((resolve) => (deadline = setTimeout(() => resolve(true), this.#options.sendDeadlineMs)))]);
    clearTimeout(deadline);
    if (late) {
      this.log.warn({ mails: claimed.map(({ id }) => id) }, 'mail: sending took too long; connections cut, e-mails retried');
      if (this.#pool === transport) this.#cut();
      await sends;
    }
    return claimed.length === this.#options.batchSize;
  }

  async #send(transport: Transport, mail: ClaimedMail, sender: string): Promise<void> {
    const { db } = this.database;
    const from = this.from!;
    const domain = from.slice(from.lastIndexOf('@') + 1);
    try {
      await transport.sendMail({
        from: { name: sender, address: from },
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers ?? {},
        // The same for every attempt: a copy sent twice (a crash after the server accepted it) can be recognised.
        messageId: `<outbox-${mail.id}@${domain}>`,
        date: mail.createdAt,
      });
    } catch (error) {
      const { code, permanent } = failureCode(error);
      const retryInMs = retryDelay(this.#options.backoffMs, mail.attempts);
      try {
        const state = await markFailed(db, mail, { code, retryInMs, giveUpAfterMs: this.#options.giveUpAfterMs, permanent });
        if (state === 'failed') this.log.error({ mail: mail.id, kind: mail.kind, attempts: mail.attempts, code }, 'mail: given up');
        else if (state === 'queued') this.log.warn({ mail: mail.id, kind: mail.kind, attempts: mail.attempts, code, retryInMs }, 'mail: not sent; retried later');
      } catch (markError) {
        this.log.warn({ mail: mail.id, code, error: safeErrorFields(markError) }, 'mail: not sent, and the failure could not be recorded; retried when its lease ends');
      }
      return;
    }
    try {
      if (await markSent(db, mail)) this.log.debug({ mail: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail: sent');
    } catch (error) {
      // Sent, but still queued in the database: sent again when its lease ends (same Message-ID).
      this.log.error({ mail: mail.id, error: safeErrorFields(error) }, 'mail: sent, but could not be marked sent; it may be sent again');
    }
  }
}
