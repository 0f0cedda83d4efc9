/**
 * What is checked before an order (issue 39 point 6, the terms' promises).
 *
 * Self-exclusion: a request an admin confirmed (confirmed_at set, ends_at
 * null or still ahead) blocks every order to a conversation whose visitor
 * gave its e-mail or phone: the address they left to be answered at, or an
 * address or a number written in their own messages (an advisor quoting one
 * is not the visitor giving it, as for the erasure). Addresses are compared
 * lowercased, and also as their keyed hash: a request kept after its address
 * was erased (server/self-exclusion-lookup.ts) still blocks. Phones are
 * compared as numbers (comparablePhone: +33 6 12 34 56 78 ≡ 06 12 34 56 78).
 *
 * Spending: the visitor's paid orders over SPENDING_WINDOW_DAYS (paid and not
 * refunded), found by the addresses above and those the orders of this
 * conversation carry (the payer's), as given or as kept after an erasure, and
 * by this conversation itself (a visitor without any address: its key opens
 * this one conversation only). Reaching the agency's threshold is a flag for
 * the advisor and the admins, not a block.
 */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { SPENDING_WINDOW_DAYS } from '../../contract/schemas/order-guard';
import { readAgencySettings } from '../agency/settings';
import { DAY_MS } from '../clock';
import type { AppDb } from '../db/open';
import { chatMessages, conversations, orders, selfExclusionRequests } from '../db/schema';
import { anonymisedAddress } from '../self-exclusion-lookup';
import { keyedDigest } from '../server-secret';

export interface OrderBlock {
  reason: 'self-exclusion';
  /** When the exclusion ends; null when definitive. */
  until: Date | null;
}

export interface SpendingFlag {
  totalCents: number;
  thresholdCents: number;
}

/** Addresses in a text: what has an @ between two runs of characters an address may hold (its trailing punctuation left out). */
const ADDRESS = /[^\s@<>()[\]{}"'`,;:«»]+@[^\s@<>()[\]{}"'`,;:«»]+/g;
/** Numbers in a text: a digit (or +) then 8 to 15 digits, each maybe after one space, dot, dash or bracket. */
const PHONE = /\+?\(?\d(?:[\s.\-()]{0,2}\d){7,15}/g;

/**
 * A phone number as digits to compare, in international form without the +:
 * '+33 6 12 34 56 78', '0033 6 12 34 56 78', '+33 (0)6 12 34 56 78' and
 * '06 12 34 56 78' all give '33612345678' (a national number is read as
 * French, the site's country). Null for what holds too few digits to be one.
 */
export function comparablePhone(text: string): string | null {
  const written = text.trim().replace(/\(0\)/g, '');
  const digits = written.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  if (written.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `33${digits.slice(1)}`;
  return digits;
}

/** The addresses and numbers a visitor wrote in a text, as compared. */
export function contactsIn(text: string): { addresses: string[]; phones: string[] } {
  const addresses = [...text.matchAll(ADDRESS)].map(([found]) => found.toLowerCase().replace(/[.!?…]+$/, '')).filter((found) => /@[^@]+\.[^@.]+$/.test(found));
  const phones = [...text.matchAll(PHONE)].map(([found]) => comparablePhone(found)).filter((found): found is string => found !== null);
  return { addresses, phones };
}

interface VisitorContacts {
  addresses: Set<string>;
  phones: Set<string>;
}

/** The conversation's address and what its visitor wrote in their own messages; null when there is no such conversation. */
async function visitorContacts(db: AppDb, conversationId: number): Promise<VisitorContacts | null> {
  const [conversation] = await db.select({ visitorEmail: conversations.visitorEmail }).from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) return null;
  const written = await db
    .select({ text: chatMessages.text })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, 'visitor')));
  const contacts: VisitorContacts = { addresses: new Set(), phones: new Set() };
  if (conversation.visitorEmail) contacts.addresses.add(conversation.visitorEmail.trim().toLowerCase());
  for (const { text } of written) {
    const found = contactsIn(text);
    found.addresses.forEach((address) => contacts.addresses.add(address));
    found.phones.forEach((phone) => contacts.phones.add(phone));
  }
  return contacts;
}

/** Each address as given and as an erasure keeps it (its keyed hash). */
async function withKeptForms(db: AppDb, addresses: Iterable<string>): Promise<string[]> {
  const given = [...new Set(addresses)];
  const kept = await Promise.all(given.map(async (address) => anonymisedAddress(await keyedDigest(db, 'audit-hmac', address))));
  return [...given, ...kept];
}

/**
 * Whether an order may be sent to the conversation as of `now`: null, or the
 * confirmed self-exclusion that forbids it (the one that ends last, when
 * several match).
 */
export async function orderBlock(db: AppDb, conversationId: number, now: Date = new Date()): Promise<OrderBlock | null> {
  // Few requests are confirmed and running at a time: read them, and the conversation only when there is one.
  const running = await db
    .select({ email: selfExclusionRequests.email, phone: selfExclusionRequests.phone, endsAt: selfExclusionRequests.endsAt })
    .from(selfExclusionRequests)
    .where(and(isNotNull(selfExclusionRequests.confirmedAt), or(isNull(selfExclusionRequests.endsAt), sql`${selfExclusionRequests.endsAt} > ${now.toISOString()}::timestamptz`)));
  if (running.length === 0) return null;
  const contacts = await visitorContacts(db, conversationId);
  if (!contacts) return null;
  const addresses = new Set(await withKeptForms(db, contacts.addresses));
  const matching = running.filter(({ email, phone }) => {
    const number = comparablePhone(phone);
    return addresses.has(email.trim().toLowerCase()) || (number !== null && contacts.phones.has(number));
  });
  if (matching.length === 0) return null;
  const until = matching.some(({ endsAt }) => endsAt === null) ? null : new Date(Math.max(...matching.map(({ endsAt }) => endsAt!.getTime())));
  return { reason: 'self-exclusion', until };
}

/** The visitor's paid total over SPENDING_WINDOW_DAYS up to `now`, in cents. */
export async function paidTotal(db: AppDb, conversationId: number, now: Date = new Date()): Promise<number> {
  const contacts = await visitorContacts(db, conversationId);
  if (!contacts) return 0;
  // The payer's address of this conversation's orders counts as the visitor's (it may already be kept as its hash).
  const payers = await db
    .selectDistinct({ email: orders.visitorEmail })
    .from(orders)
    .where(and(eq(orders.conversationId, conversationId), isNotNull(orders.visitorEmail)));
  const addresses = await withKeptForms(db, contacts.addresses);
  addresses.push(...payers.map(({ email }) => email!.trim().toLowerCase()));
  const since = new Date(now.getTime() - SPENDING_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.state, 'paid'),
        // The demonstration data of a fresh install is nobody's spending.
        eq(orders.demo, false),
        gte(orders.paidAt, since),
        sql`${orders.paidAt} <= ${now.toISOString()}::timestamptz`,
        addresses.length > 0 ? or(eq(orders.conversationId, conversationId), inArray(orders.visitorEmail, addresses)) : eq(orders.conversationId, conversationId),
      ),
    );
  return row?.total ?? 0;
}

/** The flag when the visitor's paid total over SPENDING_WINDOW_DAYS reaches the agency's threshold; null below it. */
export async function spendingFlag(db: AppDb, conversationId: number, now: Date = new Date()): Promise<SpendingFlag | null> {
  const [totalCents, settings] = await Promise.all([paidTotal(db, conversationId, now), readAgencySettings(db)]);
  const thresholdCents = settings.values.spending_threshold_cents;
  return totalCents >= thresholdCents ? { totalCents, thresholdCents } : null;
}
