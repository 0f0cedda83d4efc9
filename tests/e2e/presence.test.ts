/**
 * Presence in Chromium (issue 38, the first « Done when »): a visitor on a
 * partner page sees Hélène's chat offered within 2 s of Hélène signing in to
 * the console in another browser context, and withdrawn within the
 * (shortened) grace period once her console page is closed. Before, the
 * chat followed her status alone: offered while nobody was at the console.
 * The two-instance case is tests/server/live-two-instances.test.ts.
 * Then her weekly hours (issue 38 point 6): set from her console page, shown
 * on her profile in Paris time, with when she is next expected once she left.
 */
import type { Page } from 'playwright-core';
import { CHAT_TEXTS as CONSOLE_CHAT_TEXTS, HOURS_TEXTS, SHELL_TEXTS } from '../../console/texts';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { TEXTS } from '../../widgets/core/texts/common';
import { WIDTHS } from '../helpers/browser';
import { consoleProduct } from '../helpers/console-product';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { waitForPresence } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { sendInVoyChat, startVoyChat } from '../helpers/voy-chat-page';

const GRACE_SECONDS = 3;
/** Where the visitor's screen is kept, to be looked at (not compared). */
const SHOTS = '/tmp/shots-presence';
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

  it('mid-chat, her console tab closes: once the grace period is over the visitor reads that the conversation waits for her, writes on, and the notice goes when she is back', async () => {
    const visitor = await pages.open(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    let advisor = await pages.fresh(WIDTHS.desktop);
    try {
      await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
      await visitor.page.goto(partner.page('presence'));
      await startButton(visitor.page).waitFor();
      await startVoyChat(visitor.page, 'Inès', 'Hélène');
      await advisor.page.getByRole('button', { name: /Inès/ }).click();
      await advisor.page.getByRole('button', { name: CONSOLE_CHAT_TEXTS.accept, exact: true }).click();
      const chat = visitor.page.locator('voy-chat');
      await chat.getByText(CHAT_TEXTS.status.active('Hélène')).waitFor();
      const away = chat.getByText(CHAT_TEXTS.advisorAway('Hélène'));

      await advisor.page.close();
      const closedAt = Date.now();
      await away.waitFor({ timeout: GRACE_SECONDS * 1000 + WITHIN_MS });
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 500);
      // Seen where it is drawn, on a 375 px phone: on screen, not under anything.
      await away.scrollIntoViewIfNeeded();
      const box = (await away.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTHS.mobile);
      await visitor.page.screenshot({ path: `${SHOTS}/advisor-away-375.png` });
      // The conversation is still open: the visitor writes on.
      await sendInVoyChat(visitor.page, 'Je vous attends, merci.');
      await chat.getByRole('log').getByText('Je vous attends, merci.').waitFor();

      // Back at her console: the notice goes, and she finds the message.
      advisor = await pages.fresh(WIDTHS.desktop);
      await product.signIn(advisor.page, ADVISOR, '/gestion/tchat');
      await within(async () => (await away.count()) === 0, WITHIN_MS + 1_000);
      await advisor.page.getByRole('button', { name: /Inès/ }).click();
      await advisor.page.getByRole('log').getByText('Je vous attends, merci.').waitFor();
      // Closed, so that she is Disponible again for the next test.
      await advisor.page.getByRole('button', { name: CONSOLE_CHAT_TEXTS.close }).click();
      await advisor.page.getByRole('dialog', { name: CONSOLE_CHAT_TEXTS.closeQuestion('Inès') }).getByRole('button', { name: CONSOLE_CHAT_TEXTS.close }).click();
      await advisor.page.getByRole('status').filter({ hasText: CONSOLE_CHAT_TEXTS.closed }).waitFor();
      expect(visitor.errors).toEqual([]);
      expect(advisor.errors).toEqual([]);
    } finally {
      await visitor.close();
      await advisor.close().catch(() => undefined);
    }
  }, 60_000);

  it('sets her weekly hours from her console page; her profile, once she left, shows them and when she is next expected', async () => {
    const advisor = await pages.fresh(WIDTHS.desktop);
    // Sunday 29 November 2026, 21:00 in Paris, in the visitor's browser.
    const visitor = await pages.fresh(WIDTHS.mobile, { hasTouch: true, isMobile: true });
    await visitor.page.clock.setFixedTime(new Date('2026-11-29T20:00:00Z'));
    try {
      const { page } = advisor;
      await product.signIn(page, ADVISOR);
      /** Day `day`'s range `index`'s start or end. */
      const field = (day: string, index: number, end: 'from' | 'to') =>
        page.getByRole('group', { name: day }).getByRole('group', { name: HOURS_TEXTS.range(index) }).getByLabel(HOURS_TEXTS[end], { exact: true });
      // An end before the start: refused in French under the field, which takes the focus; nothing saved.
      await field('Mardi', 1, 'to').selectOption('08:00');
      await page.getByRole('button', { name: HOURS_TEXTS.save }).click();
      await page.getByRole('group', { name: 'Mardi' }).getByText('Mardi, plage 1\u202f: la fin doit venir après le début').waitFor();
      expect(await field('Mardi', 1, 'to').evaluate((select) => select === document.activeElement)).toBe(true);
      await field('Mardi', 1, 'to').selectOption('18:00');
      // Monday from 10:30 to 12:00, then from 14:00 to 18:00; Saturday morning.
      await field('Lundi', 1, 'from').selectOption('10:30');
      await field('Lundi', 1, 'to').selectOption({ label: '12\u00a0h\u00a000' });
      await page.getByRole('button', { name: HOURS_TEXTS.add('Lundi') }).click();
      await field('Lundi', 2, 'from').selectOption('14:00');
      await field('Lundi', 2, 'to').selectOption('18:00');
      await page.getByRole('group', { name: 'Samedi' }).getByRole('button', { name: HOURS_TEXTS.add('Samedi') }).click();
      await page.getByRole('button', { name: HOURS_TEXTS.save }).click();
      await page.getByText(HOURS_TEXTS.saved).waitFor();
      await page.getByRole('button', { name: SHELL_TEXTS.signOut }).click();
      const helene = await product.publicAdvisor('helene');
      expect(helene.present).toBe(false);
      expect(helene.weekly_hours?.[0]).toEqual([{ from: '10:30', to: '12:00' }, { from: '14:00', to: '18:00' }]);

      await visitor.page.goto(`${product.url}/consultant-profile/helene`);
      const profile = visitor.page.locator('voy-advisor-profile');
      await profile.getByText('De retour demain à 10\u00a0h\u00a030').waitFor();
      const rows = await profile.locator('dl > div').evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')!.textContent, [...div.querySelectorAll('dd span')].map((span) => span.textContent).join(' | ') || div.querySelector('dd')!.textContent]));
      const time = (text: string) => text.replace(/(\d+) h (\d\d)/g, '$1\u00a0h\u00a0$2').replace(/ – /g, '\u00a0– ');
      expect(rows).toEqual([
        ['Lundi', time('10 h 30 – 12 h 00 | 14 h 00 – 18 h 00')],
        ['Mardi', time('9 h 00 – 18 h 00')],
        ['Mercredi', time('9 h 00 – 18 h 00')],
        ['Jeudi', time('9 h 00 – 18 h 00')],
        ['Vendredi', time('9 h 00 – 18 h 00')],
        ['Samedi', time('9 h 00 – 10 h 00')],
        ['Dimanche', 'Indisponible'],
      ]);
      await profile.getByText('Heure de Paris').waitFor();
      expect(visitor.errors).toEqual([]);
      expect(advisor.errors).toEqual([]);
    } finally {
      await visitor.close();
      await advisor.close();
    }
  }, 60_000);
});
