/**
 * Trusted devices (OWASP's "device cookies"): every successful sign-in gives
 * the browser a random token in a long-lived cookie, and the database keeps
 * only its SHA-256 with the account's e-mail. A sign-in that comes with the
 * cookie of a device trusted for that e-mail is throttled on the device's own
 * count (sign-in-throttle.ts), so that failures sent from other clients, or
 * from the owner's own address, never lock the owner out.
 *
 * A token is good for one e-mail, for a year from its sign-in, and is replaced
 * at each sign-in on its browser; an account keeps its 10 most recent devices,
 * and loses them all when its password changes or it is disabled (endSessions).
 */
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../db/open';
import { trustedDevices } from '../db/schema';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '../secret-token';

/** The device cookie's name; its flags are set where it is written (session-cookie.ts). */
export const DEVICE_COOKIE = 'voy_device';

export const TRUSTED_DEVICES = {
  /** The cookie's Max-Age, and how long a stored token stays trusted. */
  lifetimeMs: 365 * 24 * 3_600_000,
  /** The most recent devices an account keeps; older ones are forgotten. */
  perAccount: 10,
} as const;

/** The SHA-256 of the device token the request carries, if it has a well-formed one (trusted or not). */
function presentedDevice(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && SECRET_TOKEN_PATTERN.test(token) ? hashSecretToken(token) : null;
}

/**
 * The hash of the request's device token when it is trusted for `email`, or
 * null: no cookie, an unknown or expired token, or one given to another account.
 */
export async function trustedDeviceFor(db: AppDb, request: FastifyRequest, email: string, now: Date): Promise<string | null> {
  const tokenHash = presentedDevice(request);
  if (!tokenHash) return null;
  const since = new Date(now.getTime() - TRUSTED_DEVICES.lifetimeMs);
  const [row] = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.email, email), gt(trustedDevices.createdAt, since)))
    .returning({ tokenHash: trustedDevices.tokenHash });
  return row?.tokenHash ?? null;
}

/**
 * After a successful sign-in: a new token for this browser, replacing the one
 * it had (whichever account it was for: the browser keeps one cookie), and the
 * account's devices beyond the most recent ones forgotten. Returns the token
 * for the cookie.
 */
export async function trustDevice(db: AppDb, request: FastifyRequest, email: string, now: Date): Promise<string> {
  const previous = presentedDevice(request);
  if (previous) await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, previous));
  const token = newSecretToken();
  await db.insert(trustedDevices).values({ tokenHash: hashSecretToken(token), email, createdAt: now, lastUsedAt: now });
  const kept = db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.email, email))
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.createdAt))
    .limit(TRUSTED_DEVICES.perAccount);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.email, email), notInArray(trustedDevices.tokenHash, kept)));
  return token;
}
