/**
 * Coming back to a chat (issue 42, points 2 and 3), in Chromium against the
 * built product on a data folder of its own: the visitor on a 375 px phone,
 * the advisor in the console at 1280 px in a second context. The server is
 * stopped mid-conversation and started again on the same folder and port:
 * the visitor, told « Reconnexion… », writes meanwhile; once the server is
 * back every message is there once, on both sides, the one written during
 * the outage delivered. Then the way back: « Reprendre ma conversation avec
 * Camille » under the header of every site page and before the first widget
 * of a partner page while the conversation is open, nothing (not a request)
 * without a stored key, gone once the conversation is closed.
 */
import type { Page } from 'playwright-core';
import * as z from 'zod/mini';
import { CHAT_TEXTS } from '../../console/texts';
import { CHAT_TEXTS as VISITOR_TEXTS } from '../../widgets/chat/texts';
import { ConsoleConversation } from '../../contract/schemas/chat';
import { consoleProduct } from '../helpers/console-product';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { sharedBrowser } from '../helpers/shared-product';
import { signedInCookie } from '../helpers/presence';
import { sendInVoyChat, startVoyChat } from '../helpers/voy-chat-page';
import { startPartnerServer } from '../helpers/partner-server';
import { tapAt } from '../helpers/tap';

const ADVISOR = { email: 'camille.retour@agence.test', password: 'Pendule de cristal et lune rousse', slug: 'camille' };
const SLOW = 240_000;
const SHOTS = '/tmp/shots42';

const product = consoleProduct('voyance-chat-return-e2e-', [{ ...ADVISOR, role: 'advisor' }]);
const { pages } = sharedBrowser();

/** Camille free for a new chat: her open conversations closed, Disponible. */
async function camilleAvailable(): Promise<ConsoleChat> {
  const advisorChat = new ConsoleChat(product.url, await signedInCookie(product.url, ADVISOR));
  for (const row of z.parse(z.array(ConsoleConversation), await (await advisorChat.list()).json())) {
    if (row.status === 'waiting' || row.status === 'active') await advisorChat.move(row.id, 'close');
  }
  const camille = await product.publicAdvisor(ADVISOR.slug);
  const set = await advisorChat.request(`/api/console/advisors/${camille.id}/status`, { method: 'PUT', body: JSON.stringify({ availability: 'available' }) });
  expect(set.status).toBe(200);
  return advisorChat;
}

/** Each visitor bubble's text and mark, in order. */
const visitorBubbles = (page: Page) =>
  page.locator('voy-chat [part~="visitor-bubble"]').evaluateAll((bubbles) => bubbles.map((bubble) => ({ text: bubble.querySelector('p:nth-child(2)')?.textContent, mark: bubble.querySelector('[data-mark]')?.textContent, stored: !!(bubble as HTMLElement).dataset.id })));

/** How many times each text shows in a log's text. */
const countIn = (log: string, texts: readonly string[]) => texts.map((text) => log.split(text).length - 1);

describe('a server restart mid-chat', () => {
  it('the visitor writes during the outage under « Reconnexion… »; after the restart on the same port every message is there once on both sides, the unsent one delivered', async () => {
    const advisorChat = await camilleAvailable();
    const advisor = await pages.open(WIDTHS.desktop);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    try {
      await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
      const chat = visitor.page;
      await chat.goto(`${product.url}/consultant-profile/${ADVISOR.slug}#tchat`);
      await startVoyChat(chat, 'Léa', 'Camille');
      await sendInVoyChat(chat, 'Bonjour Camille, avant la coupure.');
      const visitorLog = chat.getByRole('log');
      await visitorLog.getByText('Bonjour Camille, avant la coupure.').waitFor();

      await advisor.page.getByRole('button', { name: /Léa/ }).click();
      const advisorLog = advisor.page.getByRole('log', { name: CHAT_TEXTS.messages('Léa') });
      await advisorLog.getByText('Bonjour Camille, avant la coupure.').waitFor();
      await advisor.page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }).click();
      const answer = advisor.page.getByLabel(CHAT_TEXTS.message, { exact: true });
      await answer.fill('Bonjour Léa, je vous écoute.');
      await answer.press('Enter');
      await visitorLog.getByText('Bonjour Léa, je vous écoute.').waitFor();

      const reconnecting = chat.getByRole('status').filter({ hasText: VISITOR_TEXTS.reconnecting });
      await product.restart(async () => {
        // The outage: told, and what is written waits in the list, the box free, no error.
        await reconnecting.waitFor({ timeout: 10_000 });
        await sendInVoyChat(chat, 'Message écrit pendant la coupure.');
        await expect.poll(() => visitorBubbles(chat)).toEqual([
          { text: 'Bonjour Camille, avant la coupure.', mark: expect.any(String), stored: true },
          { text: 'Message écrit pendant la coupure.', mark: VISITOR_TEXTS.marks.sending, stored: false },
        ]);
        expect(await chat.getByLabel(VISITOR_TEXTS.message, { exact: true }).inputValue()).toBe('');
        expect(await chat.locator('voy-chat [role="alert"]').count()).toBe(0);
      });

      // Back on the same port and folder: the message is stored, the notice gone by itself.
      await expect.poll(() => visitorBubbles(chat).then((bubbles) => bubbles.map((bubble) => bubble.stored)), { timeout: 30_000 }).toEqual([true, true]);
      await reconnecting.waitFor({ state: 'detached', timeout: 10_000 });
      await advisorLog.getByText('Message écrit pendant la coupure.').waitFor({ timeout: 30_000 });
      await answer.fill('Bien reçu après le redémarrage.');
      await answer.press('Enter');
      await visitorLog.getByText('Bien reçu après le redémarrage.').waitFor({ timeout: 15_000 });

      const all = ['Bonjour Camille, avant la coupure.', 'Bonjour Léa, je vous écoute.', 'Message écrit pendant la coupure.', 'Bien reçu après le redémarrage.'];
      await expect.poll(async () => countIn(await visitorLog.innerText(), all)).toEqual([1, 1, 1, 1]);
      await expect.poll(async () => countIn(await advisorLog.innerText(), all)).toEqual([1, 1, 1, 1]);
      // In order on both sides.
      for (const log of [visitorLog, advisorLog]) {
        const text = await log.innerText();
        const at = all.map((message) => text.indexOf(message));
        expect([...at].sort((a, b) => a - b)).toEqual(at);
      }
      // And once in the server's own record.
      const { id } = z.parse(z.array(ConsoleConversation), await (await advisorChat.list()).json()).find((row) => row.prenom === 'Léa' && row.status === 'active')!;
      const stored = (await (await advisorChat.conversation(id)).json()) as { messages: { text: string }[] };
      expect(stored.messages.map((message) => message.text).filter((text) => all.includes(text))).toEqual(all);
      await advisorChat.move(id, 'close');
      expect(visitor.errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|HTTP error/.test(error))).toEqual([]);
    } finally {
      await Promise.all([advisor.close(), visitor.close()]);
    }
  }, SLOW);
});

describe('the way back to an open chat', () => {
  it('shows « Reprendre ma conversation avec Camille » under the header of any page and before a partner page’s first widget while the conversation is open; tapped, the chat; none without a key, none once closed', async () => {
    const advisorChat = await camilleAvailable();
    const camille = await product.publicAdvisor(ADVISOR.slug);
    const partner = await startPartnerServer(product.url);
    const advisor = await pages.open(WIDTHS.desktop);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    const laptop = await pages.open(WIDTHS.desktop);
    try {
      const phone = visitor.page;
      const asked: string[] = [];
      phone.on('request', (request) => asked.push(request.url()));
      const resume = (page: Page) => page.getByRole('button', { name: VISITOR_TEXTS.resume('Camille') });

      // No stored key: no banner, no request about a conversation, not the chat's code.
      await phone.goto(`${product.url}/`);
      // The site's script runs after the first paint: time for it to have looked.
      await phone.waitForTimeout(2000);
      expect(await resume(phone).count()).toBe(0);
      expect(asked.filter((url) => url.includes('/api/chat/'))).toEqual([]);

      await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
      await phone.goto(`${product.url}/consultant-profile/${ADVISOR.slug}#tchat`);
      await startVoyChat(phone, 'Maëlle', 'Camille');
      await sendInVoyChat(phone, 'Une question sur mon avenir.');
      await phone.getByRole('log').getByText('Une question sur mon avenir.').waitFor();
      const key = await phone.evaluate((name) => localStorage.getItem(name), `voyChat:${product.url}:${camille.id}`);
      expect(key).toMatch(/\S{16,}/);

      // The next day, another page: the banner under the sticky header, announced, covering nothing.
      await phone.goto(`${product.url}/horoscopes`);
      await resume(phone).waitFor();
      const band = phone.getByRole('complementary', { name: VISITOR_TEXTS.resumeRegion });
      expect(await band.getByRole('status').innerText()).toBe(VISITOR_TEXTS.resumeNotice('Camille'));
      const header = await phone.locator('header').first().boundingBox();
      const drawn = await band.boundingBox();
      expect(drawn!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      await phone.screenshot({ path: `${SHOTS}/back-375.png` });
      await tapAt(resume(phone));
      await phone.waitForURL(`**/consultant-profile/${ADVISOR.slug}#tchat`);
      await phone.getByRole('log').getByText('Une question sur mon avenir.').waitFor();
      expect(await resume(phone).count()).toBe(0);

      // At 1280 px with the mouse and the keyboard: the same key on this device.
      const desk = laptop.page;
      await desk.goto(`${product.url}/`);
      await desk.evaluate(([name, value]) => localStorage.setItem(name!, value!), [`voyChat:${product.url}:${camille.id}`, key!]);
      await desk.goto(`${product.url}/faq`);
      await resume(desk).waitFor();
      await desk.screenshot({ path: `${SHOTS}/back-1280.png` });
      await desk.getByRole('button', { name: VISITOR_TEXTS.resumeDismiss }).click();
      expect(await resume(desk).count()).toBe(0);
      await desk.reload();
      await resume(desk).focus();
      await desk.keyboard.press('Enter');
      await desk.waitForURL(`**/consultant-profile/${ADVISOR.slug}#tchat`);
      await desk.getByRole('log').getByText('Une question sur mon avenir.').waitFor();

      // A partner page of ours on another origin, the key in that origin's storage: the banner before its first widget; tapped, the chat in its place.
      await phone.goto(partner.page('blog'));
      await phone.evaluate(([name, value]) => localStorage.setItem(name!, value!), [`voyChat:${product.url}:${camille.id}`, key!]);
      await phone.reload();
      await resume(phone).waitFor();
      expect(await phone.evaluate(() => document.querySelector('voy-chat[resume]')?.nextElementSibling?.localName)).toBe('voy-horoscope');
      await phone.screenshot({ path: `${SHOTS}/back-partner-375.png` });
      await tapAt(resume(phone));
      await phone.getByRole('log').getByText('Une question sur mon avenir.').waitFor();

      // Closed: one check, then no banner, on the site and on the partner page.
      const { id } = z.parse(z.array(ConsoleConversation), await (await advisorChat.list()).json()).find((row) => row.prenom === 'Maëlle' && (row.status === 'waiting' || row.status === 'active'))!;
      expect((await advisorChat.move(id, 'close')).status).toBeLessThan(300);
      const checkedAfter = async (page: Page, load: () => Promise<unknown>) => {
        const checked = page.waitForResponse((response) => response.url().includes('/api/chat/conversation?after='));
        await load();
        expect((await checked).status()).toBe(200);
        await page.waitForTimeout(300);
        expect(await resume(page).count()).toBe(0);
      };
      await checkedAfter(desk, () => desk.goto(`${product.url}/horoscopes`));
      await checkedAfter(phone, () => phone.reload());
    } finally {
      await Promise.all([advisor.close(), visitor.close(), laptop.close()]);
      await partner.close();
    }
  }, SLOW);
});
