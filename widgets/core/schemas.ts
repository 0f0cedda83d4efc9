/**
 * The one contract between the server and the widgets: every request the server
 * accepts and every response a widget reads is parsed by these schemas.
 * zod/mini keeps the widgets' bundles small; the server uses the same objects.
 */
import * as z from 'zod/mini';

export const ADVISOR_TYPES = ['Tarologue', 'Astrologue', 'Numérologue', 'Médium'] as const;
export type AdvisorType = (typeof ADVISOR_TYPES)[number];

export const SPECIALTIES = ['Amour', 'Carrière', 'Argent', 'Famille'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const THEMES = ['Tarologie', 'Astrologie', 'Numérologie', 'Médiumnité'] as const;
export type Theme = (typeof THEMES)[number];

/** An advisor (voyant) as the API serves it: SPEC.md section 3 plus slug and reviews_count. */
export const Advisor = z.object({
  id: z.int(),
  slug: z.string(),
  first_name: z.string(),
  type: z.string(),
  title: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  rating: z.nullable(z.string()),
  /** '1' means online or available; anything else offline. */
  status: z.string(),
  /** Relative path: the full address is the API base + '/' + path. */
  photo: z.nullable(z.string()),
  video: z.nullable(z.string()),
  description: z.nullable(z.string()),
  messenger: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Stable number of reviews shown on cards (30 to 260). */
  reviews_count: z.int(),
});
export type Advisor = z.infer<typeof Advisor>;

export const AdvisorList = z.array(Advisor);
export type AdvisorList = z.infer<typeof AdvisorList>;

/** Every error the API sends. */
export const ApiError = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof ApiError>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  server: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof Health>;

// ---------------------------------------------------------------- horoscopes

export const HOROSCOPE_PERIODS = ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** The five sections and the luck items of one horoscope, as the provider writes them. */
export const HoroscopeBody = z.object({
  personal: z.optional(z.string()),
  health: z.optional(z.string()),
  profession: z.optional(z.string()),
  emotions: z.optional(z.string()),
  travel: z.optional(z.string()),
  luck: z.optional(z.array(z.string())),
});
export type HoroscopeBody = z.infer<typeof HoroscopeBody>;

/** The provider's answer shape (SPEC.md section 3); our engine answers the same. */
export const Horoscope = z.object({
  success: z.boolean(),
  data: z.optional(
    z.object({
      prediction: z.optional(HoroscopeBody),
      daily_horoscope: z.optional(HoroscopeBody),
      weekly_horoscope: z.optional(HoroscopeBody),
      monthly_horoscope: z.optional(HoroscopeBody),
      yearly_horoscope: z.optional(HoroscopeBody),
    }),
  ),
  /** Added by our server: what the text is about and where it came from. */
  meta: z.optional(
    z.object({
      sign: z.string(),
      period: z.enum(HOROSCOPE_PERIODS),
      /** First day of the period, YYYY-MM-DD in Europe/Paris. */
      date: z.string(),
      source: z.enum(['engine', 'provider']),
    }),
  ),
});
export type Horoscope = z.infer<typeof Horoscope>;

// ---------------------------------------------------------------- free question and oracle

export const QUESTION_CATEGORIES = ['Amour', 'Argent', 'Carrière', 'Famille', 'autre'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/** Hidden field that people leave empty and bots fill in. */
const honeypot = z.optional(z.string().check(z.maxLength(0, 'Requête refusée.')));

export const QuestionRequest = z.object({
  prenom: trimmed(1, 60, 'Le prénom est obligatoire.', 'Le prénom ne doit pas dépasser 60 caractères.'),
  question: trimmed(3, 1000, 'La question doit contenir au moins 3 caractères.', 'La question ne doit pas dépasser 1000 caractères.'),
  website: honeypot,
});
export type QuestionRequest = z.infer<typeof QuestionRequest>;

export const TarotCard = z.object({
  /** 0 to 21: the major arcana. */
  number: z.int(),
  name: z.string(),
  slug: z.string(),
  /** What the card says for the question's category, in French. */
  meaning: z.string(),
});
export type TarotCard = z.infer<typeof TarotCard>;

export const AdvisorSuggestion = z.object({
  id: z.int(),
  slug: z.string(),
  first_name: z.string(),
  type: z.string(),
  status: z.string(),
  photo: z.nullable(z.string()),
});
export type AdvisorSuggestion = z.infer<typeof AdvisorSuggestion>;

export const QuestionAnswer = z.object({
  category: z.enum(QUESTION_CATEGORIES),
  /** True when the question is one the terms let us refuse: no cards then. */
  refused: z.boolean(),
  /** The whole answer as paragraphs, addressed to the first name. */
  message: z.string(),
  cards: z.array(TarotCard),
  suggestions: z.array(AdvisorSuggestion),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;

export const QuestionResponse = z.object({ response: QuestionAnswer });
export type QuestionResponse = z.infer<typeof QuestionResponse>;

export const AnalysisRequest = z.object({
  prenom: trimmed(1, 60, 'Le prénom est obligatoire.', 'Le prénom ne doit pas dépasser 60 caractères.'),
  phrase: trimmed(3, 1000, 'La question doit contenir au moins 3 caractères.', 'La question ne doit pas dépasser 1000 caractères.'),
  website: honeypot,
});
export type AnalysisRequest = z.infer<typeof AnalysisRequest>;

export const Analysis = z.object({ message: z.string(), categorie: z.string() });
export type Analysis = z.infer<typeof Analysis>;

// ---------------------------------------------------------------- contact

/** The contact form's rules (SPEC.md section 5), enforced by the form and the server alike. */
export const ContactMessage = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Le nom doit contenir au moins 2 caractères'), z.maxLength(120, 'Le nom ne doit pas dépasser 120 caractères')),
  email: z.string().check(z.trim(), z.email('Email invalide'), z.maxLength(254, 'Email invalide')),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Le téléphone ne doit pas dépasser 40 caractères'))),
  message: z.string().check(z.trim(), z.minLength(10, 'Le message doit contenir au moins 10 caractères'), z.maxLength(5000, 'Le message ne doit pas dépasser 5000 caractères')),
  website: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactReceipt = z.object({ id: z.int() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;

// ---------------------------------------------------------------- oracle health

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
