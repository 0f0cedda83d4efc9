/** Advisors: the catalogue's shape, as every advisor widget reads it. */
import * as z from 'zod/mini';
import { ADVISOR_TYPES, SPECIALTIES, THEMES, type AdvisorType, type Specialty, type Theme } from '../domain/advisor-vocabulary';

export { ADVISOR_TYPES, SPECIALTIES, THEMES, type AdvisorType, type Specialty, type Theme };

/**
 * A paid offer as the public sees it (the profile's "Tarifs", the cards'
 * "à partir de … €"): never its payment link, which only a chat carries
 * (contract/schemas/chat.ts).
 */
export const PublicOffer = z.object({
  id: z.int(),
  label: z.string(),
  duration_minutes: z.int(),
  /** Euro cents, TTC. */
  price_cents: z.int(),
});
export type PublicOffer = z.infer<typeof PublicOffer>;

/**
 * Weekly hours as the API serves them (contract/domain/weekly-hours.ts):
 * seven days from Monday, each its ranges in order, Paris time. The rules of
 * what the console saves are ./weekly-hours.ts, outside the embed.
 */
export const WeeklyHoursShape = z.array(z.array(z.object({ from: z.string(), to: z.string() })));

/** An advisor (voyant) as the API serves it: SPEC.md section 3 plus slug and reviews_count. */
export const Advisor = z.object({
  id: z.int().check(z.positive()),
  /** The profile's address (slugify of the first name): lowercase words joined by hyphens. */
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  first_name: z.string().check(z.minLength(1)),
  type: z.string(),
  title: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  rating: z.nullable(z.string()),
  /** SPEC.md section 4's code ('1' available): read it with availabilityOf or isAvailable (contract/domain/availability.ts), the only place it has a meaning. */
  status: z.string(),
  /** Relative path: the full address is the API base + '/' + path. */
  photo: z.nullable(z.string()),
  video: z.nullable(z.string()),
  description: z.nullable(z.string()),
  messenger: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Stable number of reviews shown on cards (30 to 260). */
  reviews_count: z.int().check(z.nonnegative()),
  /**
   * Whether the advisor can be reached by chat now: signed in to the console
   * with it open (on any server instance) and `status` Disponible. Phone,
   * WhatsApp and Messenger follow `status` alone. Kept live by the event
   * stream's `presence` event (contract/schemas/live.ts).
   */
  present: z.optional(z.boolean()),
  /** The advisor's weekly hours, Paris time; null: the default, Monday to Friday 9 h 00 to 18 h 00. */
  weekly_hours: z.optional(z.nullable(WeeklyHoursShape)),
  /**
   * The median time, in seconds, the advisor took to accept a chat request
   * over the last 30 days; null while they had fewer than 5 requests then
   * (server/chat/chat-figures.ts).
   */
  response_seconds: z.optional(z.nullable(z.int())),
  /** Paid offers, cheapest first; absent when the advisor has none. */
  offers: z.optional(z.array(PublicOffer)),
});
export type Advisor = z.infer<typeof Advisor>;

export const AdvisorList = z.array(Advisor);
export type AdvisorList = z.infer<typeof AdvisorList>;
