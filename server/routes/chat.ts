/**
 * The visitor's side of the live chat (contract/schemas/chat.ts is the
 * contract): start a conversation with an available advisor, read it, write,
 * say what was received and read, follow it live, erase it. The visitor is
 * known by the conversation key only, sent in CHAT_KEY_HEADER.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiError } from '../../contract/schemas';
import {
  AfterQuery,
  ChatConversation,
  CHAT_KEY_HEADER,
  CHAT_PATHS,
  ChatHistory,
  ChatLeave,
  ChatMarks,
  ChatMessage,
  ChatSend,
  ChatStart,
  ChatStarted,
} from '../../contract/schemas/chat';
import { ChatLinkRedeem, ChatLinkRedeemed, LINK_USED_OR_EXPIRED, LINK_USED_OR_EXPIRED_MESSAGE } from '../../contract/schemas/chat-link';
import type { Catalogue } from '../catalogue/catalogue';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open';
import type { ConversationRow } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import type { LiveBus } from '../live/event-bus';
import { takeOverForStream } from '../live/stream-reply';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '../secret-token';
import { syncBusy } from '../chat/advisor-busy';
import type { ChatHub } from '../chat/chat-hub';
import { conversationNotFound } from '../chat/chat-errors';
import { toVisitorView } from '../chat/chat-rows';
import { addMessage, eraseConversation, findConversationByKeyHash, messagesAfter, raiseMarks, startConversation, visitorView } from '../chat/chat-store';
import { leaveMessage, redeemLink, sealConversationKey, siteOrigin } from '../chat/left-messages';
import { closeConversation } from '../chat/close-conversation';
import { scheduleUnreadMail } from '../chat/unread-mail';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions } from './post-protection';

export interface ChatRoutesOptions {
  database: Database;
  catalogue: Catalogue;
  live: LiveBus;
  hub: ChatHub;
  clock: Clock;
  config: Config;
}

const tags = ['tchat'];


const ADVISOR_NOT_FOUND_MESSAGE = 'Voyant introuvable.';
const TOO_MANY_STREAMS_MESSAGE = 'Trop de conversations ouvertes depuis cette adresse. Fermez-en une ou réessayez plus tard.';
const unavailableMessage = (firstName: string) => `${firstName} n’est pas disponible pour le moment. Choisissez un autre moyen de consultation ou un autre voyant.`;

/** The conversation the request's key opens; 404 for a missing, malformed or unknown key alike. */
export async function conversationOf(request: FastifyRequest, database: Database): Promise<ConversationRow> {
  const key = request.headers[CHAT_KEY_HEADER];
  if (typeof key !== 'string' || !SECRET_TOKEN_PATTERN.test(key)) throw conversationNotFound();
  const row = await findConversationByKeyHash(database.db, hashSecretToken(key));
  if (!row) throw conversationNotFound();
  return row;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { database, catalogue, live, hub, clock, config }) => {
  const { db } = database;
  await applyPostProtection(app, config);
  const messageLimit = { config: { rateLimit: { max: config.CHAT_MESSAGES_PER_MINUTE, timeWindow: '1 minute' } } };

  app.post(
    CHAT_PATHS.start,
    {
      ...postRouteOptions(config),
      schema: {
        tags,
        summary: 'Ouvrir une conversation avec un voyant disponible',
        description: 'Renvoie la clé de la conversation\u202f: gardez-la, elle seule permet d’y revenir (en-tête `x-voy-chat-key`).',
        body: ChatStart,
        response: { 201: ChatStarted, 404: ApiError, 409: ApiError, ...POST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { advisor_id: advisorId, prenom, page } = request.body;
      const advisor = catalogue.snapshot.byId.get(advisorId);
      if (!advisor) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      const key = newSecretToken();
      const row = await startConversation(db, { advisorId, prenom, page, keyHash: hashSecretToken(key) });
      if (!row) throw new HttpError(409, 'advisor_unavailable', unavailableMessage(advisor.first_name));
      const { id, first_name, slug, photo } = advisor;
      return reply.code(201).send({ key, conversation: toVisitorView(row, { id, first_name, slug, photo }) });
    },
  );

  app.post(
    CHAT_PATHS.leave,
    {
      ...postRouteOptions(config),
      schema: {
        tags,
        summary: 'Laisser un message à un voyant (absent ou non), qui répondra par e-mail',
        description: 'Renvoie la clé de la conversation, comme l’ouverture d’un tchat. Chaque réponse du voyant est envoyée par e-mail avec un lien à usage unique qui rouvre la même conversation.',
        body: ChatLeave,
        response: { 201: ChatStarted, 404: ApiError, ...POST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const advisor = catalogue.snapshot.byId.get(request.body.advisor_id);
      if (!advisor) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      const key = newSecretToken();
      const row = await leaveMessage(db, { input: request.body, keyHash: hashSecretToken(key), keySealed: await sealConversationKey(db, key) }, clock());
      if (!row) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      const { id, first_name, slug, photo } = advisor;
      return reply.code(201).send({ key, conversation: toVisitorView(row, { id, first_name, slug, photo }) });
    },
  );

  app.post(
    CHAT_PATHS.redeem,
    {
      ...postRouteOptions(config),
      schema: {
        tags,
        summary: 'Suivre le lien d’un e-mail (une seule fois) : la clé de la conversation',
        body: ChatLinkRedeem,
        response: { 200: ChatLinkRedeemed, 410: ApiError, ...POST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const redeemed = await redeemLink(db, request.body.token);
      if (!redeemed) throw new HttpError(410, LINK_USED_OR_EXPIRED, LINK_USED_OR_EXPIRED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return redeemed;
    },
  );

  // The unread e-mail (server/chat/unread-mail.ts): every instance sweeps, the database decides who sends.
  const stopUnreadMail = scheduleUnreadMail(db, config, clock, app.log);
  app.addHook('onClose', stopUnreadMail);

  app.get(
    CHAT_PATHS.conversation,
    { schema: { tags, summary: 'La conversation et ses messages (après `after`)', querystring: AfterQuery, response: { 200: ChatHistory, 404: ApiError } } },
    async (request, reply) => {
      const row = await conversationOf(request, database);
      reply.header('cache-control', 'no-store');
      const [conversation, messages] = await Promise.all([visitorView(db, row), messagesAfter(db, row.id, request.query.after)]);
      return { conversation, messages };
    },
  );

  app.delete(
    CHAT_PATHS.conversation,
    { schema: { tags, summary: 'Effacer la conversation et tous ses messages', response: { 204: z.null(), 404: ApiError } } },
    async (request, reply) => {
      const row = await conversationOf(request, database);
      if ((await eraseConversation(db, row)) === 'active') await syncBusy(db, live, row.advisorId, false);
      return reply.code(204).send(null);
    },
  );

  app.post(
    CHAT_PATHS.close,
    {
      ...messageLimit,
      schema: {
        tags,
        summary: 'Terminer la conversation (le visiteur)',
        description: 'En attente ou en cours : close, le voyant le voit aussitôt et redevient disponible s’il n’a plus d’autre conversation ; les offres non payées expirent. Déjà terminée (ou refusée, sans réponse) : rien ne change, la même réponse.',
        response: { 200: ChatConversation, 404: ApiError, ...POST_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await conversationOf(request, database);
      const closed = await closeConversation(db, live, row.id, 'visitor', clock(), siteOrigin(config));
      return visitorView(db, closed ?? row);
    },
  );

  app.post(
    CHAT_PATHS.messages,
    {
      ...messageLimit,
      schema: { tags, summary: 'Envoyer un message', body: ChatSend, response: { 201: ChatMessage, 404: ApiError, 409: ApiError, ...POST_ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const row = await conversationOf(request, database);
      const { text, client_id: clientId } = request.body;
      const message = await addMessage(db, row.id, 'visitor', { kind: 'text', text }, clientId, clock());
      return reply.code(201).send(message);
    },
  );

  app.post(
    CHAT_PATHS.marks,
    { ...messageLimit, schema: { tags, summary: 'Messages du voyant reçus et lus', body: ChatMarks, response: { 204: z.null(), 404: ApiError, ...POST_ERROR_RESPONSES } } },
    async (request, reply) => {
      const row = await conversationOf(request, database);
      await raiseMarks(db, row, 'visitor', request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    CHAT_PATHS.events,
    {
      schema: {
        tags,
        summary: 'La conversation en direct (text/event-stream)',
        description: '`event: conversation` (état et marques), `event: message` (id\u202f: celui du message), `event: typing`, `event: erased`. Reprise avec `after`.',
        querystring: AfterQuery,
        response: { 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const row = await conversationOf(request, database);
      const headers = takeOverForStream(request, reply, { open: hub.openFrom(request.ip), max: config.LIVE_STREAMS_PER_CLIENT, message: TOO_MANY_STREAMS_MESSAGE });
      if (!headers) return;
      await hub.openVisitor(reply.raw, headers, request.ip, row, request.query.after ?? 0);
    },
  );
};
