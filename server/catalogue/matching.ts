import { isAvailable, parseRating } from '../../contract/domain';
import type { Advisor } from '../../contract/schemas';

/** Online advisors first, keeping the given order within each group. */
export function onlineFirst(list: readonly Advisor[]): Advisor[] {
  return [...list.filter(isAvailable), ...list.filter((advisor) => !isAvailable(advisor))];
}

/** How many cards a list block of a page shows (SPEC.md section 9: 3 advisors per list). */
export const LIST_LIMIT = 3;

/**
 * The catalogue's one order, for every list the API serves: available advisors
 * first, then the best rated, then by first name (ties by id, so it is total).
 */
export function catalogueOrder(list: readonly Advisor[]): Advisor[] {
  return [...list].sort(
    (a, b) =>
      Number(isAvailable(b)) - Number(isAvailable(a)) ||
      (parseRating(b.rating) ?? 0) - (parseRating(a.rating) ?? 0) ||
      a.first_name.localeCompare(b.first_name, 'fr') ||
      a.id - b.id,
  );
}
