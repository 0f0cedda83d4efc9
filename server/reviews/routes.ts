/**
 * The public side of reviews:
 * - /avis/<token>: the review form of an e-mailed or chat link, a page the
 *   server draws (no script): rating 1–5 as radio buttons, the text, one
 *   button. Its POST (form-encoded, from this site only: the Origin is
 *   checked, as the console's are; rate-limited like every public POST)
 *   stores the review pending moderation; a refusal, or a field to correct,
 *   is said in French, with what was typed kept.
 * - POST CHAT_PATHS.reviewLink: the chat's « Donner mon avis » button (the
 *   conversation key in its header) gets the form's address.
 * - GET REVIEW_PATHS.advisor: an advisor's latest published reviews (the profile).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { isStorableText, INVALID_CHARACTER_MESSAGE } from '../../contract/domain/storable-text';
import { ApiError } from '../../contract/schemas';
import { CHAT_PATHS, ReviewLink } from '../../contract/schemas/chat';
import { PublicReviews, REVIEW_CHECK_PATH, REVIEW_LIMITS, REVIEW_PATHS, ReviewSubmit } from '../../contract/schemas/reviews';
import type { Catalogue } from '../catalogue/catalogue';
import { siteOrigin } from '../chat/left-messages';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { ownOrigins } from '../console/guard';
import type { Database } from '../db/open';
import { HttpError, notFound } from '../http-error';
import { safeErrorFields } from '../log-safe-error';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions, TOO_MANY_REQUESTS_MESSAGE } from '../routes/post-protection';
import { conversationOf } from '../routes/chat';
import { SECRET_TOKEN_PATTERN } from '../secret-token';
import { sendSmallPage, type SmallPage } from '../small-page';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { orders } from '../db/schema';
import { latestPublishedReviews } from './public-reviews';
import { reviewToken, reviewUrl } from './review-link';
import { reviewableOrder, submitReview, type ReviewRefusal } from './submission';
import { reviewDeadline } from './invitations';
import { REVIEW_TEXTS } from './texts';

interface ReviewRoutesOptions {
  database: Database;
  catalogue: Catalogue;
  config: Config;
  clock: Clock;
}

const P = REVIEW_TEXTS.page;
const NO_REVIEW_DUE_MESSAGE = 'Aucune consultation payée de cette conversation n’attend votre avis.';
const UNKNOWN_ADVISOR_MESSAGE = 'Voyant introuvable.';

const REFUSAL_STATUS: Record<ReviewRefusal | 'origin', number> = { unknown: 404, unpaid: 409, reviewed: 409, 'too-old': 410, origin: 403 };
const REFUSAL_TEXT: Record<ReviewRefusal | 'origin', string> = {
  unknown: P.refused.unknown,
  unpaid: P.refused.unpaid,
  reviewed: P.refused.reviewed,
  'too-old': P.refused.tooOld,
  origin: P.refused.origin,
};

const home = { label: P.home, href: '/' };
const check = { label: P.howWeCheck, href: REVIEW_CHECK_PATH };

/** The form page: the rating's five choices and the text, with what was typed and the errors to correct. */
function formPage(token: string, advisorName: string, paidAt: Date, typed: { rating?: string; text?: string }, errors: { rating?: string; text?: string } = {}): SmallPage {
  const messages = [errors.rating, errors.text].filter((error): error is string => Boolean(error));
  return {
    title: P.title(advisorName),
    paragraphs: [P.intro(advisorName, paidAt)],
    form: {
      action: REVIEW_PATHS.form(token),
      button: P.submit,
      errors: messages.length ? [P.errorsTitle, ...messages] : [],
      controls: [
        { kind: 'choice', name: 'rating', legend: P.rating, options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: P.stars(n) })), checked: typed.rating, error: errors.rating },
        { kind: 'textarea', name: 'text', label: P.text, value: typed.text, maxLength: REVIEW_LIMITS.textMax, error: errors.text },
      ],
    },
    links: [check],
  };
}

/** The review form's pages. */
async function reviewPages(app: FastifyInstance, { database, config, clock }: ReviewRoutesOptions): Promise<void> {
  await applyPostProtection(app, config);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const db = database.db;
  const refused = (reply: FastifyReply, refusal: ReviewRefusal | 'origin') =>
    sendSmallPage(reply, REFUSAL_STATUS[refusal], { title: P.refused.title, paragraphs: [REFUSAL_TEXT[refusal]], links: [check, home] });
  // A body it cannot read, too many posts, the database away: a French page, nothing stored.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) request.log.error({ error: safeErrorFields(error) }, 'review page failed');
    const text = status === 503 ? P.refused.unavailable : status === 429 ? TOO_MANY_REQUESTS_MESSAGE : INVALID_CHARACTER_MESSAGE;
    return sendSmallPage(reply, status, { title: P.refused.title, paragraphs: [text], links: [home] });
  });
  const Params = z.object({ token: z.string() });
  const tokenOf = (params: unknown): string | null => {
    const parsed = z.safeParse(Params, params);
    return parsed.success && SECRET_TOKEN_PATTERN.test(parsed.data.token) ? parsed.data.token : null;
  };
  const hidden = { schema: { hide: true } };

  app.get(REVIEW_PATHS.form(':token'), hidden, async (request, reply) => {
    const token = tokenOf(request.params);
    const checked = token ? await reviewableOrder(db, token, clock()) : null;
    if (!token || !checked) return refused(reply, 'unknown');
    if (!checked.ok) return refused(reply, checked.refusal);
    const { order, advisorName } = checked.found;
    return sendSmallPage(reply, 200, formPage(token, advisorName, order.paidAt ?? order.createdAt, {}));
  });

  app.post(REVIEW_PATHS.form(':token'), { ...hidden, ...postRouteOptions(config) }, async (request, reply) => {
    // A form of this site only: a browser sends its Origin with every POST; another site's is a forged request.
    const origin = request.headers.origin;
    if (!origin || !ownOrigins(request, config.PUBLIC_ORIGIN).includes(origin)) return refused(reply, 'origin');
    const token = tokenOf(request.params);
    if (!token) return refused(reply, 'unknown');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const typed = { rating: typeof body.rating === 'string' ? body.rating : undefined, text: typeof body.text === 'string' ? body.text : undefined };
    if (typed.text !== undefined && !isStorableText(typed.text)) throw new HttpError(400, 'validation', INVALID_CHARACTER_MESSAGE);
    const parsed = z.safeParse(ReviewSubmit, { rating: typed.rating ?? '', text: typed.text ?? '' });
    if (!parsed.success) {
      const checked = await reviewableOrder(db, token, clock());
      if (!checked.ok) return refused(reply, checked.refusal);
      const errors: { rating?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'text') && !errors[field]) errors[field] = issue.message;
      }
      const { order, advisorName } = checked.found;
      return sendSmallPage(reply, 400, formPage(token, advisorName, order.paidAt ?? order.createdAt, typed, errors));
    }
    const stored = await submitReview(db, token, parsed.data, clock());
    if (!stored.ok) return refused(reply, stored.refusal);
    return sendSmallPage(reply, 201, { title: P.thanks.title, paragraphs: [P.thanks.text], links: [check, home] });
  });
}

/** The JSON routes: the profile's reviews and the chat's link. */
const reviewApi: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { database, catalogue, config, clock }) => {
  await applyPostProtection(app, config);
  const db = database.db;
  const origin = siteOrigin(config);

  app.get(
    REVIEW_PATHS.advisor,
    {
      schema: {
        tags: ['avis'],
        summary: 'Les derniers avis publiés d’un voyant (consultations payées, vérifiées)',
        params: z.object({ id: z.coerce.number(UNKNOWN_ADVISOR_MESSAGE).check(z.int(UNKNOWN_ADVISOR_MESSAGE), z.gte(1, UNKNOWN_ADVISOR_MESSAGE), z.lte(2_147_483_647, UNKNOWN_ADVISOR_MESSAGE)) }),
        response: { 200: PublicReviews, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      if (!catalogue.snapshot.byId.get(request.params.id)) throw notFound(UNKNOWN_ADVISOR_MESSAGE);
      // Fresh for a minute: a publication shows on the profile soon enough.
      reply.header('cache-control', 'public, max-age=60');
      return { reviews: await latestPublishedReviews(db, request.params.id) };
    },
  );

  app.post(
    CHAT_PATHS.reviewLink,
    {
      ...postRouteOptions(config),
      schema: { tags: ['avis'], summary: 'L’adresse du formulaire d’avis de la consultation payée de cette conversation', response: { 200: ReviewLink, 404: ApiError, ...POST_ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const conversation = await conversationOf(request, database);
      // The conversation's latest invited order, within its window (its page says so when it was already reviewed).
      const [order] = await db
        .select({ id: orders.id, invitedAt: orders.reviewInvitedAt })
        .from(orders)
        .where(and(eq(orders.conversationId, conversation.id), eq(orders.state, 'paid'), isNotNull(orders.reviewInvitedAt)))
        .orderBy(desc(orders.reviewInvitedAt));
      if (!order?.invitedAt || clock().getTime() > reviewDeadline(order.invitedAt).getTime()) throw notFound(NO_REVIEW_DUE_MESSAGE);
      reply.header('cache-control', 'no-store');
      return { url: reviewUrl(origin, await reviewToken(db, order.id)) };
    },
  );
};

export async function reviewRoutes(app: FastifyInstance, options: ReviewRoutesOptions): Promise<void> {
  await app.register(reviewPages, options);
  await app.register(reviewApi, options);
}
