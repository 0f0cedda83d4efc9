import type { Advisor } from '../../widgets/core/schemas';
import { slugify } from '../../widgets/core/slug';

/** Type names compared through the slug rule: 'Numérologue', 'numerologue' and 'NUMÉROLOGUE' match. */
export function hasType(advisor: Advisor, type: string): boolean {
  return slugify(advisor.type) === slugify(type);
}

/** True when the advisor's specialty text contains the specialty, ignoring case and accents. */
export function hasSpecialty(advisor: Advisor, specialty: string): boolean {
  if (!advisor.specialty) return false;
  return slugify(advisor.specialty).split('-').includes(slugify(specialty));
}

export const isOnline = (advisor: Advisor) => advisor.status === '1';

/** Online advisors first, keeping the given order within each group. */
export function onlineFirst(list: readonly Advisor[]): Advisor[] {
  return [...list.filter(isOnline), ...list.filter((advisor) => !isOnline(advisor))];
}
