/**
 * Presence in Chromium (issue 38, the first « Done when »): a visitor on a
 * partner page sees Hélène's chat offered within 2 s of Hélène signing in to
 * the console in another browser context, and withdrawn within the
 * (shortened) grace period once her console page is closed. Before, the
 * chat followed her status alone: offered while nobody was at the console.
 * The two-instance case is tests/server/live-two-instances.test.ts.
 */
import type { Page } from 'playwright-core';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { TEXTS } from '../../widgets/core/texts/common';
import { WIDTHS } from '../helpers/browser';
import { consoleProduct } from '../helpers/console-product';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { waitForPresence } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';

const GRACE_SECONDS = 3;
const WITHIN_MS = 2_000;
const ADVISOR = { email: 'helene.presence@agence.test', password: 'Tarot de Marseille et thé vert', role: 'advisor' as const, slug: 'helene' };

const product = consoleProduct('voyance-presence-e2e-', [ADVISOR], { PRESENCE_GRACE_SECONDS: String(GRACE_SECONDS) });
const { pages } = sharedBrowser();
let partner: PartnerServer;

beforeAll(async () => {
  partner = await startPartnerServer(product.url);
});
afterAll(async () => partner?.close());

const chatLink = (page: Page) => page.locator('voy-advisor-profile').getByRole('link', { name: 'Tchatter avec Hélène' });
const startButton = (page: Page) => page.locator('voy-chat').getByRole('button', { name: CHAT_TEXTS.start });

/** Polls until `check` holds; resolves with the time it took. */
async function within(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('presence on a partner page', () => {
  it('offers the chat within 2 s of the advisor signing in, and withdraws it within the grace period after their console page closed', async () => {
    const helene = await product.publicAdvisor('helene');
    expect(helene.status).toBe('1');
    expect(helene.present).toBe(false);

    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    // Another browser (a context of its own), as the advisor's.
    const advisor = await pages.fresh(WIDTHS.desktop);
    try {
      await visitor.page.goto(partner.page('presence'));
      // Disponible (the dot, for the phone), but nobody at the console: no chat.
      await visitor.page.locator('voy-advisor-profile').getByText(TEXTS.contact.chatOffline).waitFor();
      await visitor.page.locator('voy-chat').getByText(CHAT_TEXTS.offline('Hélène')).waitFor();
      expect(await chatLink(visitor.page).count()).toBe(0);
      expect(await startButton(visitor.page).count()).toBe(0);

      await product.signIn(advisor.page, ADVISOR);
      const shown = await within(async () => (await chatLink(visitor.page).count()) === 1 && (await startButton(visitor.page).count()) === 1, WITHIN_MS);
      expect(shown).toBeLessThanOrEqual(WITHIN_MS);
      expect(await visitor.page.locator('voy-advisor-profile').getByText(TEXTS.contact.chatOffline).count()).toBe(0);

      // The advisor's tab closes (the last console connection): the chat stays through the grace period, then goes.
      await advisor.page.close();
      const closedAt = Date.now();
      await within(async () => (await chatLink(visitor.page).count()) === 0, GRACE_SECONDS * 1000 + WITHIN_MS);
      const gone = Date.now() - closedAt;
      expect(gone).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 500);
      expect(gone).toBeLessThanOrEqual(GRACE_SECONDS * 1000 + 1_000);
      await visitor.page.locator('voy-chat').getByText(CHAT_TEXTS.offline('Hélène')).waitFor({ timeout: WITHIN_MS });
      await waitForPresence(product.url, helene.id, false, WITHIN_MS);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
      await advisor.close().catch(() => undefined);
    }
  }, 60_000);
});
