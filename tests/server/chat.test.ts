/**
 * The live chat (issue 16) on a real server on a loopback port, both sides
 * over HTTP as the widget and the console send them: a visitor opens a chat
 * with an available advisor, the advisor accepts (and shows Occupé), both
 * write and see each other live with received and read marks, the advisor
 * types and sends an offer with its payment link, closing makes them
 * Disponible again. Resuming after a lost stream loses nothing and repeats
 * nothing; bad input (empty, oversized, flood, a foreign key) gets a French
 * error and changes nothing; the retention erases old conversations.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { eraseExpiredConversations } from '../../server/chat/retention';
import { chatMessages, conversations } from '../../server/db/schema';
import { setAdvisorStatus } from '../../server/live/set-status';
import { availabilityOf } from '../../contract/domain/availability';
import { AdvisorList, ApiError } from '../../contract/schemas';
import { CHAT_LIMITS, CHAT_PATHS, ChatHistory, type ChatConversation, ChatMessage, ChatStarted, CONSOLE_CHAT_PATHS, ConsoleChatMessageEvent, ConsoleConversation, Offer } from '../../contract/schemas/chat';
import { ConsoleChat, Visitor } from '../helpers/chat-client';
import { insertConsoleSession } from '../helpers/console-session-row';
import type { SseEvent, SseStream } from '../helpers/sse';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

let app: FastifyInstance;
let base: string;
let admin: ConsoleChat;
/** Two advisors, each with an advisor account. */
let first: { id: number; firstName: string; console: ConsoleChat };
let second: { id: number; firstName: string; console: ConsoleChat };
const streams: SseStream[] = [];
/** The advisors' console streams that keep them present. */
const presence: ConsoleStream[] = [];
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000, CHAT_MESSAGES_PER_MINUTE: 10_000 }, clock: () => clock, consoleStreamCheckMs: 200 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  const [a, b] = list.slice(0, 2);
  const db = app.database.db;
  admin = new ConsoleChat(base, await insertConsoleSession(db, 'admin'));
  first = { id: a!.id, firstName: a!.first_name, console: new ConsoleChat(base, await insertConsoleSession(db, 'advisor', a!.id)) };
  second = { id: b!.id, firstName: b!.first_name, console: new ConsoleChat(base, await insertConsoleSession(db, 'advisor', b!.id)) };
  // Both at their console for the whole file: a chat starts only with a present advisor (tests/server/presence.test.ts).
  for (const advisor of [first, second]) {
    await setStatus(advisor.id, 'available');
    presence.push(await beingPresent(base, advisor.console.cookie, advisor.id));
  }
});
beforeEach(async () => {
  clock = new Date();
  // Each test starts with no chat going on (accepting one keeps its advisor busy).
  await app.database.db.update(conversations).set({ state: 'closed' });
  for (const advisor of [first, second]) await setStatus(advisor.id, 'available');
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  for (const stream of presence) stream.close();
  await app?.close();
});

async function setStatus(advisorId: number, availability: 'available' | 'busy' | 'offline') {
  await setAdvisorStatus(app.database.db, advisorId, availability);
  await app.catalogue.refresh();
}

const statusOnSite = async (advisorId: number) => availabilityOf(z.parse(AdvisorList, await (await fetch(`${base}/api/users`, { cache: 'no-store' })).json()).find((a) => a.id === advisorId)!);

async function open<T extends SseStream>(stream: Promise<T>): Promise<T> {
  const opened = await stream;
  streams.push(opened);
  return opened;
}

async function startWith(advisorId: number, prenom = 'Camille'): Promise<{ visitor: Visitor; conversationId: number }> {
  const visitor = await Visitor.start(base, advisorId, prenom, '/voyant/test');
  if (!(visitor instanceof Visitor)) throw new Error(`start refused: ${visitor.status} ${await visitor.text()}`);
  const [row] = await app.database.db.select().from(conversations).orderBy(conversations.id).then((rows) => rows.slice(-1));
  return { visitor, conversationId: row!.id };
}

/** The next event named `name` (whose data passes `wanted`), skipping others. */
async function nextNamed(stream: SseStream, name: string, wanted: (data: unknown) => boolean = () => true, timeoutMs = 5_000): Promise<SseEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(1, deadline - Date.now()));
    if (event.event === name && wanted(JSON.parse(event.data))) return event;
  }
}

async function errorOf(response: Response): Promise<{ status: number; error: string; message: string }> {
  const body = z.parse(ApiError, await response.json());
  return { status: response.status, ...body };
}

describe('starting a chat', () => {
  it('gives a 256-bit key and the waiting conversation with an available advisor; the console lists it with the page', async () => {
    const response = await fetch(`${base}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advisor_id: first.id, prenom: '  Léa ', accepte_conditions: true, page: '/voyant/exemple' }),
    });
    expect(response.status).toBe(201);
    const started = z.parse(ChatStarted, await response.json());
    expect(started.key).toMatch(/^[\w-]{43}$/);
    expect(started.conversation).toMatchObject({ status: 'waiting', prenom: 'Léa', advisor: { id: first.id, first_name: first.firstName } });
    // Only the key's hash is stored.
    const stored = await app.database.db.select({ keyHash: conversations.keyHash }).from(conversations);
    expect(stored.map((row) => row.keyHash)).not.toContain(started.key);

    const list = z.parse(z.array(ConsoleConversation), await (await first.console.list()).json());
    expect(list[0]).toMatchObject({ prenom: 'Léa', page: '/voyant/exemple', status: 'waiting', unread: 0 });
  });

  it('refuses a busy or offline advisor with a French 409 naming them, and an unknown one with a 404', async () => {
    for (const availability of ['busy', 'offline'] as const) {
      await setStatus(first.id, availability);
      const refused = await Visitor.start(base, first.id);
      expect(refused).toBeInstanceOf(Response);
      const error = await errorOf(refused as Response);
      expect(error).toMatchObject({ status: 409, error: 'advisor_unavailable' });
      expect(error.message).toContain(`${first.firstName} n’est pas disponible pour le moment.`);
      expect(typographyFaults(error.message)).toEqual([]);
    }
    expect(await errorOf((await Visitor.start(base, 999_999)) as Response)).toMatchObject({ status: 404, message: 'Voyant introuvable.' });
  });

  it('asks for a first name and the terms, in French', async () => {
    const post = (body: object) =>
      fetch(`${base}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const noTerms = await errorOf(await post({ advisor_id: first.id, prenom: 'Léa', accepte_conditions: false }));
    expect(noTerms).toMatchObject({ status: 400, message: expect.stringContaining('Veuillez accepter les conditions') });
    const noName = await errorOf(await post({ advisor_id: first.id, prenom: ' ', accepte_conditions: true }));
    expect(noName).toMatchObject({ status: 400, message: expect.stringContaining('Le prénom doit contenir au moins 2 caractères') });
  });
});

describe('a conversation, both sides live', () => {
  it('carries messages both ways with marks and typing; accepting sets the advisor busy, closing available again', async () => {
    const { visitor, conversationId } = await startWith(first.id, 'Camille');
    const advisorStream = await open(first.console.stream());
    const visitorStream = await open(visitor.stream());
    expect(z.parse(ChatHistory.shape.conversation, JSON.parse((await nextNamed(visitorStream, 'conversation')).data)).status).toBe('waiting');

    // The visitor may write while waiting; the advisor sees it at once.
    const sent = await visitor.send('Bonjour, une question sur mon travail.');
    expect(sent.status).toBe(201);
    const visitorMessage = z.parse(ChatMessage, await sent.json());
    const onConsole = z.parse(ConsoleChatMessageEvent, JSON.parse((await nextNamed(advisorStream, 'message')).data));
    expect(onConsole).toEqual({ conversation_id: conversationId, message: visitorMessage });
    // …but cannot answer before accepting.
    expect(await errorOf(await first.console.send(conversationId, { text: 'Bonjour' }))).toMatchObject({ status: 409, message: 'Acceptez d’abord la conversation.' });

    expect((await first.console.move(conversationId, 'accept')).status).toBe(200);
    expect(await statusOnSite(first.id)).toBe('busy');
    expect(z.parse(ChatHistory.shape.conversation, JSON.parse((await nextNamed(visitorStream, 'conversation')).data)).status).toBe('active');

    // The advisor's console says what it received and read: the visitor sees the marks.
    expect((await first.console.marks(conversationId, { read_up_to: visitorMessage.id })).status).toBe(204);
    const read = (data: unknown) => (data as ChatConversation).advisor_read_up_to > 0;
    const marked = z.parse(ChatHistory.shape.conversation, JSON.parse((await nextNamed(visitorStream, 'conversation', read)).data));
    expect(marked).toMatchObject({ advisor_received_up_to: visitorMessage.id, advisor_read_up_to: visitorMessage.id });

    expect((await first.console.typing(conversationId)).status).toBe(204);
    await nextNamed(visitorStream, 'typing');
    const answer = z.parse(ChatMessage, await (await first.console.send(conversationId, { text: 'Bonjour Camille, je vous écoute.' })).json());
    const received = await nextNamed(visitorStream, 'message');
    expect(received.id).toBe(String(answer.id));
    expect(z.parse(ChatMessage, JSON.parse(received.data))).toEqual(answer);

    expect((await visitor.marks({ received_up_to: answer.id })).status).toBe(204);
    const seen = (data: unknown) => (data as ConsoleConversation).visitor_received_up_to > 0;
    const advisorSide = z.parse(ConsoleConversation, JSON.parse((await nextNamed(advisorStream, 'conversation', seen)).data));
    expect(advisorSide).toMatchObject({ id: conversationId, visitor_received_up_to: answer.id, visitor_read_up_to: 0 });
    // A mark beyond the other side's last message is held to it.
    await visitor.marks({ read_up_to: answer.id + 1000 });
    const history = z.parse(ChatHistory, await (await visitor.history()).json());
    expect(history.conversation.visitor_read_up_to).toBe(answer.id);
    expect(history.messages.map((m) => [m.author, m.text])).toEqual([
      ['visitor', 'Bonjour, une question sur mon travail.'],
      ['advisor', 'Bonjour Camille, je vous écoute.'],
    ]);

    expect((await first.console.move(conversationId, 'close')).status).toBe(200);
    expect(await statusOnSite(first.id)).toBe('available');
    expect(await errorOf(await visitor.send('Encore une chose'))).toMatchObject({ status: 409, message: 'Cette conversation est terminée.' });
  });

  it('closing leaves an advisor who chose Indisponible meanwhile offline, and busy while another chat goes on', async () => {
    const one = await startWith(first.id);
    const two = await startWith(first.id);
    await first.console.move(one.conversationId, 'accept');
    await first.console.move(two.conversationId, 'accept');
    await first.console.move(one.conversationId, 'close');
    expect(await statusOnSite(first.id)).toBe('busy');
    await setStatus(first.id, 'offline');
    await first.console.move(two.conversationId, 'close');
    expect(await statusOnSite(first.id)).toBe('offline');
  });

  it('a request that was never accepted, declined or erased, leaves an advisor who set Occupé themselves busy', async () => {
    const declined = await startWith(first.id);
    const erased = await startWith(first.id);
    await setStatus(first.id, 'busy');
    expect((await first.console.move(declined.conversationId, 'decline')).status).toBe(200);
    expect((await erased.visitor.erase()).status).toBe(204);
    expect(await statusOnSite(first.id)).toBe('busy');
  });

  it('accepting twice (two tabs) changes once; closing from a page that still showed it waiting makes the advisor available', async () => {
    const { conversationId } = await startWith(first.id);
    const [one, two] = await Promise.all([first.console.move(conversationId, 'accept'), first.console.move(conversationId, 'accept')]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await statusOnSite(first.id)).toBe('busy');
    expect((await first.console.move(conversationId, 'close')).status).toBe(200);
    expect(await statusOnSite(first.id)).toBe('available');
  });

  it('archiving an advisor ends their chats: the visitor sees it closed and can no longer write', async () => {
    const { visitor, conversationId } = await startWith(second.id);
    await second.console.move(conversationId, 'accept');
    const stream = await open(visitor.stream());
    const archive = (archived: boolean) => admin.request(`/api/console/advisors/${second.id}/archived`, { method: 'PUT', body: JSON.stringify({ archived }) });
    expect((await archive(true)).status).toBe(200);
    try {
      const closed = (data: unknown) => (data as ChatConversation).status === 'closed';
      await nextNamed(stream, 'conversation', closed);
      expect(await errorOf(await visitor.send('Vous êtes là ?'))).toMatchObject({ status: 409, message: 'Cette conversation est terminée.' });
    } finally {
      expect((await archive(false)).status).toBe(200);
    }
  });

  it('resumes after a lost stream with exactly the messages after the last one held, in order', async () => {
    const { visitor, conversationId } = await startWith(first.id);
    await first.console.move(conversationId, 'accept');
    const ids: number[] = [];
    for (const text of ['un', 'deux', 'trois']) ids.push(z.parse(ChatMessage, await (await first.console.send(conversationId, { text })).json()).id);
    const resumed = await open(visitor.stream(ids[0]));
    const events = (await resumed.collect(500)).filter((event) => event.event === 'message');
    expect(events.map((event) => [event.id, z.parse(ChatMessage, JSON.parse(event.data)).text])).toEqual([
      [String(ids[1]), 'deux'],
      [String(ids[2]), 'trois'],
    ]);
    const after = z.parse(ChatHistory, await (await visitor.history(ids[1])).json());
    expect(after.messages.map((m) => m.text)).toEqual(['trois']);
  });

  it('stores a retried message once (same client id)', async () => {
    const { visitor, conversationId } = await startWith(first.id);
    const once = z.parse(ChatMessage, await (await visitor.send('Une seule fois', 'retry-id-0001')).json());
    const again = z.parse(ChatMessage, await (await visitor.send('Une seule fois', 'retry-id-0001')).json());
    expect(again).toEqual(once);
    const rows = await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
    expect(rows).toHaveLength(1);
  });

  it('sends an offer with its payment link; the public catalogue shows the offers, cheapest first, without the link', async () => {
    const bad = await admin.putOffers(first.id, [{ label: 'Tchat 30 min', duration_minutes: 30, price_cents: 2500, payment_url: 'http://paiement.example/x' }]);
    expect(await errorOf(bad)).toMatchObject({ status: 400, message: 'Le lien de paiement doit être une adresse https valide' });
    expect((await first.console.putOffers(first.id, [])).status).toBe(403);

    const put = await admin.putOffers(first.id, [
      { label: 'Tchat 30 minutes', duration_minutes: 30, price_cents: 4500, payment_url: 'https://paiement.example/lien/30' },
      { label: 'Tchat 15 minutes', duration_minutes: 15, price_cents: 2500, payment_url: 'https://paiement.example/lien/15' },
    ]);
    expect(put.status).toBe(200);
    const offers = z.parse(z.array(Offer), await put.json());
    const advisor = z.parse(AdvisorList, await (await fetch(`${base}/api/users`, { cache: 'no-store' })).json()).find((a) => a.id === first.id)!;
    expect(advisor.offers).toEqual([
      { id: offers[1]!.id, label: 'Tchat 15 minutes', duration_minutes: 15, price_cents: 2500 },
      { id: offers[0]!.id, label: 'Tchat 30 minutes', duration_minutes: 30, price_cents: 4500 },
    ]);
    expect(JSON.stringify(advisor)).not.toContain('paiement.example');

    const { visitor, conversationId } = await startWith(first.id);
    await first.console.move(conversationId, 'accept');
    const visitorStream = await open(visitor.stream());
    // Only the advisor's own offers.
    const secondsOffer = z.parse(z.array(Offer), await (await admin.putOffers(second.id, [{ label: 'Appel', duration_minutes: 20, price_cents: 3000, payment_url: 'https://paiement.example/b' }])).json());
    expect((await first.console.send(conversationId, { offer_id: secondsOffer[0]!.id })).status).toBe(400);
    expect((await first.console.send(conversationId, { offer_id: offers[1]!.id })).status).toBe(201);
    const message = z.parse(ChatMessage, JSON.parse((await nextNamed(visitorStream, 'message')).data));
    expect(message).toMatchObject({ author: 'advisor', kind: 'offer', offer: { price_cents: 2500, payment_url: 'https://paiement.example/lien/15' } });

    // Saved again with their ids, the offers keep them (a chat's menu opened before still sends them); one left out goes.
    const kept = { ...offers[1]!, price_cents: 2900 };
    const again = z.parse(z.array(Offer), await (await admin.putOffers(first.id, [kept])).json());
    expect(again).toEqual([{ ...kept, id: offers[1]!.id }]);
    expect((await first.console.send(conversationId, { offer_id: offers[1]!.id })).status).toBe(201);
    expect((await first.console.send(conversationId, { offer_id: offers[0]!.id })).status).toBe(400);
    // The offer the visitor already received stays as it was sent.
    expect(z.parse(ChatHistory, await (await visitor.history()).json()).messages[0]!.offer).toMatchObject({ price_cents: 2500 });
    await first.console.move(conversationId, 'close');
  });
});

describe('what may go wrong', () => {
  it('refuses empty, oversized and flooding messages in French, keeping what was accepted', async () => {
    const { visitor, conversationId } = await startWith(first.id);
    expect(await errorOf(await visitor.send('   '))).toMatchObject({ status: 400, message: 'Le message est vide' });
    const tooLong = await errorOf(await visitor.send('x'.repeat(CHAT_LIMITS.messageMaxLength + 1)));
    expect(tooLong).toMatchObject({ status: 400, message: `Le message ne doit pas dépasser ${CHAT_LIMITS.messageMaxLength} caractères` });
    for (let i = 0; i < CHAT_LIMITS.perConversation.max; i++) expect((await visitor.send(`message ${i}`)).status).toBe(201);
    const flood = await errorOf(await visitor.send('de trop'));
    expect(flood).toMatchObject({ status: 429 });
    expect(typographyFaults(flood.message)).toEqual([]);
    const rows = await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
    expect(rows).toHaveLength(CHAT_LIMITS.perConversation.max);
    // A link stays the text it was.
    clock = new Date(clock.getTime() + CHAT_LIMITS.perConversation.windowMs + 1);
    const link = z.parse(ChatMessage, await (await visitor.send('<a href="https://x.example">clic</a>')).json());
    expect(link.text).toBe('<a href="https://x.example">clic</a>');
  });

  it('refuses marks and offer ids beyond any row, and a payment link that hides its host, in French', async () => {
    const { visitor, conversationId } = await startWith(first.id);
    expect((await visitor.marks({ read_up_to: Number.MAX_SAFE_INTEGER })).status).toBe(400);
    await first.console.move(conversationId, 'accept');
    expect((await first.console.send(conversationId, { offer_id: Number.MAX_SAFE_INTEGER })).status).toBe(400);
    expect((await visitor.request(`${CHAT_PATHS.conversation}?after=99999999999`)).status).toBe(400);
    const hidden = await admin.putOffers(first.id, [{ label: 'Tchat', duration_minutes: 15, price_cents: 2000, payment_url: 'https://paiement.banque.fr@ailleurs.example/payer' }]);
    expect(await errorOf(hidden)).toMatchObject({ status: 400, message: 'Le lien de paiement ne doit pas contenir d’identifiant ni de mot de passe avant le nom du site' });
  });

  it('refuses, in French and under the field, a payment link to a look-alike, an IP address, a local name, a port or through a backslash, and keeps the offers saved before', async () => {
    const saved = z.parse(z.array(Offer), await (await admin.putOffers(second.id, [{ label: 'Appel', duration_minutes: 20, price_cents: 3000, payment_url: 'https://buy.stripe.com/test_b' }])).json());
    const refused: [string, string][] = [
      ['https://раураl.com/pay', 'Le lien de paiement mêle l’alphabet latin au cyrillique ou au grec dans un même nom, comme une adresse qui en imite une autre'],
      ['https://xn--l-7sbaa0fa.com/pay', 'Le lien de paiement mêle l’alphabet latin au cyrillique ou au grec dans un même nom, comme une adresse qui en imite une autre'],
      ['https://127.0.0.1/x', 'Le lien de paiement doit mener à un nom de domaine, pas à une adresse IP'],
      ['https://2130706433/', 'Le lien de paiement doit mener à un nom de domaine, pas à une adresse IP'],
      ['https://0x7f.1/', 'Le lien de paiement doit mener à un nom de domaine, pas à une adresse IP'],
      ['https://[::1]/', 'Le lien de paiement doit mener à un nom de domaine, pas à une adresse IP'],
      ['https:\\\\evil.com\\x', 'Le lien de paiement ne doit contenir ni espace ni barre oblique inversée (\\)'],
      ['https://localhost/pay', 'Le lien de paiement doit mener à un site public, par exemple buy.stripe.com (pas localhost ni un nom de réseau local)'],
      ['https://caisse.local/pay', 'Le lien de paiement doit mener à un site public, par exemple buy.stripe.com (pas localhost ni un nom de réseau local)'],
      ['https://buy.stripe.com:8443/x', 'Le lien de paiement ne doit pas indiquer de numéro de port après le nom du site'],
      ['javascript:alert(1)', 'Le lien de paiement doit être une adresse https valide'],
    ];
    for (const [url, message] of refused) {
      const response = await admin.putOffers(second.id, [{ label: 'Appel', duration_minutes: 20, price_cents: 3000, payment_url: url }]);
      const body = (await response.json()) as { message: string; fields?: Record<string, string> };
      expect({ url, status: response.status, message: body.message, field: body.fields?.['offers.0.payment_url'] }).toEqual({ url, status: 400, message, field: message });
      expect(typographyFaults(body.message)).toEqual([]);
    }
    const [stored] = z.parse(z.array(Offer), await (await admin.request(CONSOLE_CHAT_PATHS.offers.replace(':id', String(second.id)))).json());
    expect(stored).toEqual(saved[0]);
  });

  it('answers a foreign, malformed or missing key with the same French 404', async () => {
    const strangers = [new Visitor(base, 'A'.repeat(43)), new Visitor(base, 'pas-une-clé'), new Visitor(base, '')];
    for (const stranger of strangers) {
      for (const response of [await stranger.history(), await stranger.send('Bonjour'), await stranger.erase(), await stranger.request(CHAT_PATHS.events)]) {
        expect(await errorOf(response)).toMatchObject({ status: 404, error: 'conversation_not_found', message: 'Conversation introuvable ou supprimée.' });
      }
    }
  });

  it('keeps each advisor to their own conversations; an admin reads any but does not answer', async () => {
    const { conversationId } = await startWith(first.id);
    expect((await second.console.conversation(conversationId)).status).toBe(403);
    expect((await second.console.move(conversationId, 'accept')).status).toBe(403);
    expect((await admin.conversation(conversationId)).status).toBe(200);
    expect((await admin.move(conversationId, 'accept')).status).toBe(403);
    const secondsList = z.parse(z.array(ConsoleConversation), await (await second.console.list()).json());
    expect(secondsList.map((c) => c.id)).not.toContain(conversationId);
    // A console request from another site is refused before anything else.
    expect((await first.console.request(`/api/console/chat/conversations/${conversationId}/accept`, { method: 'POST', headers: { origin: 'https://ailleurs.example' } })).status).toBe(403);
  });

  it('lets the visitor erase the conversation: gone for both, the advisor available again', async () => {
    const { visitor, conversationId } = await startWith(first.id);
    await first.console.move(conversationId, 'accept');
    await visitor.send('À effacer');
    const advisorStream = await open(first.console.stream());
    const visitorStream = await open(visitor.stream());
    expect((await visitor.erase()).status).toBe(204);
    expect(JSON.parse((await nextNamed(advisorStream, 'erased')).data)).toEqual({ id: conversationId });
    await nextNamed(visitorStream, 'erased');
    expect(await visitorStream.endsWithin(2_000)).toBe(true);
    expect((await visitor.history()).status).toBe(404);
    expect(await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).toEqual([]);
    expect(await statusOnSite(first.id)).toBe('available');
  });

  it('ends a console stream once its session is signed out: no visitor’s message reaches it afterwards', async () => {
    const advisor = new ConsoleChat(base, await insertConsoleSession(app.database.db, 'advisor', first.id));
    const stream = await open(advisor.stream());
    const other = await open(first.console.stream());
    expect((await advisor.request('/api/console/session', { method: 'DELETE' })).status).toBe(204);
    expect(await stream.endsWithin(3_000)).toBe(true);
    // Another session of the same advisor goes on.
    const { visitor } = await startWith(first.id);
    await visitor.send('Toujours là ?');
    await nextNamed(other, 'message');
  });

  it(`erases conversations quiet for more than ${CHAT_LIMITS.retentionDays} days, and only those`, async () => {
    const old = await startWith(first.id);
    const recent = await startWith(first.id);
    const db = app.database.db;
    const day = 86_400_000;
    await db.update(conversations).set({ lastActivityAt: new Date(Date.now() - (CHAT_LIMITS.retentionDays + 1) * day) }).where(eq(conversations.id, old.conversationId));
    await db.update(conversations).set({ lastActivityAt: new Date(Date.now() - (CHAT_LIMITS.retentionDays - 1) * day) }).where(eq(conversations.id, recent.conversationId));
    expect(await eraseExpiredConversations(db, () => new Date())).toBeGreaterThanOrEqual(1);
    expect((await old.visitor.history()).status).toBe(404);
    expect((await recent.visitor.history()).status).toBe(200);
  });
});
