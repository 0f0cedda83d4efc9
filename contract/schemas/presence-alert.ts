/**
 * « Prévenez-moi »: a visitor asks to be told by e-mail when an absent advisor
 * is next present (server/alerts/). One schema for the form (loaded when its
 * button is tapped) and the server.
 */
import * as z from 'zod/mini';
import { replyAddress } from './reply-address';
import { honeypot } from './requests';

/** Where the form posts. */
export const PRESENCE_ALERT_PATH = '/api/alerts';

/** POST PRESENCE_ALERT_PATH. */
export const PresenceAlertRequest = z.object({
  advisor_id: z.int('Voyant inconnu').check(z.positive('Voyant inconnu')),
  email: replyAddress,
  /** Consent to be e-mailed when the advisor is back: must be true. */
  consent: z.literal(true, 'Cochez la case pour accepter de recevoir cet e-mail'),
  website: honeypot,
});
export type PresenceAlertRequest = z.infer<typeof PresenceAlertRequest>;

/** The answer, the same whether the address was new, already waiting for its confirmation, or already subscribed. */
export const PresenceAlertReceipt = z.object({ ok: z.literal(true) });
