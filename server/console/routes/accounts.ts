/** Console API: admins invite, reset, disable accounts (issue 15 point 1). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const accountRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
