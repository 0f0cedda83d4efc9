/** Before an order: what the console says of a conversation (a confirmed self-exclusion, the spending flag), and an admin's confirmation of a self-exclusion. */
import { InboxItem } from '../../contract/schemas/console/inbox';
import { OrderGuard, ORDER_GUARD_PATHS } from '../../contract/schemas/order-guard';
import type { SelfExclusionDuration } from '../../contract/schemas/server';
import { consolePath } from './chat';
import { request } from './client';

export const getOrderGuard = (conversationId: number, signal?: AbortSignal) => request(consolePath(ORDER_GUARD_PATHS.conversation, conversationId), { schema: OrderGuard, signal });

/** Confirms the request with this duration, from now; answers the item as it is now. */
export const confirmExclusion = (id: number, duration: SelfExclusionDuration) => request(consolePath(ORDER_GUARD_PATHS.confirm, id), { method: 'POST', body: { duration }, schema: InboxItem });
