/**
 * A payment on two instances over one PostgreSQL (issue 39, « Done when »):
 * the visitor chats in voy-chat, in Chromium, on instance A; the advisor
 * answers through instance B's console API and listens on B's console
 * stream. Stripe's signed checkout.session.completed, posted to A, reaches
 * the advisor on B within 2 s; posted to B for a second order, it reaches
 * the visitor's page on A within 2 s: « Paiement reçu · 25,00 € » both
 * times, on both sides. Skipped, with the reason, without PostgreSQL's
 * binaries or a build (npm run build).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import * as z from 'zod/mini';
import type { ServerProcess } from '../../scripts/node-process';
import { SERVER_ENTRY } from '../../scripts/server-command';
import { openDatabase, type Database } from '../../server/db/open';
import { PROJECT_ROOT } from '../../server/paths';
import { CHAT_TEXTS as VISITOR_TEXTS } from '../../widgets/chat/texts';
import { AdvisorList } from '../../contract/schemas';
import { ConsoleChatMessageEvent } from '../../contract/schemas/chat';
import { ORDER_REFERENCE_PATTERN, paymentNotice } from '../../contract/schemas/orders';
import { contextOptions, launchBrowser, startBuiltProduct } from '../helpers/browser';
import { ConsoleChat } from '../helpers/chat-client';
import { insertConsoleSession, putStatus } from '../helpers/console-session-row';
import { postStripe, sessionEvent, setOffer, signed, TEST_STRIPE_SECRET } from '../helpers/orders';
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { waitForPresence } from '../helpers/presence';
import type { SseStream } from '../helpers/sse';
import { startVoyChat } from '../helpers/voy-chat-page';

const WITHIN_MS = 2_000;

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
const built = existsSync(join(PROJECT_ROOT, SERVER_ENTRY)) && existsSync(join(PROJECT_ROOT, 'dist/site/index.html'));
const skipReason = !postgres ? ('unavailable' in started ? started.unavailable : '') : !built ? 'the product is not built (npm run build)' : null;
if (skipReason) console.warn(`[voyance] two-instance payment test skipped: ${skipReason}`);
afterAll(() => postgres?.stop());

describe.skipIf(skipReason !== null)('a payment with the visitor on A and the advisor on B', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let browser: Browser;

  beforeAll(async () => {
    const env = { DATABASE_URL: postgres!.url, LOG_LEVEL: 'warn', STRIPE_WEBHOOK_SECRET: TEST_STRIPE_SECRET };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startBuiltProduct(env, 120_000);
    b = await startBuiltProduct(env, 120_000);
    database = await openDatabase({ url: postgres!.url });
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  /** The next payment line on the advisor's console stream. */
  async function paymentHeard(stream: SseStream): Promise<ConsoleChatMessageEvent> {
    for (;;) {
      const event = await stream.next(WITHIN_MS);
      if (event.event !== 'message') continue;
      const data = z.parse(ConsoleChatMessageEvent, JSON.parse(event.data));
      if (data.message.kind === 'payment') return data;
    }
  }

  it('shows « Paiement reçu · 25,00 € » on both sides within 2 s, the event posted to either instance', async () => {
    const [advisor] = z.parse(AdvisorList, await (await fetch(`${a.url}/api/users`)).json());
    const adminCookie = await insertConsoleSession(database.db, 'admin');
    await setOffer(new ConsoleChat(b.url, adminCookie), advisor!.id, 'https://buy.stripe.com/test_two_instances', 2500);
    expect((await putStatus(b.url, adminCookie, advisor!.id, 'available')).status).toBe(200);
    const advisorChat = new ConsoleChat(b.url, await insertConsoleSession(database.db, 'advisor', advisor!.id));
    const onB = await advisorChat.stream();
    await waitForPresence(a.url, advisor!.id, true, 5_000);
    const context = await browser.newContext(contextOptions(375, { hasTouch: true, isMobile: true }));
    const chat = await context.newPage();
    try {
      await chat.goto(`${a.url}/consultant-profile/${advisor!.slug}#tchat`);
      await startVoyChat(chat, 'Inès', advisor!.first_name);
      const [row] = (await (await advisorChat.list()).json()) as { id: number }[];
      expect((await advisorChat.move(row!.id, 'accept')).status).toBe(200);
      await chat.getByText(VISITOR_TEXTS.status.active(advisor!.first_name)).waitFor({ timeout: WITHIN_MS * 2 });

      const line = paymentNotice(true, 2500);
      const visitorLines = chat.getByRole('log').locator('[part~="payment"]');
      for (const [index, postTo] of [a, b].entries()) {
        expect((await advisorChat.send(row!.id, { offer_id: (await offerId(advisorChat, advisor!.id)) })).status).toBe(201);
        const pay = chat.getByRole('log').locator('[part~="offer"]').nth(index).getByRole('link');
        await pay.waitFor({ timeout: WITHIN_MS });
        const reference = new URL((await pay.getAttribute('href'))!).searchParams.get('client_reference_id')!;
        expect(reference).toMatch(ORDER_REFERENCE_PATTERN);

        const { payload, signature } = signed(sessionEvent({ reference, amount: 2500 }));
        expect((await postStripe(postTo.url, payload, signature)).status).toBe(200);
        const heard = await paymentHeard(onB);
        expect(heard).toMatchObject({ conversation_id: row!.id, message: { kind: 'payment', text: line } });
        await expect.poll(() => visitorLines.count(), { timeout: WITHIN_MS, interval: 50 }).toBe(index + 1);
        expect(await visitorLines.nth(index).innerText()).toBe(line);
      }
    } finally {
      onB.close();
      await context.close();
    }
  }, 120_000);
});

/** The advisor's one offer, as the console's menu reads it. */
async function offerId(console: ConsoleChat, advisorId: number): Promise<number> {
  const offers = (await (await console.request(`/api/console/advisors/${advisorId}/offers`)).json()) as { id: number }[];
  return offers[0]!.id;
}
