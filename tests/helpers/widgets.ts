/**
 * Helpers for widget tests: the real API on a loopback port, and reading
 * inside shadow roots (the text a person sees, elements by selector). Controls
 * are found by role and accessible name, or by label, with
 * shadow-dom-testing-library's queries (getByShadowRole, getByShadowLabelText).
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './test-app';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startApiServer(options: Parameters<typeof createTestApp>[0] = {}): Promise<ApiServer> {
  const app = await createTestApp(options);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app, close: () => app.close() };
}

/** Puts HTML in the page and returns its first element. */
export function mount<T extends Element = HTMLElement>(html: string): T {
  document.body.innerHTML = html;
  return document.body.firstElementChild as T;
}

export function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.tagName} has no shadow root`);
  return element.shadowRoot;
}

/** Text of a node including the shadow roots below it, whitespace folded. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === 3) parts.push(current.textContent ?? '');
    const root = (current as Element).shadowRoot;
    if (root) root.childNodes.forEach(walk);
    current.childNodes.forEach(walk);
  };
  walk(node);
  // Ordinary whitespace only: the no-break spaces of French typography are part of the text.
  return parts.join(' ').replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** Every element under a root, across shadow roots, matching a selector. */
export function queryAllDeep<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = [];
  const visit = (node: ParentNode) => {
    node.querySelectorAll(selector).forEach((el) => found.push(el as T));
    node.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
  };
  visit(root);
  return found;
}

/** Waits until the widget's text contains the expected text. */
export async function waitForText(node: Node, expected: string | RegExp, timeout = 10_000): Promise<void> {
  await vi.waitFor(
    () => {
      const text = textOf(node);
      if (typeof expected === 'string' ? !text.includes(expected) : !expected.test(text)) throw new Error(`waiting for ${String(expected)}; text is: ${text.slice(0, 300)}`);
    },
    { timeout, interval: 20 },
  );
}

/** Records the fetches made during a test (the real ones still happen). */
export function recordFetches(): { urls: string[]; restore(): void } {
  const original = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return original(input, init);
  }) as typeof fetch;
  return { urls, restore: () => (globalThis.fetch = original) };
}

export interface JsonServer {
  url: string;
  requests: () => number;
  close(): Promise<void>;
}

/**
 * A real endpoint on loopback that answers every GET with one raw JSON body
 * and status, CORS open like our API. `answerPreflight: false` makes CORS
 * preflights fail too, as on a broken server: the widget then sees a network
 * error, not the body.
 */
/**
 * The real timer, taken before any test fakes it: a stub's delayed answer
 * must arrive whatever the test does with the widgets' clock. Faked, an
 * answer pending when a test went back to real timers never came, and
 * closing the server waited for it forever.
 */
const realSetTimeout = globalThis.setTimeout;

export async function startJsonServer({
  body,
  status = 200,
  delayMs = 0,
  answerPreflight = true,
}: {
  body: string;
  status?: number;
  delayMs?: number;
  answerPreflight?: boolean;
}): Promise<JsonServer> {
  const { createServer } = await import('node:http');
  let count = 0;
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST' };
  const server = createServer((request, response) => {
    count++;
    if (request.method === 'OPTIONS' && answerPreflight) {
      response.writeHead(204, cors).end();
      return;
    }
    realSetTimeout(() => response.writeHead(status, { 'content-type': 'application/json', ...cors }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets and answers still on their way must not hold the test open.
        server.closeAllConnections();
      }),
  };
}

/**
 * A real endpoint that fails: every request waits, then answers the status
 * with a JSON error, its preflights included, so loading and error states can
 * both be seen.
 */
export function startFailingServer({ delayMs = 300, status = 500 } = {}): Promise<JsonServer> {
  const body = JSON.stringify({ error: 'internal', message: 'Erreur interne du serveur.' });
  return startJsonServer({ body, status, delayMs, answerPreflight: false });
}

/** Runs a block with the shared queries failing at once (no retries), then restores the defaults. */
export async function withoutRetries(block: () => Promise<void>): Promise<void> {
  const { queryClient, QUERY_DEFAULTS } = await import('../../widgets/core/query');
  queryClient.setDefaultOptions({ queries: { ...QUERY_DEFAULTS, retry: 0 } });
  try {
    await block();
  } finally {
    queryClient.setDefaultOptions({ queries: { ...QUERY_DEFAULTS } });
  }
}
