/**
 * Whether an advisor can be reached now. The API carries it as the spec's
 * `status` string: '1' is available (online), anything else is not
 * (SPEC.md section 4). '2' is the busy state of the spec's indicator (an
 * advisor in a consultation), produced since advisors set their own
 * availability in the console; any other value is offline. Every list,
 * badge, suggestion and console control reads it here.
 */

/** The one status value that means available. */
export const AVAILABLE_STATUS = '1';

/** The three availabilities an advisor or an operator chooses from, in the console's order. */
export const AVAILABILITIES = ['available', 'busy', 'offline'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The status string stored and served for each availability. */
export const STATUS_OF: Readonly<Record<Availability, string>> = { available: AVAILABLE_STATUS, busy: '2', offline: '0' };

/** An advisor, or anything carrying its status (a suggestion, a team member). */
export function isAvailable(advisor: { readonly status?: string | null }): boolean {
  return advisor.status === AVAILABLE_STATUS;
}

/** Available, busy, or (any other value, missing included) offline. */
export function availabilityOf(advisor: { readonly status?: string | null }): Availability {
  if (advisor.status === STATUS_OF.available) return 'available';
  return advisor.status === STATUS_OF.busy ? 'busy' : 'offline';
}
