/**
 * Sign-in throttling (OWASP Authentication Cheat Sheet), made so that nobody
 * can turn it against an account's owner (OWASP's "Slow Down Online Guessing
 * Attacks with Device Cookies"). Failed attempts are counted in the database,
 * so that every server instance sees the same counts, over a sliding window;
 * past a limit, sign-in is refused before any password is checked, until
 * enough of the window's failures have aged out.
 *
 * - An attempt from a device trusted for the e-mail (its cookie, trusted-devices.ts)
 *   is counted on that device alone: failures sent from anywhere else, the
 *   owner's own address included, never lock it out; its own limit keeps a
 *   stolen cookie from being a way to guess.
 * - Any other attempt is counted per e-mail and client (one account guessed
 *   from one place), per client (one place trying many accounts), and per
 *   e-mail over every untrusted client (one account guessed from many places):
 *   at worst an attacker locks the owner out of new browsers, never out of a
 *   trusted one.
 *
 *   const claim = await claimAttempt(db, attempt, now);   // before the password is checked
 *   if (!claim.allowed) → 429 with Retry-After
 *   password right ? attemptSucceeded(db, attempt) : attemptFailed(db, attempt, now)
 */
import { and, desc, eq, gt, lt, lte, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { signInFailures } from '../db/schema';

const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Guessing one account's password from one client. */
  perEmailAndClient: 5,
  /** One client trying many accounts. */
  perClient: 20,
  /** Guessing one account's password from many clients; trusted devices do not count, nor are they held back. */
  perEmailUntrusted: 50,
  /** Guessing with a trusted device's cookie (a stolen one): the device alone is held back. */
  perDevice: 5,
} as const;

export const TOO_MANY_ATTEMPTS = {
  error: 'too_many_attempts',
  message: 'Trop de tentatives de connexion. Réessayez dans 15\u202fminutes.',
} as const;

export interface Attempt {
  /** As typed, trimmed and lowercased by the SignIn schema. */
  email: string;
  /** The client's address (request.ip: X-Forwarded-For's only behind a trusted proxy). */
  client: string;
  /** The SHA-256 of the device token, when the request carries one trusted for this e-mail (trustedDeviceFor). */
  device?: string | null;
}

/** Whether an attempt may check its password, or how long it must wait. */
export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How a trusted device's attempts are written in the client column: never an address. */
const DEVICE_PREFIX = 'device:';

/** The client column of an attempt's row: the device, when trusted, or the address. */
const clientOf = (attempt: Attempt) => (attempt.device ? `${DEVICE_PREFIX}${attempt.device.slice(0, 32)}` : attempt.client);

/** The counts an attempt is held to: which rows each takes, and its limit. */
function countsFor(attempt: Attempt): { who: SQL; limit: number }[] {
  const { email } = attempt;
  const client = clientOf(attempt);
  if (attempt.device) return [{ who: eq(signInFailures.client, client), limit: THROTTLE.perDevice }];
  return [
    { who: and(eq(signInFailures.email, email), eq(signInFailures.client, client))!, limit: THROTTLE.perEmailAndClient },
    { who: eq(signInFailures.client, client), limit: THROTTLE.perClient },
    { who: and(eq(signInFailures.email, email), notLike(signInFailures.client, `${DEVICE_PREFIX}%`))!, limit: THROTTLE.perEmailUntrusted },
  ];
}

/**
 * Claims the right to check one password. The attempt is written first, as
 * the failure it will be unless the password is right, and only then are the
 * window's attempts up to it counted: of any number sent at once, to one
 * instance or several, no more than the limit go ahead (counting first and
 * writing after would let a burst through whole). A refused attempt is taken
 * back, so that being refused does not make the wait longer.
 */
export async function claimAttempt(db: AppDb, attempt: Attempt, now: Date): Promise<Claim> {
  const counts = countsFor(attempt);
  const [own] = await db.insert(signInFailures).values({ email: attempt.email, client: clientOf(attempt), at: now }).returning({ id: signInFailures.id });
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const upToOwn = and(gt(signInFailures.at, since), lte(signInFailures.id, own!.id));
  const [row] = await db
    .select(Object.fromEntries(counts.map(({ who }, i) => [`n${i}`, sql<number>`count(*) filter (where ${who})`.mapWith(Number)])))
    .from(signInFailures)
    .where(and(upToOwn, or(...counts.map(({ who }) => who))));
  if (counts.every(({ limit }, i) => row![`n${i}`]! <= limit)) return { allowed: true };
  await db.delete(signInFailures).where(eq(signInFailures.id, own!.id));
  return { allowed: false, retryAfterSeconds: Math.max(1, await secondsUntilAllowed(db, attempt, now)) };
}

/**
 * How many seconds until a new attempt may go ahead. With `limit` attempts or
 * more in the window, the wait ends when the limit-th most recent one leaves
 * it: then fewer than `limit` remain.
 */
async function secondsUntilAllowed(db: AppDb, attempt: Attempt, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const limitTh = await Promise.all(countsFor(attempt).map(({ who, limit }) => limitThFailure(db, who, since, limit)));
  const freedAt = Math.max(...limitTh.map((at) => at?.getTime() ?? 0)) + THROTTLE.windowMs;
  return Math.max(0, Math.ceil((freedAt - now.getTime()) / 1000));
}

/** The time of the limit-th most recent failure in the window, or null when there are fewer. */
async function limitThFailure(db: AppDb, who: SQL, since: Date, limit: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(who, gt(signInFailures.at, since)))
    .orderBy(desc(signInFailures.at))
    .offset(limit - 1)
    .limit(1);
  return row?.at ?? null;
}

/** The password was wrong: the claimed attempt stays counted; those that can no longer count go (the table stays small). */
export async function attemptFailed(db: AppDb, attempt: Attempt, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - THROTTLE.windowMs);
  await db.delete(signInFailures).where(and(or(eq(signInFailures.email, attempt.email), eq(signInFailures.client, clientOf(attempt))), lt(signInFailures.at, expired)));
}

/**
 * The password was right: the owner has proved it from this client (or this
 * device), whose attempts on the account (this one included) no longer count.
 * Those sent from elsewhere still do: the owner's success gives a guesser
 * nothing back, and the client's attempts on other e-mails still count.
 */
export async function attemptSucceeded(db: AppDb, attempt: Attempt): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, attempt.email), eq(signInFailures.client, clientOf(attempt))));
}
