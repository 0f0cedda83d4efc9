/**
 * The console's live chat stream (CONSOLE_CHAT_PATHS.events, same origin,
 * the session cookie): conversations changed, messages, conversations the
 * visitor erased. Each event is parsed by its shared schema; one that does
 * not match is ignored (the next list or history reading puts things right).
 * EventSource reconnects by itself after a network error; an HTTP error
 * (a proxy's 502 while the server restarts) ends it for good, so a new one
 * opens a little later (EVENT_SOURCE_REOPEN, contract/domain/reconnection.ts).
 * Every opening, the first included, asks the caller
 * to catch up on what it may have missed: the list read when the page opened
 * may have been answered before the stream listened, and a conversation
 * started in between would otherwise show only after the next break.
 * An advisor's stream pings now and then; the answer keeps them present
 * (server/live/presence.ts).
 */
import * as z from 'zod/mini';
import { CHAT_EVENTS, CONSOLE_CHAT_PATHS, ConsoleChatMessageEvent, ConsoleConversation } from '../../contract/schemas/chat';
import { EVENT_SOURCE_REOPEN, keepOpen } from '../../contract/domain/reconnection';
import { answerPing } from '../api/chat';

const Erased = z.object({ id: z.int() });

export interface ChatStreamHandlers {
  /** The stream is open (at first, or again after a break): read again what may have changed meanwhile. */
  onReopened(): void;
  /** The server refused the stream (the session may be gone): another request will say why. */
  onRefused(): void;
  /** The stream broke (the server or the network is away): it is being opened again. */
  onLost(): void;
  onConversation(conversation: ConsoleConversation): void;
  onMessage(event: ConsoleChatMessageEvent): void;
  onErased(id: number): void;
}

/** Opens the stream; the returned function closes it for good. */
export function openChatStream(handlers: ChatStreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  /** Whether what the stream brought may have missed something: at first, and after every break. */
  let broken = true;

  const listen = <T>(source: EventSource, name: string, schema: z.ZodMiniType<T>, handle: (data: T) => void) =>
    source.addEventListener(name, (event) => {
      let data: T;
      try {
        data = z.parse(schema, JSON.parse((event as MessageEvent<string>).data));
      } catch {
        return;
      }
      handle(data);
    });

  return keepOpen(EVENT_SOURCE_REOPEN, (opened, broke) => {
    const source = new EventSource(CONSOLE_CHAT_PATHS.events);
    source.onopen = () => {
      opened();
      if (broken) handlers.onReopened();
      broken = false;
    };
    source.onerror = () => {
      broken = true;
      handlers.onLost();
      if (source.readyState !== EventSource.CLOSED) return;
      handlers.onRefused();
      broke();
    };
    listen(source, CHAT_EVENTS.conversation, ConsoleConversation, handlers.onConversation);
    listen(source, CHAT_EVENTS.message, ConsoleChatMessageEvent, handlers.onMessage);
    listen(source, CHAT_EVENTS.erased, Erased, ({ id }) => handlers.onErased(id));
    // An advisor's stream asks now and then whether the console is still there; unanswered, the advisor stops being offered.
    source.addEventListener(CHAT_EVENTS.ping, () => void answerPing().catch(() => {}));
    return () => source.close();
  });
}
