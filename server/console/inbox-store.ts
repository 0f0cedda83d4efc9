/**
 * The inbox's queries: what visitors sent through the three public forms
 * (contact messages, free questions, self-exclusion requests), read as one
 * list of InboxItem, newest first; marking handled and deleting one item.
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, INBOX_PAGE_SIZE, type InboxItem, type InboxKind } from '../../contract/schemas/console/inbox';
import { SELF_EXCLUSION_DURATIONS } from '../../contract/schemas/server';
import type { AppDb } from '../db/open';
import { contactMessages, questions, selfExclusionRequests } from '../db/schema';
import { containsFolded } from './inbox-search';

export type InboxState = 'unhandled' | 'handled' | 'all';

export interface InboxQuery {
  search?: string | undefined;
  kind?: InboxKind | undefined;
  /** 'all' when absent. */
  state?: InboxState | undefined;
}

const noText = sql`null::text`;
const noTime = sql`null::timestamptz`;

/** The self-exclusion's duration as the form showed it ('6\u00a0mois'), the stored key for one it does not know. */
const durationLabel = sql`case ${selfExclusionRequests.duration} ${sql.join(
  Object.entries(SELF_EXCLUSION_DURATIONS).map(([key, label]) => sql`when ${key}::text then ${label}::text`),
  sql` `,
)} else ${selfExclusionRequests.duration} end`;

/** Where each kind's fields of an InboxItem come from. */
const SOURCES = {
  contact: {
    table: contactMessages,
    name: contactMessages.name,
    email: contactMessages.email,
    phone: contactMessages.phone,
    text: contactMessages.message,
    answer: noText,
    category: noText,
    asked: noText,
    confirmedAt: noTime,
    confirmedDuration: noText,
    endsAt: noTime,
  },
  question: {
    table: questions,
    name: questions.prenom,
    email: noText,
    phone: noText,
    text: questions.question,
    // The answer as it was sent (QuestionAnswer, server/routes/questions.ts): its paragraphs.
    answer: sql`${questions.answer}->>'message'`,
    category: questions.category,
    asked: noText,
    confirmedAt: noTime,
    confirmedDuration: noText,
    endsAt: noTime,
  },
  'self-exclusion': {
    table: selfExclusionRequests,
    name: selfExclusionRequests.name,
    email: selfExclusionRequests.email,
    phone: selfExclusionRequests.phone,
    text: durationLabel,
    answer: noText,
    category: noText,
    // Its state (SelfExclusionState): asked, confirmed by an admin, until when.
    asked: selfExclusionRequests.duration,
    confirmedAt: selfExclusionRequests.confirmedAt,
    confirmedDuration: selfExclusionRequests.confirmedDuration,
    endsAt: selfExclusionRequests.endsAt,
  },
} satisfies Record<InboxKind, { table: unknown } & Record<'name' | 'email' | 'phone' | 'text' | 'answer' | 'category' | 'asked' | 'confirmedAt' | 'confirmedDuration' | 'endsAt', SQLWrapper>>;

/** One kind's rows in the shape every kind shares (the union's columns, in order). */
function selectKind(db: AppDb, kind: InboxKind) {
  const source = SOURCES[kind];
  return db
    .select({
      kind: sql<InboxKind>`${kind}::text`.as('kind'),
      id: source.table.id,
      createdAt: source.table.createdAt,
      handledAt: source.table.handledAt,
      name: sql<string>`${source.name}`.as('name'),
      email: sql<string | null>`${source.email}`.as('email'),
      phone: sql<string | null>`${source.phone}`.as('phone'),
      text: sql<string>`${source.text}`.as('text'),
      answer: sql<string | null>`${source.answer}`.as('answer'),
      category: sql<string | null>`${source.category}`.as('category'),
      asked: sql<string | null>`${source.asked}`.as('asked'),
      // As text: a timestamptz read through a raw sql column is not turned into a Date by drizzle.
      confirmedAt: sql<string | null>`to_json(${source.confirmedAt})#>>'{}'`.as('confirmed_at'),
      confirmedDuration: sql<string | null>`${source.confirmedDuration}`.as('confirmed_duration'),
      endsAt: sql<string | null>`to_json(${source.endsAt})#>>'{}'`.as('ends_at'),
    })
    .from(source.table);
}

type InboxRow = Awaited<ReturnType<typeof selectKind>>[number];

function conditions(kind: InboxKind, { search, state = 'all' }: InboxQuery): SQL | undefined {
  const source = SOURCES[kind];
  const handled = state === 'handled' ? isNotNull(source.table.handledAt) : state === 'unhandled' ? isNull(source.table.handledAt) : undefined;
  return and(handled, containsFolded([source.name, source.email, source.phone, source.text], search));
}

/** Every kind the query asks for, as one subquery. */
function inboxSubquery(db: AppDb, query: InboxQuery) {
  const [first, second, ...rest] = (query.kind ? [query.kind] : INBOX_KINDS).map((kind) => selectKind(db, kind).where(conditions(kind, query)));
  return (second ? unionAll(first!, second, ...rest) : first!).as('inbox');
}

const toItem = (row: InboxRow): InboxItem => ({
  kind: row.kind,
  id: row.id,
  created_at: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
  name: row.name,
  email: row.email,
  phone: row.phone,
  text: row.text,
  answer: row.answer,
  category: row.category,
  exclusion:
    row.kind === 'self-exclusion'
      ? { asked: row.asked ?? '', confirmed_at: isoOrNull(row.confirmedAt), confirmed_duration: row.confirmedDuration, ends_at: isoOrNull(row.endsAt) }
      : null,
});

const isoOrNull = (text: string | null) => (text === null ? null : new Date(text).toISOString());

/**
 * The items matching the query, newest first (same instant: by kind, then
 * newest id); one page of INBOX_PAGE_SIZE, or all of them without a page (the export).
 */
export async function findInboxItems(db: AppDb, query: InboxQuery, page?: number): Promise<InboxItem[]> {
  const inbox = inboxSubquery(db, query);
  const ordered = db.select().from(inbox).orderBy(desc(inbox.createdAt), inbox.kind, desc(inbox.id));
  const rows = page === undefined ? await ordered : await ordered.limit(INBOX_PAGE_SIZE).offset((page - 1) * INBOX_PAGE_SIZE);
  return rows.map(toItem);
}

export async function countInboxItems(db: AppDb, query: InboxQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxSubquery(db, query));
  return row?.n ?? 0;
}

/** Not handled yet, whatever the kind. */
export async function countUnread(db: AppDb): Promise<number> {
  const counts = await Promise.all(
    INBOX_KINDS.map(async (kind) => {
      const { table } = SOURCES[kind];
      const [row] = await db.select({ n: count() }).from(table).where(isNull(table.handledAt));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function findInboxItem(db: AppDb, kind: InboxKind, id: number): Promise<InboxItem | null> {
  const [row] = await selectKind(db, kind).where(eq(SOURCES[kind].table.id, id));
  return row ? toItem(row) : null;
}

/**
 * Marks an item handled (keeping when it first was) or not handled again;
 * the item as it is now, or null when there is no such item.
 */
export async function setHandled(db: AppDb, kind: InboxKind, id: number, handled: boolean, now: Date): Promise<InboxItem | null> {
  const { table } = SOURCES[kind];
  const [updated] = await db
    .update(table)
    .set({ handledAt: handled ? sql`coalesce(${table.handledAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated ? findInboxItem(db, kind, id) : null;
}

/** Deletes an item; false when there was none. */
export async function deleteInboxItem(db: AppDb, kind: InboxKind, id: number): Promise<boolean> {
  const { table } = SOURCES[kind];
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
