/** The right to erasure: everything about one e-mail address, gone, and what that did. */
import * as z from 'zod/mini';
import { accountEmail } from './accounts';

/**
 * How an erased address stays in a self-exclusion request: its keyed hash
 * after this prefix (server/self-exclusion-lookup.ts), which the console shows
 * as an erased address rather than as one to write to.
 */
export const ANONYMISED_ADDRESS_PREFIX = 'hmac-sha256:';

/** POST /api/console/erasure: everything about one e-mail address, gone (right to erasure). */
export const Erasure = z.object({ email: accountEmail });
/**
 * What an erasure did, place by place: rows deleted (a conversation's
 * messages counted apart; `email`: e-mails of the outbox to the address), and self-exclusion requests kept anonymised so
 * that the exclusion is still honoured (server/console/inbox-erasure.ts).
 */
export const ErasureReceipt = z.object({
  erased: z.object({ contact: z.int(), question: z.int(), conversation: z.int(), message: z.int(), email: z.int(), alert: z.int(), review: z.int() }),
  anonymised: z.object({ 'self-exclusion': z.int(), order: z.int() }),
});
export type ErasureReceipt = z.infer<typeof ErasureReceipt>;
