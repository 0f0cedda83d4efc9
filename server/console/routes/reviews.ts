/**
 * Console API of reviews (server/reviews/moderation.ts): an admin lists
 * every review and publishes or rejects it (with a reason of the fixed list),
 * an advisor lists their own and answers each once; an admin removes the
 * demonstration data of a fresh install. Each change is audited (ids and
 * the reason only, never the visitor's words) and its ratings reach every
 * instance's catalogue (writeCatalogue).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../../contract/schemas';
import { serialId } from '../../../contract/schemas/console/params';
import { CONSOLE_REVIEW_PATHS, ConsoleReview, ConsoleReviewPage, ConsoleReviewQuery, DemoDataSummary, ReviewAnswer, ReviewModeration } from '../../../contract/schemas/console/reviews';
import { applyPostProtection } from '../../routes/post-protection';
import { demoDataSummary, removeDemoData } from '../../reviews/demo-data';
import { answerReview, listReviews, moderateReview, REVIEW_NOT_FOUND_MESSAGE } from '../../reviews/moderation';
import { writeCatalogue } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { forbidden, requireRole, userOf } from '../guard';

const tags = ['console'];
const ReviewParams = z.object({ id: serialId(REVIEW_NOT_FOUND_MESSAGE) });
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const reviewConsoleRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database, clock, config } = context;
  const { db } = database;
  await applyPostProtection(app, config);

  app.get(
    CONSOLE_REVIEW_PATHS.list,
    { onRequest: requireRole('admin', 'advisor'), schema: { tags, summary: 'Les avis (à modérer d’abord\u202f; un voyant : les siens)', querystring: ConsoleReviewQuery, response: { 200: ConsoleReviewPage, ...errors } } },
    async (request) => {
      const user = userOf(request);
      if (user.role === 'advisor' && user.advisor_id === null) throw forbidden();
      return listReviews(db, user, request.query);
    },
  );

  app.post(
    CONSOLE_REVIEW_PATHS.moderate,
    { onRequest: requireRole('admin'), schema: { tags, summary: 'Publier un avis, ou le refuser avec un motif', params: ReviewParams, body: ReviewModeration, response: { 200: ConsoleReview, ...errors } } },
    async (request) => {
      const user = userOf(request);
      const decision = request.body;
      return writeCatalogue(context, async (tx) => {
        const review = await moderateReview(tx, request.params.id, decision, clock());
        await audit(tx, user, {
          action: decision.action === 'publish' ? 'review-published' : 'review-rejected',
          target: `review:${review.id}`,
          details: { advisor_id: review.advisor_id, ...(decision.action === 'reject' ? { reason: decision.reason } : {}) },
        });
        return review;
      });
    },
  );

  app.post(
    CONSOLE_REVIEW_PATHS.answer,
    { onRequest: requireRole('advisor'), schema: { tags, summary: 'Répondre publiquement à un avis (une fois)', params: ReviewParams, body: ReviewAnswer, response: { 200: ConsoleReview, ...errors } } },
    async (request) => {
      const user = userOf(request);
      if (user.advisor_id === null) throw forbidden();
      const advisorId = user.advisor_id;
      return db.transaction(async (tx) => {
        const review = await answerReview(tx, request.params.id, advisorId, request.body.text, clock());
        await audit(tx, user, { action: 'review-answered', target: `review:${review.id}` });
        return review;
      });
    },
  );

  app.get(
    CONSOLE_REVIEW_PATHS.demo,
    { onRequest: requireRole('admin'), schema: { tags, summary: 'Les données de démonstration restantes', response: { 200: DemoDataSummary, ...errors } } },
    async () => demoDataSummary(db),
  );

  app.delete(
    CONSOLE_REVIEW_PATHS.demo,
    { onRequest: requireRole('admin'), schema: { tags, summary: 'Supprimer toutes les données de démonstration (commandes et avis) ; répond ce qui a été supprimé', response: { 200: DemoDataSummary, ...errors } } },
    async (request) => {
      const user = userOf(request);
      return writeCatalogue(context, async (tx) => {
        const removed = await removeDemoData(tx);
        await audit(tx, user, { action: 'demo-data-removed', details: removed });
        return removed;
      });
    },
  );
};
