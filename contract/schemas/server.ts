/**
 * Schemas no widget reads: the questions the server accepts, its errors and
 * health answers, and the self-exclusion request the host site sends. No
 * widget imports this file, so no embed bundle carries it.
 */
import * as z from 'zod/mini';
import { ContactReceipt } from './contact';
import { QUESTION_CATEGORIES } from './question';
import { honeypot, trimmed } from './requests';

/**
 * Every error the API answers. A refused form names its field apart from the
 * message (`field`), and every invalid field with its message (`fields`):
 * the message itself is for a visitor.
 */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiError>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  server: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof Health>;

export const QuestionRequest = z.object({
  prenom: trimmed(1, 60, 'Le prénom est obligatoire.', 'Le prénom ne doit pas dépasser 60 caractères.'),
  question: trimmed(3, 1000, 'La question doit contenir au moins 3 caractères.', 'La question ne doit pas dépasser 1000 caractères.'),
  website: honeypot,
});
export type QuestionRequest = z.infer<typeof QuestionRequest>;

export const AnalysisRequest = z.object({
  prenom: trimmed(1, 60, 'Le prénom est obligatoire.', 'Le prénom ne doit pas dépasser 60 caractères.'),
  phrase: trimmed(3, 1000, 'La question doit contenir au moins 3 caractères.', 'La question ne doit pas dépasser 1000 caractères.'),
  website: honeypot,
});
export type AnalysisRequest = z.infer<typeof AnalysisRequest>;

/** GET /api/ml/health: the question oracle's model. */
export const OracleHealth = z.object({
  status: z.literal('ok'),
  model: z.object({
    trained: z.boolean(),
    categories: z.array(z.enum(QUESTION_CATEGORIES)),
    /** Number of labelled questions the model is trained on. */
    corpusSize: z.int(),
  }),
});
export type OracleHealth = z.infer<typeof OracleHealth>;

/**
 * The self-exclusion request (the terms' "blocage" of access to consultations),
 * sent by the host site's form (site/pages/self-exclusion-form.tsx).
 * The durations a client may ask for, as sent and stored, with the words the form shows.
 a client may ask for, as sent and stored, with the words the form shows. */
export const SELF_EXCLUSION_DURATIONS = {
  '1-mois': '1\u00a0mois',
  '3-mois': '3\u00a0mois',
  '6-mois': '6\u00a0mois',
  '1-an': '1\u00a0an',
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
