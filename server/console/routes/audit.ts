/** Console API: the audit log, read-only for admins, newest first (issue 15 point 5). */
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, AuditFilters, AuditPage, type AuditAction, type AuditEntry } from '../../../widgets/core/schemas/console';
import { ApiError } from '../../../widgets/core/schemas';
import { auditLog } from '../../db/schema';
import type { ConsoleContext } from '../context';
import { requireRole } from '../guard';

export const auditRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db } }) => {
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/console/audit',
    {
      schema: {
        tags: ['console'],
        summary: 'Le journal d’audit, du plus récent au plus ancien',
        querystring: AuditFilters,
        response: { 200: AuditPage, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      // The id breaks ties between entries written in the same instant, in the order they were written.
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(auditLog);
      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action as AuditAction,
        target: row.target,
        details: row.details as Record<string, unknown> | null,
      }));
      return { entries, total: total?.total ?? 0 };
    },
  );
};
