import { FORM_TEXTS } from '../core/texts/forms';

const T = FORM_TEXTS.oracle;

/** Where each analysed category leads (case and accents aside: 'Carrière' and 'carriere' alike). */
const LINKS: Readonly<Record<string, { path: string; label: string }>> = {
  amour: { path: '/par-specialite/amour', label: T.love },
  argent: { path: '/par-specialite/argent', label: T.money },
  carriere: { path: '/par-specialite/carriere', label: T.career },
  famille: { path: '/par-specialite/famille', label: T.family },
};

const ALL_ADVISORS = { path: '/tous-nos-voyants', label: T.all };

/** The page an analysis points to: the category's specialty page, else all advisors. */
export function categoryLink(categorie: string): { path: string; label: string } {
  const key = categorie
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return LINKS[key] ?? ALL_ADVISORS;
}
