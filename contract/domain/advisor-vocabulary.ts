/**
 * The catalogue's words: advisor types, their themes, specialties. Plain
 * lists, in a file of their own: the schemas (../schemas/advisor.ts) and the
 * rules (./advisor-type.ts, ./specialty.ts) both read them, and a bundle that
 * reaches the schemas does not carry the rules' lookup tables.
 */
export const ADVISOR_TYPES = ['Tarologue', 'Astrologue', 'Numérologue', 'Médium'] as const;
export type AdvisorType = (typeof ADVISOR_TYPES)[number];

/** The agency's themes: each type's discipline (Tarologue, Tarologie). */
export const THEMES = ['Tarologie', 'Astrologie', 'Numérologie', 'Médiumnité'] as const;
export type Theme = (typeof THEMES)[number];

export const SPECIALTIES = ['Amour', 'Carrière', 'Argent', 'Famille'] as const;
export type Specialty = (typeof SPECIALTIES)[number];
