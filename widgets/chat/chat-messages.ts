/**
 * The conversation's messages as the widget holds them: each once, by id,
 * oldest first, whatever order and how many times the history, the POST's
 * answer and the stream bring them.
 */
import type { ChatConversation, ChatMessage } from '../core/schemas/chat';

/** `held` with `incoming` added: one message per id, sorted by id (the same array when nothing is new). */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => !ids.has(message.id) && ids.add(message.id));
  return fresh.length ? [...held, ...fresh].sort((a, b) => a.id - b.id) : held;
}

export const lastId = (messages: readonly ChatMessage[], author?: ChatMessage['author']): number =>
  messages.reduce((last, message) => (author && message.author !== author ? last : Math.max(last, message.id)), 0);

/** A visitor's message as the advisor's side has it: stored only, received by the console, or read. */
export type Mark = 'sent' | 'received' | 'read';

export function markOf(message: ChatMessage, conversation: ChatConversation): Mark {
  if (message.id <= conversation.advisor_read_up_to) return 'read';
  return message.id <= conversation.advisor_received_up_to ? 'received' : 'sent';
}
