/**
 * <voy-lune> as visitors meet it, in the Debian Chromium at a phone's and a
 * desktop's width: on a partner's page under the strict CSP of the embed
 * tests (tests/helpers/partner-server.ts), where only its own code loads, and
 * on our horoscope pages, where the server draws it with its data.
 */
import type { Locator } from 'playwright-core';
import { MOON_PHASE_NAMES } from '../../contract/domain/moon-phases';
import { WIDTHS } from '../helpers/browser';
import { pageSettled } from '../helpers/page-settled';
import { embedPath, startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { sharedBrowser, sharedServer } from '../helpers/shared-product';
import { typographyFaults } from '../helpers/typography';

const server = sharedServer();
const { pages } = sharedBrowser();
let partner: PartnerServer;

// Two cores shared by many: a page and its data can take a while.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  partner = await startPartnerServer(server.url);
});
afterAll(async () => {
  await partner?.close();
});

/** Runs before the partner's scripts: keeps the CSP violations the page meets, out of the page's enumerable globals. */
function recordViolations(): void {
  const violations: string[] = [];
  Object.defineProperty(window, '__violations', { value: violations, enumerable: false });
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** Whether the drawing's lit part covers a point of its 100 × 100 box: Chromium's own geometry, not our path's text. */
const litAt = (lune: Locator, x: number, y: number) => lune.locator('svg[part~="drawing"] path').evaluate((path: SVGPathElement, point) => path.isPointInFill(new DOMPoint(point.x, point.y)), { x, y });

/** The widget fits the viewport: nothing of it runs off a phone's screen. */
async function fitsWidth(lune: Locator, width: number): Promise<void> {
  const box = (await lune.locator('[part~="card"]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await lune.evaluate((host) => host.shadowRoot!.querySelector('[part~="base"]')!.scrollWidth <= host.getBoundingClientRect().width + 1)).toBe(true);
}

describe.each([WIDTHS.mobile, WIDTHS.desktop])('<voy-lune> at %i px', (width) => {
  it('works on a partner page under the strict CSP: its own code only, its data, no violation', async () => {
    const { page, errors, close } = await pages.fresh(width, { reducedMotion: 'reduce' });
    try {
      await page.addInitScript(recordViolations);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const response = await page.goto(partner.page('lune'));
      expect(response?.headers()['content-security-policy']).toContain(`script-src ${server.url};`);
      await pageSettled(page);
      const lunes = page.locator('voy-lune');
      const [now, crescent, full] = [lunes.nth(0), lunes.nth(1), lunes.nth(2)];

      // The Moon of now, as the API says it this hour.
      const answer = (await (await fetch(`${server.url}/api/astro/lune`)).json()) as { phase_name: string; sign: { name: string } };
      await now.getByText(`La Lune est en ${answer.sign.name}`).waitFor();
      expect(await now.getByRole('heading', { level: 2 }).textContent()).toBe('La Lune aujourd’hui');
      expect(await now.getByText(answer.phase_name, { exact: true }).count()).toBe(1);

      // A day: the full moon of 7 October 2025, lit all over.
      expect(await full.getByRole('heading', { level: 2 }).textContent()).toBe('La Lune du mardi 7 octobre 2025');
      await full.getByText('Pleine Lune', { exact: true }).waitFor();
      expect(await full.getByRole('img').getAttribute('aria-label')).toBe('Dessin de la Lune décroissante, éclairée à 100\u202f%');
      expect(await full.locator('[part~="lunations"] li').allTextContents()).toEqual(['Prochaine pleine lune\u202f: mardi 7 octobre à 5\u00a0h\u00a048', 'Prochaine nouvelle lune\u202f: mardi 21 octobre à 14\u00a0h\u00a026']);
      expect([await litAt(full, 8, 50), await litAt(full, 50, 50), await litAt(full, 92, 50)]).toEqual([true, true, true]);
      // Three days after the new moon: a thin crescent, lit on the right only.
      await crescent.getByText('Premier croissant', { exact: true }).waitFor();
      expect([await litAt(crescent, 8, 50), await litAt(crescent, 50, 50), await litAt(crescent, 92, 50)]).toEqual([false, false, true]);

      // Our horoscopes, in a new tab: the partner's reader keeps the page.
      const link = full.getByRole('link', { name: 'Nos horoscopes du jour' });
      expect(await link.getAttribute('href')).toBe(`${server.url}/horoscopes`);
      expect(await link.getAttribute('target')).toBe('_blank');

      // Only voy-lune's code: the loader, then its entry and the chunks it imports.
      const embed = requests.map((url) => new URL(url)).filter((url) => url.origin === server.url && url.pathname.startsWith('/embed/'));
      expect(embed[0]!.pathname).toBe(embedPath('preact'));
      expect(embed.map((url) => url.pathname)).toContain('/embed/preact/voy-lune.js');
      for (const url of embed.slice(1)) expect(url.pathname).toMatch(/^\/embed\/preact\/(?:voy-lune|chunks\/[\w-]+)\.js$/);
      expect(await page.evaluate(() => window.VoyanceEmbed?.requested)).toEqual(['voy-lune']);

      for (const lune of [now, crescent, full]) await fitsWidth(lune, width);
      for (const lune of [now, full]) expect(typographyFaults(await lune.evaluate((host) => host.shadowRoot!.textContent ?? ''))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['/horoscopes', '/horoscopes/lion'])('is on %s: in the server’s HTML with its data, then the app’s', async (path) => {
    const moon = (await (await fetch(`${server.url}/api/astro/lune`)).json()) as { phase_name: string };
    const html = await (await fetch(server.url + path)).text();
    // Drawn by the server, shadow root and data included: the block shows before any script.
    expect(html).toMatch(/<voy-lune theme="dark"><template shadowrootmode="open">/);
    expect(html).toContain('La Lune aujourd’hui');
    // The phase names the Paris day, and the page is kept for the day.
    expect(html).toContain(`>${moon.phase_name}<`);

    const { page, errors, close } = await pages.visit(server.url + path, width, { reducedMotion: 'reduce' });
    try {
      await pageSettled(page);
      const lune = page.locator('voy-lune');
      await lune.getByText(/^La Lune est en /).waitFor();
      expect(Object.values(MOON_PHASE_NAMES)).toContain(await lune.locator('[data-phase] p').first().textContent());
      expect(await lune.getByRole('img').getAttribute('aria-label')).toMatch(/^Dessin de la Lune (?:dé)?croissante, éclairée à \d+\u202f%$/);
      // On our own site the block sits on the horoscope pages themselves: no link to them.
      expect(await lune.getByRole('link').count()).toBe(0);
      await fitsWidth(lune, width);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
