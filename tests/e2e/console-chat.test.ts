/**
 * The advisor's side of the live chat and the offers editor (issue 16,
 * points 2 and 3), in Chromium, against the built product on a data folder
 * of its own whose accounts come from the real command: an admin defines an
 * advisor's offers (a wrong price and a plain-http link refused in French,
 * nothing typed lost); the advisor, signed in, sees a visitor's conversation
 * arrive live with the title badge, accepts it (busy on the public API),
 * answers, inserts a ready reply, sends an offer; the visitor, through the
 * public API, reads the messages and the offer with its payment link, and
 * their marks come back as `Lu`; closing makes the advisor available again.
 * An admin reads the same conversation without being able to answer it.
 * Then the whole chat in real Chromium: a visitor on a partner page starts
 * one in voy-chat, the advisor accepts and answers in the console, the site's
 * profile shows the advisor busy during the chat and available after.
 */
import type { Locator, Page } from 'playwright-core';
import * as z from 'zod/mini';
import { CANNED_REPLIES } from '../../console/chat-replies';
import { SEED_ADVISORS } from '../../server/catalogue/seed-advisors';
import { seedOffersOf } from '../../server/db/seed-offers';
import { CHAT_TEXTS, GUARD_TEXTS, OFFER_TEXTS, SHELL_TEXTS, STATUS_LABELS } from '../../console/texts';
import { formatEuros } from '../../contract/domain/price';
import { availabilityOf } from '../../contract/domain/availability';
import type { Advisor } from '../../contract/schemas/advisor';
import { ChatHistory, ConsoleConversation } from '../../contract/schemas/chat';
import { consoleProduct } from '../helpers/console-product';
import { axeViolations } from '../helpers/axe-violations';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat, Visitor } from '../helpers/chat-client';
import { sharedBrowser } from '../helpers/shared-product';
import { typographyFaults } from '../helpers/typography';
import { dotsOf } from '../helpers/live-pages';
import { startPartnerServer } from '../helpers/partner-server';
import { sendInVoyChat, startVoyChat } from '../helpers/voy-chat-page';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { CHAT_TEXTS as VISITOR_TEXTS } from '../../widgets/chat/texts';

const ADMIN = { email: 'operatrice.tchat@agence.test', password: 'Lune argentée sur la colline' };
const ADVISOR = { email: 'helene.tchat@agence.test', password: 'Tarot de Marseille et thé vert', slug: 'helene' };
const SLOW = 120_000;
const OFFERS = [
  { label: 'Consultation découverte', minutes: '15', price: '25', cents: 2500, url: 'https://paiement.example/lien/decouverte' },
  { label: 'Consultation approfondie', minutes: '45', price: '59,90', cents: 5990, url: 'https://paiement.example/lien/approfondie' },
];
const FROM_PAGE = 'https://partenaire.example/blog/tarot-du-jour';
/** Hélène's first offer in the seed's price list, without a payment link. */
const SEEDED = seedOffersOf(SEED_ADVISORS.find((advisor) => advisor.firstName === 'Hélène')!)[0]!;

const product = consoleProduct('voyance-console-chat-e2e-', [
  { ...ADMIN, role: 'admin' },
  { ...ADVISOR, role: 'advisor' },
]);
const { pages } = sharedBrowser();
let helene: Advisor;

/** Hélène at her console for the whole file (a chat starts only with a present advisor); her status varies as the tests set it. */
let atConsole: ConsoleStream | undefined;

beforeAll(async () => {
  helene = await publicAdvisor();
  atConsole = await beingPresent(product.url, await signedInCookie(product.url, ADVISOR), helene.id, null);
});
afterAll(() => atConsole?.close());

const publicAdvisor = () => product.publicAdvisor(ADVISOR.slug);
const field = (page: Page | Locator, label: string) => page.getByLabel(label, { exact: true });
const signIn = (page: Page, who: { email: string; password: string }, path?: string) => product.signIn(page, who, path);

/** What the visitor's widget would read: the conversation and its messages. */
async function visitorHistory(visitor: Visitor): Promise<ChatHistory> {
  const response = await visitor.history();
  expect(response.status).toBe(200);
  return z.parse(ChatHistory, await response.json());
}

describe('the Tchat texts', () => {
  it('are in French typography, the ready replies too, and the refusals the terms require are among them', () => {
    const all: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') all.push(value);
      else if (typeof value === 'function') collect((value as (...args: unknown[]) => unknown)(3, 'Hélène'));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    [CHAT_TEXTS, OFFER_TEXTS, GUARD_TEXTS, CANNED_REPLIES].forEach(collect);
    expect(all.flatMap(typographyFaults)).toEqual([]);
    const replies = CANNED_REPLIES.map((reply) => reply.text).join('\n');
    expect(replies).toMatch(/questions de santé/);
    expect(replies).toMatch(/envoûtement/);
    expect(replies).toMatch(/désenvoûtement/);
    expect(replies).toMatch(/magie/);
  });
});

describe('offers (admin)', () => {
  it('two offers typed on the advisor’s page: a wrong price and an http link get French errors and nothing typed is lost; saved, they are the advisor’s', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, `/gestion/voyants/${helene.id}`);
      const section = page.getByRole('region', { name: OFFER_TEXTS.title });
      // The seed's price list: three offers without a payment link. The first is kept (the chat's menu shows why it cannot be sent).
      await section.getByRole('group', { name: OFFER_TEXTS.offer(3) }).waitFor();
      for (const index of [3, 2]) await section.getByRole('button', { name: OFFER_TEXTS.remove(index) }).click();
      expect(await field(section.getByRole('group', { name: OFFER_TEXTS.offer(1) }), OFFER_TEXTS.paymentUrl).inputValue()).toBe('');

      for (const [index, offer] of OFFERS.entries()) {
        await section.getByRole('button', { name: OFFER_TEXTS.add }).click();
        const group = section.getByRole('group', { name: OFFER_TEXTS.offer(index + 2) });
        // The new offer's first field takes the focus.
        await expect.poll(() => field(group, OFFER_TEXTS.label).evaluate((element) => element === document.activeElement)).toBe(true);
        await page.keyboard.type(offer.label);
        await field(group, OFFER_TEXTS.duration).fill(offer.minutes);
        await field(group, OFFER_TEXTS.price).fill(index === 0 ? '25 euros' : offer.price);
        await field(group, OFFER_TEXTS.paymentUrl).fill(index === 1 ? 'http://paiement.example/lien' : offer.url);
      }
      await section.getByRole('button', { name: OFFER_TEXTS.save }).click();

      const first = section.getByRole('group', { name: OFFER_TEXTS.offer(2) });
      const second = section.getByRole('group', { name: OFFER_TEXTS.offer(3) });
      const price = field(first, OFFER_TEXTS.price);
      await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
      expect(await first.innerText()).toContain(OFFER_TEXTS.priceInvalid);
      expect(await second.innerText()).toContain('Le lien de paiement doit être une adresse https valide');
      // The first field in error has the focus; everything typed is still there.
      expect(await price.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field(first, OFFER_TEXTS.label).inputValue()).toBe(OFFERS[0]!.label);
      expect(await field(second, OFFER_TEXTS.price).inputValue()).toBe(OFFERS[1]!.price);

      await price.fill(OFFERS[0]!.price);
      await field(second, OFFER_TEXTS.paymentUrl).fill(OFFERS[1]!.url);
      await section.getByRole('button', { name: OFFER_TEXTS.save }).click();
      await section.getByRole('status').filter({ hasText: OFFER_TEXTS.saved }).waitFor();

      const stored = (await (await page.request.get(`${product.url}/api/console/advisors/${helene.id}/offers`)).json()) as { label: string; duration_minutes: number; price_cents: number; payment_url: string | null }[];
      expect(stored.map(({ label, duration_minutes, price_cents, payment_url }) => ({ label, duration_minutes, price_cents, payment_url }))).toEqual([
        { label: SEEDED.label, duration_minutes: SEEDED.durationMinutes, price_cents: SEEDED.priceCents, payment_url: null },
        ...OFFERS.map((offer) => ({ label: offer.label, duration_minutes: Number(offer.minutes), price_cents: offer.cents, payment_url: offer.url })),
      ]);
      // Typed as euros, shown back as the admin would type them.
      expect(await field(second, OFFER_TEXTS.price).inputValue()).toBe('59,90');

      // Before the chat: Hélène is available, so that a visitor may start one.
      await page.getByRole('radiogroup', { name: 'Statut' }).getByText(STATUS_LABELS.available, { exact: true }).click();
      await expect.poll(async () => availabilityOf(await publicAdvisor())).toBe('available');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('a chat, from the advisor’s console', () => {
  let visitor: Visitor;
  let second: Visitor;

  async function start(prenom: string, from?: string): Promise<Visitor> {
    const started = await Visitor.start(product.url, helene.id, prenom, from);
    if (!(started instanceof Visitor)) throw new Error(`start refused: ${started.status} ${await started.text()}`);
    return started;
  }

  it('a visitor’s conversation appears live with its first name, page and message, and the title badge; accepted, the advisor is busy', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADVISOR);
      await page.getByRole('navigation', { name: SHELL_TEXTS.navigation }).getByRole('link', { name: SHELL_TEXTS.chat }).click();
      await page.getByRole('heading', { level: 1, name: CHAT_TEXTS.title }).waitFor();
      await page.getByText(CHAT_TEXTS.empty).waitFor();
      expect(await page.title()).toBe(CHAT_TEXTS.documentTitle);

      visitor = await start('Camille', FROM_PAGE);
      expect((await visitor.send('Bonjour Hélène, je voudrais parler de mon travail.')).status).toBe(201);

      // Live: no reload.
      const row = page.getByRole('button', { name: /Camille/ });
      await row.waitFor();
      expect(await row.innerText()).toContain(CHAT_TEXTS.statuses.waiting);
      // « Venu de »: a partner's page by its host name, not its address (issue 42 point 4).
      expect(await row.innerText()).toContain('Venu de\u202f: partenaire.example');
      expect(await row.innerText()).not.toContain('https://');
      await expect.poll(() => page.title()).toBe(CHAT_TEXTS.badgedTitle(1, CHAT_TEXTS.documentTitle));
      // A second visitor while Hélène is still available: both wait, the first one on top.
      second = await start('Dominique');
      await page.getByRole('button', { name: /Dominique/ }).waitFor();
      await expect.poll(() => page.title()).toBe(CHAT_TEXTS.badgedTitle(2, CHAT_TEXTS.documentTitle));
      const nav = page.getByRole('navigation', { name: SHELL_TEXTS.navigation });
      expect(await nav.getByRole('link', { name: new RegExp(`^${SHELL_TEXTS.chat}`) }).innerText()).toContain('2');
      expect(await page.locator('[data-conversation]').evaluateAll((rows) => rows.map((row) => row.querySelector('span span')?.textContent))).toEqual(['Camille', 'Dominique']);

      await row.click();
      const log = page.getByRole('log', { name: CHAT_TEXTS.messages('Camille') });
      await log.getByText('Bonjour Hélène, je voudrais parler de mon travail.').waitFor();
      // While waiting the advisor accepts or declines; no composer yet.
      expect(await field(page, CHAT_TEXTS.message).count()).toBe(0);
      await page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }).click();

      // The composer takes the focus; the advisor is busy for everyone.
      const composer = field(page, CHAT_TEXTS.message);
      await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(async () => availabilityOf(await publicAdvisor())).toBe('busy');
      expect((await visitorHistory(visitor)).conversation.status).toBe('active');
      // Camille's read; Dominique still waits.
      await expect.poll(() => page.title()).toBe(CHAT_TEXTS.badgedTitle(1, CHAT_TEXTS.documentTitle));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('the advisor answers (Enter sends), inserts a ready reply, sends an offer; the visitor reads them, the offer with its price and payment link; their marks show as Lu', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADVISOR, '/gestion/tchat');
      await page.getByRole('button', { name: /Camille/ }).click();
      const log = page.getByRole('log', { name: CHAT_TEXTS.messages('Camille') });
      const composer = field(page, CHAT_TEXTS.message);

      await composer.fill('Bonjour Camille, je vous écoute.');
      await composer.press('Enter');
      await log.getByText('Bonjour Camille, je vous écoute.').waitFor();
      await expect.poll(() => composer.inputValue()).toBe('');

      // A ready reply lands in the composer, to edit or send.
      await page.getByRole('button', { name: CHAT_TEXTS.replies }).click();
      await page.getByRole('button', { name: CANNED_REPLIES[0]!.label, exact: true }).click();
      await expect.poll(() => composer.inputValue()).toBe(CANNED_REPLIES[0]!.text);
      await page.getByRole('button', { name: CHAT_TEXTS.send, exact: true }).click();
      await log.getByText(CANNED_REPLIES[0]!.text).waitFor();

      // The offers menu lists Hélène's offers with their French prices; the seed's one without a payment link is unavailable, saying where an admin sets it.
      await page.getByRole('button', { name: CHAT_TEXTS.offers }).click();
      const unavailable = page.getByRole('button', { name: new RegExp(SEEDED.label) });
      expect(await unavailable.getAttribute('aria-disabled')).toBe('true');
      expect(await unavailable.innerText()).toContain(GUARD_TEXTS.noPaymentLink('Hélène'));
      // Tapped anyway, it does nothing: the list stays open.
      await unavailable.click({ force: true });
      expect(await unavailable.isVisible()).toBe(true);
      const choice = page.getByRole('button', { name: new RegExp(OFFERS[1]!.label) });
      expect(await choice.innerText()).toContain(formatEuros(OFFERS[1]!.cents));
      await choice.click();
      const card = log.locator('[data-author="advisor"]').filter({ hasText: OFFERS[1]!.label });
      await card.waitFor();
      expect(await card.innerText()).toContain('59,90\u00a0€');
      expect(await card.getByRole('link', { name: CHAT_TEXTS.pay }).getAttribute('href')).toBe(OFFERS[1]!.url);

      // The visitor's side: every message once, in order, the offer with its payment link.
      const history = await visitorHistory(visitor);
      expect(history.messages.map((message) => message.text || message.offer?.label)).toEqual([
        'Bonjour Hélène, je voudrais parler de mon travail.',
        'Bonjour Camille, je vous écoute.',
        CANNED_REPLIES[0]!.text,
        OFFERS[1]!.label,
      ]);
      const offer = history.messages.at(-1)!.offer!;
      expect(offer).toMatchObject({ label: OFFERS[1]!.label, price_cents: OFFERS[1]!.cents, payment_url: OFFERS[1]!.url });

      // The visitor's widget reports what it showed: the advisor's messages say Lu.
      const last = history.messages.at(-1)!.id;
      expect((await visitor.marks({ received_up_to: last, read_up_to: last })).status).toBe(204);
      await expect.poll(() => card.innerText()).toContain(CHAT_TEXTS.read);

      // The visitor writes again: it arrives live in the open conversation.
      expect((await visitor.send('Merci, je regarde l’offre.')).status).toBe(201);
      await log.getByText('Merci, je regarde l’offre.').waitFor();

      // Two conversations at once: each keeps its own draft.
      await composer.fill('Brouillon pour Camille');
      await page.getByRole('button', { name: /Dominique/ }).click();
      await page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }).click();
      await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await composer.inputValue()).toBe('');
      await composer.fill('Brouillon pour Dominique');
      await page.getByRole('button', { name: /Camille/ }).click();
      await expect.poll(() => composer.inputValue()).toBe('Brouillon pour Camille');
      await page.getByRole('button', { name: /Dominique/ }).click();
      await expect.poll(() => composer.inputValue()).toBe('Brouillon pour Dominique');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('an admin reads the conversation but cannot answer it', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await signIn(page, ADMIN, '/gestion/tchat');
      await page.getByRole('button', { name: /Camille/ }).click();
      await page.getByRole('log', { name: CHAT_TEXTS.messages('Camille') }).getByText('Merci, je regarde l’offre.').waitFor();
      await page.getByText(CHAT_TEXTS.readOnly).waitFor();
      expect(await field(page, CHAT_TEXTS.message).count()).toBe(0);
      expect(await page.getByRole('button', { name: CHAT_TEXTS.close }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it.each([WIDTHS.mobile, WIDTHS.desktop])('axe finds nothing on the Tchat page with a conversation open and a menu of ready replies open at %s px', async (width) => {
    const { page, close } = await pages.open(width, { bypassCSP: true });
    try {
      await signIn(page, ADVISOR, '/gestion/tchat');
      await page.getByRole('button', { name: /Camille/ }).click();
      await page.getByRole('log', { name: CHAT_TEXTS.messages('Camille') }).getByText('Merci, je regarde l’offre.').waitFor();
      expect(await axeViolations(page, product.axe.url), 'conversation').toEqual([]);
      await page.getByRole('button', { name: CHAT_TEXTS.replies }).click();
      expect(await axeViolations(page, product.axe.url), 'ready replies').toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('on a 320 px phone the conversation fits the screen; closing one keeps the advisor busy with the other, closing the last makes them available again', async () => {
    const { page, errors, close } = await pages.open(320, { hasTouch: true, isMobile: true });
    try {
      await signIn(page, ADVISOR, '/gestion/tchat');
      await page.getByRole('button', { name: /Camille/ }).click();
      await field(page, CHAT_TEXTS.message).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // On a phone the list gives way to the conversation, with a way back.
      expect(await page.getByRole('heading', { name: CHAT_TEXTS.list }).isVisible()).toBe(false);
      await page.getByRole('button', { name: CHAT_TEXTS.backToList }).waitFor();

      const closeConversation = async (prenom: string) => {
        await page.getByRole('button', { name: CHAT_TEXTS.close }).click();
        const dialog = page.getByRole('dialog', { name: CHAT_TEXTS.closeQuestion(prenom) });
        await dialog.getByRole('button', { name: CHAT_TEXTS.close }).click();
        await page.getByRole('status').filter({ hasText: CHAT_TEXTS.closed }).waitFor();
        // The field goes once the console has the closed conversation back: waited for, still required.
        await expect.poll(() => field(page, CHAT_TEXTS.message).count()).toBe(0);
      };
      await closeConversation('Camille');
      expect((await visitorHistory(visitor)).conversation.status).toBe('closed');
      expect(availabilityOf(await publicAdvisor())).toBe('busy');

      await page.getByRole('button', { name: CHAT_TEXTS.backToList }).click();
      await page.getByRole('button', { name: /Dominique/ }).click();
      await closeConversation('Dominique');
      expect((await visitorHistory(second)).conversation.status).toBe('closed');
      await expect.poll(async () => availabilityOf(await publicAdvisor())).toBe('available');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('the whole chat: a visitor on a partner page, the advisor in the console, the site live', () => {
  it('the visitor starts in voy-chat, the advisor accepts (busy on the site), both write, an offer arrives with its price and Payer link, a reload finds it all, closing makes the advisor available', async () => {
    // Hélène free for a new chat: the conversations of the tests above are closed by the advisor.
    const advisorChat = new ConsoleChat(product.url, await signedInCookie(product.url, ADVISOR));
    for (const row of z.parse(z.array(ConsoleConversation), await (await advisorChat.list()).json())) {
      if (row.status === 'waiting' || row.status === 'active') await advisorChat.move(row.id, 'close');
    }
    await advisorChat.request(`/api/console/advisors/${helene.id}/status`, { method: 'PUT', body: JSON.stringify({ availability: 'available' }) });
    await expect.poll(async () => availabilityOf(await publicAdvisor())).toBe('available');

    const partner = await startPartnerServer(product.url);
    const site = await pages.open(WIDTHS.desktop);
    const advisor = await pages.open(WIDTHS.desktop);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    try {
      await site.page.goto(`${product.url}/consultant-profile/${ADVISOR.slug}`);
      const siteShows = async (label: string) => (await dotsOf(site.page, helene.id)).some((dot) => dot.text === label);
      await expect.poll(() => siteShows(STATUS_LABELS.available), { timeout: 10_000 }).toBe(true);
      await signIn(advisor.page, ADVISOR, '/gestion/tchat');

      const chat = visitor.page;
      await chat.goto(partner.page('chat'));
      await startVoyChat(chat, 'Inès', helene.first_name);
      await sendInVoyChat(chat, 'Bonjour, une question sur mon déménagement.');
      const visitorLog = chat.getByRole('log');
      await visitorLog.getByText('Bonjour, une question sur mon déménagement.').waitFor();

      await advisor.page.getByRole('button', { name: /Inès/ }).click();
      const advisorLog = advisor.page.getByRole('log', { name: CHAT_TEXTS.messages('Inès') });
      await advisorLog.getByText('Bonjour, une question sur mon déménagement.').waitFor();
      await advisor.page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }).click();
      await chat.getByText(VISITOR_TEXTS.status.active(helene.first_name)).waitFor();
      await expect.poll(() => siteShows(STATUS_LABELS.busy)).toBe(true);

      const answer = field(advisor.page, CHAT_TEXTS.message);
      await answer.fill('Bonjour Inès, je vous écoute.');
      await answer.press('Enter');
      await visitorLog.getByText('Bonjour Inès, je vous écoute.').waitFor();

      await advisor.page.getByRole('button', { name: CHAT_TEXTS.offers }).click();
      await advisor.page.getByRole('button', { name: new RegExp(OFFERS[0]!.label) }).click();
      const card = visitorLog.locator('[part~="offer"]').filter({ hasText: OFFERS[0]!.label });
      await card.waitFor();
      expect(await card.innerText()).toContain('25,00\u00a0€');
      const pay = card.getByRole('link', { name: VISITOR_TEXTS.payLabel(OFFERS[0]!.label, 'paiement.example') });
      expect(await pay.getAttribute('href')).toBe(OFFERS[0]!.url);
      expect(await pay.innerText()).toBe(VISITOR_TEXTS.pay('paiement.example'));
      expect(await pay.getAttribute('target')).toBe('_blank');
      // What the visitor read comes back to the advisor.
      await expect.poll(() => advisorLog.locator('[data-author="advisor"]').last().innerText()).toContain(CHAT_TEXTS.read);

      // A reload finds the same conversation, every message once, in order.
      await chat.reload();
      await chat.getByText('Bonjour Inès, je vous écoute.').waitFor();
      const texts = await chat.getByRole('log').innerText();
      const order = ['Bonjour, une question sur mon déménagement.', 'Bonjour Inès, je vous écoute.', OFFERS[0]!.label].map((text) => texts.indexOf(text));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(texts.split('Bonjour Inès, je vous écoute.')).toHaveLength(2);

      await advisor.page.getByRole('button', { name: CHAT_TEXTS.close }).click();
      await advisor.page.getByRole('dialog').getByRole('button', { name: CHAT_TEXTS.close }).click();
      await chat.getByText(VISITOR_TEXTS.status.closed(helene.first_name)).waitFor();
      await expect.poll(() => siteShows(STATUS_LABELS.available)).toBe(true);
      for (const opened of [site, advisor, visitor]) expect(opened.errors).toEqual([]);
    } finally {
      await Promise.all([site.close(), advisor.close(), visitor.close()]);
      await partner.close();
    }
  }, SLOW);
});
