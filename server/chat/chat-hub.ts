/**
 * This instance's open chat streams: the visitors' (one per open chat, by
 * conversation) and the console's (by advisor; an admin's sees everyone's).
 * What any instance writes reaches them through the chat notifications
 * (server/chat/chat-events.ts), handled one after the other so that a
 * conversation's events keep their order. A visitor's stream starts held
 * while its history after `after` is read, so it gets every message once.
 * It is also told when the advisor leaves their console and comes back
 * (presence, server/live/presence.ts): a visitor mid-chat is not left
 * waiting on someone who is gone.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/open';
import type { ConversationRow } from '../db/schema';
import type { LiveBus } from '../live/event-bus';
import type { Presence } from '../live/presence';
import { SseHub, type StreamClient } from '../live/sse-hub';
import { safeErrorFields } from '../log-safe-error';
import {
  CONSOLE_PING_EVENT,
  consoleConversationEvent,
  consoleErasedEvent,
  consoleMessageEvent,
  parseChatNotice,
  TYPING_EVENT,
  VISITOR_ERASED_EVENT,
  visitorConversationEvent,
  visitorMessageEvent,
  type ChatNotice,
} from './chat-events';
import { visitorPart } from './chat-rows';
import { consoleViews, findConversation, messageById, messagesAfter, visitorView } from './chat-store';
import { visitorOrders } from '../orders/order-store';
import type { ChatConversation } from '../../contract/schemas/chat';

/** A conversation's state again, for its visitors only: its advisor left their console or came back. */
type PresenceNotice = { t: 'conversation'; c: number; a: number; visitorsOnly: true };

/** Whose conversations a console stream receives: one advisor's, or all (an admin). */
export type ConsoleScope = number | 'all';

/** How often an open console stream checks that its session is still signed in (sign-out, disabled account, timeouts). */
export const SESSION_CHECK_MS = 30_000;

export class ChatHub {
  readonly #sse = new SseHub();
  /** The console streams, each with the check of its session and, for an advisor's, the end of its presence. */
  readonly #sessions = new Map<StreamClient, { stillSignedIn: () => Promise<boolean>; release?: (immediate: boolean) => void }>();
  #sessionTimer: NodeJS.Timeout | undefined;
  readonly #visitors = new Map<number, Set<StreamClient>>();
  /** The advisor of each conversation a visitor's stream is open on here. */
  readonly #advisorOf = new Map<number, number>();
  /** The advisors at their console as this hub last heard it from presence: to tell whose changed. */
  #heardAtConsole: ReadonlySet<number>;
  readonly #consoles = new Map<ConsoleScope, Set<StreamClient>>();
  #handling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: AppDb,
    bus: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly sessionCheckMs = SESSION_CHECK_MS,
    /** An advisor's console stream holds their presence (server/live/presence.ts). */
    private readonly presence?: Presence,
  ) {
    bus.onChat((payload) => {
      // The listening connection was lost: what was said meanwhile is unknown. Ending the
      // streams makes every reader resume from the database (visitors after their last message).
      if (payload === null) return this.#endAll();
      const notice = parseChatNotice(payload);
      if (!notice) return this.log.warn('chat: unreadable notification');
      this.#queue(notice);
    });
    this.#heardAtConsole = presence?.connected ?? new Set();
    presence?.onChange((connected) => this.#presenceChanged(connected));
  }

  /** Handled in turn with the others, so that a conversation's events keep their order. */
  #queue(notice: ChatNotice | PresenceNotice): void {
    this.#handling = this.#handling.then(() => this.#handle(notice)).catch((error: unknown) => this.log.warn({ error: safeErrorFields(error) }, 'chat: an event could not be sent'));
  }

  /** Whether the advisor is at their console now, as the visitor's view says it (nothing without presence). */
  #withPresence(conversation: ChatConversation, advisorId: number): ChatConversation {
    return this.presence ? { ...conversation, advisor_at_console: this.presence.connected.has(advisorId) } : conversation;
  }

  /** An advisor left their console or came back: the visitors in a chat with them here hear it. */
  #presenceChanged(connected: ReadonlySet<number>): void {
    const before = this.#heardAtConsole;
    this.#heardAtConsole = connected;
    for (const [conversationId, advisorId] of this.#advisorOf) {
      if (before.has(advisorId) !== connected.has(advisorId)) this.#queue({ t: 'conversation', c: conversationId, a: advisorId, visitorsOnly: true });
    }
  }

  /** How many streams (chat and console) `address` holds open here. */
  openFrom(limitKey: string): number {
    return this.#sse.openFrom(limitKey);
  }

  /** How many visitor streams are open here (the bench's figure). */
  get visitorStreams(): number {
    let n = 0;
    for (const set of this.#visitors.values()) n += set.size;
    return n;
  }

  /** A visitor's stream: the conversation's state and its messages after `after`, then every change as it comes. */
  async openVisitor(response: ServerResponse, headers: OutgoingHttpHeaders, address: string, conversation: ConversationRow, after: number): Promise<void> {
    const client = this.#sse.open(response, headers, address);
    this.#add(this.#visitors, conversation.id, client);
    this.#advisorOf.set(conversation.id, conversation.advisorId);
    response.once('close', () => {
      if (!this.#visitors.has(conversation.id)) this.#advisorOf.delete(conversation.id);
    });
    try {
      const [state, messages] = await Promise.all([visitorView(this.db, conversation), messagesAfter(this.db, conversation.id, after)]);
      const first = visitorConversationEvent(this.#withPresence(state, conversation.advisorId)) + messages.map(visitorMessageEvent).join('');
      this.#sse.release(client, first, messages.at(-1)?.id ?? after);
    } catch (error) {
      // Without its history the stream would skip messages: the reader retries.
      this.log.warn({ error: safeErrorFields(error) }, 'chat: a stream could not start');
      response.end();
    }
  }

  /**
   * A console stream: changes only; the console reads the list and the
   * history itself (and again when it reconnects). It ends once
   * `stillSignedIn` says no: what visitors write never reaches a console
   * whose session ended (its page then asks to sign in again).
   */
  openConsole(
    response: ServerResponse,
    headers: OutgoingHttpHeaders,
    limitKey: string,
    scope: ConsoleScope,
    stillSignedIn: () => Promise<boolean>,
    /** An advisor's stream: its session's token hash, by which a sign-out ends it. */
    session?: string,
  ): void {
    const client = this.#sse.open(response, headers, limitKey);
    this.#add(this.#consoles, scope, client);
    // An advisor at their console is present (an admin's stream makes nobody present).
    const release = typeof scope === 'number' && session && this.presence ? this.presence.hold(scope, session, () => response.end(), () => this.#sse.send(client, null, CONSOLE_PING_EVENT)) : undefined;
    this.#sessions.set(client, { stillSignedIn, release });
    response.once('close', () => {
      // Closed by the browser or the network: present through the grace period.
      release?.(false);
      this.#sessions.delete(client);
      if (this.#sessions.size === 0) this.#stopSessionChecks();
    });
    if (!this.#sessionTimer) {
      this.#sessionTimer = setInterval(() => void this.#checkSessions(), this.sessionCheckMs);
      this.#sessionTimer.unref();
    }
    this.#sse.release(client, '', 0);
  }

  async #checkSessions(): Promise<void> {
    for (const [client, { stillSignedIn, release }] of this.#sessions) {
      // A database away for a moment is not a sign-out: the stream stays, checked again next time.
      if (await stillSignedIn().catch(() => true)) continue;
      // A dead session never comes back: no grace period.
      release?.(true);
      client.response.end();
    }
  }

  #stopSessionChecks(): void {
    clearInterval(this.#sessionTimer);
    this.#sessionTimer = undefined;
  }

  /** The server stops: every stream ends, and its reader resumes elsewhere. */
  closeAll(): void {
    this.#stopSessionChecks();
    this.#sessions.clear();
    this.#sse.closeAll();
    this.#visitors.clear();
    this.#advisorOf.clear();
    this.#consoles.clear();
  }

  #add<K>(map: Map<K, Set<StreamClient>>, key: K, client: StreamClient): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
    client.response.once('close', () => {
      set.delete(client);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    });
  }

  #endAll(): void {
    for (const set of [...this.#visitors.values(), ...this.#consoles.values()]) for (const client of set) client.response.end();
  }

  /** The console streams that see advisor `advisorId`'s conversations. */
  #consolesOf(advisorId: number): StreamClient[] {
    return [...(this.#consoles.get(advisorId) ?? []), ...(this.#consoles.get('all') ?? [])];
  }

  async #handle(notice: ChatNotice | PresenceNotice): Promise<void> {
    const visitors = [...(this.#visitors.get(notice.c) ?? [])];
    const consoles = 'visitorsOnly' in notice ? [] : this.#consolesOf(notice.a);
    if (visitors.length === 0 && consoles.length === 0) return;
    switch (notice.t) {
      case 'message': {
        const message = notice.m ?? (notice.id === undefined ? null : await messageById(this.db, notice.id));
        if (!message) return;
        for (const client of visitors) this.#sse.send(client, message.id, visitorMessageEvent(message));
        const event = consoleMessageEvent({ conversation_id: notice.c, message });
        for (const client of consoles) this.#sse.send(client, null, event);
        return;
      }
      case 'conversation': {
        const row = await findConversation(this.db, notice.c);
        if (!row) return;
        // The console's view holds the visitor's: read once for both.
        const view = consoles.length > 0 ? (await consoleViews(this.db, [row]))[0]! : null;
        if (view) {
          const event = consoleConversationEvent(view);
          for (const client of consoles) this.#sse.send(client, null, event);
        }
        if (visitors.length > 0) {
          // The visitor's view adds what the console's lacks: their offers' orders.
          const state = view ? { ...visitorPart(view, row), orders: await visitorOrders(this.db, row.id) } : await visitorView(this.db, row);
          const event = visitorConversationEvent(this.#withPresence(state, row.advisorId));
          for (const client of visitors) this.#sse.send(client, null, event);
        }
        return;
      }
      case 'typing':
        for (const client of visitors) this.#sse.send(client, null, TYPING_EVENT);
        return;
      case 'erased':
        for (const client of visitors) {
          this.#sse.send(client, null, VISITOR_ERASED_EVENT);
          client.response.end();
        }
        for (const client of consoles) this.#sse.send(client, null, consoleErasedEvent(notice.c));
        return;
    }
  }
}
