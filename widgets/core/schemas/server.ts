/**
 * Schemas only the server and its tests read: the questions it accepts, its
 * errors and its health answers. No widget imports this file, so no embed
 * bundle carries it.
 */
import * as z from 'zod/mini';
import { QUESTION_CATEGORIES } from './question';
import { honeypot, trimmed } from './requests';

/** Every error the API sends. */
export const ApiError = z.object({ error: z.string(), message: z.string() });
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
