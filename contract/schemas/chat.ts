/**
 * The live chat (voy-chat and the console's Tchat page): what the visitor's
 * widget, the console and the server send and read.
 *
 * Transport: Server-Sent Events down, plain POSTs up. Down, one long GET per
 * open chat, resumed after the last message id it holds (nothing lost,
 * nothing twice); up, a POST per message, rate-limited and validated like
 * every other form. No WebSocket: the same HTTP stack, CORS, proxies and
 * limits as the rest of the API, and the same NOTIFY fan-out between
 * instances as the live availability.
 *
 * The visitor holds no account: a random conversation key, kept in the
 * browser, is the only thing that opens the conversation again. It travels in
 * the CHAT_KEY_HEADER header, never in an address (addresses end up in logs).
 */
import * as z from 'zod/mini';
import { PublicOffer } from './advisor';
import { replyAddress } from './reply-address';
import { trimmed } from './requests';

export const CHAT_KEY_HEADER = 'x-voy-chat-key';

/**
 * The 404 of a conversation the key does not open (unknown, erased, or past
 * retention): its `error` code, by which a widget knows to forget the key
 * (any other 404, a proxy's or an older instance's, is not this).
 */
export const CONVERSATION_NOT_FOUND = 'conversation_not_found';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation introuvable ou supprimée.';
/** A conversation over: the server's refusal of a message to it, and the console's note under it. */
export const CONVERSATION_CLOSED_MESSAGE = 'Cette conversation est terminée.';

/** A message's or a conversation's id: a `serial` column's range, so that a bigger one is refused, not sent to PostgreSQL. */
export const rowId = z.int().check(z.gte(0), z.lte(2_147_483_647));

/** The visitor's side (public, CORS like the rest of the API; the key in CHAT_KEY_HEADER). */
export const CHAT_PATHS = {
  /** POST ChatStart → 201 ChatStarted; 409 advisor_unavailable when the advisor is not available. */
  start: '/api/chat/conversations',
  /** GET ?after=<message id> → ChatHistory; DELETE → 204 (the visitor erases the conversation). */
  conversation: '/api/chat/conversation',
  /** POST ChatSend → 201 ChatMessage. */
  messages: '/api/chat/conversation/messages',
  /** POST ChatMarks → 204: what the visitor's widget has received and shown. */
  marks: '/api/chat/conversation/marks',
  /** GET ?after=<message id>: text/event-stream of ChatEvent (see CHAT_EVENTS). */
  events: '/api/chat/conversation/events',
  /** POST ChatLeave → 201 ChatStarted: a message left for an advisor (absent or not), answered by e-mail; 429 past CHAT_LIMITS.leftPerAddressPerHour. */
  leave: '/api/chat/messages-left',
  /** POST ChatLinkRedeem → 200 ChatLinkRedeemed (./chat-link.ts): an e-mailed link's token, once, gives the conversation's key back; 410 link_used_or_expired. */
  redeem: '/api/chat/links/redeem',
  /** POST (no body) → 200 ReviewLink: the review form's address of the conversation's paid consultation, once it ended (server/reviews/routes.ts); 404 when none awaits a review. */
  reviewLink: '/api/chat/conversation/review-link',
  /** POST (no body) → 200 ChatConversation: the visitor ends the conversation (waiting or active → closed; any other state is left as it is, so a second call answers the same). */
  close: '/api/chat/conversation/close',
} as const;

/** The console's side (session cookie, Origin checked); `:id` is the conversation's id. */
export const CONSOLE_CHAT_PATHS = {
  /** GET → ConsoleConversation[] (an advisor's own; an admin's: every advisor's, `?advisor=<id>` to narrow). */
  list: '/api/console/chat/conversations',
  /** GET ?after=<message id> → ChatHistory. */
  one: '/api/console/chat/conversations/:id',
  /** POST (no body) → ConsoleConversation. Accept sets the advisor Occupé; close returns them to Disponible unless they chose another status meanwhile. */
  accept: '/api/console/chat/conversations/:id/accept',
  decline: '/api/console/chat/conversations/:id/decline',
  close: '/api/console/chat/conversations/:id/close',
  /** POST ConsoleChatSend → 201 ChatMessage. */
  messages: '/api/console/chat/conversations/:id/messages',
  /** POST (no body) → 204: the advisor is typing (shown to the visitor for TYPING_SHOWN_MS). */
  typing: '/api/console/chat/conversations/:id/typing',
  /** POST ChatMarks → 204. */
  marks: '/api/console/chat/conversations/:id/marks',
  /** GET: text/event-stream of ConsoleChatEvent for every conversation the user may see. */
  events: '/api/console/chat/events',
  /** POST (no body) → 204: the answer to a `ping` on an advisor's stream; the console is still there. */
  alive: '/api/console/chat/alive',
  /** GET / PUT OffersInput (admin) → Offer[]: one advisor's offers, in their order. */
  offers: '/api/console/advisors/:id/offers',
} as const;

/** SSE event names on both streams. */
export const CHAT_EVENTS = {
  /** data: ChatMessage (visitor stream) or ConsoleChatMessageEvent (console stream); SSE id: the message id on the visitor stream. */
  message: 'message',
  /** data: ChatConversation (visitor) or ConsoleConversation (console): status and marks changed. */
  conversation: 'conversation',
  /** data: {} (visitor stream only): the advisor is typing now. */
  typing: 'typing',
  /** data: {} (visitor stream) or { id } (console): the visitor erased the conversation. */
  erased: 'erased',
  /** data: {} (an advisor's console stream only): the console answers with POST CONSOLE_CHAT_PATHS.alive, or the stream ends as gone (server/live/presence.ts). */
  ping: 'ping',
} as const;

export const CHAT_LIMITS = {
  messageMaxLength: 1000,
  firstNameMaxLength: 40,
  /**
   * Messages one side of a conversation may send per window. A client address
   * is limited too, over all its conversations (CHAT_MESSAGES_PER_MINUTE,
   * server/config.ts), and may start RATE_LIMIT_PER_MINUTE conversations a minute.
   */
  perConversation: { max: 20, windowMs: 60_000 },
  /** How long the visitor's widget shows "… écrit" after a typing signal. */
  typingShownMs: 4_000,
  /** Conversations are erased this many days after their last message (the privacy policy says so). */
  retentionDays: 90,
  /** Messages left (CHAT_PATHS.leave) per e-mail address per hour, over every advisor. */
  leftPerAddressPerHour: 3,
  /** An e-mailed link to a conversation works once, for this many days. */
  linkDays: 14,
} as const;

/** How a conversation began: a live request, or a message left to be answered by e-mail. */
export const CONVERSATION_ORIGINS = ['chat', 'message'] as const;

/**
 * waiting: asked, the advisor has not answered yet (the visitor may already write);
 * active: accepted; declined; closed (by the advisor, or the advisor was archived);
 * missed: a live request nobody accepted within CHAT_ACCEPT_SECONDS (server/chat/missed-requests.ts).
 */
export const CONVERSATION_STATUSES = ['waiting', 'active', 'declined', 'closed', 'missed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

// ─── Offers (paid consultations, sold by payment link) ─────────────────────
// What the console sends (OfferInput, OffersInput) is in ./offers: its messages stay out of the visitor's embed.

export const Offer = z.object({ ...PublicOffer.shape, payment_url: z.nullable(z.string()) });
export type Offer = z.infer<typeof Offer>;

// ─── Conversations and messages ────────────────────────────────────────────

/** POST CHAT_PATHS.start. */
export const ChatStart = z.object({
  advisor_id: z.int('Voyant inconnu').check(z.positive('Voyant inconnu')),
  prenom: trimmed(2, CHAT_LIMITS.firstNameMaxLength, 'Le prénom doit contenir au moins 2 caractères', `Le prénom ne doit pas dépasser ${CHAT_LIMITS.firstNameMaxLength} caractères`),
  /** The terms accepted and 18 or older: must be true. */
  accepte_conditions: z.literal(true, 'Veuillez accepter les conditions et confirmer avoir 18 ans ou plus'),
  /** The page the chat was opened from (shown to the advisor); optional. */
  page: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type ChatStart = z.infer<typeof ChatStart>;

/**
 * A message. `author`: who wrote it. `kind`: 'text', or 'offer' with its
 * offer (and its payment link: the visitor pays through it), or 'payment':
 * the server's line when the offer's order is paid or refunded (« Paiement
 * reçu · 25,00 € », contract/schemas/orders.ts), written on the advisor's
 * side (the visitor's marks and unread count treat it as the advisor's).
 * 'review-invite': the site's invitation to review the paid consultation
 * once it ended (advisor's side too; its button asks CHAT_PATHS.reviewLink
 * for the form's address). 'end': the visitor ended the conversation
 * (CHAT_PATHS.close), on the visitor's side; an advisor's close writes none.
 */
export const ChatMessage = z.object({
  id: z.int(),
  author: z.enum(['visitor', 'advisor']),
  kind: z.enum(['text', 'offer', 'payment', 'review-invite', 'end']),
  text: z.string(),
  offer: z.nullable(Offer),
  /** The sender's own id for it (ChatSend.client_id): a retried POST is stored once. */
  client_id: z.nullable(z.string()),
  sent_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** 200 of CHAT_PATHS.reviewLink. */
export const ReviewLink = z.object({ url: z.string() });

/** sent (the link went to the visitor), paid, refunded, expired (unpaid at its expires_at, or its conversation closed). */
export const ORDER_STATES = ['sent', 'paid', 'refunded', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** An offer's order as its visitor sees it: the offer's message, its state, when an unpaid one expires. Only a `sent` one before expires_at may be paid. */
export const ChatOrder = z.object({ message_id: z.int(), state: z.enum(ORDER_STATES), expires_at: z.string() });
export type ChatOrder = z.infer<typeof ChatOrder>;

/** The state of a conversation as its visitor sees it. Marks are message ids ("up to this one"). */
export const ChatConversation = z.object({
  status: z.enum(CONVERSATION_STATUSES),
  advisor: z.object({ id: z.int(), first_name: z.string(), slug: z.string(), photo: z.nullable(z.string()) }),
  prenom: z.string(),
  origin: z.enum(CONVERSATION_ORIGINS),
  /** The address the advisor's answers are e-mailed to: in the visitor's view only (the console sees `origin`, never the address). */
  reply_email: z.optional(z.string()),
  /** The last message of the visitor the advisor's console received, and read. */
  advisor_received_up_to: z.int(),
  advisor_read_up_to: z.int(),
  /** The last message of the advisor the visitor's widget received, and read. */
  visitor_received_up_to: z.int(),
  visitor_read_up_to: z.int(),
  /** The orders of its offers (the visitor's view only). */
  orders: z.optional(z.array(ChatOrder)),
  /**
   * False once the advisor has left their console (their presence ended, the
   * grace period over), true while they are at it: told on the visitor's
   * stream only, each time it changes. Absent elsewhere.
   */
  advisor_at_console: z.optional(z.boolean()),
});
export type ChatConversation = z.infer<typeof ChatConversation>;

/** 201 of CHAT_PATHS.start: keep `key`, it is the only way back into the conversation. */
export const ChatStarted = z.object({ key: z.string(), conversation: ChatConversation });
export type ChatStarted = z.infer<typeof ChatStarted>;

/** GET of a conversation: its state and its messages after `after` (all of them without it), oldest first. */
export const ChatHistory = z.object({ conversation: ChatConversation, messages: z.array(ChatMessage) });
export type ChatHistory = z.infer<typeof ChatHistory>;

/** A message's text, the visitor's and the advisor's: trimmed, not empty, bounded. Links are kept as text. */
const messageText = trimmed(1, CHAT_LIMITS.messageMaxLength, 'Le message est vide', `Le message ne doit pas dépasser ${CHAT_LIMITS.messageMaxLength} caractères`);

/** POST CHAT_PATHS.leave: the start's fields, the address the answer goes to, and the message. */
export const ChatLeave = z.object({
  ...ChatStart.shape,
  email: replyAddress,
  text: messageText,
});
export type ChatLeave = z.infer<typeof ChatLeave>;

/** A visitor's message; `client_id` (8 to 64 letters, digits, - and _) makes a retry safe. Links are kept as text. */
export const ChatSend = z.object({
  text: messageText,
  client_id: z.string().check(z.regex(/^[\w-]{8,64}$/, 'Identifiant de message invalide')),
});
export type ChatSend = z.infer<typeof ChatSend>;

/** The advisor's message: a text, or one of the advisor's offers by id. */
export const ConsoleChatSend = z.union([ChatSend, z.object({ offer_id: rowId.check(z.positive()), client_id: ChatSend.shape.client_id })]);
export type ConsoleChatSend = z.infer<typeof ConsoleChatSend>;

/** What a side has received and read (message ids); each mark only ever goes up. */
export const ChatMarks = z.object({ received_up_to: z.optional(rowId), read_up_to: z.optional(rowId) });

/** `?after=<message id>`: what the reader already holds. */
export const AfterQuery = z.object({ after: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647))) });
export type ChatMarks = z.infer<typeof ChatMarks>;

/** A conversation in the console's list. */
export const ConsoleConversation = z.object({
  id: z.int(),
  ...ChatConversation.shape,
  /** The page the visitor came from, when the widget said. */
  page: z.nullable(z.string()),
  started_at: z.string(),
  /** When the request ended unanswered (status 'missed'). */
  missed_at: z.nullable(z.string()),
  last_message: z.nullable(ChatMessage),
  /** Visitor messages after advisor_read_up_to. */
  unread: z.int(),
});
export type ConsoleConversation = z.infer<typeof ConsoleConversation>;

/** On the console's stream, a message names its conversation. */
export const ConsoleChatMessageEvent = z.object({ conversation_id: z.int(), message: ChatMessage });
export type ConsoleChatMessageEvent = z.infer<typeof ConsoleChatMessageEvent>;
