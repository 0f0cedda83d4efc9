/**
 * The site's link cards draw real icons (inline SVG from the Lucide set), not
 * letters or typographic glyphs: the home page's channel, theme and specialty
 * cards and the by-theme index, at phone, tablet and desktop widths.
 */
import type { Locator, Page } from 'playwright-core';
import { WIDTHS } from '../helpers/browser';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import type { WarmPage } from '../helpers/warm-pages';

const CHANNELS = ['Messenger', 'WhatsApp', 'Tchat', 'Téléphone'];
const THEMES = ['Tarologie', 'Astrologie', 'Numérologie', 'Médiumnité'];
const SPECIALTIES = ['Amour', 'Carrière', 'Argent', 'Famille'];

const server = sharedServer();
const { pages } = sharedBrowser();

function open(path: string, width: number): Promise<WarmPage> {
  const touch = width < 1024 ? { hasTouch: true, isMobile: true } : {};
  return pages.visit(server.url + path, width, touch);
}

/** The section under a heading. */
const section = (page: Page, heading: RegExp) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

/** The card's one icon: an <svg> drawn at a non-zero size, and no text of one character (a letter or a glyph standing for an icon). */
async function expectIconCard(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const icons = card.locator('svg');
  expect(await icons.count()).toBe(1);
  const box = (await icons.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(20);
  expect(box.height).toBeGreaterThanOrEqual(20);
  expect(await icons.locator('path, circle, rect, line, polyline, polygon, ellipse').count()).toBeGreaterThan(0);
  const shortTexts = await card.evaluate((element) =>
    [...element.querySelectorAll('*')].filter((node) => node.children.length === 0 && node.textContent!.trim().length === 1).map((node) => node.textContent),
  );
  expect(shortTexts).toEqual([]);
  // Tapped on its icon, the card is what is hit.
  const hit = await card.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe(true);
}

describe('the link cards draw icons', () => {
  it.each(Object.values(WIDTHS))('home page at %i px: each channel card has an icon and its title first in its accessible name', async (width) => {
    const { page, errors, close } = await open('/', width);
    try {
      const channels = section(page, /Comment souhaitez-vous consulter/);
      await channels.waitFor();
      for (const title of CHANNELS) await expectIconCard(channels.getByRole('link', { name: new RegExp(`^${title} `) }));
      for (const title of THEMES) await expectIconCard(section(page, /Nos expertises/).getByRole('link', { name: new RegExp(`^${title} `) }));
      for (const title of SPECIALTIES) await expectIconCard(section(page, /par thématique/).getByRole('link', { name: new RegExp(`^${title} `) }));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('by-theme index: each theme and specialty card has an icon', async () => {
    const { page, errors, close } = await open('/par-thematique', WIDTHS.mobile);
    try {
      for (const title of THEMES) await expectIconCard(section(page, /Par art divinatoire/).getByRole('link', { name: new RegExp(`^${title} `) }));
      for (const title of SPECIALTIES) await expectIconCard(section(page, /Par spécialité/).getByRole('link', { name: new RegExp(`^${title} `) }));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
