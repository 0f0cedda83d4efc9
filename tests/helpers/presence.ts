/**
 * Presence for tests: an advisor can be reached by chat only while a console
 * stream of theirs is open on some instance and their status is Disponible
 * (server/live/presence.ts). `beingPresent` opens that stream with the
 * advisor's console cookie, as the console does on every page, and waits
 * until the server at `base` says the advisor is present; closing the
 * returned stream ends it (after the grace period).
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import * as z from 'zod/mini';
import { AdvisorList } from '../../contract/schemas/advisor';
import { CHAT_EVENTS, CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import type { SseEvent } from './sse';

/** A GET's JSON over node:http: never from a cache, and the same in a widget test's DOM. */
function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { accept: 'application/json', 'cache-control': 'no-cache' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Whether the public list of the server at `base` says the advisor can be reached by chat. */
export async function presentOnSite(base: string, advisorId: number): Promise<boolean> {
  const list = z.parse(AdvisorList, await getJson(`${base}/api/users`));
  return list.find((advisor) => advisor.id === advisorId)?.present === true;
}

/** Polls until `presentOnSite` is `wanted`; throws after `timeoutMs`. */
export async function waitForPresence(base: string, advisorId: number, wanted: boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await presentOnSite(base, advisorId)) !== wanted) {
    if (Date.now() > deadline) throw new Error(`advisor ${advisorId} still ${wanted ? 'absent' : 'present'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * An advisor's console stream held open, as the console holds it on every
 * page, answering its pings as the console does (console/chat/chat-stream.ts)
 * unless told not to (a console whose network went away). Over node:http, so
 * that a widget test's DOM (whose fetch applies CORS, which the console's
 * same-origin stream does not grant) can hold one.
 */
export class ConsoleStream {
  #ended = false;
  readonly #ends: (() => void)[] = [];

  private constructor(private readonly request: ClientRequest) {}

  /** The pings answered so far. */
  answered = 0;

  /**
   * `answerAt`: the server the pings are answered at (the stream's own by
   * default; another instance, as a load balancer may send them; null: none).
   */
  static open(url: string, cookie: string, answerAt: string | null = new URL(url).origin): Promise<ConsoleStream> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { headers: { accept: 'text/event-stream', cookie } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`console stream refused: ${response.statusCode}`));
          return;
        }
        let unread = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const events = (unread + chunk).split('\n\n');
          unread = events.pop() ?? '';
          for (const event of events) if (answerAt && event.split('\n').includes(`event: ${CHAT_EVENTS.ping}`)) stream.#answerPing(answerAt, cookie);
        });
        response.once('close', () => stream.#end());
        resolve(stream);
      });
      const stream = new ConsoleStream(outgoing);
      outgoing.on('error', (error) => {
        stream.#end();
        reject(error);
      });
      outgoing.end();
    });
  }

  /** Resolves true when the server ends the stream within ms. */
  endsWithin(ms: number): Promise<boolean> {
    if (this.#ended) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.#ends.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  close(): void {
    this.request.destroy();
  }

  /** As the console answers: a POST from its own origin, with its cookie. */
  #answerPing(origin: string, cookie: string): void {
    httpRequest(new URL(CONSOLE_CHAT_PATHS.alive, origin), { method: 'POST', headers: { cookie, origin } }, (response) => {
      response.resume();
      if (response.statusCode === 204) this.answered++;
    })
      .on('error', () => {})
      .end();
  }

  #end(): void {
    this.#ended = true;
    for (const end of this.#ends.splice(0)) end();
  }
}

/**
 * Opens the advisor's console stream at `base` (their session's `cookie`)
 * and, when `waitAt` is given (a server's address, the same or another
 * instance), waits until it shows them present. The advisor must be
 * Disponible to be present: set their status first.
 */
export async function beingPresent(base: string, cookie: string, advisorId: number, waitAt: string | null = base): Promise<ConsoleStream> {
  const stream = await ConsoleStream.open(base + CONSOLE_CHAT_PATHS.events, cookie);
  if (waitAt) {
    try {
      await waitForPresence(waitAt, advisorId, true);
    } catch (error) {
      stream.close();
      throw error;
    }
  }
  return stream;
}

/**
 * Whether a live stream's message is presence (contract/schemas/live.ts:
 * an id-less snapshot of negated advisor ids), for tests of the statuses
 * alone to leave out (SseStream.open's `skip`).
 */
export function isPresenceMessage(event: SseEvent): boolean {
  return event.event === 'snapshot' && /^\[\{"id":-/.test(event.data);
}

/** A console session's cookie from the real sign-in at `base` (a built product's account, made by `npm run operator`). */
export async function signedInCookie(base: string, who: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in refused: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
