/**
 * Advisor cards on a partner's page (another origin, our embed script), as a
 * reader meets them in Chromium: `voy-advisor-list`, `voy-advisor-spotlight`
 * and `voy-advisor-grid` hold their layout at 320, 768 and 1280 px, and their
 * « Tchat » and « Voir le profil », tapped where they are drawn, lead to our
 * site (or to the partner's own `<voy-chat>` with that advisor).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import type { Advisor } from '../../contract/schemas/advisor';
import { consoleProduct } from '../helpers/console-product';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { sharedBrowser } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';

// Hélène at her console: « Tchat » shows only for an advisor who can be reached by chat (a product with her account).
const ADVISOR = { email: 'helene.partenaire@agence.test', password: 'Tarot de Marseille et lune rousse', role: 'advisor' as const, slug: 'helene' };
const product = consoleProduct('voyance-partner-cards-e2e-', [ADVISOR]);
const { pages } = sharedBrowser();
const SHOTS = '/tmp/shots42';
/** The partner page's slots (tests/fixtures/partner/cards.html): a list of one card a row, a list in columns, the spotlight, the grid. */
const WIDGETS = ['#advisor-list', '#advisor-columns', '#advisor-spotlight', '#advisor-grid'] as const;
type Widget = (typeof WIDGETS)[number];
const widget = (page: Page, slot: Widget) => page.locator(`${slot} > *`);
const SLOW = 120_000;

let partner: PartnerServer;
let helene: Advisor;
let atConsole: ConsoleStream | undefined;

beforeAll(async () => {
  partner = await startPartnerServer(product.url);
  helene = await product.publicAdvisor('helene');
  atConsole = await beingPresent(product.url, await signedInCookie(product.url, ADVISOR), helene.id);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  atConsole?.close();
  await partner?.close();
});

/** Every card of the three widgets drawn with its data (polled with evaluate: the partner's CSP forbids waitForFunction's compiled predicate). */
async function cardsReady(page: Page, widgets: readonly string[] = WIDGETS): Promise<void> {
  const missing = () =>
    page.evaluate((slots) => slots.filter((slot) => !document.querySelector(`${slot} > *`)?.shadowRoot?.querySelector('[part~="card"] [part~="profile-link"]')), widgets);
  await expect.poll(missing, { timeout: 20_000, interval: 50 }).toEqual([]);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** What is wrong with each card of a widget at this width, in words (empty: nothing). */
function layoutFaults(page: Page, tag: Widget): Promise<string[]> {
  return page.evaluate((tag) => {
    const root = document.querySelector(`${tag} > *`)!.shadowRoot!;
    const cards = [...root.querySelectorAll<HTMLElement>('[part~="card"]')];
    if (cards.length === 0) return [`${tag}: no card`];
    return cards.flatMap((card) => {
      const who = `${tag} ${card.querySelector('[part~="name"]')?.textContent ?? '?'}`;
      const faults: string[] = [];
      const box = card.getBoundingClientRect();
      if (box.width < 270) faults.push(`${who}: card ${box.width} px wide`);
      if (card.scrollWidth > card.clientWidth) faults.push(`${who}: scrolls sideways (${card.scrollWidth} > ${card.clientWidth})`);
      // Nothing drawn past the card's edges.
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        const inner = element.getBoundingClientRect();
        if (inner.width > 0 && (inner.right > box.right + 0.5 || inner.left < box.left - 0.5)) faults.push(`${who}: <${element.localName} part="${element.getAttribute('part') ?? ''}"> overflows the card`);
      }
      // The badge as wide as its word (and its padding), not the column's width.
      const badge = card.querySelector<HTMLElement>('[part~="badge"]')!;
      const range = document.createRange();
      range.selectNodeContents(badge);
      const word = range.getBoundingClientRect().width;
      const badgeWidth = badge.getBoundingClientRect().width;
      if (badgeWidth > word + 24 || badgeWidth >= box.width) faults.push(`${who}: badge ${Math.round(badgeWidth)} px for a ${Math.round(word)} px word`);
      // Stars, value and count on one line.
      const figures = card.querySelector<HTMLElement>('[part~="rating"] > span:first-child')!;
      const lineHeight = parseFloat(getComputedStyle(figures).lineHeight) || 22;
      if (figures.getBoundingClientRect().height > lineHeight * 1.4) faults.push(`${who}: rating on ${Math.round(figures.getBoundingClientRect().height)} px, more than a line`);
      // Every button's label whole inside it.
      for (const button of card.querySelectorAll<HTMLElement>('[part~="button"]')) {
        if (button.scrollWidth > button.clientWidth + 1) faults.push(`${who}: « ${button.textContent} » clipped`);
      }
      return faults;
    });
  }, tag);
}

const cardOf = (page: Page, slot: Widget, advisor?: Advisor) =>
  widget(page, slot).locator(advisor ? `[part~="card"][data-advisor-id="${advisor.id}"]` : '[part~="card"]').first();
const profileLink = (card: Locator) => card.locator('a[part~="profile-link"]');
const chatLink = (card: Locator) => card.locator('a[part~="chat"]');

/** « Voir le profil » tapped where drawn: our profile, on our origin, in a new tab (the reader keeps the partner's page). */
async function profileOpens(page: Page, card: Locator, touch: boolean): Promise<void> {
  const slug = (await profileLink(card).getAttribute('href'))!.split('/').pop()!;
  expect(await profileLink(card).getAttribute('href')).toBe(`${product.url}/consultant-profile/${slug}`);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), tapAt(profileLink(card), touch)]);
  await opened.waitForURL(`${product.url}/consultant-profile/${slug}`);
  await opened.locator('voy-advisor-profile [part~="name"], voy-advisor-profile h1, voy-advisor-profile h2').first().waitFor();
  await opened.close();
}

/** « Tchat » tapped where drawn: our profile's chat with the advisor, in this tab, ready to start. */
async function chatOpens(page: Page, card: Locator, advisor: Advisor, touch: boolean): Promise<void> {
  expect(await chatLink(card).getAttribute('href')).toBe(`${product.url}/consultant-profile/${advisor.slug}#tchat`);
  await tapAt(chatLink(card), touch);
  await page.waitForURL(`${product.url}/consultant-profile/${advisor.slug}#tchat`);
  await page.getByLabel(CHAT_TEXTS.firstName).waitFor();
}

describe('advisor cards on a partner page', () => {
  it.each([
    [320, true],
    [768, true],
    [1280, false],
  ] as const)(
    'at %i px: every card of the list, the spotlight and the grid fits (no sideways scroll, the badge as wide as its word, the rating on one line), and « Voir le profil » and « Tchat » lead to our site',
    async (width, touch) => {
      const { page, errors, close } = await pages.visit(partner.page('cards'), width, touch ? { hasTouch: true, isMobile: true } : {});
      try {
        await cardsReady(page);
        for (const tag of WIDGETS) expect(await layoutFaults(page, tag), `${tag} at ${width} px`).toEqual([]);
        if (width === 1280) for (const slot of WIDGETS) await widget(page, slot).screenshot({ path: `${SHOTS}/partner-${slot.slice('#advisor-'.length)}-1280.png` });

        // Every card offers « Voir le profil »; Hélène, at her console, « Tchat » in the list and the grid (the others are not).
        for (const slot of WIDGETS) {
          const cards = widget(page, slot).locator('[part~="card"]');
          expect(await cards.count()).toBeGreaterThan(0);
          expect(await cards.locator('a[part~="profile-link"]').count()).toBe(await cards.count());
          expect(await widget(page, slot).locator('a[part~="chat"]').count()).toBe(await widget(page, slot).locator(`[data-advisor-id="${helene.id}"]`).count());
        }
        for (const tag of WIDGETS) await profileOpens(page, cardOf(page, tag), touch);
        for (const tag of ['#advisor-list', '#advisor-grid'] as const) {
          await chatOpens(page, cardOf(page, tag, helene), helene, touch);
          await page.goBack();
          await cardsReady(page);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    SLOW,
  );

  it('at 375 px, touch: the cards fit, as drawn in the screenshots', async () => {
    const { page, close } = await pages.visit(partner.page('cards'), 375, { hasTouch: true, isMobile: true });
    try {
      await cardsReady(page);
      for (const slot of WIDGETS) {
        expect(await layoutFaults(page, slot), slot).toEqual([]);
        await widget(page, slot).screenshot({ path: `${SHOTS}/partner-${slot.slice('#advisor-'.length)}-375.png` });
      }
    } finally {
      await close();
    }
  });

  it('on a partner page that embedded Hélène’s chat, her card’s « Tchat » brings that chat into view, ready to type, and the reader stays on the partner’s page', async () => {
    const { page, errors, close } = await pages.visit(partner.page('cards-chat'), 375, { hasTouch: true, isMobile: true });
    try {
      await cardsReady(page, ['#advisor-list']);
      const before = page.url();
      const chat = page.locator('voy-chat');
      await page.getByLabel(CHAT_TEXTS.firstName).waitFor();
      expect(await chat.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
      await tapAt(chatLink(cardOf(page, '#advisor-list', helene)));
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.localName === 'voy-chat' && document.activeElement.shadowRoot?.activeElement?.localName))
        .toBe('input');
      // In view: the chat's top, and the field that took the focus, inside the window (the page ends below it: it cannot reach the top).
      const inView = await chat.evaluate((element) => {
        const field = element.shadowRoot!.activeElement!.getBoundingClientRect();
        return element.getBoundingClientRect().top >= -1 && element.getBoundingClientRect().top < innerHeight && field.top >= 0 && field.bottom <= innerHeight;
      });
      expect(inView).toBe(true);
      expect(page.url()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
