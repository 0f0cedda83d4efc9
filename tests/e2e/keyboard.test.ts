/**
 * The site with a keyboard only: every stop shows a visible focus and is a
 * large enough target; the WAI-ARIA patterns answer their keys.
 */
import type { Page } from 'playwright-core';
import { WIDTHS } from '../helpers/browser';
import { appTookOver, pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';

const server = sharedServer();
const { pages } = sharedBrowser();

/** The focused element, looking through shadow roots, with what a person sees of its focus. */
function focusedInfo(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    return {
      label: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      visible: outline || ring,
      width: box.width,
      height: box.height,
      inline: style.display === 'inline',
    };
  });
}

describe('keyboard', () => {
  it.each(['/', '/tous-nos-voyants', '/horoscopes/lion', '/contact'])('every Tab stop on %s shows its focus and is at least 24 px', async (path) => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(server.url + path);
      await pageSettled(page);
      const problems: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const info = await focusedInfo(page);
        if (!info) continue;
        if (!info.visible) problems.push(`no visible focus on ${info.label}`);
        // Links inside a sentence are exempt from the target size (WCAG 2.5.8).
        if (!info.inline && (info.width < 24 || info.height < 24)) problems.push(`${info.label} is ${Math.round(info.width)}×${Math.round(info.height)} px`);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the FAQ accordion opens and closes with Enter and Space', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${server.url}/faq`);
      // Keys act on the app's controls: the server's copy before it only shows them.
      await appTookOver(page);
      const first = page.locator('main button[aria-expanded]').first();
      await first.focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Space');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('the period tabs of a sign follow the arrows', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${server.url}/horoscopes/lion`);
      // Keys act on the app's controls: the server's copy before it only shows them.
      await appTookOver(page);
      const today = page.getByRole('tab', { name: "Aujourd’hui" });
      await today.waitFor();
      await today.focus();
      await page.keyboard.press('ArrowRight');
      const tomorrow = page.getByRole('tab', { name: 'Demain' });
      await expect.poll(() => tomorrow.getAttribute('aria-selected')).toBe('true');
      expect(await tomorrow.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      await page.keyboard.press('End');
      await expect.poll(() => page.getByRole('tab', { name: 'Année' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await close();
    }
  });

  it('the contact form sends focus to the first field in error', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${server.url}/contact`);
      // Keys act on the app's controls: the server's copy before it only shows them.
      await appTookOver(page);
      const submit = page.locator('voy-contact-form').getByRole('button', { name: 'Envoyer' });
      await submit.waitFor();
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedInfo(page).then((info) => info?.label)).toMatch(/^input/);
      await page.getByText('Le nom doit contenir au moins 2 caractères').waitFor();
    } finally {
      await close();
    }
  });
});
