/**
 * The text/event-stream format (WHATWG HTML, "Parsing an event stream"), fed
 * a response's bytes as they arrive: the visitor's chat reads its stream with
 * fetch (widgets/chat/chat-stream.ts), and the tests and benchmarks read
 * every stream with this same parser (tests/helpers/sse.ts). A chunk may end
 * anywhere: inside a UTF-8 character (the decoder keeps its first bytes), in
 * a line, or between the \r and the \n of one line end (so a \r that ends a
 * chunk waits for the next one; our server ends its lines with \n).
 *
 * Ours rather than eventsource-parser (3.1.1; its 4.x line asks for Node 22):
 * with the library, voy-chat's own code was 11,689 bytes gzip with Preact and
 * 11,157 with React, against 10,632 and 9,868 with this parser (npm run
 * bench -- bundles), which puts it over its 11 KB budget; a page with every
 * element, 1.2 KB more.
 */

export interface StreamEvent {
  /** The `event:` field ('message' when absent). */
  event: string;
  data: string;
  /** The stream's last event id (the last `id:` field so far), if it sent one. */
  id?: string;
}

/** A line end, except a \r that ends the text: its \n may be in the next chunk. */
const LINE_END = /\r\n|\r(?!$)|\n/;

/**
 * A parser for one response: feed it each chunk of bytes; it calls onEvent
 * for each event completed, and onRetry with a `retry:` field's delay.
 */
export function eventStreamParser(onEvent: (event: StreamEvent) => void, onRetry?: (ms: number) => void): (chunk: Uint8Array) => void {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  return (chunk) => {
    const lines = (buffer + decoder.decode(chunk, { stream: true })).split(LINE_END);
    // The last piece is a line not ended yet: kept for the next chunk.
    buffer = lines.pop()!;
    for (const line of lines) {
      if (!line) {
        if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
        event = '';
        data = [];
        continue;
      }
      const colon = line.indexOf(':');
      // A line starting with ':' is a comment (the server's keep-alive).
      if (!colon) continue;
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(+value);
    }
  };
}
