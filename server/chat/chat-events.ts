/**
 * What instances tell each other about chats (NOTIFY on CHANNELS.chat), and
 * the stream messages they become. A message travels whole in its
 * notification when it fits, so that the instances holding its streams send
 * it without reading the database; a bigger one is read back by id.
 */
import * as z from 'zod/mini';
import { CHAT_EVENTS, ChatMessage, type ChatConversation, type ConsoleConversation, type ConsoleChatMessageEvent } from '../../contract/schemas/chat';
import type { AppDb } from '../db/open';
import { CHANNELS, notify } from '../live/channels';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

export const ChatNotice = z.object({
  /** message, conversation (its state or marks changed), typing (the advisor types), erased. */
  t: z.enum(['message', 'conversation', 'typing', 'erased']),
  /** The conversation. */
  c: z.int(),
  /** Its advisor (console streams are per advisor). */
  a: z.int(),
  /** A message's id, and the message itself when it fitted. */
  id: z.optional(z.int()),
  m: z.optional(ChatMessage),
});
export type ChatNotice = z.infer<typeof ChatNotice>;

export async function notifyChat(db: Pick<AppDb, 'execute'>, notice: ChatNotice): Promise<void> {
  let payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ ...notice, m: undefined });
  await notify(db, CHANNELS.chat, payload);
}

export function parseChatNotice(payload: string): ChatNotice | null {
  try {
    const parsed = z.safeParse(ChatNotice, JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sse = (event: string, data: unknown, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The visitor's stream: a message carries its id, by which the widget resumes. */
export const visitorMessageEvent = (message: ChatMessage) => sse(CHAT_EVENTS.message, message, message.id);
export const visitorConversationEvent = (conversation: ChatConversation) => sse(CHAT_EVENTS.conversation, conversation);
export const TYPING_EVENT = sse(CHAT_EVENTS.typing, {});
export const VISITOR_ERASED_EVENT = sse(CHAT_EVENTS.erased, {});

/** The console's stream: every conversation the user may see; it reloads what it shows when it reconnects. */
export const consoleMessageEvent = (data: ConsoleChatMessageEvent) => sse(CHAT_EVENTS.message, data);
export const consoleConversationEvent = (conversation: ConsoleConversation) => sse(CHAT_EVENTS.conversation, conversation);
export const consoleErasedEvent = (id: number) => sse(CHAT_EVENTS.erased, { id });
export const CONSOLE_PING_EVENT = sse(CHAT_EVENTS.ping, {});
