/**
 * What protects a visitor before an order (issue 39 point 6, the terms'
 * promises): a self-exclusion an admin confirmed blocks every order to a
 * conversation whose visitor gave its e-mail or phone; a visitor whose paid
 * total over 30 days reaches the agency's threshold is flagged to the
 * advisor and the admins. The console reads both for a conversation before
 * the advisor sends an offer (server/orders/order-guard.ts); the server
 * refuses a blocked send with the same words. Only the console and the
 * server import this file.
 */
import * as z from 'zod/mini';
import { formatEuros } from '../domain/price';
import { frenchDate, isoDay } from '../domain/french-format';
import { parisDay } from '../domain/paris-day';
import type { SelfExclusionState } from './console/inbox';
import { serialId } from './console/params';
import { SELF_EXCLUSION_DURATIONS, type SelfExclusionDuration } from './server';

const NNBSP = '\u202f';

/** The days over which a visitor's paid orders are added up. */
export const SPENDING_WINDOW_DAYS = 30;

export const ORDER_GUARD_PATHS = {
  /** GET → OrderGuard: what the console says before the advisor sends an offer in this conversation. */
  conversation: '/api/console/chat/conversations/:id/guard',
  /** POST SelfExclusionConfirm → InboxItem (admin): the request confirmed with a duration, from now. */
  confirm: '/api/console/inbox/self-exclusion/:id/confirm',
} as const;

const DURATION_KEYS = Object.keys(SELF_EXCLUSION_DURATIONS) as [SelfExclusionDuration, ...SelfExclusionDuration[]];

/** POST ORDER_GUARD_PATHS.confirm: the duration the admin confirms (the one asked, or another). */
export const SelfExclusionConfirm = z.object({ duration: z.enum(DURATION_KEYS, 'Veuillez choisir une durée.') });
export type SelfExclusionConfirm = z.infer<typeof SelfExclusionConfirm>;
export const SelfExclusionParams = z.object({ id: serialId('Demande introuvable.') });

/** GET ORDER_GUARD_PATHS.conversation. */
export const OrderGuard = z.object({
  /** Set while a confirmed self-exclusion of the visitor runs: no offer can be sent. `until`: its end (ISO), null when definitive. */
  block: z.nullable(z.object({ reason: z.literal('self-exclusion'), until: z.nullable(z.string()) })),
  /** Set when the visitor's paid total over SPENDING_WINDOW_DAYS reaches the agency's threshold: a warning, not a block. */
  spending: z.nullable(z.object({ total_cents: z.int(), threshold_cents: z.int() })),
});
export type OrderGuard = z.infer<typeof OrderGuard>;

/** A moment's day in Paris, as the French write it: '28 décembre 2026'. */
const parisDate = (iso: string) => frenchDate(isoDay(parisDay(new Date(iso)))!, 'day');

/** Why an offer cannot be sent (the server's 409, the console's offer menu). */
export const orderBlockText = (until: string | null): string =>
  until === null
    ? `Envoi impossible${NNBSP}: ce client a demandé son auto-exclusion définitive.`
    : `Envoi impossible${NNBSP}: ce client a demandé son auto-exclusion jusqu’au ${parisDate(until)}.`;

/** The warning beside the conversation and in the offer menu. */
export const spendingText = (totalCents: number, thresholdCents: number): string =>
  `Ce client a dépensé ${formatEuros(totalCents)} sur ${SPENDING_WINDOW_DAYS} jours (seuil de l’agence${NNBSP}: ${formatEuros(thresholdCents)}).`;

/** A request's state in the inbox, as of `now`: unconfirmed, running (until when) or ended. */
export function exclusionStateText(state: SelfExclusionState, now: Date): string {
  if (state.confirmed_at === null) return `Non confirmée${NNBSP}: aucune offre n’est bloquée tant qu’un administrateur ne l’a pas confirmée.`;
  const confirmed = `Auto-exclusion confirmée le ${parisDate(state.confirmed_at)}`;
  if (state.ends_at !== null && new Date(state.ends_at) <= now) return `${confirmed}, terminée le ${parisDate(state.ends_at)}.`;
  return `${confirmed}, ${state.ends_at === null ? 'définitive' : `jusqu’au ${parisDate(state.ends_at)}`}${NNBSP}: aucune offre ne peut être envoyée à ce client.`;
}
