/** The outbox: the e-mails kept, sent or failed, and the test e-mail. */
import * as z from 'zod/mini';
import { accountEmail } from './accounts';
import { pageNumber } from './params';

/** What an e-mail is for (server/mail/outbox.ts). */
export const MAIL_KINDS = ['test', 'chat-reply', 'presence-alert', 'opt-in', 'review-invite'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** queued (to send, or to try again), sent, failed (given up), kept (no SMTP server: never sent). */
export const OUTBOX_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OutboxItem = z.object({
  id: z.int(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  /** When a queued e-mail is tried next. */
  next_attempt_at: z.string(),
  attempts: z.int(),
  /** The last failure's code (ECONNECTION, EENVELOPE 550…). */
  last_error: z.nullable(z.string()),
  /** The text part, as sent. */
  text: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/** E-mails per page of the outbox (`page`). */
export const OUTBOX_PAGE_SIZE = 25;

export const OutboxPage = z.object({
  items: z.array(OutboxItem),
  total: z.int(),
  /** Whether an SMTP server is configured (SMTP_URL): without one, e-mails are kept, not sent. */
  smtp: z.boolean(),
});
export type OutboxPage = z.infer<typeof OutboxPage>;

export const OutboxFilters = z.object({ page: pageNumber });

/** POST /api/console/outbox/test: a test e-mail to this address (is the SMTP server right?). */
export const MailTest = z.object({ email: accountEmail });
export const MailTestReceipt = z.object({ id: z.int() });
