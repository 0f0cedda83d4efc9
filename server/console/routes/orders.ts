/**
 * Console API: the orders (issue 39 point 2). Everyone reads: an admin every
 * order (« Commandes », the Tchat page's side panel), an advisor their own.
 * Only an admin marks an order paid (from sent or expired: a provider
 * without webhook, a transfer) or refunded (from paid), by hand, audited
 * with the order's id and amount only; the chat gets the same line as a
 * payment Stripe confirms (server/orders/payment-state.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../../contract/schemas';
import { serialId } from '../../../contract/schemas/console/params';
import { Order, ORDER_NOT_FOUND_MESSAGE, ORDER_PATHS, OrderFilters } from '../../../contract/schemas/orders';
import { siteOrigin } from '../../chat/left-messages';
import { orders } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { listOrders, lockOrder, orderView } from '../../orders/order-store';
import { markOrderPaid, markOrderRefunded } from '../../orders/payment-state';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { forbidden, requireRole, userOf } from '../guard';

const tags = ['console'];
const OrderParams = z.object({ id: serialId(ORDER_NOT_FOUND_MESSAGE) });
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const NOT_PAYABLE_MESSAGE = 'Cette commande est déjà payée ou remboursée.';
export const NOT_REFUNDABLE_MESSAGE = 'Seule une commande payée peut être remboursée.';

export const orderRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database, clock, config }) => {
  const { db } = database;
  const origin = siteOrigin(config);

  app.get(
    ORDER_PATHS.list,
    { onRequest: requireRole('admin', 'advisor'), schema: { tags, summary: 'Les commandes, les plus récentes d’abord (un voyant : les siennes)', querystring: OrderFilters, response: { 200: z.array(Order), ...errors } } },
    async (request) => {
      const user = userOf(request);
      if (user.role !== 'admin' && user.advisor_id === null) throw forbidden();
      return listOrders(db, request.query, user.role === 'admin' ? null : user.advisor_id);
    },
  );

  const marks = [
    [ORDER_PATHS.markPaid, 'Marquer une commande payée (à la main)', 'order-paid'],
    [ORDER_PATHS.markRefunded, 'Marquer une commande remboursée (à la main)', 'order-refunded'],
  ] as const;
  for (const [path, summary, action] of marks) {
    app.post(path, { onRequest: requireRole('admin'), schema: { tags, summary, params: OrderParams, response: { 200: Order, ...errors } } }, async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        if (!(await lockOrder(tx, eq(orders.id, id)))) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        const now = clock();
        const changed = action === 'order-paid' ? await markOrderPaid(tx, id, now, { via: 'manual', origin }) : await markOrderRefunded(tx, id, now);
        if (!changed) throw new HttpError(409, 'conflict', action === 'order-paid' ? NOT_PAYABLE_MESSAGE : NOT_REFUNDABLE_MESSAGE);
        await audit(tx, user, { action, target: `order:${id}`, details: { order: id, amount_cents: changed.amountCents } });
        return changed;
      });
      return orderView(db, row);
    });
  }
};
