/**
 * "This advisor has specialty X", for the server's specialty pages and picks,
 * the catalogue's theme filter and the oracle's suggestions alike: the
 * specialty is one whole word of the advisor's specialty text, compared
 * through the slug rule (case and accents aside). 'Carriere' and 'CARRIÈRE'
 * are Carrière; 'Amoureux' is not Amour (it is another word), nor is
 * 'Argenterie' Argent.
 */
import { slugify } from '../slug';

/** Whether `specialty` (a word such as 'Carrière', or its slug 'carriere') is one of the words of the advisor's specialty text. */
export function hasSpecialty(advisor: { readonly specialty?: string | null }, specialty: string): boolean {
  if (!advisor.specialty) return false;
  const wanted = slugify(specialty);
  return wanted !== '' && slugify(advisor.specialty).split('-').includes(wanted);
}
