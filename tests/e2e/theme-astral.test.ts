/**
 * /theme-astral as a visitor meets it (issue 41): the built product on a
 * loopback port, in the Debian Chromium, a phone with a touch screen at
 * 375 px and a desktop at 1280 px. The visitor types « Lyon », taps the
 * commune where it is drawn, enters a date and a time, and sees the wheel
 * and the table; the address now holds the chart, and the link « Partager
 * ce thème » copies reopens the same positions in another tab.
 */
import type { Locator, Page } from 'playwright-core';
import { WIDTHS } from '../helpers/browser';
import { sharedBrowser, sharedServer } from '../helpers/shared-product';
import { appTookOver } from '../helpers/page-settled';
import { tapAt } from '../helpers/tap';

const server = sharedServer();
const { pages } = sharedBrowser();

// Two cores shared by many: the list of places, a page and its chart can take a while.
vi.setConfig({ testTimeout: 120_000 });

const touchAt = (width: number) => width < WIDTHS.desktop;
const options = (width: number) => (touchAt(width) ? { hasTouch: true, isMobile: true } : {});

const widget = (page: Page) => page.locator('voy-theme-astral');

/** The table's rows as a screen reader reads them, cell by cell. */
const tableRows = (page: Page) =>
  widget(page)
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim() ?? '')));

/** Types like a person, one key after another, into a field tapped first. */
async function typeIn(field: Locator, text: string, touch: boolean) {
  await tapAt(field, touch);
  await field.pressSequentially(text, { delay: 20 });
}

describe('the birth chart page', () => {
  it.each([WIDTHS.mobile, WIDTHS.desktop])('at %i px: « Lyon », a date and a time give the wheel and the table; the shared address reopens the same chart', async (width) => {
    const touch = touchAt(width);
    const { page, errors, close } = await pages.visit(`${server.url}/theme-astral`, width, options(width));
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const chart = widget(page);
      await chart.getByRole('button', { name: 'Calculer mon thème' }).waitFor();
      await chart.getByLabel('Date de naissance').fill('1977-07-14');
      await chart.getByLabel('Heure de naissance').fill('12:30');

      const place = chart.getByRole('combobox', { name: 'Lieu de naissance' });
      await typeIn(place, 'Lyon', touch);
      const lyon = chart.getByRole('option', { name: 'Lyon (Rhône, 69)', exact: true });
      await lyon.waitFor({ timeout: 30_000 });
      expect(await chart.getByRole('option').first().textContent()).toBe('Lyon (Rhône, 69)');
      await tapAt(lyon, touch);
      expect(await place.inputValue()).toBe('Lyon (Rhône, 69)');
      await tapAt(chart.getByRole('button', { name: 'Calculer mon thème' }), touch);

      const table = chart.getByRole('table', { name: /Positions des planètes/ });
      await table.waitFor({ timeout: 30_000 });
      await page.waitForURL(`${server.url}/theme-astral?date=1977-07-14&heure=12:30&lieu=69123`);
      const positions = await tableRows(page);
      expect(positions[0]!.slice(0, 2)).toEqual([expect.stringContaining('Soleil'), 'Cancer']);
      expect(positions.some((row) => row[0]!.endsWith('Ascendant'))).toBe(true);

      // The wheel is drawn, whole, within the page's width; beside the table on a desktop, above it on a phone.
      const wheel = chart.getByRole('img', { name: /^Roue du thème astral/ });
      const wheelBox = (await wheel.boundingBox())!;
      const tableBox = (await table.boundingBox())!;
      expect(wheelBox.width).toBeGreaterThan(250);
      expect(wheelBox.x).toBeGreaterThanOrEqual(0);
      expect(wheelBox.x + wheelBox.width).toBeLessThanOrEqual(width);
      if (touch) expect(tableBox.y).toBeGreaterThanOrEqual(wheelBox.y + wheelBox.height);
      else expect(tableBox.x).toBeGreaterThanOrEqual(wheelBox.x + wheelBox.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // « Partager ce thème » copies the address that holds the chart.
      await tapAt(chart.getByRole('button', { name: 'Partager ce thème' }), touch);
      await chart.getByText('Lien copié').waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(`${server.url}/theme-astral?date=1977-07-14&heure=12:30&lieu=69123`);
      expect(errors).toEqual([]);

      // Another visitor opens it: the server drew the same chart, and the app keeps it.
      const other = await pages.fresh(width, options(width));
      try {
        const response = await other.page.goto(link);
        expect(await response!.text()).toContain('Lyon (Rhône, 69)');
        await widget(other.page).getByRole('table').waitFor();
        await appTookOver(other.page);
        expect(await tableRows(other.page)).toEqual(positions);
        expect(await widget(other.page).getByRole('combobox', { name: 'Lieu de naissance' }).inputValue()).toBe('Lyon (Rhône, 69)');
        expect(await widget(other.page).getByLabel('Date de naissance').inputValue()).toBe('1977-07-14');
        expect(other.errors).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await close();
    }
  });

  it('asks which 02:30 of 26 October 2025 in Paris, and draws the one chosen, the address following', async () => {
    const { page, errors, close } = await pages.visit(`${server.url}/theme-astral?date=2025-10-26&heure=02:30&lieu=75056`, WIDTHS.mobile, options(WIDTHS.mobile));
    try {
      const chart = widget(page);
      const second = chart.getByRole('button', { name: 'la seconde (heure d’hiver)' });
      await second.waitFor();
      await tapAt(second, true);
      await chart.getByRole('table').waitFor({ timeout: 30_000 });
      await page.waitForURL(`${server.url}/theme-astral?date=2025-10-26&heure=02:30&lieu=75056&occurrence=2`);
      expect(await chart.getByText('heure légale UTC+01:00').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('brings no list of places with the page: it comes at the place field’s first use', async () => {
    const { page, close } = await pages.fresh(WIDTHS.desktop);
    try {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${server.url}/theme-astral`);
      const place = widget(page).getByRole('combobox', { name: 'Lieu de naissance' });
      await appTookOver(page);
      // Time for anything the page would load by itself.
      await page.waitForTimeout(1500);
      expect(asked.filter((path) => path.startsWith('/embed/places'))).toEqual([]);
      await place.focus();
      await expect.poll(() => asked.filter((path) => path.startsWith('/embed/places')).length).toBe(2);
    } finally {
      await close();
    }
  });
});

describe('the way to the astrology pages', () => {
  // The spec's menu does not name them: the horoscope pages do, below the Moon.
  it.each([
    [WIDTHS.mobile, '/horoscopes/lion', 'Calculer mon thème', '/theme-astral'],
    [WIDTHS.desktop, '/horoscopes', 'Tester notre compatibilité', '/compatibilite'],
  ])('at %i px, %s leads by « %s », tapped where it is drawn, to %s', async (width, from, name, to) => {
    const { page, errors, close } = await pages.visit(server.url + from, width, options(width));
    try {
      await appTookOver(page);
      const section = page.getByRole('region', { name: 'Aller plus loin avec les astres' });
      await tapAt(section.getByRole('link', { name }), touchAt(width));
      await page.waitForURL(server.url + to);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(to === '/theme-astral' ? /thème astral/i : /compatibilité/i);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
