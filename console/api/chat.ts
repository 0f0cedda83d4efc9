/**
 * The advisor's side of the live chat (CONSOLE_CHAT_PATHS): the conversations
 * the user may see, one conversation's history, accepting, declining and
 * closing, sending a text or an offer, the typing signal, the marks and the
 * answer to the stream's presence ping.
 * The live stream itself is console/chat/chat-stream.ts.
 */
import * as z from 'zod/mini';
import { ChatHistory, ChatMessage, CONSOLE_CHAT_PATHS, ConsoleConversation, type ChatMarks, type ConsoleChatSend } from '../../contract/schemas/chat';
import { CONSOLE_API, request } from './client';

/** A contract path as request() takes it: without the /api/console prefix, `:id` filled in. */
export function consolePath(path: string, id?: number): string {
  const relative = path.startsWith(CONSOLE_API) ? path.slice(CONSOLE_API.length) : path;
  return id === undefined ? relative : relative.replace(':id', String(id));
}

const ConversationList = z.array(ConsoleConversation);

export const listConversations = (signal?: AbortSignal) => request(consolePath(CONSOLE_CHAT_PATHS.list), { schema: ConversationList, signal });

/** The messages after `after` (all of them without it), oldest first, and the conversation as it is now. */
export const getConversation = (id: number, after?: number, signal?: AbortSignal) =>
  request(`${consolePath(CONSOLE_CHAT_PATHS.one, id)}${after ? `?after=${after}` : ''}`, { schema: ChatHistory, signal });

type Decision = 'accept' | 'decline' | 'close';
export const decide = (id: number, decision: Decision) => request(consolePath(CONSOLE_CHAT_PATHS[decision], id), { method: 'POST', schema: ConsoleConversation });

export const sendMessage = (id: number, body: ConsoleChatSend) => request(consolePath(CONSOLE_CHAT_PATHS.messages, id), { method: 'POST', body, schema: ChatMessage });

/** The answer to the stream's ping: this advisor's console is still there (server/live/presence.ts). */
export const answerPing = () => request(consolePath(CONSOLE_CHAT_PATHS.alive), { method: 'POST', schema: null });

export const signalTyping = (id: number) => request(consolePath(CONSOLE_CHAT_PATHS.typing, id), { method: 'POST', schema: null });

export const sendMarks = (id: number, marks: ChatMarks) => request(consolePath(CONSOLE_CHAT_PATHS.marks, id), { method: 'POST', body: marks, schema: null });

/**
 * A new id for a message: the server stores a retried POST with the same id
 * once. getRandomValues, not randomUUID: the latter exists only on https and
 * localhost, and a console behind plain http on a LAN must still send.
 */
