/**
 * A visitor's right to erasure (GDPR article 17): everything the site keeps
 * under one e-mail address, wherever it is (./personal-data.ts lists the
 * places, ./erasure-places.ts reaches each), erased at once. The audit log
 * records that it was done and how much went, not the address: only its
 * HMAC under a server secret, enough to answer "was my request carried out?"
 * for someone who gives the address again, and untestable against a guessed
 * address without the secret (a bare SHA-256 was).
 */
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import type { ErasureReceipt } from '../../contract/schemas/console/erasure';
import { syncBusy } from '../chat/advisor-busy';
import type { AppDb } from '../db/open';
import type { LiveBus } from '../live/event-bus';
import { keyedDigest } from '../server-secret';
import { audit } from './audit';
import { anonymiseOrders, anonymiseSelfExclusions, eraseContactMessages, eraseConversations, eraseOutbox, erasePresenceAlerts, eraseQuestions, eraseReviews } from './erasure-places';

/**
 * Erases the address (given trimmed and lowercased) everywhere and audits it,
 * in one transaction: the rows and their audit entry go together or not at all.
 */
export async function eraseEmail(db: AppDb, live: LiveBus, actor: ConsoleUser, email: string): Promise<ErasureReceipt> {
  // Before the transaction: the secret may be read (or made) on `db`, which on
  // PGlite's single connection would wait behind the open transaction forever.
  const hmac = await keyedDigest(db, 'audit-hmac', email);
  const { receipt, busyAdvisors } = await db.transaction(async (tx) => {
    const contact = await eraseContactMessages(tx, email);
    const question = await eraseQuestions(tx, email);
    const chats = await eraseConversations(tx, email);
    const selfExclusion = await anonymiseSelfExclusions(tx, email, hmac);
    const mail = await eraseOutbox(tx, email);
    const alert = await erasePresenceAlerts(tx, email);
    // The reviews first: they are found through their orders' address, which anonymiseOrders then replaces.
    const review = await eraseReviews(tx, email);
    const order = await anonymiseOrders(tx, email, hmac);
    const receipt: ErasureReceipt = {
      erased: { contact, question, conversation: chats.conversations, message: chats.messages, email: mail, alert, review },
      anonymised: { 'self-exclusion': selfExclusion, order },
    };
    await audit(tx, actor, { action: 'erasure', details: { ...receipt, email_hmac: hmac } });
    return { receipt, busyAdvisors: chats.busyAdvisors };
  });
  // After the commit, as when a visitor erases their own conversation: an advisor left with none is Disponible again.
  for (const advisorId of busyAdvisors) await syncBusy(db, live, advisorId, false);
  return receipt;
}
