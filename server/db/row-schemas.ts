/**
 * Zod schemas of the rows, made from the tables themselves (drizzle-zod): a
 * column added to server/db/schema.ts is in them at once, with its type and
 * whether it may be null. What writes rows checks them here (the seed, and
 * the operator console next); tests/server/row-schemas.test.ts holds the API's
 * advisor schema to the same columns.
 */
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { advisors } from './schema';

/** An advisor row as the database returns it. */
export const AdvisorRowSchema = createSelectSchema(advisors);

/**
 * The columns the console keeps for itself (archiving, last change): the public
 * API's advisor has every other column of the table, and only those.
 */
export const CONSOLE_ONLY_ADVISOR_COLUMNS = { archivedAt: true, updatedAt: true } as const;
export const PublicAdvisorRowSchema = AdvisorRowSchema.omit(CONSOLE_ONLY_ADVISOR_COLUMNS);

/**
 * The public API's advisor fields that come from other tables: the offers
 * (advisor_offers, server/catalogue/offers.ts) and presence (console_presence
 * with the status, server/live/presence.ts).
 */
export const JOINED_ADVISOR_FIELDS = { offers: true, present: true } as const;

/** An advisor row as it may be inserted (id generated, defaults applied). */
export const NewAdvisorRowSchema = createInsertSchema(advisors);
