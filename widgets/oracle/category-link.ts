import { FORM_TEXTS } from '../core/texts/forms';

const T = FORM_TEXTS.oracle;

/** The categories with a specialty page, /par-specialite/<key> (case and accents aside: 'Carrière' and 'carriere' alike), and its link's text. */
const SPECIALTIES: Readonly<Record<string, string>> = { amour: T.love, argent: T.money, carriere: T.career, famille: T.family };

/** The page an analysis points to: the category's specialty page, else all advisors. */
export function categoryLink(categorie: string): { path: string; label: string } {
  const key = categorie
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const label = SPECIALTIES[key];
  return label ? { path: `/par-specialite/${key}`, label } : { path: '/tous-nos-voyants', label: T.all };
}
