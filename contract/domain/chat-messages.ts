/**
 * A conversation's messages as both sides hold them (voy-chat and the
 * console's Tchat): each once, by id, oldest first, whatever order and how
 * many times the history, the POST's answer and the stream bring them; the
 * other side's marks on them; and the id that makes a retried send safe.
 */
import type { ChatConversation, ChatMessage } from '../schemas/chat';
import { shiftDay } from './figures';
import { frenchDate, isoDay } from './french-format';
import { parisDay } from './paris-day';

/** `held` with `incoming` added: one message per id, sorted by id (the same array when nothing is new). */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => !ids.has(message.id) && ids.add(message.id));
  return fresh.length ? [...held, ...fresh].sort((a, b) => a.id - b.id) : held;
}

export const lastId = (messages: readonly ChatMessage[], author?: ChatMessage['author']): number =>
  messages.reduce((last, message) => (author && message.author !== author ? last : Math.max(last, message.id)), 0);

/** A message as the other side has it: stored only, received by their screen, or read. */
export type Mark = 'sent' | 'received' | 'read';

export function markOf(message: ChatMessage, conversation: ChatConversation): Mark {
  const [received, read] =
    message.author === 'visitor'
      ? [conversation.advisor_received_up_to, conversation.advisor_read_up_to]
      : [conversation.visitor_received_up_to, conversation.visitor_read_up_to];
  if (message.id <= read) return 'read';
  return message.id <= received ? 'received' : 'sent';
}

/** A message's own id (ChatSend.client_id: 8 to 64 of [\w-]), so that a retried POST is stored once. */
export const newClientId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The day a message was sent, as a messaging app writes it above that day's
 * first message, in Paris days: « aujourd’hui », « hier », « mardi 24 novembre »,
 * « mardi 24 novembre 2025 » (another year). voy-chat and the console's Tchat.
 */
export function messageDay(sentAt: string, now: Date): string {
  const day = parisDay(new Date(sentAt));
  const today = parisDay(now);
  if (day === today) return 'aujourd’hui';
  if (day === shiftDay(today, -1)) return 'hier';
  const calendar = isoDay(day)!;
  const long = frenchDate(calendar, 'weekday');
  // Without ' 2026' in the current year.
  return calendar.year === isoDay(today)!.year ? long.slice(0, -5) : long;
}

/**
 * For each message, the label of its day when it is the first of that day,
 * else null; a conversation held today only shows none (its times say enough).
 */
export function dayBreaks(messages: readonly { sent_at: string }[], now: Date): (string | null)[] {
  let previous = parisDay(now);
  return messages.map(({ sent_at }) => {
    const day = parisDay(new Date(sent_at));
    if (day === previous) return null;
    previous = day;
    return messageDay(sent_at, now);
  });
}
