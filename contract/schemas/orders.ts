/**
 * Orders (issue 39 point 2): an offer sent in a chat is an order, paid
 * through the provider's link that carries its reference, confirmed by the
 * provider's webhook (POST PAYMENT_PATHS.stripe) or marked by an admin.
 * What the console reads and sends; the visitor's embed never imports it.
 */
import * as z from 'zod/mini';
import { formatEuros } from '../domain/price';
import { ORDER_STATES } from './chat';
import { serialId } from './console/params';

// The states are the chat's contract too (the visitor's widget shows each offer's): written once, there.
export { ORDER_STATES, type OrderState } from './chat';

/** Why the agency must look: the provider's payment did not match the order (amount, currency), an asynchronous payment failed, a refund was partial. */
export const ORDER_FLAGS = ['amount', 'currency', 'failed', 'partial_refund'] as const;
export type OrderFlag = (typeof ORDER_FLAGS)[number];

export const ORDER_EXPIRY_HOURS = 24;

/** The references: `VE-` and 10 characters of Crockford's base32 (no I, L, O, U: read aloud without doubt), URL-safe as Stripe's client_reference_id asks. */
export const ORDER_REFERENCE_PATTERN = /^VE-[0-9A-HJKMNP-TV-Z]{10}$/;

export const PAYMENT_PATHS = {
  /** POST: Stripe's events (raw JSON body, Stripe-Signature header). */
  stripe: '/api/payments/stripe',
} as const;

export const ORDER_PATHS = {
  /** GET ?state=&flag=&conversation= → Order[] (admin: all; advisor: their own), newest first. */
  list: '/api/console/orders',
  /** POST (no body) → Order (admin): marked paid by hand. */
  markPaid: '/api/console/orders/:id/paid',
  /** POST (no body) → Order (admin): marked refunded by hand. */
  markRefunded: '/api/console/orders/:id/refunded',
} as const;

export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';

export const Order = z.object({
  id: z.int(),
  reference: z.string(),
  advisor: z.object({ id: z.int(), first_name: z.string() }),
  conversation_id: z.nullable(z.int()),
  label: z.string(),
  duration_minutes: z.int(),
  amount_cents: z.int(),
  currency: z.string(),
  state: z.enum(ORDER_STATES),
  flag: z.nullable(z.enum(ORDER_FLAGS)),
  /** 'stripe' or 'manual'. */
  paid_via: z.nullable(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
});
export type Order = z.infer<typeof Order>;

export const OrderFilters = z.object({
  state: z.optional(z.enum(ORDER_STATES, 'État de commande inconnu.')),
  /** `any`: every flagged order. */
  flag: z.optional(z.enum([...ORDER_FLAGS, 'any'], 'Signalement inconnu.')),
  conversation: z.optional(serialId('Conversation introuvable.')),
});
export type OrderFilters = z.infer<typeof OrderFilters>;

/** The chat's line when an order is paid or refunded (both sides, and the console's list), e.g. « Paiement reçu · 25,00 € ». */
export const paymentNotice = (paid: boolean, cents: number): string => `${paid ? 'Paiement reçu' : 'Paiement remboursé'} · ${formatEuros(cents)}`;
