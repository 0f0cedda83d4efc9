/**
 * "This advisor has specialty X", for the server's specialty pages and picks,
 * the catalogue's theme filter and the oracle's suggestions alike: the
 * specialty is one whole word of the advisor's specialty text, compared
 * through the slug rule (case and accents aside). 'Carriere' and 'CARRIÈRE'
 * are Carrière; 'Amoureux' is not Amour (it is another word), nor is
 * 'Argenterie' Argent. A specialty named in an address or an attribute is
 * read the same way, by the server's routes and the list widget alike.
 */
import { SPECIALTIES, type Specialty } from './advisor-vocabulary';
import { slugify } from './slug';

const SPECIALTY_BY_SLUG: ReadonlyMap<string, Specialty> = new Map(SPECIALTIES.map((specialty) => [slugify(specialty), specialty]));

/** 'Carrière', 'carriere', 'CARRIERE' -> 'Carrière'; unknown -> null. */
export function resolveSpecialty(value: string): Specialty | null {
  return SPECIALTY_BY_SLUG.get(slugify(value)) ?? null;
}

/** Whether `specialty` (a word such as 'Carrière', or its slug 'carriere') is one of the words of the advisor's specialty text. */
export function hasSpecialty(advisor: { readonly specialty?: string | null }, specialty: string): boolean {
  if (!advisor.specialty) return false;
  const wanted = slugify(specialty);
  return wanted !== '' && slugify(advisor.specialty).split('-').includes(wanted);
}

/** A specialty's page of advisors: /par-specialite/amour (SPEC.md section 2). */
export const specialtyPath = (specialty: Specialty): string => `/par-specialite/${slugify(specialty)}`;
