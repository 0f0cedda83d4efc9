/**
 * Advisor rows in the API's shape. SPEC.md section 3's field names are the
 * columns' own names (`first_name`, `reviews_count`), so the mapping is read
 * from the table rather than kept by hand. Only the status changes words: the
 * stored availability becomes the spec's code (the one place the server writes
 * one). The API's schema then checks each advisor once, when the catalogue is
 * loaded, because the GET routes send ready-made JSON that no serializer looks
 * at again.
 */
import { getTableColumns } from 'drizzle-orm';
import * as z from 'zod/mini';
import { Advisor } from '../../contract/schemas';
import { specStatusOf } from '../../contract/domain/availability';
import { advisors, type AdvisorRow, type OfferRow } from '../db/schema';
import { publicOffers } from './offers';

/** Each row property with the column, hence API field, it stands for: [firstName, 'first_name'], … */
const FIELDS = Object.entries(getTableColumns(advisors)).map(([property, column]) => [property as keyof AdvisorRow, column.name] as const);

/** A database row with the API's field names, not yet checked; `offers` only when the advisor has some. */
function toApiFields(row: AdvisorRow, offers: readonly OfferRow[] | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(FIELDS.map(([property, name]) => [name, row[property]]));
  fields.status = specStatusOf(row.status);
  if (offers?.length) fields.offers = publicOffers(offers);
  return fields;
}

/** An advisor the API cannot serve as it is, by id, with the fields at fault (their names, not their values). */
export interface RejectedAdvisor {
  id: number;
  fields: string[];
}

/** The rows as the API serves them, each checked by the API's schema; a row that fails is left out and named, so one bad row does not empty the site. */
export function toApiAdvisors(rows: readonly AdvisorRow[], offers: readonly OfferRow[] = []): { advisors: Advisor[]; rejected: RejectedAdvisor[] } {
  const accepted: Advisor[] = [];
  const rejected: RejectedAdvisor[] = [];
  const offersByAdvisor = new Map<number, OfferRow[]>();
  for (const offer of offers) offersByAdvisor.set(offer.advisorId, [...(offersByAdvisor.get(offer.advisorId) ?? []), offer]);
  for (const row of rows) {
    const parsed = z.safeParse(Advisor, toApiFields(row, offersByAdvisor.get(row.id)));
    if (parsed.success) accepted.push(parsed.data);
    else rejected.push({ id: row.id, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))] });
  }
  return { advisors: accepted, rejected };
}
