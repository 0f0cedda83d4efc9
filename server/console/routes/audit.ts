/** Console API: the audit log, read-only for admins, newest first (issue 15 point 5). */
import { count, desc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, AuditFilters, AuditPage, type AuditAction, type AuditEntry } from '../../../contract/schemas/console/audit';
import { ApiError } from '../../../contract/schemas';
import type { AppDb } from '../../db/open';
import { accounts, advisors, auditLog } from '../../db/schema';
import type { ConsoleContext } from '../context';
import { requireRole } from '../guard';

/** The advisors and accounts an entry names by id: its target, and an advisor_id among its details. */
function referencesOf(entry: AuditEntry): string[] {
  const refs = entry.target && /^(?:advisor|account):\d+$/.test(entry.target) ? [entry.target] : [];
  const advisorId = entry.details?.advisor_id;
  if (typeof advisorId === 'number') refs.push(`advisor:${advisorId}`);
  return refs;
}

/** 'advisor:3' → the advisor's first name (archived ones too), 'account:5' → the account's e-mail: one query each for the page. */
async function namesOf(db: AppDb, entries: readonly AuditEntry[]): Promise<Map<string, string>> {
  const ids = { advisor: new Set<number>(), account: new Set<number>() };
  for (const ref of entries.flatMap(referencesOf)) {
    const [kind, id] = ref.split(':') as ['advisor' | 'account', string];
    ids[kind].add(Number(id));
  }
  const names = new Map<string, string>();
  if (ids.advisor.size > 0) {
    for (const row of await db.select({ id: advisors.id, name: advisors.firstName }).from(advisors).where(inArray(advisors.id, [...ids.advisor]))) names.set(`advisor:${row.id}`, row.name);
  }
  if (ids.account.size > 0) {
    for (const row of await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.id, [...ids.account]))) names.set(`account:${row.id}`, row.email);
  }
  return names;
}

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
      const names = await namesOf(db, entries);
      for (const entry of entries) {
        const own = referencesOf(entry).flatMap((ref) => (names.has(ref) ? [[ref, names.get(ref)!] as const] : []));
        if (own.length > 0) entry.names = Object.fromEntries(own);
      }
      return { entries, total: total?.total ?? 0 };
    },
  );
};
