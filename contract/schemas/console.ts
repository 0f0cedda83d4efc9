/**
 * The operator console's API (/api/console/…): what the console app sends and
 * what the server answers, parsed by both. No widget imports this file, so no
 * embed bundle carries it.
 */
import * as z from 'zod/mini';
import { AVAILABILITIES } from '../domain/availability';
import { Advisor, ADVISOR_TYPES } from './advisor';
import { searchText, trimmed } from './requests';

/** The largest id a `serial` column holds: a bigger one is refused by the schema, not by PostgreSQL. */
const SERIAL_MAX = 2_147_483_647;

/** A row's id in a path (`…/:id`): a whole number a `serial` column can hold, else refused with `message`. */
export const serialId = (message: string) => z.coerce.number(message).check(z.int(message), z.gte(1, message), z.lte(SERIAL_MAX, message));

/** `page` of a paged list, from 1. */
const pageNumber = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)));

// ─── Accounts and sessions ──────────────────────────────────────────────────

export const ROLES = ['admin', 'advisor'] as const;
export type Role = (typeof ROLES)[number];

/** OWASP's minimum for a password that is the only factor. */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounded so that hashing a huge body cannot be used to tie the server up. */
export const PASSWORD_MAX_LENGTH = 256;

/** An e-mail as accounts keep it: trimmed and lowercased. */
export const accountEmail = z.string().check(z.trim(), z.toLowerCase(), z.email('E-mail invalide'), z.maxLength(254, 'E-mail invalide'));

export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`),
  );

/** POST /api/console/session. Any wrong pair gets one answer: 401 'Identifiants incorrects.' */
export const SignIn = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'E-mail requis'), z.maxLength(254, 'E-mail invalide')),
  password: z.string().check(z.minLength(1, 'Mot de passe requis'), z.maxLength(PASSWORD_MAX_LENGTH, 'Identifiants incorrects.')),
});
export type SignIn = z.infer<typeof SignIn>;

/** Who is signed in (GET and POST /api/console/session). */
export const ConsoleUser = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The advisor an `advisor` account speaks for; null for an admin. */
  advisor_id: z.nullable(z.int()),
});
export type ConsoleUser = z.infer<typeof ConsoleUser>;

/**
 * The answer to a sign-in and to GET /api/console/session: who, and when the
 * session ends at the latest (its absolute limit, ISO), so that the console
 * warns a few minutes before and signs out then.
 */
export const ConsoleSession = z.extend(ConsoleUser, { session_ends_at: z.string() });
export type ConsoleSession = z.infer<typeof ConsoleSession>;

/** An account as the admins' list shows it (never its hash). */
export const Account = z.extend(ConsoleUser, {
  disabled: z.boolean(),
  created_at: z.string(),
});
export type Account = z.infer<typeof Account>;
export const AccountList = z.array(Account);

/** POST /api/console/accounts (admin): an invitation; the answer carries a temporary password, shown once. */
export const NewAccount = z.object({
  email: accountEmail,
  role: z.enum(ROLES),
  /** Required for an `advisor` account, refused for an `admin`. */
  advisor_id: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type NewAccount = z.infer<typeof NewAccount>;

/** PATCH /api/console/accounts/:id (admin): disable or enable; disabling ends its sessions. */
export const AccountUpdate = z.object({ disabled: z.boolean() });

/** Answer of an invitation or a password reset: the password to hand over, shown once. */
export const TemporaryPassword = z.object({ account: Account, temporary_password: z.string() });

/** PUT /api/console/session/password: the signed-in user changes their own password. */
export const PasswordChange = z.object({ current_password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)), new_password: newPassword });

// ─── Advisors ───────────────────────────────────────────────────────────────

/** An advisor as the console sees it: the public fields plus archiving. */
export const ConsoleAdvisor = z.extend(Advisor, {
  archived: z.boolean(),
  updated_at: z.string(),
  /** When two missed chat requests in a row set the advisor Hors ligne (their console says so and undoes it); null otherwise. */
  auto_offline_at: z.nullable(z.string()),
});
export type ConsoleAdvisor = z.infer<typeof ConsoleAdvisor>;
export const ConsoleAdvisorList = z.array(ConsoleAdvisor);

const optionalText = (max: number, label: string) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} ne doit pas dépasser ${max} caractères`)));

/**
 * Every field of SPEC.md section 3 an operator edits (photo and video are
 * uploaded, status is set apart, slug follows the first name, rating and
 * review count are computed from the published reviews). An empty text
 * is stored as null.
 */
export const AdvisorFields = z.object({
  first_name: trimmed(1, 60, 'Le prénom est obligatoire', 'Le prénom ne doit pas dépasser 60 caractères'),
  type: z.enum(ADVISOR_TYPES, 'Type inconnu'),
  title: optionalText(120, 'Le titre'),
  specialty: optionalText(120, 'La spécialité'),
  description: optionalText(4000, 'La description'),
  messenger: optionalText(300, 'Le lien Messenger'),
  whatsapp: optionalText(300, 'Le WhatsApp'),
  phone: optionalText(40, 'Le téléphone'),
});

/** The rating and the review count are computed from the published reviews (server/reviews/advisor-rating.ts): nobody types them. */
export const COMPUTED_ADVISOR_FIELDS = ['rating', 'reviews_count'] as const;
export const COMPUTED_FIELD_MESSAGE = 'La note et le nombre d’avis sont calculés à partir des avis publiés\u202f: ils ne se saisissent pas.';
export type AdvisorFields = z.infer<typeof AdvisorFields>;

/** PATCH /api/console/advisors/:id by an admin: any subset of the fields. */
export const AdvisorPatch = z.partial(AdvisorFields);
export type AdvisorPatch = z.infer<typeof AdvisorPatch>;

/** What an `advisor` account may change of its own profile: its text. */
export const OWN_PROFILE_FIELDS = ['title', 'description'] as const;

/** GET /api/console/advisors filters. */
export const AdvisorFilters = z.object({
  search: searchText(100),
  type: z.optional(z.enum(ADVISOR_TYPES)),
  specialty: searchText(60),
  availability: z.optional(z.enum(AVAILABILITIES)),
  archived: z.optional(z.enum(['0', '1', 'all'])),
});

/** POST (no body) → ConsoleAdvisor: the advisor undoes the Hors ligne two missed requests set (auto_offline_at), back to Disponible. */
export const AUTO_OFFLINE_UNDO_PATH = '/api/console/advisors/:id/status/auto-offline/undo';

/** PUT /api/console/advisors/:id/status: the console's `Statut` control. */
export const StatusChange = z.object({ availability: z.enum(AVAILABILITIES) });
export type StatusChange = z.infer<typeof StatusChange>;

/** PUT /api/console/advisors/:id/archived */
export const ArchiveChange = z.object({ archived: z.boolean() });

/** Answer of POST /api/console/advisors/:id/photo and /video (multipart, field `file`). */
export const UploadReceipt = z.object({ advisor: ConsoleAdvisor });

// ─── Inbox ──────────────────────────────────────────────────────────────────

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

// ─── Audit log ──────────────────────────────────────────────────────────────

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

// ─── Outbox (e-mails) ───────────────────────────────────────────────────────

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
