/**
 * Whether an advisor can be reached now. The API carries it as the spec's
 * `status` string: '1' is available (online), anything else is not
 * (SPEC.md section 4). Every list, badge and suggestion reads it here.
 */

/** The one status value that means available. */
export const AVAILABLE_STATUS = '1';

/** An advisor, or anything carrying its status (a suggestion, a team member). */
export function isAvailable(advisor: { readonly status?: string | null }): boolean {
  return advisor.status === AVAILABLE_STATUS;
}
