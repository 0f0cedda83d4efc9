/**
 * The conversation's live stream, read with fetch: EventSource cannot send
 * the key's header, and the key must not go in an address. It asks for what
 * came after the last message held (`after`); every opening starts with the
 * conversation's state, then those messages (server/chat/chat-hub.ts), so a
 * reconnection loses nothing, asks for nothing more, and the merge by id
 * (contract/domain/chat-messages.ts) shows nothing twice. A
 * dropped stream is opened again after 1 s, 2 s, 4 s, 8 s, then every 15 s;
 * a 404 means the conversation is gone (erased, or the key is unknown).
 */
import { CHAT_KEY_HEADER, CHAT_PATHS, CONVERSATION_NOT_FOUND } from '../../contract/schemas/chat';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface StreamHandlers {
  /** Each complete event. */
  onEvent(event: StreamEvent): void;
  /** The server does not know the key any more. */
  onGone(): void;
  /** The stream opened (true: what was missed is on its way), or dropped and is being opened again (false). */
  onState?(open: boolean): void;
}

export const reconnectDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 15_000);

/** The text/event-stream format, fed chunk by chunk: returns the events completed by each chunk. */
export function eventStreamParser(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be a line cut in two: kept for the next chunk.
    buffer = lines.pop()!;
    const done: StreamEvent[] = [];
    for (const line of lines) {
      if (!line) {
        if (data.length) done.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      const colon = line.indexOf(':');
      // A line starting with ':' is a comment (the server's keep-alive).
      if (colon === 0) continue;
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      // `id:` is the message's id, which `after` already follows; `retry:` is ours to choose.
    }
    return done;
  };
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openChatStream(apiBase: string, key: string, after: () => number, handlers: StreamHandlers): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  void (async () => {
    for (let attempt = 0; !signal.aborted; ) {
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
          attempt = 0;
          handlers.onState?.(true);
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          const parse = eventStreamParser();
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            for (const event of parse(decoder.decode(read.value, { stream: true }))) handlers.onEvent(event);
          }
        }
      } catch {
        // A network error or the end of the stream: opened again below, unless closed on purpose.
      }
      if (signal.aborted) return;
      handlers.onState?.(false);
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt++)));
    }
  })();
  return () => controller.abort();
}
