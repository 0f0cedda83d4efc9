/**
 * voy-chat against the real server (routes of contract/schemas/chat.ts,
 * real PGlite): the visitor starts, writes and reads in the widget; the
 * advisor answers through the console API, signed in as an advisor account.
 */
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { getByShadowLabelText, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { advisorOffers } from '../../server/db/schema';
import { defineChat, mergeMessages } from '../../widgets/chat';
import { AdvisorList, type Advisor } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS, ConsoleConversation, type ChatMessage } from '../../contract/schemas/chat';
import { hasSpecialty } from '../../contract/domain/specialty';
import { ofName } from '../../contract/domain/french-elision';
import { queryClient } from '../../widgets/core/query';
import { click, typeInto } from '../helpers/forms';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { mount, recordFetches, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const NNBSP = '\u202f';
let api: ApiServer;
let catalogue: AdvisorList;
let admin: SignedIn;

beforeAll(async () => {
  api = await startApiServer();
  catalogue = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  admin = await signedIn(api.app, 'admin');
  defineChat();
});
afterAll(async () => {
  for (const stream of present.values()) stream.close();
  await api.close();
});

/** Advisors no other test of this file uses: each test starts from its own, available. */
const used = new Set<number>();
function freshAdvisor(predicate: (advisor: Advisor) => boolean = () => true): Advisor {
  const advisor = catalogue.find((candidate) => !used.has(candidate.id) && predicate(candidate));
  if (!advisor) throw new Error('the seed has no advisor left for this test');
  used.add(advisor.id);
  return advisor;
}

/** The console streams that keep advisors present, by advisor. */
const present = new Map<number, ConsoleStream>();

/** Sets the advisor's status; Disponible, they are also at their console (present) from then on, so that a chat starts, unless `atConsole` is false. */
async function setAvailability(advisor: Advisor, availability: 'available' | 'busy' | 'offline', atConsole = true) {
  const response = await api.app.inject({ method: 'PUT', url: `/api/console/advisors/${advisor.id}/status`, headers: admin.headers, payload: { availability } });
  expect(response.statusCode).toBe(200);
  if (availability === 'available' && atConsole && !present.has(advisor.id)) {
    const user = await signedIn(api.app, 'advisor', advisor.id);
    present.set(advisor.id, await beingPresent(api.url, user.headers.cookie, advisor.id));
  }
}

/** The advisor's console: their conversations, accept, reply, offers. */
async function consoleOf(advisor: Advisor) {
  const user = await signedIn(api.app, 'advisor', advisor.id);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await api.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? (JSON.parse(response.body) as unknown) : null;
  };
  const path = (template: string, id: number) => template.replace(':id', String(id));
  return {
    conversation: async (prenom: string) => {
      const list = z.parse(z.array(ConsoleConversation), await call('GET', CONSOLE_CHAT_PATHS.list));
      const found = list.find((conversation) => conversation.prenom === prenom);
      if (!found) throw new Error(`no conversation of ${prenom}`);
      return found;
    },
    accept: (id: number) => call('POST', path(CONSOLE_CHAT_PATHS.accept, id)),
    close: (id: number) => call('POST', path(CONSOLE_CHAT_PATHS.close, id)),
    typing: (id: number) => call('POST', path(CONSOLE_CHAT_PATHS.typing, id)),
    marks: (id: number, upTo: number) => call('POST', path(CONSOLE_CHAT_PATHS.marks, id), { received_up_to: upTo, read_up_to: upTo }),
    say: (id: number, text: string) => call('POST', path(CONSOLE_CHAT_PATHS.messages, id), { text, client_id: `advisor-${crypto.randomUUID()}` }) as Promise<ChatMessage>,
    offer: (id: number, offerId: number) => call('POST', path(CONSOLE_CHAT_PATHS.messages, id), { offer_id: offerId, client_id: `offer-${crypto.randomUUID()}` }) as Promise<ChatMessage>,
  };
}

/** Mounts the element for an advisor and waits for its heading. */
async function chatWidget(advisor: Advisor, attribute = `advisor="${advisor.slug}"`) {
  const element = mount(`<voy-chat api-base="${api.url}" site-base="https://voyance.example" ${attribute}></voy-chat>`);
  const root = shadowOf(element);
  await waitForText(root, `Tchat avec ${advisor.first_name}`);
  return {
    element,
    root,
    prenom: () => getByShadowLabelText<HTMLInputElement>(element, 'Votre prénom'),
    terms: () => getByShadowLabelText<HTMLInputElement>(element, 'J’accepte les conditions générales et j’ai 18 ans ou plus'),
    start: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Commencer le tchat' }),
    message: () => getByShadowLabelText<HTMLTextAreaElement>(element, 'Votre message'),
    send: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Envoyer' }),
    log: () => getByShadowRole(element, 'log'),
    bubbles: () => [...root.querySelectorAll<HTMLElement>('[part~="bubble"]')],
  };
}
type Widget = Awaited<ReturnType<typeof chatWidget>>;

async function startAs(w: Widget, prenom: string) {
  typeInto(w.prenom(), prenom);
  await vi.waitFor(() => expect(w.prenom().value).toBe(prenom));
  click(w.terms());
  await vi.waitFor(() => expect(w.terms().checked).toBe(true));
  click(w.start());
  await vi.waitFor(() => w.message(), { timeout: 10_000 });
}

/** The visitor's first message has its server id: the server stored it (a round trip, which takes over a second on a loaded machine). */
async function firstMessageStored(w: Widget) {
  await vi.waitFor(() => expect(w.bubbles()[0]?.dataset.id).toMatch(/^\d+$/), { timeout: 10_000 });
}

async function write(w: Widget, text: string) {
  typeInto(w.message(), text);
  await vi.waitFor(() => expect(w.message().value).toBe(text));
  // Enter sends, as a person does it.
  w.message().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

const keyOf = (advisor: Advisor) => localStorage.getItem(`voyChat:${api.url}:${advisor.id}`);

describe('<voy-chat>', () => {
  it('starts a conversation, sends a message stored once, and shows the advisor’s reply live with the marks', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    const w = await chatWidget(advisor);
    await startAs(w, 'Camille');
    await waitForText(w.root, `En attente ${ofName(advisor.first_name)}…`);
    expect(keyOf(advisor)).toMatch(/\S{16,}/);

    await write(w, 'Bonjour, une question sur mon travail.');
    await vi.waitFor(() => expect(w.message().value).toBe(''));
    await waitForText(w.log(), 'Bonjour, une question sur mon travail.');
    await firstMessageStored(w);
    await waitForText(w.log(), 'envoyé');

    const console = await consoleOf(advisor);
    const conversation = await console.conversation('Camille');
    expect(conversation.last_message?.text).toBe('Bonjour, une question sur mon travail.');
    await console.accept(conversation.id);
    await waitForText(w.root, `${advisor.first_name} a rejoint la conversation.`);

    await console.typing(conversation.id);
    await waitForText(w.root, `${advisor.first_name} écrit…`);
    const reply = await console.say(conversation.id, 'Bonjour Camille, je vous écoute.');
    await waitForText(w.log(), 'Bonjour Camille, je vous écoute.');
    expect(textOf(w.root)).not.toContain(`${advisor.first_name} écrit…`);
    // The visitor's message on one side, the advisor's on the other.
    const [mine, theirs] = w.bubbles();
    expect(mine!.getAttribute('part')).toContain('visitor-bubble');
    expect(theirs!.getAttribute('part')).toContain('advisor-bubble');
    expect(theirs!.dataset.id).toBe(String(reply.id));

    // The advisor's console reads the visitor's message: 'lu' comes live.
    await console.marks(conversation.id, Number(mine!.dataset.id));
    await vi.waitFor(() => expect(mine!.querySelector('[data-mark]')?.textContent).toBe('lu'));
    // The widget told the server it received and read the reply.
    await vi.waitFor(async () => {
      const seen = await consoleOf(advisor).then((c) => c.conversation('Camille'));
      expect(seen.visitor_read_up_to).toBe(reply.id);
    });

    // Closing returns the advisor to available, and the widget says the conversation ended.
    await console.close(conversation.id);
    await waitForText(w.root, `${advisor.first_name} a terminé la conversation.`);
    expect(queryByShadowRole(w.element, 'textbox', { name: 'Votre message' })).toBeNull();
    const ids = w.bubbles().map((bubble) => bubble.dataset.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resumes after a remount with the stored key: history in order, then live again', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    let w = await chatWidget(advisor);
    await startAs(w, 'Jules');
    await write(w, 'Premier message');
    await firstMessageStored(w);
    const console = await consoleOf(advisor);
    const { id } = await console.conversation('Jules');
    await console.accept(id);
    await console.say(id, 'Réponse du voyant');
    await waitForText(w.log(), 'Réponse du voyant');

    // A reload: the element leaves the page and comes back.
    document.body.innerHTML = '';
    const fetches = recordFetches();
    try {
      w = await chatWidget(advisor);
      await vi.waitFor(() => w.log());
      await waitForText(w.log(), 'Réponse du voyant');
      expect(w.bubbles().map((bubble) => bubble.textContent)).toEqual([expect.stringContaining('Premier message'), expect.stringContaining('Réponse du voyant')]);
      expect(queryByShadowRole(w.element, 'button', { name: 'Commencer le tchat' })).toBeNull();
      expect(fetches.urls.some((url) => url.endsWith('/api/chat/conversation'))).toBe(true);
    } finally {
      fetches.restore();
    }
    await console.say(id, 'Après le retour');
    await waitForText(w.log(), 'Après le retour');
    expect(w.bubbles()).toHaveLength(3);
  });

  it('forgets a stored key the server does not know, and shows the start form', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    localStorage.setItem(`voyChat:${api.url}:${advisor.id}`, 'inconnue-inconnue-inconnue-inconnue');
    const w = await chatWidget(advisor);
    await vi.waitFor(() => w.start());
    expect(keyOf(advisor)).toBeNull();
  });

  it('checks the start form with the shared rules, in French, and keeps what was typed', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    const w = await chatWidget(advisor, `advisor-id="${advisor.id}"`);
    const fetches = recordFetches();
    try {
      typeInto(w.prenom(), 'A');
      await vi.waitFor(() => expect(w.prenom().value).toBe('A'));
      click(w.start());
      await waitForText(w.root, 'Le prénom doit contenir au moins 2 caractères');
      expect(textOf(w.root)).toContain('Veuillez accepter les conditions et confirmer avoir 18 ans ou plus');
      expect(w.prenom().getAttribute('aria-invalid')).toBe('true');
      await vi.waitFor(() => expect(w.root.activeElement).toBe(w.prenom()));
      expect(w.prenom().value).toBe('A');
      expect(fetches.urls.filter((url) => url.includes('/api/chat/'))).toEqual([]);
      const terms = getByShadowRole(w.element, 'link', { name: 'Lire les conditions générales' });
      expect(terms.getAttribute('href')).toBe('https://voyance.example/conditions-generales');
    } finally {
      fetches.restore();
    }

    // In the conversation, a message too long is refused in French and stays in the box.
    await startAs(w, 'Agathe');
    const long = 'x'.repeat(1001);
    await write(w, long);
    await waitForText(w.root, 'Le message ne doit pas dépasser 1000 caractères');
    expect(w.message().value).toBe(long);
    expect(textOf(w.root)).toContain('1001 / 1000 caractères');
    expect(w.bubbles()).toHaveLength(0);
  });

  it('says when the advisor is not available, and offers their channels and another available advisor of the same specialty', async () => {
    const specialty = 'Amour';
    const advisor = freshAdvisor((a) => hasSpecialty(a, specialty) && !!(a.whatsapp || a.phone || a.messenger));
    const other = freshAdvisor((a) => hasSpecialty(a, specialty) && a.id !== advisor.id);
    await setAvailability(advisor, 'available');
    // Every other advisor of the specialty busy, but one: the widget offers that one.
    for (const busy of catalogue.filter((a) => hasSpecialty(a, specialty) && a.id !== advisor.id && a.id !== other.id)) used.add(busy.id);
    await Promise.all(catalogue.filter((a) => hasSpecialty(a, specialty) && a.id !== advisor.id && a.id !== other.id).map((a) => setAvailability(a, 'busy')));
    await setAvailability(other, 'available');

    const w = await chatWidget(advisor);
    typeInto(w.prenom(), 'Léa');
    click(w.terms());
    await vi.waitFor(() => expect(w.terms().checked).toBe(true));
    // The advisor became busy after the page loaded: the server answers 409.
    await setAvailability(advisor, 'busy');
    click(w.start());
    await waitForText(w.root, `${advisor.first_name} n’est pas disponible pour le moment.`);
    getByShadowRole(w.element, 'group', { name: `Consultez ${advisor.first_name}` });
    await waitForText(w.root, `${other.first_name} est disponible maintenant${NNBSP}:`);
    click(getByShadowRole(w.element, 'button', { name: `Tchatter avec ${other.first_name}` }));
    await waitForText(w.root, `Tchat avec ${other.first_name}`);
    // The first name typed for the first advisor is still there.
    await vi.waitFor(() => expect(w.prenom().value).toBe('Léa'));

    // An advisor offline before anything: said at once, no form. (No live stream in these tests: a page
    // loaded afresh, through another address than the one the browser's HTTP cache holds for a minute.)
    document.body.innerHTML = '';
    queryClient.clear();
    await setAvailability(advisor, 'offline');
    const offline = await chatWidget(advisor, `advisor-id="${advisor.id}"`);
    await waitForText(offline.root, `${advisor.first_name} n’est pas disponible pour le moment.`);
    expect(queryByShadowRole(offline.element, 'button', { name: 'Commencer le tchat' })).toBeNull();
  });

  it('offers no chat with an advisor Disponible but not at their console: says they are off the chat, and offers their other channels', async () => {
    const advisor = freshAdvisor((a) => !!(a.whatsapp || a.phone || a.messenger));
    await setAvailability(advisor, 'available', false);
    document.body.innerHTML = '';
    queryClient.clear();
    const w = await chatWidget(advisor, `advisor-id="${advisor.id}"`);
    await waitForText(w.root, `${advisor.first_name} est indisponible sur le tchat pour le moment.`);
    expect(queryByShadowRole(w.element, 'button', { name: 'Commencer le tchat' })).toBeNull();
    getByShadowRole(w.element, 'group', { name: `Consultez ${advisor.first_name}` });
    // The status dot keeps the status: Disponible (by phone, WhatsApp, Messenger).
    expect(textOf(w.root)).toContain('Disponible');
  });

  /** Offers the admin sets through the console API, sent in a chat the advisor accepted: the visitor's offer card. */
  async function offerCard(prenom: string, payment_url: string, stored?: string) {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    const offers = await api.app.inject({
      method: 'PUT',
      url: CONSOLE_CHAT_PATHS.offers.replace(':id', String(advisor.id)),
      headers: admin.headers,
      payload: { offers: [{ label: 'Consultation découverte', duration_minutes: 30, price_cents: 2500, payment_url }] },
    });
    expect(offers.statusCode, offers.body).toBe(200);
    const [offer] = JSON.parse(offers.body) as { id: number }[];
    // A link stored before the rule tightened, which it no longer passes.
    if (stored) await api.app.database.db.update(advisorOffers).set({ paymentUrl: stored }).where(eq(advisorOffers.id, offer!.id));

    const w = await chatWidget(advisor);
    await startAs(w, prenom);
    const console = await consoleOf(advisor);
    const { id } = await console.conversation(prenom);
    await console.accept(id);
    await console.offer(id, offer!.id);
    return vi.waitFor(() => {
      const found = w.root.querySelector('[part~="offer"]');
      if (!found) throw new Error('no offer card yet');
      return found as HTMLElement;
    });
  }

  it('shows an offer as a card with its price and a « Payer sur » link naming the payment page’s host, in a new tab', async () => {
    const card = await offerCard('Inès', 'https://BUY.Stripe.com/test_00g5kE3aB');
    expect(textOf(card)).toContain('Consultation découverte');
    expect(textOf(card)).toContain('30\u00a0min');
    expect(textOf(card)).toContain('25,00\u00a0€');
    const pay = getByShadowRole(card, 'link', { name: `Payer sur buy.stripe.com${NNBSP}: Consultation découverte (nouvel onglet)` });
    expect(textOf(pay)).toBe('Payer sur buy.stripe.com');
    // The Stripe Payment Link carries the order's reference (server/orders/payment-link.ts).
    expect(pay.getAttribute('href')).toMatch(/^https:\/\/buy\.stripe\.com\/test_00g5kE3aB\?client_reference_id=VE-[0-9A-Z]{10}$/);
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows an offer whose stored link the rule now refuses without a link, saying so', async () => {
    const card = await offerCard('Yanis', 'https://buy.stripe.com/test_ancien', 'https://127.0.0.1/payer');
    expect(textOf(card)).toContain('Consultation découverte');
    expect(queryByShadowRole(card, 'link')).toBeNull();
    expect(card.querySelector('a')).toBeNull();
    expect(textOf(card)).toContain('Le lien de paiement de cette offre n’est pas disponible.');
  });

  it('shows a visitor’s link as text, never as a link', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    const w = await chatWidget(advisor);
    await startAs(w, 'Hugo');
    await write(w, 'Voyez https://exemple.fr et <b>ceci</b>');
    await waitForText(w.log(), 'Voyez https://exemple.fr et <b>ceci</b>');
    expect(w.log().querySelector('a, b')).toBeNull();
  });

  it('erases the conversation after a confirmation, and returns to the start form', async () => {
    const advisor = freshAdvisor();
    await setAvailability(advisor, 'available');
    const w = await chatWidget(advisor);
    await startAs(w, 'Nora');
    await write(w, 'À effacer');
    await firstMessageStored(w);
    const key = keyOf(advisor)!;

    click(getByShadowRole(w.element, 'button', { name: 'Supprimer la conversation' }));
    const yes = await vi.waitFor(() => getByShadowRole<HTMLButtonElement>(w.element, 'button', { name: 'Oui, supprimer' }));
    await vi.waitFor(() => expect(w.root.activeElement).toBe(yes));
    click(yes);
    await vi.waitFor(() => w.start());
    expect(keyOf(advisor)).toBeNull();
    const gone = await fetch(`${api.url}/api/chat/conversation`, { headers: { 'x-voy-chat-key': key } });
    expect(gone.status).toBe(404);
  });
});

describe('the chat’s building blocks', () => {
  it('merges messages by id: never twice, always in order', () => {
    const message = (id: number): ChatMessage => ({ id, author: 'visitor', kind: 'text', text: String(id), offer: null, client_id: null, sent_at: new Date(0).toISOString() });
    const held = mergeMessages([], [message(3), message(1)]);
    expect(held.map((m) => m.id)).toEqual([1, 3]);
    const merged = mergeMessages(held, [message(2), message(3), message(2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mergeMessages(merged, [message(1)])).toBe(merged);
  });
});
