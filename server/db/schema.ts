/** The database schema: the one source of the tables; migrations are generated from it. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { AVAILABILITIES } from '../../contract/domain/availability';

/** Raw bytes (the uploaded media's variants): PostgreSQL's bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const advisors = pgTable(
  'advisors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    type: text('type').notNull(),
    title: text('title'),
    specialty: text('specialty'),
    rating: text('rating'),
    /** One of AVAILABILITIES' names (the public API serves the spec's code for it: server/catalogue/advisor-json.ts). */
    status: text('status', { enum: AVAILABILITIES }).notNull().default('offline'),
    photo: text('photo'),
    video: text('video'),
    description: text('description'),
    messenger: text('messenger'),
    whatsapp: text('whatsapp'),
    phone: text('phone'),
    reviewsCount: integer('reviews_count').notNull(),
    /** Chat requests missed one after the other (none accepted between): two set the advisor Hors ligne. */
    missedInARow: integer('missed_in_a_row').notNull().default(0),
    /** Set when missed requests set the advisor Hors ligne (said in their console); cleared when they choose a status again. */
    autoOfflineAt: timestamp('auto_offline_at', { withTimezone: true }),
    /** The advisor's weekly hours, Paris time (null: the default Monday to Friday, 9 h–18 h). */
    weeklyHours: jsonb('weekly_hours'),
    /** Set when an operator archives the advisor: left out of the site, restorable from the console. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('advisors_type_idx').on(table.type)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an operator marks it handled in the console's inbox. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** A client's request to be blocked from consultations (terms, addiction risk), handled by the customer service. */
export const selfExclusionRequests = pgTable('self_exclusion_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** One of SELF_EXCLUSION_DURATIONS' keys ('1-mois' … 'definitif'). */
  duration: text('duration').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  /** When an admin confirmed the exclusion: from then no order can be sent to this e-mail or phone until ends_at. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The duration the admin confirmed (one of SELF_EXCLUSION_DURATIONS' keys; may differ from the one asked). */
  confirmedDuration: text('confirmed_duration'),
  /** When the confirmed exclusion ends; null with a confirmed 'definitif'. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  prenom: text('prenom').notNull(),
  question: text('question').notNull(),
  category: text('category').notNull(),
  /** The answer as it was sent, so a visitor's reading can be looked at again. */
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** An old slug of a renamed advisor: its profile answers with a permanent redirect to the current one. */
export const advisorSlugRedirects = pgTable('advisor_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  advisorId: integer('advisor_id')
    .notNull()
    .references(() => advisors.id, { onDelete: 'cascade' }),
});

/** Operators (`admin`) and advisors (`advisor`, linked to one advisor) of the console. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Kept lowercased and trimmed: one account per address whatever its case. */
    email: text('email').notNull(),
    /** scrypt (server/console/password.ts): parameters, salt and hash in one string; never logged. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    advisorId: integer('advisor_id').references(() => advisors.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_email_idx').on(table.email)],
);

/** Console sessions: the cookie holds a random 256-bit token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Failed sign-ins, counted per e-mail and per client over a window (the throttle), shared by every instance. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_email_idx').on(table.email, table.at), index('sign_in_failures_client_idx').on(table.client, table.at)],
);

/**
 * Clients on which an account's owner signed in: the cookie holds a random
 * token, the table only its SHA-256. A known device is throttled on its own,
 * so failures sent from elsewhere cannot lock the owner out (OWASP's device cookies).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The account's e-mail, lowercased: the device is trusted for that sign-in only. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_email_idx').on(table.email)],
);

/**
 * Secrets the server makes for itself on first start and every instance shares
 * (the audit log's keyed hashes): random, never sent to a client, never logged.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what and when in the console; read-only for admins. Never holds a password or what a visitor wrote. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id'),
    /** The e-mail as it was at the time (an account may be renamed or disabled later). */
    actor: text('actor'),
    action: text('action').notNull(),
    /** What was acted on: `advisor:12`, `account:3`, `contact:40`… */
    target: text('target'),
    details: jsonb('details'),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

/**
 * Every availability change, in order: its id is the live stream's event id, so a
 * page that reconnects with Last-Event-ID gets what it missed from any instance.
 */
export const statusEvents = pgTable('status_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  advisorId: integer('advisor_id').notNull(),
  status: text('status', { enum: AVAILABILITIES }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Presence (server/live/presence.ts): one row per server instance and advisor
 * while that instance holds a console stream of the advisor open (or within
 * the grace period after the last one closed). Each instance renews its rows'
 * seen_at on a heartbeat; a row not renewed for a while (a crashed instance)
 * no longer counts, and is deleted by the next sweep of any instance.
 */
export const consolePresence = pgTable(
  'console_presence',
  {
    /** A random id each server process takes at start. */
    instance: text('instance').notNull(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instance, table.advisorId] }), index('console_presence_advisor_idx').on(table.advisorId)],
);

/**
 * Uploaded photos' variants and videos, in the database so that every instance
 * serves them; addressed by a content-hashed path (`media/…`), never changed.
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  /** Whether the path is the one the advisor's photo/video field names (the others are its variants). */
  primary: boolean('primary').notNull().default(false),
  advisorId: integer('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An advisor's paid offers (label, duration, price TTC, the payment provider's link), in the order the agency set. */
export const advisorOffers = pgTable(
  'advisor_offers',
  {
    id: serial('id').primaryKey(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The payment provider's link; none until the agency sets one (the offer is still its price list, but cannot be sent in a chat). */
    paymentUrl: text('payment_url'),
  },
  (table) => [index('advisor_offers_advisor_idx').on(table.advisorId, table.position)],
);

/**
 * A visitor's chat with one advisor. The visitor holds only a random key; the
 * table keeps its SHA-256, so a copy of the table opens no conversation.
 * The marks are message ids: what each side's screen received and showed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    prenom: text('prenom').notNull(),
    /** The page the chat was opened from, as the widget said. */
    page: text('page'),
    /** waiting, active, declined, closed or missed: the API's `status` (contract/schemas/chat.ts); named apart from the advisors' availability. */
    state: text('state').notNull().default('waiting'),
    /** How it began: 'chat' (a live request, timed out as missed when nobody accepts) or 'message' (left for an absent advisor, answered by e-mail). */
    origin: text('origin').notNull().default('chat'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the advisor accepted the request (the response time counts from started_at to here). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the request ended unanswered (kept for the figures even if the conversation goes on later). */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** The e-mail the visitor left to be answered at (personal data: erased with the conversation). */
    visitorEmail: text('visitor_email'),
    /** The visitor's key sealed with a server secret, kept only with an e-mail, so that an e-mailed link can give the same key back. */
    keySealed: text('key_sealed'),
    /** When an unread advisor message was last e-mailed to the visitor (at most once an hour). */
    unreadMailedAt: timestamp('unread_mailed_at', { withTimezone: true }),
    /** The retention counts from here (the daily erasure). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    advisorReceivedUpTo: integer('advisor_received_up_to').notNull().default(0),
    advisorReadUpTo: integer('advisor_read_up_to').notNull().default(0),
    visitorReceivedUpTo: integer('visitor_received_up_to').notNull().default(0),
    visitorReadUpTo: integer('visitor_read_up_to').notNull().default(0),
  },
  (table) => [
    uniqueIndex('conversations_key_idx').on(table.keyHash),
    index('conversations_advisor_idx').on(table.advisorId, table.state),
    index('conversations_activity_idx').on(table.lastActivityAt),
    // The missed-request sweep's read (server/chat/missed-requests.ts): the few requests still waiting.
    index('conversations_waiting_idx').on(table.startedAt).where(sql`${table.state} = 'waiting'`),
    // The figures (requests per day over a range).
    index('conversations_started_idx').on(table.startedAt),
  ],
);

/** The messages of a conversation; an offer message keeps the offer as it was sent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** visitor or advisor. */
    author: text('author').notNull(),
    /** text or offer. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    offer: jsonb('offer'),
    /** The sender's id for the message: a retried POST finds it instead of storing it twice. */
    clientId: text('client_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('chat_messages_client_idx').on(table.conversationId, table.author, table.clientId),
  ],
);

/**
 * Single-use links e-mailed to a visitor that reopen their conversation in any
 * browser: the link holds a random token, the table only its SHA-256.
 */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('conversation_links_conversation_idx').on(table.conversationId)],
);

/**
 * « Prévenez-moi »: a visitor's wish to be e-mailed when an advisor is next
 * present. Nothing is sent before the confirmation link is followed (double
 * opt-in); the links hold random tokens, the table only their SHA-256.
 */
export const presenceAlerts = pgTable(
  'presence_alerts',
  {
    id: serial('id').primaryKey(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** Lowercased and trimmed. */
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last alert sent: at most one a day. */
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('presence_alerts_advisor_email_idx').on(table.advisorId, table.email),
    uniqueIndex('presence_alerts_confirm_idx').on(table.confirmTokenHash),
    uniqueIndex('presence_alerts_unsubscribe_idx').on(table.unsubscribeTokenHash),
    index('presence_alerts_email_idx').on(table.email),
  ],
);

/**
 * E-mails to send (server/mail/): written in the transaction of what causes
 * them, sent by each instance's worker, which claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (next_attempt_at). The recipient and the
 * bodies are personal data: the console shows them to admins, the logs never.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What it is for: 'test', later 'chat-reply', 'presence-alert', 'opt-in'… */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe…), name to value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued, sent, failed (given up), or kept (no SMTP server configured: shown in the console, never sent). */
    state: text('state').notNull().default('queued'),
    /** Sending attempts begun (counted when claimed). */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row is due: its next try, or the end of the lease of the worker that claimed it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's code (ECONNECTION, EENVELOPE 550…): never the server's text, which may quote the address. */
    lastError: text('last_error'),
  },
  (table) => [
    // The worker's claim: the due queued rows, soonest first.
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'queued'`),
    index('outbox_created_idx').on(table.createdAt),
  ],
);

/**
 * An offer sent in a chat: what the visitor is asked to pay, and what became
 * of it. The `Payer` link carries the reference; the payment provider's
 * event (server/payments/) or an admin marks it paid or refunded. Kept for
 * the accounts when its conversation is erased (conversation_id set null,
 * the visitor's address anonymised).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, shown to the visitor and carried by the payment link (Stripe's client_reference_id, or `{reference}`). */
    reference: text('reference').notNull(),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** The chat message that carried the offer. */
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    /** The offer it was made from (an offer may be removed later: the order keeps its label, duration and amount). */
    offerId: integer('offer_id'),
    label: text('label').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lowercase as Stripe writes it: 'eur'. */
    currency: text('currency').notNull().default('eur'),
    /** sent, paid, refunded or expired (sent and unpaid 24 h after). */
    state: text('state').notNull().default('sent'),
    /** Why the agency must look, when it must: 'amount', 'currency' (the provider's payment did not match), 'failed' (an asynchronous payment failed). */
    flag: text('flag'),
    /** The visitor's e-mail (the one they gave, or the payer's), lowercased: spending and self-exclusion; anonymised by an erasure. */
    visitorEmail: text('visitor_email'),
    /** Who confirmed the payment: 'stripe' or 'manual'. */
    paidVia: text('paid_via'),
    /** The provider's object (Stripe's Checkout Session id), for the agency to find it there. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The e-mailed review link's token (its SHA-256), and when the invitation was made. */
    reviewTokenHash: text('review_token_hash'),
    reviewInvitedAt: timestamp('review_invited_at', { withTimezone: true }),
    /** Sample data of a fresh install: removed in one action from the console. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    uniqueIndex('orders_reference_idx').on(table.reference),
    index('orders_advisor_idx').on(table.advisorId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_paid_idx').on(table.paidAt),
    index('orders_conversation_idx').on(table.conversationId),
    index('orders_visitor_email_idx').on(table.visitorEmail),
    uniqueIndex('orders_review_token_idx').on(table.reviewTokenHash),
  ],
);

/** The payment provider's events already applied (or refused): an event sent twice changes nothing the second time. */
export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (Stripe's `evt_…`). */
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** What it did: 'paid', 'refunded', 'flagged', 'failed', 'ignored'. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's review of a paid consultation: one per paid order, written
 * within 14 days, shown once an admin publishes it. Nobody edits the
 * visitor's words; the advisor may answer once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** The first name the visitor gave in the chat, as shown beside the review. */
    firstName: text('first_name').notNull(),
    /** pending, published or rejected. */
    state: text('state').notNull().default('pending'),
    /** One of REVIEW_REJECTION_REASONS' keys, kept and told to the author on request. */
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The advisor's one public answer. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Sample data of a fresh install: removed in one action from the console. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [uniqueIndex('reviews_order_idx').on(table.orderId), index('reviews_advisor_idx').on(table.advisorId, table.state, table.createdAt), index('reviews_state_idx').on(table.state, table.createdAt)],
);

/**
 * The agency's own settings, set in the console (admin): its identity (name,
 * head office, licence, host, mediator, phone, customer service) and its
 * spending threshold. A fresh install starts from sample values, marked as
 * such until an admin sets them.
 */
export const agencySettings = pgTable('agency_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  /** Still the sample value of a fresh install. */
  sample: boolean('sample').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdvisorRow = typeof advisors.$inferSelect;
export type NewAdvisorRow = typeof advisors.$inferInsert;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type OfferRow = typeof advisorOffers.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type ConversationLinkRow = typeof conversationLinks.$inferSelect;
export type PresenceAlertRow = typeof presenceAlerts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type AgencySettingRow = typeof agencySettings.$inferSelect;
