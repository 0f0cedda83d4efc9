/**
 * Console session tokens: 256 random bits in the cookie, only their SHA-256 in
 * the database, so that a copy of the sessions table opens no session.
 */
import { hashSecretToken, newSecretToken } from '../secret-token';

/** The session cookie's name; its flags are set where it is written (server/console/session-cookie.ts). */
export const SESSION_COOKIE = 'voy_console';

/** OWASP Session Management: an idle timeout and an absolute one. */
export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 } as const;

export const newSessionToken = newSecretToken;

export const hashSessionToken = hashSecretToken;
