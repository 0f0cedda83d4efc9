/**
 * Console API: the advisor's side of the chat (issue 16) and the offers.
 * An `advisor` account answers its own conversations; an admin reads every
 * conversation (moderation) and edits every advisor's offers. Accepting sets
 * the advisor Occupé, closing their last conversation Disponible again
 * (server/chat/advisor-busy.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../../contract/schemas';
import { AfterQuery, ChatHistory, ChatMarks, CONVERSATION_NOT_FOUND_MESSAGE, ChatMessage, CONSOLE_CHAT_PATHS, ConsoleChatSend, ConsoleConversation, Offer, type ConversationStatus } from '../../../contract/schemas/chat';
import { OffersInput } from '../../../contract/schemas/offers';
import { serialId } from '../../../contract/schemas/console/params';
import { offerOf, offersOf, replaceOffers } from '../../catalogue/offers';
import { syncBusy } from '../../chat/advisor-busy';
import { conversationNotFound } from '../../chat/chat-errors';
import { addMessage, consoleViews, findConversation, listConversations, messagesAfter, moveConversation, raiseMarks, visitorView } from '../../chat/chat-store';
import { notifyChat } from '../../chat/chat-events';
import { mailAnswers, siteOrigin } from '../../chat/left-messages';
import { closeConversation } from '../../chat/close-conversation';
import { sendOffer } from '../../orders/send-offer';
import type { ConversationRow } from '../../db/schema';
import { HttpError, invalidField } from '../../http-error';
import { takeOverForStream } from '../../live/stream-reply';
import { applyPostProtection } from '../../routes/post-protection';
import { AdvisorParams, findAdvisor, writeCatalogue } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, findSession, forbidden, requireRole, userOf } from '../guard';
import { SESSION_COOKIE } from '../session-token';
import { OrderGuard, ORDER_GUARD_PATHS, orderBlockText } from '../../../contract/schemas/order-guard';
import { orderBlock, spendingFlag } from '../../orders/order-guard';

/** A console account's key among the chat streams' limits; visitors' are their addresses, which never start so. */
const consoleStreamKey = (accountId: number) => `account:${accountId}`;
const TOO_MANY_CONSOLE_STREAMS_MESSAGE = 'Trop de connexions en direct pour ce compte\u202f: fermez un onglet de la console.';

const tags = ['console'];
const ConversationParams = z.object({ id: serialId(CONVERSATION_NOT_FOUND_MESSAGE) });
const ListQuery = z.object({ advisor: z.optional(serialId('Voyant introuvable.')) });
const OFFER_NOT_FOUND_MESSAGE = 'Cette offre n’existe plus pour ce voyant.';
const NOT_WAITING_MESSAGE = 'Cette conversation a déjà reçu une réponse.';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError };

export const chatConsoleRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database, live, clock, config, hub } = context;
  const origin = siteOrigin(config);
  const { db } = database;
  await applyPostProtection(app, config);
  const anyone = requireRole('admin', 'advisor');

  /** The conversation a console user may see: an advisor's own, or any for an admin. */
  async function visible(request: Parameters<typeof userOf>[0], id: number): Promise<ConversationRow> {
    const row = await findConversation(db, id);
    if (!row) throw conversationNotFound();
    assertMayActOn(userOf(request), row.advisorId);
    return row;
  }

  /** Only the advisor answers their conversations: an admin reads them. */
  async function own(request: Parameters<typeof userOf>[0], id: number): Promise<ConversationRow> {
    const row = await visible(request, id);
    if (userOf(request).advisor_id !== row.advisorId) throw forbidden();
    return row;
  }

  const view = async (row: ConversationRow) => (await consoleViews(db, [row]))[0]!;

  app.get(
    CONSOLE_CHAT_PATHS.list,
    { onRequest: anyone, schema: { tags, summary: 'Les conversations (les siennes\u202f; toutes pour un administrateur)', querystring: ListQuery, response: { 200: z.array(ConsoleConversation), ...errors } } },
    async (request) => {
      const user = userOf(request);
      const advisorId = user.role === 'admin' ? (request.query.advisor ?? null) : user.advisor_id;
      if (advisorId === null && user.role !== 'admin') throw forbidden();
      return listConversations(db, advisorId);
    },
  );

  app.get(
    CONSOLE_CHAT_PATHS.one,
    { onRequest: anyone, schema: { tags, summary: 'Une conversation et ses messages', params: ConversationParams, querystring: AfterQuery, response: { 200: ChatHistory, ...errors } } },
    async (request) => {
      const row = await visible(request, request.params.id);
      // The visitor's state without their address: the console never shows it.
      const [conversation, messages] = await Promise.all([visitorView(db, row, false), messagesAfter(db, row.id, request.query.after)]);
      return { conversation, messages };
    },
  );

  app.get(
    ORDER_GUARD_PATHS.conversation,
    { onRequest: anyone, schema: { tags, summary: 'Avant une offre\u202f: auto-exclusion confirmée du client, dépenses sur 30 jours au-delà du seuil', params: ConversationParams, response: { 200: OrderGuard, ...errors } } },
    async (request) => {
      const row = await visible(request, request.params.id);
      const now = clock();
      const [block, spending] = await Promise.all([orderBlock(db, row.id, now), spendingFlag(db, row.id, now)]);
      return {
        block: block && { reason: block.reason, until: block.until?.toISOString() ?? null },
        spending: spending && { total_cents: spending.totalCents, threshold_cents: spending.thresholdCents },
      };
    },
  );

  /** accept, decline and close: one move each, from the statuses it applies to. */
  const moves: [path: string, summary: string, from: ConversationStatus[], to: ConversationStatus][] = [
    [CONSOLE_CHAT_PATHS.accept, 'Accepter la conversation (le voyant passe Occupé)', ['waiting'], 'active'],
    [CONSOLE_CHAT_PATHS.decline, 'Refuser la conversation', ['waiting'], 'declined'],
    [CONSOLE_CHAT_PATHS.close, 'Clore la conversation (le voyant redevient Disponible)', ['waiting', 'active'], 'closed'],
  ];
  for (const [path, summary, from, to] of moves) {
    app.post(path, { onRequest: anyone, schema: { tags, summary, params: ConversationParams, response: { 200: ConsoleConversation, ...errors } } }, async (request) => {
      const current = await own(request, request.params.id);
      // Closing ends the consultation (server/chat/close-conversation.ts: its unpaid orders expire, a paid one's visitor is invited to review it).
      if (to === 'closed') {
        const closed = await closeConversation(db, live, current.id, 'advisor', clock(), origin);
        if (!closed) throw new HttpError(409, 'conflict', 'Cette conversation est déjà close.');
        return view(closed);
      }
      const moved = await moveConversation(db, current.id, from, to, clock());
      if (!moved) throw new HttpError(409, 'conflict', NOT_WAITING_MESSAGE);
      // Busy on an accept; available again when an active one ended (not for a declined request).
      if (to === 'active' || moved.left === 'active') await syncBusy(db, live, moved.row.advisorId, to === 'active');
      return view(moved.row);
    });
  }

  app.post(
    CONSOLE_CHAT_PATHS.messages,
    { onRequest: anyone, schema: { tags, summary: 'Répondre\u202f: un texte ou une offre', params: ConversationParams, body: ConsoleChatSend, response: { 201: ChatMessage, ...errors } } },
    async (request, reply) => {
      const row = await own(request, request.params.id);
      const body = request.body;
      // An answer to a message left is e-mailed to its visitor in the message's transaction.
      const mail = mailAnswers(config);
      let message;
      if ('offer_id' in body) {
        const offer = await offerOf(db, row.advisorId, body.offer_id);
        if (!offer) throw invalidField('offer_id', OFFER_NOT_FOUND_MESSAGE);
        // A confirmed self-exclusion of the visitor forbids any order (server/orders/order-guard.ts).
        const block = await orderBlock(db, row.id, clock());
        if (block) throw new HttpError(409, 'self_exclusion', orderBlockText(block.until?.toISOString() ?? null));
        // The offer is an order: its message carries the order's payment link (server/orders/send-offer.ts).
        message = await sendOffer(db, { conversation: row, offer, clientId: body.client_id, now: clock(), expirySeconds: config.ORDER_EXPIRY_SECONDS, after: mail });
      } else {
        message = await addMessage(db, row.id, 'advisor', { kind: 'text', text: body.text }, body.client_id, clock(), mail);
      }
      return reply.code(201).send(message);
    },
  );

  app.post(
    CONSOLE_CHAT_PATHS.typing,
    { onRequest: anyone, schema: { tags, summary: 'Le voyant écrit', params: ConversationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const row = await own(request, request.params.id);
      if (row.state === 'active') await notifyChat(db, { t: 'typing', c: row.id, a: row.advisorId });
      return reply.code(204).send(null);
    },
  );

  app.post(
    CONSOLE_CHAT_PATHS.marks,
    { onRequest: anyone, schema: { tags, summary: 'Messages du visiteur reçus et lus', params: ConversationParams, body: ChatMarks, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const row = await own(request, request.params.id);
      await raiseMarks(db, row, 'advisor', request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    CONSOLE_CHAT_PATHS.events,
    { onRequest: anyone, schema: { tags, summary: 'Les conversations en direct (text/event-stream)', response: { 429: ApiError } } },
    async (request, reply) => {
      const user = userOf(request);
      const scope = user.role === 'admin' ? 'all' : user.advisor_id;
      if (scope === null) throw forbidden();
      // Counted per account, apart from visitors' streams, which are counted per address.
      const limitKey = consoleStreamKey(user.id);
      const headers = takeOverForStream(request, reply, { open: hub.openFrom(limitKey), max: config.CONSOLE_STREAMS_PER_ACCOUNT, message: TOO_MANY_CONSOLE_STREAMS_MESSAGE });
      if (!headers) return;
      const token = request.cookies[SESSION_COOKIE] ?? '';
      // A session found expired by the stream's check ends its advisor's presence on every instance, as a sign-out does.
      const stillSignedIn = async () => (await findSession(db, token, clock(), { touch: false, onEnded: (session, advisorId) => context.presence.signOut(session, advisorId) })) !== null;
      hub.openConsole(reply.raw, headers, limitKey, scope, stillSignedIn, request.consoleSession ?? undefined);
    },
  );

  app.get(
    CONSOLE_CHAT_PATHS.offers,
    { onRequest: anyone, schema: { tags, summary: 'Les offres d’un voyant', params: AdvisorParams, response: { 200: z.array(Offer), ...errors } } },
    async (request) => {
      assertMayActOn(userOf(request), request.params.id);
      await findAdvisor(db, request.params.id);
      return offersOf(db, request.params.id);
    },
  );

  app.put(
    CONSOLE_CHAT_PATHS.offers,
    {
      onRequest: requireRole('admin'),
      schema: { tags, summary: 'Remplacer les offres d’un voyant', params: AdvisorParams, body: OffersInput, response: { 200: z.array(Offer), ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      await findAdvisor(db, id);
      return writeCatalogue(context, async (tx) => {
        const offers = await replaceOffers(tx, id, request.body.offers);
        await audit(tx, user, { action: 'offers-set', target: `advisor:${id}`, details: { count: offers.length } });
        return offers;
      });
    },
  );
};
