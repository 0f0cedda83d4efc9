/**
 * Sign-in throttling (OWASP Authentication Cheat Sheet): failed attempts are
 * counted per e-mail and per client address over a sliding window, in the
 * database, so that every server instance sees the same counts. Past a limit,
 * sign-in is refused before any password is checked, until enough of the
 * window's failures have aged out.
 *
 *   const claim = await claimAttempt(db, attempt, now);   // before the password is checked
 *   if (!claim.allowed) → 429 with Retry-After
 *   password right ? attemptSucceeded(db, attempt) : attemptFailed(db, attempt, now)
 */
import { and, desc, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { signInFailures } from '../db/schema';

const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Guessing one account's password. */
  perEmail: 5,
  /** One client trying many accounts. */
  perClient: 20,
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
}

/** Whether an attempt may check its password, or how long it must wait. */
export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims the right to check one password. The attempt is written first, as
 * the failure it will be unless the password is right, and only then are the
 * window's attempts up to it counted: of any number sent at once, to one
 * instance or several, no more than the limit go ahead (counting first and
 * writing after would let a burst through whole). A refused attempt is taken
 * back, so that being refused does not make the wait longer.
 */
export async function claimAttempt(db: AppDb, attempt: Attempt, now: Date): Promise<Claim> {
  const [own] = await db.insert(signInFailures).values({ email: attempt.email, client: attempt.client, at: now }).returning({ id: signInFailures.id });
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const upToOwn = and(gt(signInFailures.at, since), lte(signInFailures.id, own!.id));
  const [counts] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${eq(signInFailures.email, attempt.email)})`.mapWith(Number),
      byClient: sql<number>`count(*) filter (where ${eq(signInFailures.client, attempt.client)})`.mapWith(Number),
    })
    .from(signInFailures)
    .where(and(upToOwn, or(eq(signInFailures.email, attempt.email), eq(signInFailures.client, attempt.client))));
  if (counts!.byEmail <= THROTTLE.perEmail && counts!.byClient <= THROTTLE.perClient) return { allowed: true };
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
  const [byEmail, byClient] = await Promise.all([
    limitThFailure(db, eq(signInFailures.email, attempt.email), since, THROTTLE.perEmail),
    limitThFailure(db, eq(signInFailures.client, attempt.client), since, THROTTLE.perClient),
  ]);
  const freedAt = Math.max(byEmail?.getTime() ?? 0, byClient?.getTime() ?? 0) + THROTTLE.windowMs;
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
  await db.delete(signInFailures).where(and(or(eq(signInFailures.email, attempt.email), eq(signInFailures.client, attempt.client)), lt(signInFailures.at, expired)));
}

/**
 * The password was right: the account's owner has proved it, so its attempts
 * (this one included) no longer count. The client's other attempts, on other
 * e-mails, still do.
 */
export async function attemptSucceeded(db: AppDb, attempt: Attempt): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, attempt.email));
}
