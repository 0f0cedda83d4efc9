/**
 * A visitor's right to erasure (GDPR article 17): everything the site keeps
 * under one e-mail address, deleted at once. The audit log records that it
 * was done and how much went, not the address: only its SHA-256, enough to
 * answer "was my request carried out?" for someone who gives the address again.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ConsoleUser, InboxKind } from '../../widgets/core/schemas/console';
import type { AppDb } from '../db/open';
import { contactMessages, selfExclusionRequests } from '../db/schema';
import { audit } from './audit';

const emailDigest = (email: string): string => createHash('sha256').update(email).digest('hex');

/**
 * Deletes the contact messages and self-exclusion requests sent with this
 * address (given lowercased, matched whatever the case it was typed in) and
 * audits the erasure, in one transaction: the rows and their audit entry go
 * together or not at all. Free questions ask for no e-mail: none to erase.
 */
export async function eraseEmail(db: AppDb, actor: ConsoleUser, email: string): Promise<Record<InboxKind, number>> {
  return db.transaction(async (tx) => {
    const contact = await tx
      .delete(contactMessages)
      .where(sql`lower(trim(${contactMessages.email})) = ${email}`)
      .returning({ id: contactMessages.id });
    const selfExclusion = await tx
      .delete(selfExclusionRequests)
      .where(sql`lower(trim(${selfExclusionRequests.email})) = ${email}`)
      .returning({ id: selfExclusionRequests.id });
    const erased = { contact: contact.length, question: 0, 'self-exclusion': selfExclusion.length };
    await audit(tx, actor, { action: 'erasure', details: { erased, email_sha256: emailDigest(email) } });
    return erased;
  });
}
