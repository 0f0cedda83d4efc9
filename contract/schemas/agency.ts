/**
 * The agency's settings (its identity on the legal pages, the footer, the
 * e-mails and the JSON-LD, and the spending threshold): the console's
 * « Agence » form checks them with these rules before sending, the server
 * (PUT /gestion/api/agency, server/agency/settings.ts) with the same ones, so
 * both say the same French messages, keyed by the setting. Only the console
 * and the server import this file.
 */
import * as z from 'zod/mini';
import { AGENCY_SETTING_KEYS, type AgencySettingKey } from '../domain/agency-samples';
import { INVALID_CHARACTER_MESSAGE, isStorableText } from '../domain/storable-text';

export { AGENCY_SETTING_KEYS, type AgencySettingKey };

/** The spending threshold's bounds, in euro cents (1,00 € to 100 000,00 €). */
export const SPENDING_THRESHOLD_BOUNDS = { min: 100, max: 10_000_000 } as const;

/** What the form calls each setting, in the order it shows them, with the section each belongs to. */
export const AGENCY_SETTING_LABELS: Record<AgencySettingKey, string> = {
  site_name: 'Nom du site',
  company: 'Raison sociale',
  address: 'Adresse du siège',
  city: 'Ville du siège',
  country: 'Pays du siège (code à deux lettres, par exemple FR)',
  licence: 'Licence ou immatriculation',
  phone: 'Téléphone du service client',
  email: 'E-mail du service client',
  host_name: 'Nom de l’hébergeur',
  host_address: 'Adresse de l’hébergeur',
  host_phone: 'Téléphone de l’hébergeur',
  mediator_name: 'Nom du médiateur de la consommation',
  mediator_address: 'Adresse du médiateur',
  mediator_website: 'Site web du médiateur',
  spending_threshold_cents: 'Seuil de dépenses sur 30 jours',
};

const text = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min, `${label} doit contenir au moins ${min} caractères`),
    z.maxLength(max, `${label} ne doit pas dépasser ${max} caractères`),
    z.refine(isStorableText, INVALID_CHARACTER_MESSAGE),
  );

/** A telephone number as people write it: digits, spaces, dots, dashes, brackets, a leading +. */
const phone = (label: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\+?[0-9][0-9 .()-]{5,24}$/, `${label} doit être un numéro de téléphone (chiffres, espaces, un + au début)`),
  );

const website = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(200, `${label} ne doit pas dépasser 200 caractères`),
    z.refine((value) => /^https:\/\/[^\s/\\@:]+\.[^\s/\\@:]+(\/[^\s\\]*)?$/.test(value), `${label} doit être une adresse https valide, par exemple https://www.exemple.fr`),
  );

/** Every setting as the form and the API send it (the threshold in cents). */
export const AgencySettingsInput = z.object({
  site_name: text('Le nom du site', 2, 80),
  company: text('La raison sociale', 2, 160),
  address: text('L’adresse du siège', 5, 300),
  city: text('La ville du siège', 2, 80),
  country: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Le pays du siège doit être un code à deux lettres, par exemple FR')),
  licence: text('La licence ou l’immatriculation', 2, 200),
  phone: phone('Le téléphone du service client'),
  email: z.string().check(z.trim(), z.maxLength(254, 'L’e-mail du service client est trop long'), z.email('L’e-mail du service client doit être une adresse e-mail valide')),
  host_name: text('Le nom de l’hébergeur', 2, 160),
  host_address: text('L’adresse de l’hébergeur', 5, 300),
  host_phone: phone('Le téléphone de l’hébergeur'),
  mediator_name: text('Le nom du médiateur', 2, 160),
  mediator_address: text('L’adresse du médiateur', 5, 300),
  mediator_website: website('Le site web du médiateur'),
  spending_threshold_cents: z.int('Le seuil de dépenses doit être un montant en euros, par exemple 500 ou 500,50').check(
    z.gte(SPENDING_THRESHOLD_BOUNDS.min, 'Le seuil de dépenses doit être d’au moins 1,00\u202f€'),
    z.lte(SPENDING_THRESHOLD_BOUNDS.max, 'Le seuil de dépenses ne doit pas dépasser 100\u202f000,00\u202f€'),
  ),
});
export type AgencySettingsInput = z.infer<typeof AgencySettingsInput>;

/** What GET /gestion/api/agency answers: every value, and which are still the sample a fresh install starts from. */
export const AgencySettingsAnswer = z.object({
  values: AgencySettingsInput,
  samples: z.array(z.enum(AGENCY_SETTING_KEYS as [AgencySettingKey, ...AgencySettingKey[]])),
});
export type AgencySettingsAnswer = z.infer<typeof AgencySettingsAnswer>;

/** What PUT /gestion/api/agency answers: the settings as saved, and the keys that changed. */
export const AgencySettingsSaved = z.object({
  values: AgencySettingsInput,
  samples: AgencySettingsAnswer.shape.samples,
  changed: AgencySettingsAnswer.shape.samples,
});
export type AgencySettingsSaved = z.infer<typeof AgencySettingsSaved>;
