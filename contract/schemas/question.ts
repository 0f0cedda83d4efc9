/** The free question's and the oracle's answers (voy-free-question, voy-oracle). */
import * as z from 'zod/mini';

export const QUESTION_CATEGORIES = ['Amour', 'Argent', 'Carrière', 'Famille', 'autre'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const TarotCard = z.object({
  /** 0 to 21: the major arcana. */
  number: z.int(),
  name: z.string(),
  slug: z.string(),
  /** Path of the card's drawing on the API's host: 'images/tarot/le-bateleur.svg'. */
  image: z.string(),
  /** What the card says of the question, in French. */
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
  /**
   * Who signs the answer: the site's name. The oracle writes it, never a voyant, and
   * the chat view says so beside it (EU AI Act art. 50: an automatic answer says it is one).
   */
  author: z.string(),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;

export const QuestionResponse = z.object({ response: QuestionAnswer });
export type QuestionResponse = z.infer<typeof QuestionResponse>;

export const Analysis = z.object({ message: z.string(), categorie: z.string() });
export type Analysis = z.infer<typeof Analysis>;
