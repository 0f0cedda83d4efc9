/**
 * The advisor at work (issue 42 point 4, and the console's half of point 3),
 * in Chromium against the built product, with Lucien's console account: a
 * visitor asks from the site (voy-chat on his profile, a phone) or from a
 * partner's page; the waiting row says for how long, counting up without a
 * request, and where the visitor came from by the page's name; « Accepter »
 * leaves the message box in view, focused, without scrolling (1280 × 900
 * mouse, 768 px touch); a chime plays for a new visitor and for each new
 * message in a chat under way (counted at the browser's Web Audio API, which
 * our code calls: nothing of ours is replaced), « Couper le son » silences it
 * and is remembered after a reload; the connection notice is held at the top
 * of the viewport when the stream cannot reach the server; and the session's
 * 12 hours end with a notice five minutes before, then a clean sign-out that
 * takes Lucien off the site at once (the page's clock moved, not the server's).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import * as z from 'zod/mini';
import { AT_WORK_TEXTS, CHAT_TEXTS, ERROR_TEXTS, PAGE_LABEL_TEXTS, SHELL_TEXTS, SIGN_IN_TEXTS } from '../../console/texts';
import { ConsoleConversation } from '../../contract/schemas/chat';
import { ConsoleSession } from '../../contract/schemas/console/session';
import { consoleProduct } from '../helpers/console-product';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat, Visitor } from '../helpers/chat-client';
import { presentOnSite, signedInCookie } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';
import { typographyFaults } from '../helpers/typography';
import { sendInVoyChat, startVoyChat } from '../helpers/voy-chat-page';

const LUCIEN = { email: 'lucien.travail@agence.test', password: 'Pièces d’or et tirage en croix', slug: 'lucien' };
const SLOW = 120_000;
const SHOTS = '/tmp/shots42';
const PARTNER_PAGE = 'https://blog-partenaire.example/tarot/tirage-du-jour';

const product = consoleProduct('voyance-console-at-work-e2e-', [{ ...LUCIEN, role: 'advisor' }]);
const { pages } = sharedBrowser();
let lucienId: number;
/** Lucien's own session over the API (his status, closing what the tests leave open), signed out in afterAll. */
let api: ConsoleChat;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  lucienId = (await product.publicAdvisor(LUCIEN.slug)).id;
  api = new ConsoleChat(product.url, await signedInCookie(product.url, LUCIEN));
});
afterAll(async () => {
  await closeOpenChats();
  await api?.request('/api/console/session', { method: 'DELETE' });
});

async function closeOpenChats(): Promise<void> {
  for (const row of z.parse(z.array(ConsoleConversation), await (await api.list()).json())) {
    if (row.status === 'waiting' || row.status === 'active') await api.move(row.id, 'close');
  }
}

async function setAvailable(): Promise<void> {
  const response = await api.request(`/api/console/advisors/${lucienId}/status`, { method: 'PUT', body: JSON.stringify({ availability: 'available' }) });
  expect(response.status).toBe(200);
}

/**
 * Counts the chimes the page plays: each is two notes, two oscillators
 * started on the page's AudioContext. Observed where Web Audio is reached,
 * the call going on as it would.
 */
async function countChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { notesPlayed: number };
    counted.notesPlayed = 0;
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (this: AudioScheduledSourceNode, ...args: Parameters<typeof start>) {
      counted.notesPlayed += 1;
      return start.apply(this, args);
    };
  });
}
const chimes = async (page: Page) => (await page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed)) / 2;

/** The element drawn at the centre of `target` is `target` (or inside it), and the whole box is in the viewport. */
async function drawnInView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    return inside && element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

const row = (page: Page, prenom: string) => page.locator('[data-conversation]').filter({ hasText: prenom });
const composer = (page: Page) => page.getByLabel(CHAT_TEXTS.message, { exact: true });

/** Accepts the waiting visitor's chat: the box to write in is in view and has the focus, the document not scrolled. */
async function acceptAndFindComposer(page: Page, prenom: string, touch: boolean): Promise<void> {
  await tapAt(row(page, prenom), touch);
  await tapAt(page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }), touch);
  const box = composer(page);
  await box.waitFor();
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await drawnInView(box)).toBe(true);
  expect(await drawnInView(page.getByRole('button', { name: CHAT_TEXTS.send, exact: true }))).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
}

describe('the advisor at work', () => {
  it('the texts are in French typography', () => {
    const labels = Object.values(PAGE_LABEL_TEXTS).map((text) => (typeof text === 'function' ? text('de Lucien') : text));
    const waiting = [0, 2, 75].map(AT_WORK_TEXTS.waitingFor);
    const all = [AT_WORK_TEXTS.sessionEnding('23:40'), AT_WORK_TEXTS.sessionEnded, AT_WORK_TEXTS.mute, AT_WORK_TEXTS.muteHint, ...waiting, ...labels];
    expect(all.flatMap(typographyFaults)).toEqual([]);
    expect(waiting).toEqual(['attend depuis moins d’une minute', 'attend depuis 2\u00a0min', 'attend depuis 1\u00a0h\u00a015']);
  });

  it('1280 px, mouse: waiting time counting up, « Venu de » by name, Accepter leaves the box in view, a chime per new message, mute remembered, then the 12 hours end with a notice and a sign-out that ends presence', async () => {
    await closeOpenChats();
    await setAvailable();
    const advisor = await pages.fresh(WIDTHS.desktop);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    const { page } = advisor;
    try {
      await countChimes(page);
      // The page's clock runs as usual, and can be moved forward (the waiting time, the session's end).
      await page.clock.install();
      await product.signIn(page, LUCIEN, '/gestion/tchat');
      const signedInAt = Date.now();
      await page.getByRole('heading', { name: CHAT_TEXTS.title, level: 1 }).waitFor();
      // A gesture lets the page play sound (the browser's rule); the button starts unpressed.
      const mute = page.getByRole('button', { name: AT_WORK_TEXTS.mute });
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('heading', { name: CHAT_TEXTS.title, level: 1 }).click();
      await expect.poll(() => presentOnSite(product.url, lucienId), { timeout: 10_000 }).toBe(true);

      // A visitor on Lucien's profile, on a phone; another from a partner's blog.
      await visitor.page.goto(`${product.url}/consultant-profile/${LUCIEN.slug}#tchat`);
      await startVoyChat(visitor.page, 'Bérénice', 'Lucien');
      expect(await Visitor.start(product.url, lucienId, 'Octave', PARTNER_PAGE)).toBeInstanceOf(Visitor);

      const berenice = row(page, 'Bérénice');
      await berenice.waitFor();
      await row(page, 'Octave').waitFor();
      expect(await berenice.innerText()).toContain('attend depuis moins d’une minute');
      expect(await berenice.innerText()).toContain(`Venu de\u202f: ${PAGE_LABEL_TEXTS.ours(PAGE_LABEL_TEXTS.profile('de Lucien'))}`);
      expect(await row(page, 'Octave').innerText()).toContain('Venu de\u202f: blog-partenaire.example');
      expect(await berenice.innerText()).not.toContain('http');
      // Two new visitors: two chimes.
      await expect.poll(() => chimes(page)).toBe(2);

      // Two minutes later on the page's clock: counted up, without asking the server.
      const listReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/console/chat/conversations')) listReads.push(request.url());
      });
      await page.clock.fastForward('02:05');
      await expect.poll(() => berenice.innerText()).toContain('attend depuis 2\u00a0min');
      expect(listReads).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/console-1280-waiting.png` });

      await acceptAndFindComposer(page, 'Bérénice', false);
      const pane = page.getByRole('region', { name: 'Bérénice' });
      expect(await pane.innerText()).toContain(PAGE_LABEL_TEXTS.ours(PAGE_LABEL_TEXTS.profile('de Lucien')));
      await page.screenshot({ path: `${SHOTS}/console-1280-accepted.png` });

      // The visitor writes in the chat under way: a chime.
      await sendInVoyChat(visitor.page, 'Bonjour Lucien, une question d’argent.');
      const log = page.getByRole('log', { name: CHAT_TEXTS.messages('Bérénice') });
      await log.getByText('Bonjour Lucien, une question d’argent.').waitFor();
      await expect.poll(() => chimes(page)).toBe(3);

      // Muted: the next message is silent; the setting holds after a reload.
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      await sendInVoyChat(visitor.page, 'Vous êtes là\u202f?');
      await log.getByText('Vous êtes là\u202f?').waitFor();
      await page.waitForTimeout(300);
      expect(await chimes(page)).toBe(3);
      await page.reload();
      await mute.waitFor();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('false');

      // Lucien free again (his chats closed): on the site.
      await closeOpenChats();
      await expect.poll(() => presentOnSite(product.url, lucienId), { timeout: 10_000 }).toBe(true);

      // Five minutes before the session's 12 hours: said at the top of the page; then signed out, and off the site at once.
      const session = z.parse(ConsoleSession, await (await page.request.get(`${product.url}/api/console/session`)).json());
      const endsAt = Date.parse(session.session_ends_at);
      expect(Math.abs(endsAt - (signedInAt + 12 * 3_600_000))).toBeLessThan(60_000);
      const clockNow = await page.evaluate(() => Date.now());
      await page.clock.fastForward(endsAt - 4 * 60_000 - clockNow);
      const notice = page.getByRole('alert').filter({ hasText: 'Votre session prendra fin à' });
      await notice.waitFor();
      expect(await drawnInView(notice)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/console-1280-session-ending.png` });
      await page.clock.fastForward(5 * 60_000);
      await page.getByRole('button', { name: SIGN_IN_TEXTS.submit }).waitFor();
      await page.getByText(AT_WORK_TEXTS.sessionEnded).waitFor();
      expect(await presentOnSite(product.url, lucienId)).toBe(false);
      expect(advisor.errors).toEqual([]);
    } finally {
      await Promise.all([advisor.close(), visitor.close()]);
      await closeOpenChats();
    }
  }, SLOW);

  it('768 px, touch: « Venu de » a page of the site by its name, the box in view after Accepter, and the connection notice at the top of the viewport while the stream cannot reach the server', async () => {
    await closeOpenChats();
    await setAvailable();
    const advisor = await pages.fresh(WIDTHS.tablet, { hasTouch: true, isMobile: true });
    const { page } = advisor;
    try {
      await product.signIn(page, LUCIEN, '/gestion/tchat');
      await expect.poll(() => presentOnSite(product.url, lucienId), { timeout: 10_000 }).toBe(true);
      expect(await Visitor.start(product.url, lucienId, 'Ysé', `${product.url}/horoscopes/belier/semaine`)).toBeInstanceOf(Visitor);
      const yse = row(page, 'Ysé');
      await yse.waitFor();
      expect(await yse.innerText()).toContain(`Venu de\u202f: ${PAGE_LABEL_TEXTS.ours('Horoscope Bélier')}`);
      await page.screenshot({ path: `${SHOTS}/console-768-waiting.png` });
      await acceptAndFindComposer(page, 'Ysé', true);
      await page.screenshot({ path: `${SHOTS}/console-768-accepted.png` });

      // The server out of reach for the stream: the notice is at the top of what the advisor sees, wherever they scrolled.
      await page.route('**/api/console/chat/events', (route) => route.abort('connectionrefused'));
      await page.reload();
      await tapAt(row(page, 'Ysé'));
      await tapAt(composer(page));
      const notice = page.getByRole('alert').filter({ hasText: ERROR_TEXTS.network });
      await notice.waitFor();
      expect(await drawnInView(notice)).toBe(true);
      // A shorter window (a tablet's keyboard open), scrolled to the bottom: the notice is held at the top of the viewport.
      await page.setViewportSize({ width: WIDTHS.tablet, height: 560 });
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(200);
      expect(await drawnInView(notice)).toBe(true);
      expect(await notice.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      await page.screenshot({ path: `${SHOTS}/console-768-connection.png` });
      // Back: the notice goes by itself.
      await page.unroute('**/api/console/chat/events');
      await notice.waitFor({ state: 'detached', timeout: 15_000 });

      await page.getByRole('button', { name: SHELL_TEXTS.signOut }).click();
      await page.getByRole('button', { name: SIGN_IN_TEXTS.submit }).waitFor();
      expect(await presentOnSite(product.url, lucienId)).toBe(false);
      expect(advisor.errors).toEqual([]);
    } finally {
      await advisor.close();
      await closeOpenChats();
    }
  }, SLOW);
});
