/**
 * The chat's element alone, for the site to load when a visitor opens the
 * chat (site/pages/profile-chat.tsx) rather than with every profile. The
 * library's API (index.ts) exports it too.
 */
export { defineChat } from './chat/element';
/** An e-mailed link's token traded for its conversation's key, and what a failure says: loaded with the chat. */
export { redeemChatLink } from './chat/chat-link';
export { resolveBase } from './core/api';
export { failureText } from './core/parts/form';
/** The way back to an open conversation (site/layout/way-back.tsx): loaded only when a key is stored, with the chat it opens. */
export { openConversation, ReturnBanner } from './chat/return-banner';
