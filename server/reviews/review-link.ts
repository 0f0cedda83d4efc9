/**
 * A review link's token: derived from the order's id under a server secret
 * (HMAC-SHA-256, 43 base64url characters, the shape of every other bearer
 * token), so the e-mailed link and the chat's button lead to the same
 * address without the token being kept: the order holds only its SHA-256
 * (orders.review_token_hash), which finds the order. It is single-use by the
 * rule it serves: once the order's review exists, the link says so.
 */
import type { AppDb } from '../db/open';
import { hashSecretToken } from '../secret-token';
import { keyedDigest } from '../server-secret';
import { REVIEW_PATHS } from '../../contract/schemas/reviews';

export async function reviewToken(db: AppDb, orderId: number): Promise<string> {
  // keyedDigest gives hex; the token is its bytes in base64url (43 characters, SECRET_TOKEN_PATTERN).
  return Buffer.from(await keyedDigest(db, 'review-link', `review:${orderId}`), 'hex').toString('base64url');
}

export const reviewTokenHash = hashSecretToken;

/** The review form's full address. */
export const reviewUrl = (origin: string, token: string) => `${origin}${REVIEW_PATHS.form(token)}`;

