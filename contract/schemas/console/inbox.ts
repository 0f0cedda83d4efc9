/** The inbox: what visitors sent (contact messages, free questions, self-exclusion requests), listed and handled. */
import * as z from 'zod/mini';
import { searchText } from '../requests';
import { pageNumber, serialId } from './params';

export const INBOX_KINDS = ['contact', 'question', 'self-exclusion'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** How the console and the CSV export name each kind of item. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Message de contact',
  question: 'Question gratuite',
  'self-exclusion': 'Demande d’auto-exclusion',
};

/** A self-exclusion request's state, on its item of the inbox (an admin confirms it: server/orders/order-guard.ts). */
export const SelfExclusionState = z.object({
  /** The duration the client asked for (a key of SELF_EXCLUSION_DURATIONS). */
  asked: z.string(),
  confirmed_at: z.nullable(z.string()),
  confirmed_duration: z.nullable(z.string()),
  /** When the confirmed exclusion ends; null while unconfirmed, or for a definitive one. */
  ends_at: z.nullable(z.string()),
});
export type SelfExclusionState = z.infer<typeof SelfExclusionState>;

/** One thing a visitor sent, whatever its form. */
export const InboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.int(),
  created_at: z.string(),
  handled: z.boolean(),
  /** The name or first name given. */
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** The message, the question, or the self-exclusion's duration label. */
  text: z.string(),
  /** The free question's answer as it was given, its category; null otherwise. */
  answer: z.nullable(z.string()),
  category: z.nullable(z.string()),
  /** A self-exclusion request's state; null for the other kinds. */
  exclusion: z.nullable(SelfExclusionState),
});
export type InboxItem = z.infer<typeof InboxItem>;

/** Items per page of the inbox (`page`); the CSV export has them all. */
export const INBOX_PAGE_SIZE = 25;

export const InboxPage = z.object({
  items: z.array(InboxItem),
  /** Matching the filters, all pages. */
  total: z.int(),
  /** Not handled, whatever the filters. */
  unread: z.int(),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxFilters = z.object({
  search: searchText(100),
  kind: z.optional(z.enum(INBOX_KINDS)),
  state: z.optional(z.enum(['unhandled', 'handled', 'all'])),
  page: pageNumber,
});

/** PATCH and DELETE /api/console/inbox/:kind/:id */
export const InboxItemParams = z.object({
  kind: z.enum(INBOX_KINDS, 'Type de message inconnu'),
  id: serialId('Identifiant invalide'),
});

/** PATCH /api/console/inbox/:kind/:id */
export const InboxUpdate = z.object({ handled: z.boolean() });
