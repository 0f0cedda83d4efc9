/**
 * An offer sent in a chat is an order (issue 39 point 2): the offer message
 * and the order's row are written in one transaction, the message carrying
 * the order's payment link (./payment-link.ts) with its reference. An offer
 * without a payment link is the agency's price list only: it cannot be sent.
 */
import { eq } from 'drizzle-orm';
import type { ChatMessage, Offer } from '../../contract/schemas/chat';
import { addMessage, type AfterMessage } from '../chat/chat-store';
import type { AppDb } from '../db/open';
import { advisors, orders, type ConversationRow } from '../db/schema';
import { NNBSP } from '../french-typography';
import { invalidField } from '../http-error';
import { orderPaymentLink } from './payment-link';
import { newOrderReference } from './reference';

/** Where an admin sets the link: the advisor's page in the console (Voyants), its offers' panel. */
export const noPaymentLinkMessage = (firstName: string) =>
  `Cette offre n’a pas de lien de paiement${NNBSP}: un administrateur le renseigne dans la console, Voyants › ${firstName} › Offres et liens de paiement.`;

export interface SendOffer {
  conversation: ConversationRow;
  offer: Offer;
  clientId: string;
  now: Date;
  /** How long the order waits for its payment (ORDER_EXPIRY_SECONDS). */
  expirySeconds: number;
  /** What else the message causes in its transaction (the e-mail of an answer to a left message). */
  after?: AfterMessage;
}

/** Stores the offer message and its order; a retried send (same client_id) returns the stored message and makes no second order. */
export async function sendOffer(db: AppDb, { conversation, offer, clientId, now, expirySeconds, after }: SendOffer): Promise<ChatMessage> {
  if (!offer.payment_url) {
    const [advisor] = await db.select({ firstName: advisors.firstName }).from(advisors).where(eq(advisors.id, conversation.advisorId));
    throw invalidField('offer_id', noPaymentLinkMessage(advisor?.firstName ?? ''));
  }
  const reference = newOrderReference();
  const sent: Offer = { ...offer, payment_url: orderPaymentLink(offer.payment_url, reference, conversation.visitorEmail) };
  return addMessage(db, conversation.id, 'advisor', { kind: 'offer', offer: sent }, clientId, now, async (tx, locked, message) => {
    await after?.(tx, locked, message);
    await tx.insert(orders).values({
      reference,
      advisorId: locked.advisorId,
      conversationId: locked.id,
      messageId: message.id,
      offerId: offer.id,
      label: offer.label,
      durationMinutes: offer.duration_minutes,
      amountCents: offer.price_cents,
      currency: 'eur',
      visitorEmail: locked.visitorEmail?.toLowerCase() ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + expirySeconds * 1000),
    });
  });
}
