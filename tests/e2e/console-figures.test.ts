/**
 * The figures page in Chromium (issue 39 point 5), on the built product over
 * a data folder filled with known orders (tests/helpers/figures-data.ts):
 * an admin chooses 27 to 31 March 2026 and reads the totals those orders
 * make, in the summary and in the table of days; both charts are drawn on
 * canvases of real size under the console's CSP; the CSV link downloads the
 * same numbers; choosing one advisor shows theirs. On a phone the page fits
 * its width (the tables scroll in their own box) and axe finds no WCAG
 * violation; an advisor's page shows their own row only.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { FIGURES_TEXTS, SHELL_TEXTS } from '../../console/texts';
import { FIGURE_LABELS } from '../../contract/schemas/figures';
import { openDatabase } from '../../server/db/open';
import { axeViolations } from '../helpers/axe-violations';
import { serveAxe, type AxeServer } from '../helpers/axe-server';
import { startBuiltProduct, WIDTHS } from '../helpers/browser';
import { insertConsoleSession } from '../helpers/console-session-row';
import { fillFigures, FIGURES_RANGE } from '../helpers/figures-data';
import { seededFolderCopy } from '../helpers/seeded-folder';
import type { ServerProcess } from '../helpers/server-process';
import { sharedBrowser } from '../helpers/shared-product';
import { typographyFaults } from '../helpers/typography';

const { pages } = sharedBrowser();
let server: ServerProcess;
let axe: AxeServer;
let dataDir: string;
let adminCookie: string;
let almaCookie: string;

beforeAll(async () => {
  dataDir = seededFolderCopy('voyance-figures-');
  const database = await openDatabase({ dataDir });
  const ids = await fillFigures(database.db);
  adminCookie = await insertConsoleSession(database.db, 'admin');
  almaCookie = await insertConsoleSession(database.db, 'advisor', ids.alma);
  await database.close();
  [server, axe] = await Promise.all([startBuiltProduct({ DATA_DIR: dataDir }, 200_000), serveAxe()]);
}, 300_000);

afterAll(async () => {
  await axe?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signed in by the session's cookie, the figures page opened and the filled range chosen with its two dates. */
async function openFigures(page: Page, cookie: string): Promise<void> {
  const [name, value] = cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: server.url }]);
  await page.goto(`${server.url}/gestion/chiffres`);
  await page.getByLabel(FIGURES_TEXTS.from, { exact: true }).fill(FIGURES_RANGE.from);
  await page.getByLabel(FIGURES_TEXTS.to, { exact: true }).fill(FIGURES_RANGE.to);
  await page.getByRole('button', { name: FIGURES_TEXTS.show }).click();
  // The summary's heading names the range once its figures are in.
  await page.locator('#figures-totals', { hasText: '27/03/2026 – 31/03/2026' }).waitFor();
}

const cells = (page: Page, table: string, row: string) =>
  page
    .locator(`[data-figures-${table}] tr`)
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .locator('td')
    .allInnerTexts();

describe('the figures page', () => {
  it('shows the totals the filled orders make, draws both charts and downloads the same numbers as CSV', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.desktop);
    try {
      await openFigures(page, adminCookie);
      await expect.poll(() => page.locator('[data-total="revenue"] dd').innerText()).toBe('155,00\u00a0€');
      expect(await page.getByText(FIGURES_TEXTS.demo(1)).count()).toBe(1);
      expect(await cells(page, 'days', '29/03/2026')).toEqual(['2', '2', '0', '2', '3', '130,00\u00a0€', '0', '0,00\u00a0€']);
      expect(await cells(page, 'days', 'Total')).toEqual(['6', '4', '2', '6', '4', '155,00\u00a0€', '2', '45,00\u00a0€']);
      // By revenue: Alma, then Bruno.
      expect(await page.locator('[data-figures-advisors] tbody th').first().innerText()).toBe('Alma');
      expect(await cells(page, 'advisors', 'Bruno')).toEqual(['2', '50\u00a0%', '1', '60\u00a0s', '2', '1', '60,00\u00a0€', '0,00\u00a0€', '3,0\u00a0/\u00a05 (1)']);

      // Two charts, each an image with a name, drawn on a canvas of real size.
      const charts = page.locator('[data-chart]');
      expect(await charts.count()).toBe(2);
      for (const chart of await charts.all()) {
        expect(await chart.getAttribute('role')).toBe('img');
        expect(await chart.getAttribute('aria-label')).toContain('27/03/2026');
        const box = await chart.locator('canvas').boundingBox();
        expect(box!.width).toBeGreaterThan(300);
        expect(box!.height).toBeGreaterThan(100);
      }

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: FIGURES_TEXTS.csv }).click()]);
      expect(download.suggestedFilename()).toBe('chiffres-2026-03-27-au-2026-03-31.csv');
      const file = join(tmpdir(), `figures-${process.pid}.csv`);
      await download.saveAs(file);
      const csv = await readFile(file, 'utf8');
      await rm(file);
      expect(csv).toContain('\r\nTotal;6;4;2;6;4;155,00;2;45,00\r\n');
      expect(csv).toContain('\r\nAlma;4;3;1;75,0;40;4;3;95,00;2;45,00;4,50;2\r\n');

      expect(typographyFaults(await page.locator('main').innerText())).toEqual([]);

      // One advisor's figures, chosen by the admin.
      await page.getByLabel(FIGURE_LABELS.advisor, { exact: true }).selectOption({ label: 'Bruno' });
      await page.getByRole('button', { name: FIGURES_TEXTS.show }).click();
      await expect.poll(() => page.locator('[data-total="revenue"] dd').innerText()).toBe('60,00\u00a0€');
      expect(await page.locator('[data-figures-advisors] tbody tr').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone: no sideways scroll of the page, the charts as wide as their box, and no axe violation', async () => {
    const { page, errors, close } = await pages.open(WIDTHS.mobile, { bypassCSP: true });
    try {
      await openFigures(page, adminCookie);
      await expect.poll(() => page.locator('[data-total="revenue"] dd').innerText()).toBe('155,00\u00a0€');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
      const canvas = await page.locator('[data-chart] canvas').first().boundingBox();
      expect(canvas!.width).toBeGreaterThan(250);
      expect(canvas!.width).toBeLessThanOrEqual(WIDTHS.mobile);
      expect(await axeViolations(page, axe.url)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives an advisor « Mes chiffres »: their own row only', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await openFigures(page, almaCookie);
      await page.getByRole('heading', { name: FIGURES_TEXTS.ownTitle, level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: SHELL_TEXTS.myFigures }).count()).toBe(1);
      await expect.poll(() => page.locator('[data-total="revenue"] dd').innerText()).toBe('95,00\u00a0€');
      expect(await page.locator('[data-figures-advisors] tbody tr').allInnerTexts()).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
