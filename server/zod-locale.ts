/**
 * zod's own messages (wrong type, missing field) in French on the server, so
 * every validation error a visitor or partner gets reads in the product's
 * language. Kept out of the widgets: the locale would weigh on every bundle.
 */
import * as z from 'zod/mini';
import { fr } from 'zod/locales';

z.config({
  ...fr(),
  // The locale's "Entrée invalide : chaîne de caractères attendu, indéfini reçu" says little about a field left out.
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Ce champ est obligatoire.' : undefined),
});
