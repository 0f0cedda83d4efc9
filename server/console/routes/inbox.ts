/** Console API: what visitors sent (issue 15 point 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const inboxRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
