/**
 * An admin confirms a self-exclusion request (the inbox): with the duration
 * asked or another, from now. From then until ends_at (never, when
 * definitive) no order is sent to its e-mail or phone
 * (server/orders/order-guard.ts). Confirming marks the request handled;
 * confirming again sets the duration again, from the new confirmation.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import type { InboxItem } from '../../contract/schemas/console/inbox';
import type { SelfExclusionDuration } from '../../contract/schemas/server';
import type { AppDb } from '../db/open';
import { selfExclusionRequests } from '../db/schema';
import { audit } from './audit';
import { findInboxItem } from './inbox-store';

const MONTHS: Record<SelfExclusionDuration, number | null> = { '1-mois': 1, '3-mois': 3, '6-mois': 6, '1-an': 12, definitif: null };

/** When an exclusion confirmed at `from` ends: the same day `months` later (the month's last day when it has no such day); null when definitive. */
export function exclusionEnd(duration: SelfExclusionDuration, from: Date): Date | null {
  const months = MONTHS[duration];
  if (months === null) return null;
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The request confirmed and audited in one transaction; null when there is no such request. */
export async function confirmSelfExclusion(db: AppDb, user: ConsoleUser | { email: string }, id: number, duration: SelfExclusionDuration, now: Date): Promise<InboxItem | null> {
  const endsAt = exclusionEnd(duration, now);
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(selfExclusionRequests)
      .set({ confirmedAt: now, confirmedDuration: duration, endsAt, handledAt: sql`coalesce(${selfExclusionRequests.handledAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(selfExclusionRequests.id, id))
      .returning({ asked: selfExclusionRequests.duration });
    if (!row) return false;
    // The durations only: never the name, the address or the phone.
    await audit(tx, user, { action: 'self-exclusion-confirmed', target: `self-exclusion:${id}`, details: { duration, asked: row.asked, ends_at: endsAt?.toISOString() ?? null } });
    return true;
  });
  return confirmed ? findInboxItem(db, 'self-exclusion', id) : null;
}
