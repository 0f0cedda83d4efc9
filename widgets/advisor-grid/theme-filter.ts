import { hasSpecialty } from '../../contract/domain/specialty';
import type { Advisor } from '../../contract/schemas/advisor';

/** The filter's themes, in the order the spec lists them. */
export const FILTER_THEMES = ['Amour', 'Famille', 'Argent', 'Carrière'] as const;
export type FilterTheme = (typeof FILTER_THEMES)[number];

/** Selecting an already selected theme removes it (SPEC.md section 4). */
export function toggleTheme(selected: readonly FilterTheme[], theme: FilterTheme): FilterTheme[] {
  return selected.includes(theme) ? selected.filter((t) => t !== theme) : [...selected, theme];
}

/**
 * With themes selected, an advisor stays only if it has any of them as a
 * specialty, by the same rule as the server's specialty pages; with none, all
 * stay (SPEC.md section 5).
 */
export function filterByThemes(advisors: readonly Advisor[], selected: readonly FilterTheme[]): readonly Advisor[] {
  if (selected.length === 0) return advisors;
  return advisors.filter((advisor) => selected.some((theme) => hasSpecialty(advisor, theme)));
}
