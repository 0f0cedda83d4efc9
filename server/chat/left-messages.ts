/**
 * Messages left for an advisor (issue 38 point 3), answered by e-mail.
 *
 * A visitor leaves a first name, an address and a message: a conversation of
 * origin 'message', 'waiting' until the advisor's first answer makes it
 * 'active' (server/chat/chat-store.ts addMessage; no accept, no Occupé: the
 * visitor is not there). Its key is given to the visitor like a chat's, and
 * kept sealed (AES-256-GCM under the server secret 'chat-key-seal'), so that
 * an e-mailed link can give the SAME key back: the first browser keeps
 * working, and any other one opens the same conversation.
 *
 * A link holds a random 256-bit token, the database only its SHA-256; it
 * works once, for CHAT_LIMITS.linkDays days; every e-mail carries a new one.
 * It points at the advisor's profile with the token in the fragment
 * (`/consultant-profile/<slug>#cle=<token>`): a fragment is sent neither to
 * the server (no log holds it) nor in a Referer. The page posts it to
 * CHAT_PATHS.redeem (site/pages/profile-chat.tsx).
 *
 * Which e-mail says what (the rule that keeps one message from being e-mailed
 * twice): the advisor's first message after the visitor's last one, in a
 * conversation of origin 'message', is e-mailed at once with a link (the
 * answer the visitor waits for, away by design). Every other advisor message
 * a visitor with an address leaves unread is e-mailed by the unread sweep
 * (./unread-mail.ts) after CHAT_UNREAD_MAIL_SECONDS, at most once an hour per
 * conversation. Each e-mail's link is written with the time of its e-mail, and
 * the sweep takes only messages newer than the conversation's last link: a
 * message already e-mailed is never e-mailed again.
 */
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CHAT_LIMITS, type ChatLeave, type ChatMessage } from '../../contract/schemas/chat';
import type { ChatLinkRedeemed } from '../../contract/schemas/chat-link';
import { DAY_MS, HOUR_MS } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/open';
import { advisors, chatMessages, conversationLinks, conversations, type ConversationRow } from '../db/schema';
import { HttpError } from '../http-error';
import { enqueueMail } from '../mail/outbox';
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '../secret-token';
import { openSealed, sealText } from '../server-secret';
import { notifyChat } from './chat-events';
import type { AfterMessage } from './chat-store';
import { NNBSP } from '../french-typography';


/** Advisory lock key space of the per-address count (one lock per address inside it). */
const LEAVE_LOCK = 0x766f796d; // 'voym'

export const TOO_MANY_LEFT_MESSAGE = `Trop de messages laissés avec cette adresse e-mail${NNBSP}: réessayez dans une heure.`;

/** The e-mails' words (French typography: a narrow no-break space before : ; ? !). */
const MAIL_TEXTS = {
  answerSubject: (advisor: string) => `${advisor} vous a répondu`,
  unreadSubject: (advisor: string) => `Vous avez un message non lu de ${advisor}`,
  hello: (prenom: string) => `Bonjour ${prenom},`,
  answered: (advisor: string) => `${advisor} a répondu à votre message${NNBSP}:`,
  unread: (advisor: string) => `${advisor} vous a écrit, et vous ne l’avez pas encore lu${NNBSP}:`,
  offer: (label: string) => `Consultation proposée${NNBSP}: ${label}`,
  howTo: `Pour lire la conversation et répondre, ouvrez le lien ci-dessous. Il ne sert qu’une fois et reste valable ${CHAT_LIMITS.linkDays} jours${NNBSP}; chaque e-mail en contient un nouveau. Aucun compte n’est nécessaire.`,
  link: 'Ouvrir la conversation',
} as const;

/** The server secret the conversation keys are sealed with (server/server-secret.ts). */
const KEY_SEAL = 'chat-key-seal';

export const sealConversationKey = (db: AppDb, key: string) => sealText(db, KEY_SEAL, key);

/** The site's address in e-mailed links: PUBLIC_ORIGIN, else the address this server listens on. */
export function siteOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export interface LeftMessage {
  input: ChatLeave;
  keyHash: string;
  keySealed: string;
}

/**
 * Stores a left message: the conversation (origin 'message', 'waiting', the
 * address, the sealed key) and its first message. Null for an unknown or
 * archived advisor; a 429 past CHAT_LIMITS.leftPerAddressPerHour for the
 * address (counted under a lock of the address, so two at once count both).
 */
export async function leaveMessage(db: AppDb, { input, keyHash, keySealed }: LeftMessage, now: Date): Promise<ConversationRow | null> {
  return db.transaction(async (tx) => {
    const [advisor] = await tx.select({ archivedAt: advisors.archivedAt }).from(advisors).where(eq(advisors.id, input.advisor_id)).for('share');
    if (!advisor || advisor.archivedAt !== null) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAVE_LOCK}, hashtext(${input.email}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(conversations)
      .where(and(eq(conversations.visitorEmail, input.email), gt(conversations.startedAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= CHAT_LIMITS.leftPerAddressPerHour) throw new HttpError(429, 'too_many_requests', TOO_MANY_LEFT_MESSAGE, 'email');
    const [row] = await tx
      .insert(conversations)
      .values({
        advisorId: input.advisor_id,
        prenom: input.prenom,
        page: input.page || null,
        keyHash,
        keySealed,
        origin: 'message',
        visitorEmail: input.email,
        startedAt: now,
        lastActivityAt: now,
      })
      .returning();
    await tx.insert(chatMessages).values({ conversationId: row!.id, author: 'visitor', kind: 'text', text: input.text, sentAt: now });
    await notifyChat(tx, { t: 'conversation', c: row!.id, a: row!.advisorId });
    return row!;
  });
}

/** A new single-use link to the conversation, written with the time of the e-mail that carries it; returns its token. */
async function newLink(tx: AppDb, conversationId: number, now: Date): Promise<string> {
  const token = newSecretToken();
  await tx.insert(conversationLinks).values({ tokenHash: hashSecretToken(token), conversationId, createdAt: now, expiresAt: new Date(now.getTime() + CHAT_LIMITS.linkDays * DAY_MS) });
  return token;
}

/**
 * Follows a link once: marked used in one statement that also checks it is
 * unused and unexpired (two browsers at once: one wins), then the sealed key
 * is opened. Null for a token forged, expired, used, or whose conversation is gone.
 */
export async function redeemLink(db: AppDb, token: string): Promise<ChatLinkRedeemed | null> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .update(conversationLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(conversationLinks.tokenHash, hashSecretToken(token)), isNull(conversationLinks.usedAt), gt(conversationLinks.expiresAt, sql`now()`)))
    .returning({ conversationId: conversationLinks.conversationId });
  if (!link) return null;
  const [row] = await db
    .select({ sealed: conversations.keySealed, id: advisors.id, slug: advisors.slug })
    .from(conversations)
    .innerJoin(advisors, eq(advisors.id, conversations.advisorId))
    .where(eq(conversations.id, link.conversationId));
  if (!row?.sealed) return null;
  return { key: await openSealed(db, KEY_SEAL, row.sealed), advisor: { id: row.id, slug: row.slug } };
}

const messageText = (message: Pick<ChatMessage, 'kind' | 'text'>) => (message.kind === 'offer' ? MAIL_TEXTS.offer(message.text) : message.text);

/**
 * Queues, in the caller's transaction, the e-mail of advisor messages to the
 * conversation's address, with a new link: 'answer' (the reply to a left
 * message) or 'unread'.
 */
export async function mailAdvisorMessages(
  tx: AppDb,
  origin: string,
  conversation: Pick<ConversationRow, 'id' | 'advisorId' | 'prenom' | 'visitorEmail'>,
  messages: readonly Pick<ChatMessage, 'kind' | 'text'>[],
  why: 'answer' | 'unread',
  now: Date,
): Promise<void> {
  const [advisor] = await tx.select({ firstName: advisors.firstName, slug: advisors.slug }).from(advisors).where(eq(advisors.id, conversation.advisorId));
  if (!advisor || !conversation.visitorEmail || messages.length === 0) return;
  const token = await newLink(tx, conversation.id, now);
  const name = advisor.firstName;
  await enqueueMail(tx, {
    kind: 'chat-reply',
    to: conversation.visitorEmail,
    subject: why === 'answer' ? MAIL_TEXTS.answerSubject(name) : MAIL_TEXTS.unreadSubject(name),
    paragraphs: [MAIL_TEXTS.hello(conversation.prenom), why === 'answer' ? MAIL_TEXTS.answered(name) : MAIL_TEXTS.unread(name), ...messages.map(messageText), MAIL_TEXTS.howTo],
    link: { label: MAIL_TEXTS.link, url: `${origin}/consultant-profile/${encodeURIComponent(advisor.slug)}#cle=${token}` },
  });
}

/**
 * The console's hook on an advisor's message (addMessage's `after`): in a
 * conversation of origin 'message', the first advisor message after the
 * visitor's last one is e-mailed at once. The others are the unread sweep's.
 */
export function mailAnswers(config: Config): AfterMessage {
  const origin = siteOrigin(config);
  return async (tx, conversation, message) => {
    if (message.author !== 'advisor' || conversation.origin !== 'message' || !conversation.visitorEmail) return;
    const [previous] = await tx
      .select({ author: chatMessages.author })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversation.id), lt(chatMessages.id, message.id)))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    if (previous?.author === 'advisor') return;
    await mailAdvisorMessages(tx, origin, conversation, [message], 'answer', new Date(message.sent_at));
  };
}
