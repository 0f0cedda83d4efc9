/** The orders: listed (filters), marked paid or refunded by hand (admin). */
import * as z from 'zod/mini';
import { Order, ORDER_PATHS, type OrderFilters } from '../../contract/schemas/orders';
import { CONSOLE_API, query, request } from './client';

/** ORDER_PATHS are whole addresses; the client prefixes CONSOLE_API. */
const path = (full: string) => full.slice(CONSOLE_API.length);

export const listOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  request(`${path(ORDER_PATHS.list)}${query({ state: filters.state, flag: filters.flag, conversation: filters.conversation })}`, { schema: z.array(Order), signal });

export const markOrder = (id: number, as: 'paid' | 'refunded') =>
  request(path((as === 'paid' ? ORDER_PATHS.markPaid : ORDER_PATHS.markRefunded).replace(':id', String(id))), { method: 'POST', schema: Order });
