/**
 * The self-exclusion request (the terms' "blocage" of access to consultations):
 * what the site's form sends and the server stores. Read by the host site and
 * the server only; no embeddable widget imports it.
 */
import * as z from 'zod/mini';
import { ContactReceipt } from './contact';
import { honeypot, trimmed } from './requests';

/** The durations a client may ask for, as sent and stored, with the words the form shows. */
export const SELF_EXCLUSION_DURATIONS = {
  '1-mois': '1 mois',
  '3-mois': '3 mois',
  '6-mois': '6 mois',
  '1-an': '1 an',
  definitif: 'Définitivement',
} as const;
export type SelfExclusionDuration = keyof typeof SELF_EXCLUSION_DURATIONS;

const DURATION_KEYS = Object.keys(SELF_EXCLUSION_DURATIONS) as [SelfExclusionDuration, ...SelfExclusionDuration[]];

export const SelfExclusionRequest = z.object({
  name: trimmed(2, 120, 'Le nom doit contenir au moins 2 caractères.', 'Le nom ne doit pas dépasser 120 caractères.'),
  email: z.string().check(z.trim(), z.email('Adresse e-mail invalide.'), z.maxLength(254, 'Adresse e-mail invalide.')),
  phone: trimmed(6, 40, 'Le numéro de téléphone doit contenir au moins 6 caractères.', 'Le numéro de téléphone ne doit pas dépasser 40 caractères.'),
  duration: z.enum(DURATION_KEYS, 'Veuillez choisir une durée.'),
  website: honeypot,
});
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequest>;

/** Acknowledged like a contact message: the stored row's id. */
export const SelfExclusionReceipt = ContactReceipt;
