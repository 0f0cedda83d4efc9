/**
 * The compatibility (issue 41) in Chromium: on our page at a phone's width
 * (touch) and a desktop's, two dates typed, the score and the rows that make
 * it, and an address that reopens the same result; then the widget alone on
 * a partner's page under the strict CSP of the embed tests.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { WIDTHS } from '../helpers/browser';
import { appTookOver, pageSettled } from '../helpers/page-settled';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { connectBrowser, sharedBrowser, sharedServer } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';

const server = sharedServer();
const { pages } = sharedBrowser();

const TOUCH: BrowserContextOptions = { hasTouch: true, isMobile: true };
const ROW = /^\S+ (?:d’|de )\S+(?: \d)? (?:conjonction|sextile|carré|trigone|opposition) \S+ (?:d’|de )\S+(?: \d)? — orbe \d+°\u00a0\d\d′ — [+\u2212]\d+,\d$/u;

/** What the result shows: its score and each aspect's row, as read. */
async function result(widget: Locator): Promise<{ score: number; rows: string[] }> {
  const rows = (await widget.locator('[part~="aspect"]').allTextContents()).map((row) => row.replace(/[ \t\n\r\f]+/g, ' ').trim());
  const score = Number(await widget.locator('[part~="result"]').getAttribute('data-score'));
  return { score, rows };
}

/** « −5,3 » → -5.3. */
const points = (row: string) => Number(row.split(' — ').at(-1)!.replace('\u2212', '-').replace(',', '.'));

async function fillDates(widget: Locator, first: string, second: string): Promise<void> {
  const [you, other] = [widget.locator('fieldset').nth(0), widget.locator('fieldset').nth(1)];
  await you.getByLabel('Date de naissance').fill(first);
  await other.getByLabel('Date de naissance').fill(second);
}

describe('/compatibilite', () => {
  it.each([
    ['phone', WIDTHS.mobile, TOUCH],
    ['desktop', WIDTHS.desktop, {}],
  ] as const)('on a %s: two dates, a tap, the score made of its rows; the address reopens the same', async (_name, width, options) => {
    const { page, errors, close } = await pages.visit(`${server.url}/compatibilite`, width, options);
    try {
      await pageSettled(page);
      expect(await page.title()).toMatch(/^Compatibilité amoureuse gratuite \| /);
      const widget = page.locator('voy-compatibilite');
      await fillDates(widget, '1990-04-12', '1988-11-03');
      await tapAt(widget.getByRole('button', { name: 'Calculer notre compatibilité' }), 'hasTouch' in options);
      await expect.poll(() => widget.locator('[part~="aspect"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const shown = await result(widget);
      for (const row of shown.rows) expect(row).toMatch(ROW);
      expect(shown.score).toBe(Math.min(97, Math.max(3, Math.round(50 + shown.rows.reduce((sum, row) => sum + points(row), 0)))));
      expect((await widget.locator('[part~="score"]').textContent())!.replace(/[ \t\n\r\f]+/g, ' ')).toContain(`${shown.score} /\u00a0100`);
      // The score is in sight once computed (focus moved to the result), and nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(new URL(page.url()).search).toBe('?date1=1990-04-12&date2=1988-11-03');
      const advisors = widget.getByRole('link', { name: 'Consulter un voyant spécialiste de l’amour' });
      expect(await advisors.getAttribute('href')).toBe('/par-specialite/amour');

      await page.goto(page.url());
      await appTookOver(page);
      await pageSettled(page);
      await expect.poll(() => widget.locator('[part~="aspect"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await result(widget)).toEqual(shown);
      expect(await widget.locator('fieldset').nth(1).getByLabel('Date de naissance').inputValue()).toBe('1988-11-03');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws a shared address whole on the server, and a refused one with its refusal beside the field', async () => {
    const { page, close } = await pages.open(WIDTHS.mobile, { ...TOUCH, javaScriptEnabled: false });
    try {
      await page.goto(`${server.url}/compatibilite?prenom1=Alex&date1=1990-04-12&prenom2=Camille&date2=1988-11-03&utm_source=x`);
      const widget = page.locator('voy-compatibilite');
      expect(await widget.locator('[part~="aspect"]').count()).toBeGreaterThan(0);
      for (const row of (await result(widget)).rows) expect(row).toMatch(/d’Alex .* de Camille — /u);
      await page.goto(`${server.url}/compatibilite?date1=1990-04-12&date2=1988-11-03&prenom1=${encodeURIComponent('<b>x</b>')}`);
      const name = widget.locator('fieldset').nth(0).getByLabel('Prénom (facultatif)');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await name.inputValue()).toBe('<b>x</b>');
    } finally {
      await close();
    }
  });
});

describe('<voy-compatibilite> on a partner’s page under a strict CSP', () => {
  let partner: PartnerServer;
  beforeAll(async () => {
    partner = await startPartnerServer(server.url);
  });
  afterAll(async () => partner?.close());

  it.each([WIDTHS.mobile, WIDTHS.desktop])('at %i px: loads its own code, computes, and links to our site in a new tab', async (width) => {
    const browser = await connectBrowser();
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', ...(width === WIDTHS.mobile ? TOUCH : {}) });
    const page: Page = await context.newPage();
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(partner.page('compatibilite'));
      await pageSettled(page);
      const widget = page.locator('voy-compatibilite');
      await fillDates(widget, '1990-04-12', '1988-11-03');
      await tapAt(widget.getByRole('button', { name: 'Calculer notre compatibilité' }), width === WIDTHS.mobile);
      await expect.poll(() => widget.locator('[part~="aspect"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const shown = await result(widget);
      for (const row of shown.rows) expect(row).toMatch(ROW);
      // Its own entry, not the file with every element: a page with one widget loads that widget.
      expect(scripts).toContain('/embed/preact/voy-compatibilite.js');
      expect(scripts.some((path) => path.endsWith('/all.js'))).toBe(false);
      const advisors = widget.getByRole('link', { name: 'Consulter un voyant spécialiste de l’amour' });
      expect(await advisors.getAttribute('href')).toBe(`${server.url}/par-specialite/amour`);
      expect(await advisors.getAttribute('target')).toBe('_blank');
      expect(await widget.getByRole('link', { name: 'Lien de ce résultat' }).getAttribute('href')).toBe(`${server.url}/compatibilite?date1=1990-04-12&date2=1988-11-03`);
      // The partner's address stays the partner's.
      expect(page.url()).toBe(partner.page('compatibilite'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});
