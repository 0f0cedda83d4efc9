/**
 * Coming back to a chat (issue 42, points 2 and 3), in Chromium against the
 * built product on a data folder of its own: the visitor on a 375 px phone,
 * the advisor in the console at 1280 px in a second context. The server is
 * stopped mid-conversation and started again on the same folder and port:
 * the visitor, told « Reconnexion… », writes meanwhile; once the server is
 * back every message is there once, on both sides, the one written during
 * the outage delivered.
 */
import type { Page } from 'playwright-core';
import * as z from 'zod/mini';
import { CHAT_TEXTS } from '../../console/texts';
import { CHAT_TEXTS as VISITOR_TEXTS } from '../../widgets/chat/texts';
import { ConsoleConversation } from '../../widgets/core/schemas/chat';
import { consoleProduct } from '../helpers/console-product';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { sharedBrowser } from '../helpers/shared-product';
import { signedInCookie } from '../helpers/presence';
import { sendInVoyChat, startVoyChat } from '../helpers/voy-chat-page';

const ADVISOR = { email: 'camille.retour@agence.test', password: 'Pendule de cristal et lune rousse', slug: 'camille' };
const SLOW = 240_000;

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
