/** The audit log: what was done in the console, by whom, page by page. */
import * as z from 'zod/mini';
import { pageNumber } from './params';

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-changed',
  'account-created',
  'account-disabled',
  'account-enabled',
  'password-reset',
  'advisor-created',
  'advisor-edited',
  'advisor-archived',
  'advisor-restored',
  'offers-set',
  'status-set',
  /** Two missed chat requests in a row set the advisor Hors ligne (no actor: the server). */
  'status-auto-offline',
  /** The advisor undid it from their console's banner. */
  'status-auto-offline-undone',
  'photo-uploaded',
  'video-uploaded',
  'inbox-handled',
  'inbox-deleted',
  'inbox-exported',
  'erasure',
  'mail-test',
  /** An admin confirmed a self-exclusion request with its duration: from then no order is sent to its e-mail or phone. */
  'self-exclusion-confirmed',
  /** An admin marked an order paid, or refunded, by hand: details are its id and amount only. */
  'order-paid',
  'order-refunded',
  /** Reviews (server/reviews/): published, rejected (details: the reason), answered by the advisor; the demonstration data removed. */
  'review-published',
  'review-rejected',
  'review-answered',
  'demo-data-removed',
  /** An admin changed the agency's settings (« Agence »): details name the keys, never the values. */
  'agency-settings-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntry = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  target: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  /**
   * The names behind the ids the entry holds, resolved by the server ('advisor:3' → 'Hélène',
   * 'account:5' → its e-mail), for the console's French sentences (console/audit-details.ts).
   * The CSV export keeps the raw fields.
   */
  names: z.optional(z.record(z.string(), z.string())),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Entries per page of the audit log (`page`). */
export const AUDIT_PAGE_SIZE = 50;

export const AuditPage = z.object({ entries: z.array(AuditEntry), total: z.int() });
export const AuditFilters = z.object({ page: pageNumber });
