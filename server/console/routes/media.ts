/** Console API: photo and video uploads (issue 15 point 2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const mediaUploadRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
