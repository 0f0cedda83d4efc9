/**
 * The question oracle's routes (SPEC.md sections 2 and 7):
 * - POST /api/questions: the free question, answered by the oracle and kept in `questions`;
 * - POST /api/analyser: the analysis call, the question's category and a short message;
 * - GET /api/ml/health: the oracle's model, for the health checks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Analysis,
  AnalysisRequest,
  ApiError,
  OracleHealth,
  QUESTION_CATEGORIES,
  QuestionRequest,
  QuestionResponse,
  type QuestionAnswer,
} from '../../contract/schemas';
import type { Catalogue } from '../catalogue/catalogue';
import { parisDay } from '../../contract/domain/paris-day';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { questions } from '../db/schema';
import { analysePhrase, answerQuestion, ensureTrained, LABELLED_QUESTIONS } from '../oracle/index';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions, storedOr503 } from './post-protection';

export const QUESTION_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible, votre question n’a pas été enregistrée. Veuillez réessayer.';

export const questionRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue; database: Database; config: Config; clock: Clock }> = async (
  app,
  { catalogue, database, config, clock },
) => {
  // Trained now, once per process, so that the first visitor does not wait for it.
  const trainingMs = ensureTrained();
  if (trainingMs > 0) app.log.info({ trainingMs: Math.round(trainingMs) }, 'oracle trained');

  await applyPostProtection(app, config);

  app.post(
    '/api/questions',
    {
      ...postRouteOptions(config),
      schema: {
        tags: ['question gratuite'],
        summary: 'Poser une question gratuite : tirage de trois arcanes et voyants conseillés',
        body: QuestionRequest,
        response: { 200: QuestionResponse, ...POST_ERROR_RESPONSES, 503: ApiError },
      },
    },
    async (request, reply) => {
      // The schema has already trimmed both fields and refused a filled honeypot.
      const { prenom, question } = request.body;
      // Signed by the site (its name as the agency's settings give it), never by a voyant: the answer is automatic.
      const answer: QuestionAnswer = {
        ...answerQuestion({ prenom, question, day: parisDay(clock()), advisors: catalogue.snapshot.all }),
        author: app.agency.identity.name,
      };
      // No answer without storage: the reply waits for the insert, and a failed one is a 503.
      await storedOr503(request, 'question', QUESTION_UNAVAILABLE_MESSAGE, () =>
        database.db.insert(questions).values({ prenom, question, category: answer.category, answer }),
      );
      return reply.status(200).send({ response: answer });
    },
  );

  app.post(
    '/api/analyser',
    {
      ...postRouteOptions(config),
      schema: {
        tags: ['oracle'],
        summary: 'Analyser une question : sa catégorie et le voyant qui lui convient',
        body: AnalysisRequest,
        response: { 200: Analysis, ...POST_ERROR_RESPONSES },
      },
    },
    // Stores nothing: the analysis only points the visitor to the right pages.
    async (request) => {
      const { prenom, phrase } = request.body;
      return analysePhrase(prenom, phrase);
    },
  );

  app.get(
    '/api/ml/health',
    { schema: { tags: ['santé'], summary: 'État du modèle de l’oracle', response: { 200: OracleHealth } } },
    async (_request, reply) => {
      ensureTrained();
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        model: { trained: true, categories: [...QUESTION_CATEGORIES], corpusSize: LABELLED_QUESTIONS.length },
      };
    },
  );
};
