/** Console API: the audit log, read-only for admins (issue 15 point 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleContext } from '../context';

export const auditRoutes: FastifyPluginAsyncZod<ConsoleContext> = async () => {};
