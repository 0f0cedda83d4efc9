/** Console API: sign-in, sign-out, who is signed in, own password (issue 15 point 1). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const sessionRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
