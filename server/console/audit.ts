/**
 * Writes the audit log: who did what and when. Details name fields and ids,
 * never a password nor what a visitor wrote.
 */
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import type { AuditAction } from '../../contract/schemas/console/audit';
import type { AppDb } from '../db/open';
import { auditLog } from '../db/schema';

export interface AuditRecord {
  action: AuditAction;
  /** `advisor:12`, `account:3`, `contact:40`… */
  target?: string;
  details?: Record<string, unknown>;
}

/** The actor is the signed-in user, or for a failed sign-in only the e-mail that was tried. */
export async function audit(db: AppDb, actor: ConsoleUser | { email: string } | null, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    accountId: actor && 'id' in actor ? actor.id : null,
    actor: actor?.email ?? null,
    action: record.action,
    target: record.target ?? null,
    details: record.details ?? null,
  });
}
