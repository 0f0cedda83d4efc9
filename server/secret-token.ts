/**
 * Bearer secrets (console session tokens, chat conversation keys): 256 random
 * bits for the holder, only their SHA-256 in the database, so that a copy of
 * a table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What newSecretToken returns: 43 base64url characters. */
export const SECRET_TOKEN_PATTERN = /^[\w-]{43}$/;
