/** Console API: availability set from the console (issue 15 point 3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const statusRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
