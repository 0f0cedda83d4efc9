/**
 * The link of an e-mail answering a message left (CHAT_PATHS.redeem): apart
 * from ./chat.ts so that voy-chat, which never follows one, carries none of it
 * (the site's profile page loads it with the chat, widgets/chat-element.ts).
 */
import * as z from 'zod/mini';

/** The French answer of a link forged, expired or already followed (410 link_used_or_expired). */
export const LINK_USED_OR_EXPIRED = 'link_used_or_expired';
export const LINK_USED_OR_EXPIRED_MESSAGE = 'Ce lien a déjà servi ou a expiré. Pour retrouver votre conversation, ouvrez le lien du dernier e-mail reçu, ou écrivez de nouveau au voyant.';

/** POST CHAT_PATHS.redeem: the token of an e-mailed link (its address's fragment). */
export const ChatLinkRedeem = z.object({ token: z.string().check(z.maxLength(100)) });
/** The conversation's key, and its advisor, whose chat shows it. */
export const ChatLinkRedeemed = z.object({ key: z.string(), advisor: z.object({ id: z.int(), slug: z.string() }) });
export type ChatLinkRedeemed = z.infer<typeof ChatLinkRedeemed>;
