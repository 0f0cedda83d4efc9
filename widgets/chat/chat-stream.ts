/**
 * The conversation's live stream, read with fetch: EventSource cannot send
 * the key's header, and the key must not go in an address. It asks for what
 * came after the last message held (`after`); every opening starts with the
 * conversation's state, then those messages (server/chat/chat-hub.ts), so a
 * reconnection loses nothing, asks for nothing more, and the merge by id
 * (contract/domain/chat-messages.ts) shows nothing twice. A
 * dropped stream is opened again after CHAT_STREAM_BACKOFF's waits
 * (contract/domain/reconnection.ts); a 404 means the conversation is gone
 * (erased, or the key is unknown).
 */
import { CHAT_KEY_HEADER, CHAT_PATHS, CONVERSATION_NOT_FOUND } from '../../contract/schemas/chat';
import { CHAT_STREAM_BACKOFF, keepOpen } from '../../contract/domain/reconnection';
import { eventStreamParser, type StreamEvent } from '../core/event-stream';

export interface StreamHandlers {
  /** Each complete event. */
  onEvent(event: StreamEvent): void;
  /** The server does not know the key any more. */
  onGone(): void;
  /** The stream opened (true: what was missed is on its way), or dropped and is being opened again (false). */
  onState?(open: boolean): void;
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openChatStream(apiBase: string, key: string, after: () => number, handlers: StreamHandlers): () => void {
  return keepOpen(CHAT_STREAM_BACKOFF, (opened, broke) => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const response = await fetch(`${apiBase}${CHAT_PATHS.events}?after=${after()}`, {
          headers: { accept: 'text/event-stream', [CHAT_KEY_HEADER]: key },
          cache: 'no-store',
          signal,
        });
        if (response.status === 404) {
          const body: unknown = await response.json().catch(() => null);
          if ((body as { error?: unknown } | null)?.error === CONVERSATION_NOT_FOUND) return handlers.onGone();
        }
        if (response.ok && response.body) {
          opened();
          handlers.onState?.(true);
          const reader = response.body.getReader();
          // `id:` is the message's id, which `after` already follows; `retry:` is ours to choose (CHAT_STREAM_BACKOFF).
          const parse = eventStreamParser((event) => handlers.onEvent(event));
          for (let read = await reader.read(); !read.done; read = await reader.read()) parse(read.value);
        }
      } catch {
        // A network error or the end of the stream: opened again after the wait, unless closed on purpose.
      }
      if (signal.aborted) return;
      handlers.onState?.(false);
      broke();
    })();
    return () => controller.abort();
  });
}
