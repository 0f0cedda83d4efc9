/**
 * Whether an advisor can be reached now: one of three names, the same from
 * end to end (the database, the server, the console's API, the live stream,
 * the widgets' state). The spec's codes exist only where the spec's API says
 * them: the `status` field of the advisor the public API serves (SPEC.md
 * section 4: '1' available, anything else not; '2' is ours, the busy state
 * of the spec's indicator, produced since advisors set their availability in
 * the console). The two functions below are the one place a code becomes a
 * name or a name a code: the API's serializer writes one, the widgets read
 * one back from what the API served.
 */

/** The three availabilities an advisor or an operator chooses from, in the console's order. */
export const AVAILABILITIES = ['available', 'busy', 'offline'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The public API's `status` code of each availability, one character each, in AVAILABILITIES' order (SPEC.md section 4). */
const SPEC_STATUSES = '120';

/** The `status` code the public API serves for an availability (server/catalogue/advisor-json.ts). */
export const specStatusOf = (availability: Availability): string => SPEC_STATUSES[AVAILABILITIES.indexOf(availability)]!;

/** The availability of an advisor as the public API served it: '1' available, '2' busy, anything else (missing included) offline. */
export function availabilityOf(advisor: { readonly status?: string | null }): Availability {
  return AVAILABILITIES.find((availability) => specStatusOf(availability) === advisor.status) ?? 'offline';
}

/** An advisor as the public API served it (a suggestion, a team member too): can they be reached now? */
export const isAvailable = (advisor: { readonly status?: string | null }): boolean => availabilityOf(advisor) === 'available';
