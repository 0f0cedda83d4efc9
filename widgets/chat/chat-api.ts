/**
 * The visitor's calls (contract/schemas/chat.ts): the conversation key
 * travels in CHAT_KEY_HEADER, never in an address, and is kept in local
 * storage per API base and advisor, so that the visitor finds the same
 * conversation again on this device.
 */
import { requestJson } from '../core/api';
import { CHAT_KEY_HEADER, CHAT_PATHS, ChatConversation, ChatHistory, ChatMessage, ChatStarted, ReviewLink, type ChatLeave, type ChatMarks, type ChatSend, type ChatStart } from '../../contract/schemas/chat';
import { newClientId } from '../../contract/domain/chat-messages';
import { chatKeyName as keyName, forgetText, readStoredText, storeText } from '../core/storage';

export const chatKeyStore = {
  read: (apiBase: string, advisorId: number) => readStoredText(keyName(apiBase, advisorId)),
  store: (apiBase: string, advisorId: number, key: string) => storeText(keyName(apiBase, advisorId), key),
  forget: (apiBase: string, advisorId: number) => forgetText(keyName(apiBase, advisorId)),
};

export const startChat = (apiBase: string, body: ChatStart) => requestJson(apiBase, CHAT_PATHS.start, { method: 'POST', body }, ChatStarted);
export const leaveMessage = (apiBase: string, body: ChatLeave) => requestJson(apiBase, CHAT_PATHS.leave, { method: 'POST', body }, ChatStarted);

/** What a missed request is tried again with, at another advisor: nothing typed again. */
export interface Restart {
  prenom: string;
  /** The visitor's first message, when they wrote one. */
  message: string | undefined;
}

/**
 * Starts a chat with the first message already sent (a missed request tried
 * with another advisor). The key is kept as soon as the chat exists; a first
 * message that could not be sent is left for the visitor to write again.
 */
export async function restartChat(apiBase: string, body: ChatStart, message: string | undefined): Promise<ChatStarted> {
  const started = await startChat(apiBase, body);
  chatKeyStore.store(apiBase, body.advisor_id, started.key);
  if (message) await conversationApi(apiBase, started.key).send({ text: message, client_id: newClientId() }).catch(() => undefined);
  return started;
}

/** The calls of one conversation, by its key. */
export function conversationApi(apiBase: string, key: string) {
  const headers = { [CHAT_KEY_HEADER]: key };
  return {
    history: (after = 0) => requestJson(apiBase, `${CHAT_PATHS.conversation}${after ? `?after=${after}` : ''}`, { headers }, ChatHistory),
    send: (body: ChatSend) => requestJson(apiBase, CHAT_PATHS.messages, { method: 'POST', body, headers }, ChatMessage),
    marks: (body: ChatMarks) => requestJson(apiBase, CHAT_PATHS.marks, { method: 'POST', body, headers }),
    erase: () => requestJson(apiBase, CHAT_PATHS.conversation, { method: 'DELETE', headers }),
    /** The visitor ends the conversation (a second time answers the same). */
    close: () => requestJson(apiBase, CHAT_PATHS.close, { method: 'POST', headers }, ChatConversation),
    /** The review form's address, for a paid consultation that ended (CHAT_PATHS.reviewLink). */
    reviewLink: () => requestJson(apiBase, CHAT_PATHS.reviewLink, { method: 'POST', headers }, ReviewLink),
  };
}
export type ConversationApi = ReturnType<typeof conversationApi>;

