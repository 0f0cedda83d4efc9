/**
 * Where the site keeps personal data, table by table, and what the erasure of
 * an e-mail address (server/console/inbox-erasure.ts) does with each. Every
 * table of server/db/schema.ts must appear here: the type refuses a missing
 * one at compile time and tests/server/personal-data.test.ts at run time, so
 * a table added later has to say whether a visitor's erasure must reach it.
 */
import type { Table } from 'drizzle-orm';
import type * as schema from '../db/schema';

type SchemaExports = typeof schema;

/** The SQL name of every table the schema exports. */
export type TableName = { [K in keyof SchemaExports]: SchemaExports[K] extends Table ? SchemaExports[K]['_']['name'] : never }[keyof SchemaExports];

export type PersonalData =
  /** A visitor's data: the erasure of their address reaches it, as `how` says. */
  | { holds: 'visitor'; erasure: 'deleted' | 'anonymised'; how: string }
  /** Data about the agency's own people (operators, advisors), not a visitor's: erased by managing the accounts and advisors. */
  | { holds: 'staff'; why: string }
  | { holds: 'none'; why: string };

export const PERSONAL_DATA: Record<TableName, PersonalData> = {
  contact_messages: { holds: 'visitor', erasure: 'deleted', how: 'every message sent with the address, whatever its case' },
  self_exclusion_requests: {
    holds: 'visitor',
    erasure: 'anonymised',
    how: 'kept so the exclusion is still honoured: the address becomes its keyed hash, the name and phone are blanked',
  },
  questions: { holds: 'visitor', erasure: 'deleted', how: 'every free question whose text holds the address (the form asks for no e-mail)' },
  conversations: {
    holds: 'visitor',
    erasure: 'deleted',
    how: 'every conversation in which the visitor wrote the address or left it to be answered at, with its first name',
  },
  conversation_links: { holds: 'visitor', erasure: 'deleted', how: 'with their conversation (the e-mailed links that reopen it)' },
  presence_alerts: { holds: 'visitor', erasure: 'deleted', how: 'every « Prévenez-moi » subscription of the address, confirmed or not' },
  chat_messages: { holds: 'visitor', erasure: 'deleted', how: 'with their conversation (both sides’ messages)' },
  outbox: { holds: 'visitor', erasure: 'deleted', how: 'every e-mail sent, to send or kept for the address (its recipient), whatever its case' },
  orders: {
    holds: 'visitor',
    erasure: 'anonymised',
    how: 'kept for the agency’s accounts: the address becomes its keyed hash; the conversation is no longer linked once erased',
  },
  reviews: { holds: 'visitor', erasure: 'deleted', how: 'every review of an order paid with the address (its text and first name)' },
  payment_events: { holds: 'none', why: 'the payment provider’s event ids and what each did, no payer detail' },
  agency_settings: { holds: 'none', why: 'the agency’s own identity and settings' },
  audit_log: {
    holds: 'staff',
    why: 'operators’ actions; never what a visitor wrote, and an erasure is recorded with the address’s keyed hash only',
  },
  advisors: { holds: 'staff', why: 'the advisors’ public profiles, managed in the console' },
  advisor_slug_redirects: { holds: 'none', why: 'old profile addresses' },
  advisor_offers: { holds: 'none', why: 'the advisors’ prices and payment links' },
  media_files: { holds: 'staff', why: 'the advisors’ photos and videos, stripped of their metadata' },
  accounts: { holds: 'staff', why: 'console accounts' },
  sessions: { holds: 'staff', why: 'console sessions, by token hash' },
  sign_in_failures: { holds: 'staff', why: 'the e-mails tried at the console’s sign-in, for its throttle' },
  trusted_devices: { holds: 'staff', why: 'console accounts’ known devices, by token hash' },
  server_secrets: { holds: 'none', why: 'the server’s own keys' },
  status_events: { holds: 'none', why: 'advisors’ availability changes' },
  console_presence: { holds: 'none', why: 'which advisors are at their console, per server instance' },
};
