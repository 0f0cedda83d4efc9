/**
 * Advisors as the console reads and writes them: every advisor (archived
 * ones too) straight from the database, and each change in one transaction
 * that ends by telling every instance to reload its catalogue; this instance
 * reloads before it answers, so the public API already shows the change.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { foldFrench, hasSpecialty, hasType, slugify } from '../../contract/domain';
import type { AdvisorFields, AdvisorFilters, AdvisorPatch, ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { serialId } from '../../contract/schemas/console/params';
import type { AppDb } from '../db/open';
import { advisors, advisorSlugRedirects, type AdvisorRow, type NewAdvisorRow } from '../db/schema';
import { invalidField, notFound } from '../http-error';
import { CHANNELS, notify } from '../live/channels';
import type { ConsoleContext } from './context';

export const ADVISOR_NOT_FOUND_MESSAGE = 'Voyant introuvable.';
const NO_SLUG_MESSAGE = 'Le prénom doit contenir au moins une lettre ou un chiffre.';

export type AdvisorFilter = z.infer<typeof AdvisorFilters>;

/** The `:id` of the advisor routes: anything but a serial column's id is an advisor not found. */
export const AdvisorParams = z.object({ id: serialId(ADVISOR_NOT_FOUND_MESSAGE) });

/** Each editable field of the API with its column. */
const COLUMN_OF = {
  first_name: 'firstName',
  type: 'type',
  title: 'title',
  specialty: 'specialty',
  description: 'description',
  messenger: 'messenger',
  whatsapp: 'whatsapp',
  phone: 'phone',
} as const satisfies Record<keyof AdvisorFields, keyof AdvisorRow>;
type Field = keyof typeof COLUMN_OF;
export const ADVISOR_FIELD_NAMES = Object.keys(COLUMN_OF) as Field[];

export function toConsoleAdvisor(row: AdvisorRow): ConsoleAdvisor {
  return {
    id: row.id,
    slug: row.slug,
    first_name: row.firstName,
    type: row.type,
    title: row.title,
    specialty: row.specialty,
    rating: row.rating,
    availability: row.status,
    photo: row.photo,
    video: row.video,
    description: row.description,
    messenger: row.messenger,
    whatsapp: row.whatsapp,
    phone: row.phone,
    reviews_count: row.reviewsCount,
    archived: row.archivedAt !== null,
    updated_at: row.updatedAt.toISOString(),
    auto_offline_at: row.autoOfflineAt?.toISOString() ?? null,
  };
}

// ─── Reading ────────────────────────────────────────────────────────────────

const SEARCHED: readonly (keyof AdvisorRow)[] = ['firstName', 'title', 'specialty', 'description'];

/** Every word of the search in one of the searched fields, case and accents aside ('helene' finds Hélène). */
function matchesSearch(row: AdvisorRow, search: string): boolean {
  const words = foldFrench(search).split(/\s+/).filter(Boolean);
  const haystack = SEARCHED.map((column) => foldFrench(String(row[column] ?? ''))).join('\n');
  return words.every((word) => haystack.includes(word));
}

function matchesFilters(row: AdvisorRow, filters: AdvisorFilter): boolean {
  const archived = filters.archived ?? '0';
  if (archived !== 'all' && (row.archivedAt !== null) !== (archived === '1')) return false;
  if (filters.type && !hasType(row, filters.type)) return false;
  if (filters.specialty && !hasSpecialty(row, filters.specialty)) return false;
  if (filters.availability && row.status !== filters.availability) return false;
  return !filters.search || matchesSearch(row, filters.search);
}

/**
 * The advisors matching the filters, by first name. The table holds the
 * agency's advisors (dozens, a few hundred at most): it is read whole and
 * filtered with the domain's own rules rather than with SQL that would say
 * them a second time.
 */
export async function listAdvisors(db: AppDb, filters: AdvisorFilter, onlyId?: number): Promise<ConsoleAdvisor[]> {
  const rows = await db.select().from(advisors).where(onlyId === undefined ? undefined : eq(advisors.id, onlyId));
  return rows
    .filter((row) => matchesFilters(row, filters))
    .sort((a, b) => a.firstName.localeCompare(b.firstName, 'fr') || a.id - b.id)
    .map(toConsoleAdvisor);
}

export async function findAdvisor(db: AppDb, id: number): Promise<AdvisorRow> {
  const [row] = await db.select().from(advisors).where(eq(advisors.id, id));
  if (!row) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
  return row;
}

// ─── Writing ────────────────────────────────────────────────────────────────

/**
 * Runs `work` in one transaction that ends with the catalogue notification
 * (delivered at commit, to every instance), then reloads this instance's
 * catalogue before the caller answers: one reload, which the notification
 * shares when this instance hears it.
 */
export async function writeCatalogue<T>(context: ConsoleContext, work: (tx: AppDb) => Promise<T>): Promise<T> {
  const change = randomUUID();
  const result = await context.database.db.transaction(async (tx) => {
    const value = await work(tx);
    await notify(tx, CHANNELS.catalogue, change);
    return value;
  });
  await context.live.reloadAfterCatalogueChange(change);
  return result;
}

/** Slug choices are serialised across instances: two "Hélène" created at once get helene and helene-2. */
const SLUG_LOCK = 0x766f7973; // 'voys'

/**
 * The first of `base`, `base-2`, `base-3`… that no other advisor holds, as its
 * slug (live or archived) or as an old slug that still redirects.
 */
async function uniqueSlug(tx: AppDb, base: string, advisorId: number | null): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
  const family = (column: typeof advisors.slug | typeof advisorSlugRedirects.oldSlug) => or(eq(column, base), like(column, `${base}-%`));
  const others = advisorId === null;
  const [current, old] = await Promise.all([
    tx.select({ slug: advisors.slug }).from(advisors).where(and(family(advisors.slug), others ? undefined : ne(advisors.id, advisorId))),
    tx
      .select({ slug: advisorSlugRedirects.oldSlug })
      .from(advisorSlugRedirects)
      .where(and(family(advisorSlugRedirects.oldSlug), others ? undefined : ne(advisorSlugRedirects.advisorId, advisorId))),
  ]);
  const taken = new Set([...current, ...old].map((row) => row.slug));
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

function slugBase(firstName: string): string {
  const base = slugify(firstName);
  if (!base) throw invalidField('first_name', NO_SLUG_MESSAGE);
  return base;
}

/** An empty text is kept as null (the site then shows its default), as the shared schema says. */
const stored = (value: string | number | null) => (value === '' ? null : value);

/** The columns a set of fields writes. */
function columnsOf(fields: AdvisorPatch): Partial<NewAdvisorRow> {
  const columns: Record<string, unknown> = {};
  for (const field of ADVISOR_FIELD_NAMES) {
    const value = fields[field];
    if (value !== undefined) columns[COLUMN_OF[field]] = stored(value);
  }
  return columns as Partial<NewAdvisorRow>;
}

export async function createAdvisor(tx: AppDb, fields: AdvisorFields, now: Date): Promise<AdvisorRow> {
  const slug = await uniqueSlug(tx, slugBase(fields.first_name), null);
  const columns = columnsOf(fields) as Omit<NewAdvisorRow, 'slug' | 'reviewsCount'> & Required<Pick<NewAdvisorRow, 'firstName' | 'type'>>;
  // New advisors start offline: they say when they take calls; and without a rating until a review of theirs is published.
  const [row] = await tx.insert(advisors).values({ ...columns, slug, status: 'offline', rating: null, reviewsCount: 0, updatedAt: now }).returning();
  return row!;
}

export interface AdvisorEdit {
  row: AdvisorRow;
  /** The API names of the fields whose value changed. */
  changed: Field[];
}

/** The fields of `patch` whose stored value would differ from the row's. */
export function changedFields(row: AdvisorRow, patch: AdvisorPatch): Field[] {
  return ADVISOR_FIELD_NAMES.filter((field) => patch[field] !== undefined && stored(patch[field]) !== row[COLUMN_OF[field]]);
}

/**
 * Applies the changed fields. A new first name gives a new slug by the slug
 * rule; the old one is kept in advisor_slug_redirects, pointing at the
 * advisor (so a chain of renames keeps every old slug answering), and taking
 * back one of its own old slugs ends that redirect.
 */
export async function updateAdvisor(tx: AppDb, id: number, patch: AdvisorPatch, now: Date): Promise<AdvisorEdit> {
  const [row] = await tx.select().from(advisors).where(eq(advisors.id, id)).for('update');
  if (!row) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
  const changed = changedFields(row, patch);
  if (changed.length === 0) return { row, changed };
  const columns: Partial<NewAdvisorRow> = columnsOf(Object.fromEntries(changed.map((field) => [field, patch[field]])));
  if (patch.first_name !== undefined && changed.includes('first_name')) {
    const slug = await uniqueSlug(tx, slugBase(patch.first_name), id);
    if (slug !== row.slug) {
      columns.slug = slug;
      await tx.delete(advisorSlugRedirects).where(and(eq(advisorSlugRedirects.oldSlug, slug), eq(advisorSlugRedirects.advisorId, id)));
      await tx.insert(advisorSlugRedirects).values({ oldSlug: row.slug, advisorId: id }).onConflictDoNothing();
    }
  }
  const [updated] = await tx
    .update(advisors)
    .set({ ...columns, updatedAt: now })
    .where(eq(advisors.id, id))
    .returning();
  return { row: updated!, changed };
}

/** Archives or restores; null when it already was so (nothing written). */
export async function setArchived(tx: AppDb, id: number, archived: boolean, now: Date): Promise<AdvisorRow | null> {
  const [row] = await tx.select().from(advisors).where(eq(advisors.id, id)).for('update');
  if (!row) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
  if ((row.archivedAt !== null) === archived) return null;
  const [updated] = await tx
    .update(advisors)
    .set({ archivedAt: archived ? now : null, updatedAt: now })
    .where(eq(advisors.id, id))
    .returning();
  return updated!;
}
