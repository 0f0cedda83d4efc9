/**
 * axe-core in Chromium on every route and on every widget of the demo page:
 * no violation of the WCAG 2.2 A and AA rules. axe looks inside open shadow
 * roots, so the widgets are checked where they render.
 */
import type { Page } from 'playwright-core';
import { STATIC_PATHS } from '../../server/routes/seo';
import { serveAxe, type AxeServer } from '../helpers/axe-server';
import { axeViolations } from '../helpers/axe-violations';
import { WIDTHS } from '../helpers/browser';
import { pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';

const server = sharedServer();
const { pages } = sharedBrowser();
let axe: AxeServer;

beforeAll(async () => {
  axe = await serveAxe();
});
afterAll(async () => {
  await axe?.close();
});

const violations = (page: Page) => axeViolations(page, axe.url);

/** Every page of the sitemap, plus one of each kind it lists by table, and the pages it leaves out. */
const ROUTES = [...STATIC_PATHS, '/horoscopes/lion', '/theme-astral?date=1977-07-14&heure=12:30&lieu=69123', '/consultant-profile/helene', '/consultant-profile', '/404'];

describe('no WCAG 2.2 A/AA violation', () => {
  it('the check itself catches violations, inside shadow roots too', async () => {
    const { page, close } = await pages.fresh(WIDTHS.desktop, { bypassCSP: true });
    try {
      await page.setContent('<html lang="fr"><body><main><div id="host"></div></main></body></html>');
      await page.evaluate(() => {
        const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
        root.innerHTML = '<button></button><p style="color:#777;background:#888">faible contraste</p>';
      });
      const found = await violations(page);
      expect(found.some((line) => line.startsWith('button-name'))).toBe(true);
      expect(found.some((line) => line.startsWith('color-contrast'))).toBe(true);
    } finally {
      await close();
    }
  });

  it.each(ROUTES)('%s at 375 and 1280 px', async (path) => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const { page, close } = await pages.open(width, { bypassCSP: true });
      try {
        await page.goto(server.url + path);
        await pageSettled(page);
        expect(await violations(page), `${path} at ${width}px`).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('every widget of the demo page', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop, { bypassCSP: true });
    try {
      await page.goto(`${server.url}/demo/`);
      const select = page.locator('#element');
      await select.locator('option').first().waitFor({ state: 'attached' });
      const tags = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(tags.length).toBeGreaterThanOrEqual(9);
      for (const tag of tags) {
        await select.selectOption(tag);
        await page.locator(`#preview ${tag}`).waitFor();
        await pageSettled(page);
        expect(await violations(page), tag).toEqual([]);
      }
    } finally {
      await close();
    }
  }, 120_000);
});
