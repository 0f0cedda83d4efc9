/** The chat's database rows as the API shows them: a message, and a conversation as its visitor sees it. */
import type { ChatConversation, ChatMessage, ConsoleConversation, ConversationStatus, Offer } from '../../contract/schemas/chat';
import type { ChatMessageRow, ConversationRow } from '../db/schema';

export type Side = 'visitor' | 'advisor';

/** A conversation's advisor as the chat shows them. */
export type ChatAdvisor = ChatConversation['advisor'];

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    author: row.author as Side,
    kind: row.kind as ChatMessage['kind'],
    text: row.text,
    offer: (row.offer as Offer | null) ?? null,
    client_id: row.clientId,
    sent_at: row.sentAt.toISOString(),
  };
}

/** The conversation as its visitor sees it, with its advisor; `forVisitor`: with the address answers are e-mailed to (never in the console's rows). */
export function toVisitorView(row: ConversationRow, advisor: ChatAdvisor | undefined, forVisitor = true): ChatConversation {
  return {
    status: row.state as ConversationStatus,
    advisor: advisor ?? { id: row.advisorId, first_name: '', slug: '', photo: null },
    prenom: row.prenom,
    origin: row.origin as ChatConversation['origin'],
    ...(forVisitor && row.visitorEmail ? { reply_email: row.visitorEmail } : {}),
    advisor_received_up_to: row.advisorReceivedUpTo,
    advisor_read_up_to: row.advisorReadUpTo,
    visitor_received_up_to: row.visitorReceivedUpTo,
    visitor_read_up_to: row.visitorReadUpTo,
  };
}

/** A console row's visitor view: what the visitor's stream is sent of the same state (with the row's reply address, which the console's lacks). */
export function visitorPart({ id: _id, page: _page, started_at: _started, missed_at: _missed, last_message: _last, unread: _unread, ...state }: ConsoleConversation, row: ConversationRow): ChatConversation {
  return row.visitorEmail ? { ...state, reply_email: row.visitorEmail } : state;
}
