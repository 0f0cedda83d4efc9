/**
 * One open conversation: its state and messages, kept live by the stream,
 * the visitor's messages on their way, the advisor's typing signal, and the
 * marks the widget sends back (received as soon as a message arrives, read
 * while the page is visible).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ApiCallError } from '../core/api';
import { failureText } from '../core/parts/form';
import { CHAT_EVENTS, CHAT_LIMITS, ChatConversation, ChatMessage, CONVERSATION_NOT_FOUND, type ChatMarks } from '../../contract/schemas/chat';
import { conversationApi } from './chat-api';
import { lastId, mergeMessages } from '../../contract/domain/chat-messages';
import { openChatStream } from './chat-stream';
import type { StreamEvent } from '../core/event-stream';

/** A visitor's message sent and not yet stored (shown as 'envoi…'), or refused once retried (`error`, the server's reason). */
export interface Pending {
  client_id: string;
  text: string;
  error?: string;
}

/** No answer, or the server's own trouble (5xx, 503 while it restarts): sent again with the same client id; a 4xx is the message's own fault. */
const isTransient = (error: unknown) => !(error instanceof ApiCallError) || error.status === null || error.status >= 500;

/** A stream dropped for less than this is not worth telling (a reconnection takes about 1 s). */
const RECONNECTING_AFTER_MS = 1500;
/** A send that failed while the stream stayed up is tried again after this, and on every reopening of the stream. */
const RETRY_MS = 5000;

/** The server no longer knows the key (erased, past retention): not any 404, a proxy's or an older instance's. */
const isGone = (error: unknown) => error instanceof ApiCallError && error.code === CONVERSATION_NOT_FOUND;

/** `started`: the conversation just opened (no history to ask for); null: resumed with a stored key. */
export function useConversation(apiBase: string, key: string, started: ChatConversation | null, onGone: () => void) {
  const api = useMemo(() => conversationApi(apiBase, key), [apiBase, key]);
  const [conversation, setConversation] = useState(started);
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [pending, setPending] = useState<readonly Pending[]>([]);
  const [typing, setTyping] = useState(false);
  const [failed, setFailed] = useState(false);
  // The stream is down (for more than RECONNECTING_AFTER_MS), or a message waits to be sent again: « Reconnexion… ».
  const [down, setDown] = useState(false);
  const [stalled, setStalled] = useState(false);
  // The messages not stored yet, in the order typed: sent one at a time, so that they are stored in that order.
  const queue = useRef<{ message: Pending; settle(error: string | null): void }[]>([]);
  const flushing = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last message id the history and the stream brought (never a POST's answer): where
  // a stream resumes. A message the visitor sent while the stream was down may be newer
  // than one of the advisor's that the stream has not brought yet.
  const cursor = useRef(0);
  // The marks the server holds of this visitor, so that none is sent twice.
  const marked = useRef({ received: 0, read: 0 });
  const gone = useRef(onGone);
  gone.current = onGone;

  const merge = (incoming: readonly ChatMessage[]) => setMessages((current) => mergeMessages(current, incoming));

  useEffect(() => {
    let closeStream: (() => void) | undefined;
    let live = true;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const catchUp = async () => {
      const history = await api.history(cursor.current);
      if (!live) return;
      setConversation(history.conversation);
      marked.current = { received: history.conversation.visitor_received_up_to, read: history.conversation.visitor_read_up_to };
      merge(history.messages);
      cursor.current = Math.max(cursor.current, lastId(history.messages));
    };
    const onEvent = ({ event, data }: StreamEvent) => {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return;
      }
      if (event === CHAT_EVENTS.message) {
        const message = z.safeParse(ChatMessage, value);
        if (!message.success) return;
        merge([message.data]);
        cursor.current = Math.max(cursor.current, message.data.id);
        if (message.data.author === 'advisor') setTyping(false);
      } else if (event === CHAT_EVENTS.conversation) {
        const state = z.safeParse(ChatConversation, value);
        if (state.success) setConversation(state.data);
      } else if (event === CHAT_EVENTS.typing) {
        clearTimeout(typingTimer);
        setTyping(true);
        typingTimer = setTimeout(() => setTyping(false), CHAT_LIMITS.typingShownMs);
      } else if (event === CHAT_EVENTS.erased) gone.current();
    };
    let downTimer: ReturnType<typeof setTimeout> | undefined;
    const onState = (up: boolean) => {
      clearTimeout(downTimer);
      if (up) {
        setDown(false);
        // Back: what waits is sent now (the server stores a client id once, so a send that did arrive is not doubled).
        void flush.current();
      } else downTimer = setTimeout(() => live && setDown(true), RECONNECTING_AFTER_MS);
    };
    const open = () => {
      closeStream = openChatStream(apiBase, key, () => cursor.current, {
        onEvent,
        onGone: () => gone.current(),
        onState,
      });
    };
    if (started) open();
    else
      catchUp().then(open, (error: unknown) => {
        if (!live) return;
        if (isGone(error)) gone.current();
        else setFailed(true);
      });
    return () => {
      live = false;
      closeStream?.();
      clearTimeout(typingTimer);
      clearTimeout(downTimer);
      clearTimeout(retryTimer.current);
    };
  }, [api, apiBase, key, started]);

  // Marks: received as soon as the advisor's messages are here; read once the page is seen.
  useEffect(() => {
    const last = lastId(messages, 'advisor');
    const mark = () => {
      const body: ChatMarks = {};
      if (last > marked.current.received) body.received_up_to = last;
      if (last > marked.current.read && document.visibilityState === 'visible') body.read_up_to = last;
      if (!body.received_up_to && !body.read_up_to) return;
      const before = marked.current;
      marked.current = { received: Math.max(before.received, last), read: body.read_up_to ?? before.read };
      // A lost mark is sent again with the next message or the next time the page shows.
      api.marks(body).catch(() => (marked.current = before));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [api, messages]);

  /**
   * Sends what waits, oldest first, one at a time. A message that meets no
   * server stays first in line, shown « envoi… », until the stream reopens
   * (or RETRY_MS); one the server refuses (4xx) leaves the line with its reason.
   */
  const flush = useRef(async () => {});
  flush.current = async () => {
    if (flushing.current) return;
    flushing.current = true;
    clearTimeout(retryTimer.current);
    try {
      for (let next = queue.current[0]; next; next = queue.current[0]) {
        const { message, settle } = next;
        try {
          merge([await api.send({ text: message.text, client_id: message.client_id })]);
          setPending((current) => current.filter((held) => held.client_id !== message.client_id));
          settle(null);
        } catch (error) {
          if (isTransient(error)) {
            setStalled(true);
            // The composer is free again: these messages wait in the list.
            for (const waiting of queue.current) waiting.settle(null);
            retryTimer.current = setTimeout(() => void flush.current(), RETRY_MS);
            return;
          }
          const reason = failureText(error);
          setPending((current) => current.map((held) => (held.client_id === message.client_id ? { ...held, error: reason } : held)));
          settle(reason);
        }
        queue.current.shift();
      }
      setStalled(false);
    } finally {
      flushing.current = false;
    }
  };

  /**
   * Sends a message; resolves to the error to show (a 4xx: the composer gives
   * the text back), or null once it is stored or waits to be sent again.
   */
  const send = (text: string, clientId: string): Promise<string | null> =>
    new Promise((resolve) => {
      let settled = false;
      const message = { client_id: clientId, text };
      setPending((current) => [...current, message]);
      queue.current.push({
        message,
        settle: (error) => {
          if (settled) return;
          settled = true;
          // Refused at once: back in the composer, not in the list.
          if (error) setPending((current) => current.filter((held) => held.client_id !== clientId));
          resolve(error);
        },
      });
      void flush.current();
    });

  /** Erases the conversation on the server (already gone is as good); resolves to the error to show, or null. */
  const erase = async (): Promise<string | null> => {
    try {
      await api.erase();
    } catch (error) {
      if (!isGone(error)) return failureText(error);
    }
    gone.current();
    return null;
  };

  /** Ends the conversation on the server (the advisor sees it at once); resolves to the error to show, or null once it is closed. */
  const end = async (): Promise<string | null> => {
    try {
      setConversation(await api.close());
      return null;
    } catch (error) {
      return failureText(error);
    }
  };

  // A message the stream brought before its POST answered is shown once, as stored.
  const stored = new Set(messages.map((message) => message.client_id));
  return { conversation, messages, pending: pending.filter((message) => !stored.has(message.client_id)), typing, failed, reconnecting: down || stalled, send, erase, end };
}
