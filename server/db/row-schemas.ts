/**
 * Zod schemas of the rows, made from the tables themselves (drizzle-zod): a
 * column added to server/db/schema.ts is in them at once, with its type and
 * whether it may be null. What writes rows checks them here (the seed, and
 * the operator console next); tests/server/row-schemas.test.ts holds the API's
 * advisor schema to the same columns.
 */
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import type { ZodType } from 'zod';
import * as z from 'zod/mini';
import { WeeklyHoursShape } from '../../contract/schemas/advisor';
import { advisors } from './schema';

/**
 * The weekly hours' jsonb column as the API describes it (one shape, the
 * API's). drizzle-zod types a refinement as classic zod; the zod/mini schema
 * runs the same, both being built on zod's core.
 */
const weeklyHoursColumn = z.nullable(WeeklyHoursShape) as unknown as ZodType;

/** An advisor row as the database returns it. */
export const AdvisorRowSchema = createSelectSchema(advisors, { weeklyHours: weeklyHoursColumn });

/**
 * The columns the console keeps for itself (archiving, last change, the run of
 * missed chat requests and the Hors ligne it set): the public API's advisor has
 * every other column of the table, and only those.
 */
export const CONSOLE_ONLY_ADVISOR_COLUMNS = { archivedAt: true, updatedAt: true, missedInARow: true, autoOfflineAt: true } as const;
export const PublicAdvisorRowSchema = AdvisorRowSchema.omit(CONSOLE_ONLY_ADVISOR_COLUMNS);

/**
 * The public API's advisor fields that come from other tables: the offers
 * (advisor_offers, server/catalogue/offers.ts), presence (console_presence
 * with the status, server/live/presence.ts) and the response time
 * (conversations, server/chat/chat-figures.ts).
 */
export const JOINED_ADVISOR_FIELDS = { offers: true, present: true, response_seconds: true } as const;

/** An advisor row as it may be inserted (id generated, defaults applied). */
export const NewAdvisorRowSchema = createInsertSchema(advisors);
