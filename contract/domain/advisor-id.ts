/** An advisor's id as a page may give it (an attribute, the navigation state): the profile and the chat read it here. */

/** A positive integer id (a number or a string of digits), else null. */
export function asAdvisorId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 1e9 ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return asAdvisorId(Number(value));
  return null;
}
