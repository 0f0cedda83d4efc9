/**
 * Console API: what visitors sent (issue 15 point 4), for admins only: the
 * inbox list, marking handled, deleting (the console asks for confirmation;
 * the API deletes what it is told), the CSV export and the erasure of one
 * e-mail address. Nothing here logs what a visitor wrote; the audit log names
 * items by kind and id, never their content.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { Erasure, ErasureReceipt } from '../../../contract/schemas/console/erasure';
import { INBOX_PAGE_SIZE, InboxFilters, InboxItem, InboxItemParams, InboxPage, InboxUpdate } from '../../../contract/schemas/console/inbox';
import { ApiError } from '../../../contract/schemas/server';
import { notFound } from '../../http-error';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';
import { inboxCsv, inboxCsvFileName } from '../inbox-csv';
import { eraseEmail } from '../inbox-erasure';
import { countInboxItems, countUnread, deleteInboxItem, findInboxItems, setHandled } from '../inbox-store';
import { ORDER_GUARD_PATHS, SelfExclusionConfirm, SelfExclusionParams } from '../../../contract/schemas/order-guard';
import { confirmSelfExclusion } from '../self-exclusion-confirm';

const tags = ['console : messages'];
const refusals = { 400: ApiError, 401: ApiError, 403: ApiError };
const itemRefusals = { ...refusals, 404: ApiError };

const ITEM_NOT_FOUND = 'Ce message n’existe pas ou a déjà été supprimé.';

export const inboxRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, live, clock }) => {
  // On request, before the query or the body is even read: a visitor or an
  // advisor learns nothing from a validation message.
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/console/inbox',
    {
      schema: {
        tags,
        summary: `Messages, questions gratuites et demandes d’auto-exclusion, les plus récents d’abord (${INBOX_PAGE_SIZE} par page)`,
        querystring: InboxFilters,
        response: { 200: InboxPage, ...refusals },
      },
    },
    async (request) => {
      const { page = 1, ...query } = request.query;
      const items = await findInboxItems(db, query, page);
      const total = await countInboxItems(db, query);
      const unread = await countUnread(db);
      return { items, total, unread };
    },
  );

  app.get(
    '/api/console/inbox.csv',
    {
      schema: {
        tags,
        summary: 'Export CSV (Excel en français) de tous les éléments correspondant aux filtres',
        querystring: InboxFilters,
        // No response schema: the 200 is CSV text, which the zod serialiser would write as a JSON string.
      },
    },
    async (request, reply) => {
      const { page: _everyPage, ...query } = request.query;
      const items = await findInboxItems(db, query);
      // The filters, not the searched words: they may be a visitor's name.
      await audit(db, userOf(request), {
        action: 'inbox-exported',
        details: { count: items.length, kind: query.kind ?? 'all', state: query.state ?? 'all', searched: Boolean(query.search) },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${inboxCsvFileName(clock())}"`)
        .send(inboxCsv(items));
    },
  );

  app.patch(
    '/api/console/inbox/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Marquer un élément traité (ou à traiter)',
        params: InboxItemParams,
        body: InboxUpdate,
        response: { 200: InboxItem, ...itemRefusals },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { handled } = request.body;
      const item = await setHandled(db, kind, id, handled, clock());
      if (!item) throw notFound(ITEM_NOT_FOUND);
      await audit(db, userOf(request), { action: 'inbox-handled', target: `${kind}:${id}`, details: { handled } });
      return item;
    },
  );

  app.delete(
    '/api/console/inbox/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Supprimer un élément (la console demande confirmation)',
        params: InboxItemParams,
        response: { 204: z.null(), ...itemRefusals },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      if (!(await deleteInboxItem(db, kind, id))) throw notFound(ITEM_NOT_FOUND);
      await audit(db, userOf(request), { action: 'inbox-deleted', target: `${kind}:${id}` });
      return reply.status(204).send(null);
    },
  );

  app.post(
    ORDER_GUARD_PATHS.confirm,
    {
      schema: {
        tags,
        summary: 'Confirmer une demande d’auto-exclusion avec sa durée\u202f: dès lors, aucune offre n’est envoyée à son e-mail ni à son téléphone',
        params: SelfExclusionParams,
        body: SelfExclusionConfirm,
        response: { 200: InboxItem, ...itemRefusals },
      },
    },
    async (request) => {
      const item = await confirmSelfExclusion(db, userOf(request), request.params.id, request.body.duration, clock());
      if (!item) throw notFound(ITEM_NOT_FOUND);
      return item;
    },
  );

  app.post(
    '/api/console/erasure',
    {
      schema: {
        tags,
        summary: 'Effacer tout ce qui concerne une adresse e-mail (droit à l’effacement)',
        body: Erasure,
        response: { 200: ErasureReceipt, ...refusals },
      },
    },
    async (request) => eraseEmail(db, live, userOf(request), request.body.email),
  );
};
