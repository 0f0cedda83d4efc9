import type { Advisor } from '../core/schemas/advisor';

/** The filter's themes, in the order the spec lists them. */
export const FILTER_THEMES = ['Amour', 'Famille', 'Argent', 'Carrière'] as const;
export type FilterTheme = (typeof FILTER_THEMES)[number];

/** Selecting an already selected theme removes it (SPEC.md section 4). */
export function toggleTheme(selected: readonly FilterTheme[], theme: FilterTheme): FilterTheme[] {
  return selected.includes(theme) ? selected.filter((t) => t !== theme) : [...selected, theme];
}

/**
 * With themes selected, an advisor stays only if its specialty is present and
 * contains any of them, case-insensitively; with none, all stay (SPEC.md section 5).
 */
export function filterByThemes(advisors: readonly Advisor[], selected: readonly FilterTheme[]): readonly Advisor[] {
  if (selected.length === 0) return advisors;
  const wanted = selected.map((theme) => theme.toLowerCase());
  return advisors.filter((advisor) => {
    const specialty = advisor.specialty?.toLowerCase();
    return !!specialty && wanted.some((theme) => specialty.includes(theme));
  });
}
