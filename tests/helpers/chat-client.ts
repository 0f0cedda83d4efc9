/**
 * The chat's two sides over HTTP, as the widget and the console send them:
 * a visitor known by their conversation key, an advisor by their console
 * cookie (with the console page's Origin). For the chat's server tests, the
 * two-instance test and the chat bench.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, CHAT_KEY_HEADER, CHAT_PATHS, CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import { SseStream } from './sse';

/** The JSON content type, only on a request with a body (Fastify refuses an empty JSON body). */
const typed = (init: RequestInit): Record<string, string> => (init.body === undefined ? {} : { 'content-type': 'application/json' });

/** A request's options, its headers as a plain record. */
type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

export class Visitor {
  constructor(
    readonly base: string,
    readonly key: string,
  ) {}

  /** POST start; the Visitor, or the refusal's Response. */
  static async start(base: string, advisorId: number, prenom = 'Camille', page?: string): Promise<Visitor | Response> {
    const response = await fetch(base + CHAT_PATHS.start, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advisor_id: advisorId, prenom, accepte_conditions: true, page }),
    });
    if (response.status !== 201) return response;
    const { key } = (await response.json()) as { key: string };
    return new Visitor(base, key);
  }

  request(path: string, init: Init = {}): Promise<Response> {
    return fetch(this.base + path, { ...init, headers: { ...typed(init), [CHAT_KEY_HEADER]: this.key, ...init.headers } });
  }

  send(text: string, clientId: string = randomUUID()): Promise<Response> {
    return this.request(CHAT_PATHS.messages, { method: 'POST', body: JSON.stringify({ text, client_id: clientId }) });
  }

  history(after = 0): Promise<Response> {
    return this.request(`${CHAT_PATHS.conversation}?after=${after}`);
  }

  marks(marks: { received_up_to?: number; read_up_to?: number }): Promise<Response> {
    return this.request(CHAT_PATHS.marks, { method: 'POST', body: JSON.stringify(marks) });
  }

  erase(): Promise<Response> {
    return this.request(CHAT_PATHS.conversation, { method: 'DELETE' });
  }

  stream(after = 0): Promise<SseStream> {
    return SseStream.open(`${this.base}${CHAT_PATHS.events}?after=${after}`, { [CHAT_KEY_HEADER]: this.key });
  }
}

/** A console user (advisor or admin) of the server at `base`. */
export class ConsoleChat {
  constructor(
    readonly base: string,
    readonly cookie: string,
  ) {}

  request(path: string, init: Init = {}): Promise<Response> {
    return fetch(this.base + path, { ...init, headers: { ...typed(init), cookie: this.cookie, origin: this.base, ...init.headers } });
  }

  #path(path: string, conversationId: number): string {
    return path.replace(':id', String(conversationId));
  }

  list(): Promise<Response> {
    return this.request(CONSOLE_CHAT_PATHS.list);
  }

  conversation(id: number, after = 0): Promise<Response> {
    return this.request(`${this.#path(CONSOLE_CHAT_PATHS.one, id)}?after=${after}`);
  }

  move(id: number, move: 'accept' | 'decline' | 'close'): Promise<Response> {
    return this.request(this.#path(CONSOLE_CHAT_PATHS[move], id), { method: 'POST' });
  }

  send(id: number, content: { text: string } | { offer_id: number }, clientId: string = randomUUID()): Promise<Response> {
    return this.request(this.#path(CONSOLE_CHAT_PATHS.messages, id), { method: 'POST', body: JSON.stringify({ ...content, client_id: clientId }) });
  }

  typing(id: number): Promise<Response> {
    return this.request(this.#path(CONSOLE_CHAT_PATHS.typing, id), { method: 'POST' });
  }

  marks(id: number, marks: { received_up_to?: number; read_up_to?: number }): Promise<Response> {
    return this.request(this.#path(CONSOLE_CHAT_PATHS.marks, id), { method: 'POST', body: JSON.stringify(marks) });
  }

  putOffers(advisorId: number, offers: unknown[]): Promise<Response> {
    return this.request(this.#path(CONSOLE_CHAT_PATHS.offers, advisorId), { method: 'PUT', body: JSON.stringify({ offers }) });
  }

  /** The console's stream, without its presence pings (left unanswered: a test longer than 35 s keeps presence with beingPresent). */
  stream(): Promise<SseStream> {
    return SseStream.open(this.base + CONSOLE_CHAT_PATHS.events, { cookie: this.cookie }, (event) => event.event === CHAT_EVENTS.ping);
  }
}
