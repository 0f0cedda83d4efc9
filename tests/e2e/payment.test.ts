/**
 * Payments seen where they are drawn (issue 39 points 2 and 3), in Chromium,
 * against the built product with Stripe's webhook secret set: a visitor
 * chats in voy-chat (a phone), the advisor in the console sends an offer,
 * the visitor's `Payer` link carries the order's reference as Stripe's
 * client_reference_id; the test posts checkout.session.completed signed as
 * Stripe signs it, and both sides show « Paiement reçu · 25,00 € » within
 * 2 s, the console's side panel the order paid by Stripe. Then an admin, on
 * « Commandes », marks it refunded by hand and the visitor sees « Paiement
 * remboursé » live. (Two instances on PostgreSQL: tests/server/payment-two-instances.test.ts.)
 */
import { writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { CHAT_TEXTS, ORDER_TEXTS, SHELL_TEXTS } from '../../console/texts';
import { CHAT_TEXTS as VISITOR_TEXTS } from '../../widgets/chat/texts';
import type { Advisor } from '../../contract/schemas/advisor';
import { ConsoleConversation } from '../../contract/schemas/chat';
import { ORDER_REFERENCE_PATTERN, paymentNotice } from '../../contract/schemas/orders';
import { WIDTHS } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { consoleProduct } from '../helpers/console-product';
import { postStripe, sessionEvent, setOffer, signed, TEST_STRIPE_SECRET } from '../helpers/orders';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { startVoyChat } from '../helpers/voy-chat-page';

const ADMIN = { email: 'caisse@agence.test', password: 'Le soleil se lève sur la caisse' };
const ADVISOR = { email: 'helene.paiement@agence.test', password: 'Tarot et reçu de paiement', slug: 'helene' };
const SLOW = 120_000;
const WITHIN_MS = 2_000;
/** Screenshots for a person to look at (not compared). */
const SHOTS = process.env.PAYMENT_SHOTS;

const product = consoleProduct('voyance-payment-e2e-', [
  { ...ADMIN, role: 'admin' },
  { ...ADVISOR, role: 'advisor' },
], { STRIPE_WEBHOOK_SECRET: TEST_STRIPE_SECRET });
const { pages } = sharedBrowser();
let helene: Advisor;
let admin: ConsoleChat;
let partner: PartnerServer;
let atConsole: ConsoleStream | undefined;

beforeAll(async () => {
  helene = await product.publicAdvisor(ADVISOR.slug);
  admin = new ConsoleChat(product.url, await signedInCookie(product.url, ADMIN));
  await setOffer(admin, helene.id, 'https://buy.stripe.com/test_payment_e2e', 2500);
  const advisorCookie = await signedInCookie(product.url, ADVISOR);
  await new ConsoleChat(product.url, advisorCookie).request(`/api/console/advisors/${helene.id}/status`, { method: 'PUT', body: JSON.stringify({ availability: 'available' }) });
  atConsole = await beingPresent(product.url, advisorCookie, helene.id);
  partner = await startPartnerServer(product.url);
}, SLOW);
afterAll(async () => {
  atConsole?.close();
  await partner?.close();
});

describe('a payment confirmed by Stripe', () => {
  it('the Payer link holds the reference; signed checkout.session.completed: « Paiement reçu · 25,00 € » on both sides within 2 s; an admin refunds it by hand on « Commandes » and the visitor sees it', async () => {
    const advisor = await pages.open(WIDTHS.desktop);
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    const office = await pages.open(WIDTHS.desktop);
    try {
      await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
      const chat = visitor.page;
      await chat.goto(partner.page('chat'));
      await startVoyChat(chat, 'Inès', helene.first_name);

      await advisor.page.getByRole('button', { name: /Inès/ }).click();
      await advisor.page.getByRole('button', { name: CHAT_TEXTS.accept, exact: true }).click();
      await chat.getByText(VISITOR_TEXTS.status.active(helene.first_name)).waitFor();
      await advisor.page.getByRole('button', { name: CHAT_TEXTS.offers }).click();
      await advisor.page.getByRole('button', { name: /Tchat 30 minutes/ }).click();

      const visitorLog = chat.getByRole('log');
      const pay = visitorLog.locator('[part~="offer"]').getByRole('link', { name: VISITOR_TEXTS.payLabel('Tchat 30 minutes', 'buy.stripe.com') });
      await pay.waitFor();
      const href = new URL((await pay.getAttribute('href'))!);
      const reference = href.searchParams.get('client_reference_id')!;
      expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
      expect(href.origin + href.pathname).toBe('https://buy.stripe.com/test_payment_e2e');

      // Stripe's event, as Stripe signs it, for that reference.
      const { payload, signature } = signed(sessionEvent({ reference, amount: 2500, email: 'ines@example.fr' }));
      const posted = Date.now();
      expect((await postStripe(product.url, payload, signature)).status).toBe(200);
      const line = paymentNotice(true, 2500);
      const visitorLine = visitorLog.locator('[part~="payment"]');
      const advisorLine = advisor.page.getByRole('log', { name: CHAT_TEXTS.messages('Inès') }).locator('[data-kind="payment"]');
      await Promise.all([visitorLine.getByText(line).waitFor({ timeout: WITHIN_MS }), advisorLine.getByText(line).waitFor({ timeout: WITHIN_MS })]);
      expect(Date.now() - posted).toBeLessThan(WITHIN_MS);
      // The console's side panel: the order, paid by Stripe.
      const panel = advisor.page.getByRole('region', { name: ORDER_TEXTS.conversationTitle });
      await panel.locator(`[data-order="${reference}"][data-state="paid"]`).getByText(`${ORDER_TEXTS.states.paid} ${ORDER_TEXTS.via.stripe}`).waitFor();
      if (SHOTS) {
        writeFileSync(`${SHOTS}/payment-visitor-375.png`, await chat.screenshot());
        writeFileSync(`${SHOTS}/payment-console-1280.png`, await advisor.page.screenshot({ fullPage: true }));
      }

      // An admin refunds it by hand on « Commandes », where it shows paid.
      await product.signIn(office.page, ADMIN);
      await office.page.getByRole('navigation', { name: SHELL_TEXTS.navigation }).getByRole('link', { name: SHELL_TEXTS.orders }).click();
      await office.page.getByRole('heading', { level: 1, name: ORDER_TEXTS.title }).waitFor();
      const row = office.page.locator(`[data-order="${reference}"][data-state="paid"]`);
      await row.getByText(`${ORDER_TEXTS.states.paid} ${ORDER_TEXTS.via.stripe}`).waitFor();
      await row.getByRole('button', { name: ORDER_TEXTS.markRefunded }).click();
      await office.page.getByRole('dialog').getByRole('button', { name: ORDER_TEXTS.markRefunded }).click();
      await office.page.getByText(ORDER_TEXTS.markedRefunded(reference)).waitFor();
      await visitorLine.getByText(paymentNotice(false, 2500)).waitFor({ timeout: WITHIN_MS });
      await office.page.getByLabel(ORDER_TEXTS.state).selectOption('refunded');
      await office.page.locator(`[data-order="${reference}"][data-state="refunded"]`).waitFor();
      if (SHOTS) {
        writeFileSync(`${SHOTS}/payment-orders-1280.png`, await office.page.screenshot({ fullPage: true }));
        await office.page.setViewportSize({ width: 375, height: 900 });
        writeFileSync(`${SHOTS}/payment-orders-375.png`, await office.page.screenshot({ fullPage: true }));
      }
      // The conversation's row in the list previews the last line.
      const rows = z.parse(z.array(ConsoleConversation), await (await admin.list()).json());
      expect(rows.find((conversation) => conversation.prenom === 'Inès')?.last_message).toMatchObject({ kind: 'payment', text: paymentNotice(false, 2500) });
      for (const opened of [advisor, visitor, office]) expect(opened.errors).toEqual([]);
    } finally {
      await Promise.all([advisor.close(), visitor.close(), office.close()]);
    }
  }, SLOW);
});
