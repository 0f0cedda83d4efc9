/**
 * What the console knows of the chats, as a pure reducer: the conversations
 * the user may see (from the list, then kept current by the live stream) and
 * the messages of those opened. Messages are merged by id, so that a message
 * heard on the stream and also returned by its POST or by a history shows
 * once, in order.
 */
import { mergeMessages } from '../../contract/domain/chat-messages';
import type { ChatHistory, ChatMessage, ConsoleConversation } from '../../contract/schemas/chat';

export interface ChatState {
  conversations: Readonly<Record<number, ConsoleConversation>>;
  /** Loaded per conversation when it is first opened; absent: not loaded yet. */
  messages: Readonly<Record<number, readonly ChatMessage[]>>;
}

export type ChatAction =
  | { type: 'listed'; conversations: readonly ConsoleConversation[] }
  | { type: 'conversation'; conversation: ConsoleConversation }
  | { type: 'message'; conversationId: number; message: ChatMessage }
  | { type: 'history'; conversationId: number; history: ChatHistory }
  | { type: 'read'; conversationId: number; upTo: number }
  | { type: 'erased'; id: number };

export const EMPTY_CHAT: ChatState = { conversations: {}, messages: {} };


const lastId = (conversation: ConsoleConversation) => conversation.last_message?.id ?? 0;

/** A message heard live also moves its conversation's row: last message, and one more unread when the visitor wrote it. */
function withMessage(conversation: ConsoleConversation, message: ChatMessage): ConsoleConversation {
  // The server's row may already count it (its conversation event came first): only a newer message changes the row.
  if (message.id <= lastId(conversation)) return conversation;
  const unread = message.author === 'visitor' && message.id > conversation.advisor_read_up_to ? conversation.unread + 1 : conversation.unread;
  return { ...conversation, last_message: message, unread };
}

function without<T>(record: Readonly<Record<number, T>>, id: number): Record<number, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'listed': {
      // The list is the server's truth; a conversation heard on the stream after the list was read (a newer id) stays.
      const newest = Math.max(0, ...action.conversations.map((conversation) => conversation.id));
      const conversations: Record<number, ConsoleConversation> = {};
      for (const conversation of Object.values(state.conversations)) if (conversation.id > newest) conversations[conversation.id] = conversation;
      for (const conversation of action.conversations) conversations[conversation.id] = conversation;
      const messages: Record<number, readonly ChatMessage[]> = {};
      for (const [id, list] of Object.entries(state.messages)) if (conversations[Number(id)]) messages[Number(id)] = list;
      return { conversations, messages };
    }
    case 'conversation':
      return { ...state, conversations: { ...state.conversations, [action.conversation.id]: action.conversation } };
    case 'message': {
      const { conversationId, message } = action;
      const conversation = state.conversations[conversationId];
      const loaded = state.messages[conversationId];
      return {
        conversations: conversation ? { ...state.conversations, [conversationId]: withMessage(conversation, message) } : state.conversations,
        messages: loaded ? { ...state.messages, [conversationId]: mergeMessages(loaded, [message]) } : state.messages,
      };
    }
    case 'history': {
      const { conversationId, history } = action;
      const known = state.conversations[conversationId];
      const messages = mergeMessages(state.messages[conversationId] ?? [], history.messages);
      const last = messages.at(-1) ?? null;
      // The history carries the conversation's state (status, marks) but not the console's row fields: kept from the row.
      const conversation: ConsoleConversation | undefined = known && {
        ...known,
        ...history.conversation,
        last_message: last && last.id > lastId(known) ? last : known.last_message,
      };
      return {
        conversations: conversation ? { ...state.conversations, [conversationId]: conversation } : state.conversations,
        messages: { ...state.messages, [conversationId]: messages },
      };
    }
    case 'read': {
      const conversation = state.conversations[action.conversationId];
      if (!conversation || action.upTo <= conversation.advisor_read_up_to) return state;
      return { ...state, conversations: { ...state.conversations, [action.conversationId]: { ...conversation, advisor_read_up_to: action.upTo, unread: 0 } } };
    }
    case 'erased':
      return { conversations: without(state.conversations, action.id), messages: without(state.messages, action.id) };
  }
}

/** When something last happened in a conversation (its last message, else its start). */
const lastActivity = (conversation: ConsoleConversation) => conversation.last_message?.sent_at ?? conversation.started_at;

const GROUP = { waiting: 0, active: 1, declined: 2, closed: 2, missed: 2 } as const;

/**
 * The list's order: the visitors waiting first (the longest wait on top), then
 * the chats under way, then the ended ones; the latest activity first in each.
 */
export function orderedConversations(conversations: Readonly<Record<number, ConsoleConversation>>): ConsoleConversation[] {
  return Object.values(conversations).sort((a, b) => {
    const group = GROUP[a.status] - GROUP[b.status];
    if (group !== 0) return group;
    if (isWaiting(a)) return a.started_at.localeCompare(b.started_at);
    return lastActivity(b).localeCompare(lastActivity(a));
  });
}

/** A conversation's status read by name. */
export const isWaiting = ({ status }: ConsoleConversation) => status === 'waiting';
/** A live request nobody accepted in time. */
export const isMissed = ({ status }: ConsoleConversation) => status === 'missed';

/** A conversation that asks for the advisor: a visitor waiting for an answer, or messages not read yet. */
export const needsAttention = ({ status, unread }: ConsoleConversation) => status === 'waiting' || (status === 'active' && unread > 0);
