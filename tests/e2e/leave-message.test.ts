/**
 * « Leave a message » in Chromium (issue 38 point 3): the chat of an advisor
 * nobody is at the console for shows the message form; the visitor leaves a
 * message and reads where the answer will go; the advisor answers through
 * the console's API; the e-mail the built server sends through a real SMTP
 * server on loopback carries a link which, opened in a fresh browser context
 * (another device), shows the same conversation with the answer, once. The
 * server's own rules (limits, the unread e-mail, the token's single use) are
 * tests/server/leave-message.test.ts.
 */
import * as z from 'zod/mini';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { ConsoleConversation } from '../../contract/schemas/chat';
import { LINK_USED_OR_EXPIRED_MESSAGE } from '../../contract/schemas/chat-link';
import { axeViolations } from '../helpers/axe-violations';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { consoleProduct } from '../helpers/console-product';
import { freePort } from '../helpers/postgres';
import { signedInCookie } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const ADVISOR = { email: 'helene.message@agence.test', password: 'Tarot de Marseille et thé vert', slug: 'helene' };
/** Filled in before the product starts (its hooks come after this file's first one). */
const env: Record<string, string> = {};
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const port = await freePort();
  Object.assign(env, { PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url, MAIL_FROM: 'contact@voyance-etoilee.example' });
});
afterAll(async () => {
  await smtp?.stop();
});
const product = consoleProduct('voyance-leave-message-e2e-', [{ ...ADVISOR, role: 'advisor' }], env);
const { pages } = sharedBrowser();

describe('a message left to an absent advisor', () => {
  it('is left from the chat, answered, and the e-mailed link opens the same conversation in another browser, once', async () => {
    const address = 'camille.message@example.fr';
    const question = 'Bonjour, est-ce que mon ex va revenir ?';
    const answer = 'Bonjour Camille, je vois un retour au printemps.';
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true, bypassCSP: true });
    const reader = await pages.fresh(WIDTHS.desktop);
    const again = await pages.fresh(WIDTHS.desktop);
    try {
      await visitor.page.goto(`${product.url}/consultant-profile/${ADVISOR.slug}#tchat`);
      const chat = visitor.page.locator('voy-chat');
      await chat.getByText(CHAT_TEXTS.leaveIntro('Hélène')).waitFor();
      await chat.getByLabel(CHAT_TEXTS.firstName).fill('Camille');
      await chat.getByLabel(CHAT_TEXTS.email).fill(address);
      await chat.getByLabel(CHAT_TEXTS.message, { exact: true }).fill(question);
      // Sent without the terms: refused in French under the box, nothing typed lost.
      await chat.getByRole('button', { name: CHAT_TEXTS.leave }).tap();
      await chat.getByText('Veuillez accepter les conditions et confirmer avoir 18 ans ou plus').waitFor();
      expect(await chat.getByLabel(CHAT_TEXTS.message, { exact: true }).inputValue()).toBe(question);
      expect(await axeViolations(visitor.page, product.axe.url), 'the form with an error').toEqual([]);
      await chat.getByLabel(CHAT_TEXTS.terms).check();
      // Sent from the keyboard this time: Enter in a field.
      await chat.getByLabel(CHAT_TEXTS.email).press('Enter');
      await chat.getByText(CHAT_TEXTS.left('Hélène', address)).waitFor();
      await chat.getByRole('log').getByText(question).waitFor();

      // Hélène answers from the console's API, never having been present.
      const console_ = new ConsoleChat(product.url, await signedInCookie(product.url, ADVISOR));
      const [left] = z.parse(z.array(ConsoleConversation), await (await console_.list()).json()).filter((one) => one.origin === 'message');
      expect((await console_.send(left!.id, { text: answer })).status).toBe(201);
      // The first browser sees it live.
      await chat.getByRole('log').getByText(answer).waitFor();

      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
      const conversationLink = /http:\/\/127\.0\.0\.1:\d+\/consultant-profile\/helene#cle=[\w-]{43}/;
      expect(smtp.messages[0]!.text).toMatch(conversationLink);
      const link = conversationLink.exec(smtp.messages[0]!.text!)![0];
      // Opened from the mail client, in another browser: the same conversation, the answer in it, the token gone from the address.
      await reader.page.goto(link);
      const opened = reader.page.locator('voy-chat');
      await opened.getByRole('log').getByText(answer).waitFor();
      await opened.getByRole('log').getByText(question).waitFor();
      expect(new URL(reader.page.url()).hash).toBe('#tchat');
      // Followed again: the French refusal, never a conversation.
      await again.page.goto(link);
      await again.page.getByText(LINK_USED_OR_EXPIRED_MESSAGE).waitFor();
      expect(await again.page.locator('voy-chat').getByRole('log').count()).toBe(0);
      expect(visitor.errors).toEqual([]);
      expect(reader.errors).toEqual([]);
    } finally {
      await visitor.close();
      await reader.close();
      await again.close();
    }
  }, 90_000);
});
