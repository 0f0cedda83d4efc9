/** Console API: advisors: list, create, edit, archive (issue 15 point 2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const advisorAdminRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
