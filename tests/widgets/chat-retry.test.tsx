/**
 * voy-chat when the server goes away mid-conversation (issue 42 point 3):
 * the real server behind a loopback relay that the test cuts and restores,
 * as a restart or a dropped connection does. A message sent meanwhile stays
 * in the list (« envoi… ») under « Reconnexion… », then is stored once, in
 * order, when the server is back; a refusal (4xx) is shown with its reason.
 */
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';
import * as z from 'zod/mini';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { defineChat } from '../../widgets/chat';
import { AdvisorList, type Advisor } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS, ChatHistory, ConsoleConversation } from '../../contract/schemas/chat';
import { click, typeInto } from '../helpers/forms';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { mount, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let admin: SignedIn;
let advisors: AdvisorList;
const streams: ConsoleStream[] = [];

/** A relay on a fixed loopback port in front of the API: `cut()` drops every connection and refuses new ones; `restore()` listens again on the same port; `hold(true)` keeps the event streams' bytes back (a stream that went quiet). */
async function relay(target: string) {
  const sockets = new Set<Socket>();
  let held = false;
  const server: Server = createServer((incoming, answer) => {
    const upstream = request(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      if (incoming.url?.includes('/events')) response.on('data', (chunk: Buffer) => held || answer.write(chunk)).on('end', () => answer.end());
      else response.pipe(answer);
    });
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    hold: (value: boolean) => (held = value),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
type Relay = Awaited<ReturnType<typeof relay>>;
let line: Relay;

beforeAll(async () => {
  api = await startApiServer();
  line = await relay(api.url);
  admin = await signedIn(api.app, 'admin');
  advisors = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  defineChat();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await line.close();
  await api.close();
});

let next = 0;
/** An advisor no other test here uses, Disponible at their console, with their console's calls. */
async function availableAdvisor() {
  const advisor = advisors[advisors.length - 1 - next++]!;
  const set = await api.app.inject({ method: 'PUT', url: `/api/console/advisors/${advisor.id}/status`, headers: admin.headers, payload: { availability: 'available' } });
  expect(set.statusCode).toBe(200);
  const user = await signedIn(api.app, 'advisor', advisor.id);
  streams.push(await beingPresent(api.url, user.headers.cookie, advisor.id));
  const call = async (method: 'GET' | 'POST', url: string) => {
    const response = await api.app.inject({ method, url, headers: user.headers });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return JSON.parse(response.body) as unknown;
  };
  return {
    advisor,
    conversation: async (prenom: string) => z.parse(z.array(ConsoleConversation), await call('GET', CONSOLE_CHAT_PATHS.list)).find((conversation) => conversation.prenom === prenom)!,
    history: async (id: number) => z.parse(ChatHistory, await call('GET', CONSOLE_CHAT_PATHS.one.replace(':id', String(id)))).messages,
    accept: (id: number) => call('POST', CONSOLE_CHAT_PATHS.accept.replace(':id', String(id))),
    close: (id: number) => call('POST', CONSOLE_CHAT_PATHS.close.replace(':id', String(id))),
  };
}

/** voy-chat through the relay, started as `prenom`. */
async function chatThroughRelay(advisor: Advisor, prenom: string) {
  const element = mount(`<voy-chat api-base="${line.url}" advisor-id="${advisor.id}"></voy-chat>`);
  const root = shadowOf(element);
  await waitForText(root, `Tchat avec ${advisor.first_name}`);
  typeInto(getByShadowLabelText<HTMLInputElement>(element, 'Votre prénom'), prenom);
  click(getByShadowLabelText<HTMLInputElement>(element, 'J’accepte les conditions générales et j’ai 18 ans ou plus'));
  await vi.waitFor(() => expect(getByShadowLabelText<HTMLInputElement>(element, 'J’accepte les conditions générales et j’ai 18 ans ou plus').checked).toBe(true));
  click(getByShadowRole(element, 'button', { name: 'Commencer le tchat' }));
  const box = () => getByShadowLabelText<HTMLTextAreaElement>(element, 'Votre message');
  await vi.waitFor(box, { timeout: 10_000 });
  return {
    element,
    root,
    box,
    write: async (text: string) => {
      typeInto(box(), text);
      await vi.waitFor(() => expect(box().value).toBe(text));
      box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await vi.waitFor(() => expect(box().value).toBe(''));
    },
    bubbles: () => [...root.querySelectorAll<HTMLElement>('[part~="visitor-bubble"]')].map((bubble) => ({ id: bubble.dataset.id, text: bubble.querySelector('p:nth-child(2)')?.textContent, mark: bubble.querySelector('[data-mark]')?.textContent })),
    reconnecting: () => [...root.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Reconnexion…'),
  };
}

describe('voy-chat through an outage', () => {
  it('keeps a message sent while the server is away as « envoi… » under « Reconnexion… », and stores it once, in order, when the server is back', async () => {
    const side = await availableAdvisor();
    const w = await chatThroughRelay(side.advisor, 'Rémi');
    await w.write('Avant la coupure');
    await vi.waitFor(() => expect(w.bubbles()[0]?.id).toMatch(/^\d+$/));

    await line.cut();
    await vi.waitFor(() => expect(w.reconnecting()).toBe(true), { timeout: 5000 });
    await w.write('Pendant la coupure');
    await w.write('Et encore un');
    // In the list, on their way, in the order typed; no error, the box free.
    await vi.waitFor(() => expect(w.bubbles().slice(1)).toEqual([{ id: undefined, text: 'Pendant la coupure', mark: 'envoi…' }, { id: undefined, text: 'Et encore un', mark: 'envoi…' }]));
    expect(w.root.querySelector('[role="alert"]')).toBeNull();
    expect(w.reconnecting()).toBe(true);

    await line.restore();
    // The stream reopens within its back-off (1 s, 2 s, 4 s…): both are stored, once each.
    await vi.waitFor(() => expect(w.bubbles().map((bubble) => bubble.id && bubble.text)).toEqual(['Avant la coupure', 'Pendant la coupure', 'Et encore un']), { timeout: 20_000 });
    await vi.waitFor(() => expect(w.reconnecting()).toBe(false));
    expect(w.root.querySelector('[role="alert"]')).toBeNull();
    const ids = w.bubbles().map((bubble) => Number(bubble.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const { id } = await side.conversation('Rémi');
    const stored = (await side.history(id)).filter((message) => message.author === 'visitor').map((message) => message.text);
    expect(stored).toEqual(['Avant la coupure', 'Pendant la coupure', 'Et encore un']);
    await side.close(id);
  }, 40_000);

  it('shows a refusal (the conversation ended meanwhile) as an error with the text back in the box', async () => {
    const side = await availableAdvisor();
    const w = await chatThroughRelay(side.advisor, 'Inès');
    await w.write('Bonjour');
    await vi.waitFor(() => expect(w.bubbles()[0]?.id).toMatch(/^\d+$/));
    const { id } = await side.conversation('Inès');
    // The stream goes quiet: the widget does not hear of the end before sending.
    line.hold(true);
    await side.close(id);
    typeInto(w.box(), 'Une dernière question');
    await vi.waitFor(() => expect(w.box().value).toBe('Une dernière question'));
    w.box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const alert = await vi.waitFor(() => getByShadowRole(w.element, 'alert'));
    expect(alert.textContent).toMatch(/\S/);
    expect(alert.textContent).not.toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(w.box().value).toBe('Une dernière question');
    expect(w.bubbles().map((bubble) => bubble.text)).toEqual(['Bonjour']);
    expect(w.reconnecting()).toBe(false);
    line.hold(false);
    expect(textOf(w.root)).not.toContain('envoi…');
  }, 30_000);
});
