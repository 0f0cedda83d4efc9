/**
 * French typography as a visitor reads it (issue 13, point 22): the text of
 * every page, inside the widgets' shadow roots too, with the texts a person
 * meets without reading the page (title, labels, placeholders, alternatives),
 * in each horoscope period and on the demo page. Code shown to developers
 * (<code>, <pre>) is not prose.
 */
import type { Page } from 'playwright-core';
import { STATIC_PATHS } from '../../server/routes/seo';
import { WIDTHS } from '../helpers/browser';
import { pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import { typographyFaults } from '../helpers/typography';

const server = sharedServer();
const { pages } = sharedBrowser();

/** What a person reads on the page now: visible text and the texts of titles, labels, placeholders and images. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE', 'NOSCRIPT']);
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.parentElement?.closest('code, pre, script, style, template, noscript')) texts.push(node.textContent ?? '');
          continue;
        }
        const element = node as Element;
        if (skip.has(element.tagName)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** SPEC.md's English texts, kept as written (English typography: no space before '!'). */
const ENGLISH_SPEC_TEXTS = new Set(['Oops! Page not found', 'Unexpected Application Error!']);

async function faultsOf(page: Page, where: string): Promise<string[]> {
  return (await readableTexts(page)).filter((text) => !ENGLISH_SPEC_TEXTS.has(text)).flatMap((text) => typographyFaults(text).map((fault) => `${where}: ${fault}`));
}

describe('French typography on every page', () => {
  it('every route of the sitemap, a sign, a profile and the pages around them', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    const faults: string[] = [];
    try {
      for (const path of [...STATIC_PATHS, '/horoscopes/lion', '/theme-astral?date=1977-07-14&heure=12:30&lieu=69123', '/consultant-profile/helene', '/consultant-profile', '/consultant-profile/zzz', '/404', '/une-page-inconnue']) {
        await page.goto(server.url + path);
        await pageSettled(page);
        faults.push(...(await faultsOf(page, path)));
      }
    } finally {
      await close();
    }
    expect([...new Set(faults)]).toEqual([]);
  }, 240_000);

  it('each horoscope period, and the phone menu', async () => {
    const { page, close } = await pages.open(WIDTHS.mobile);
    const faults: string[] = [];
    try {
      await page.goto(`${server.url}/horoscopes/scorpion`);
      await pageSettled(page);
      for (const tab of ['Demain', 'Semaine', 'Mois', 'Année']) {
        await page.getByRole('tab', { name: tab }).click();
        await pageSettled(page);
        faults.push(...(await faultsOf(page, `scorpion, ${tab}`)));
      }
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      faults.push(...(await faultsOf(page, 'menu')));
    } finally {
      await close();
    }
    expect([...new Set(faults)]).toEqual([]);
  }, 120_000);

  it('the demo page', async () => {
    const { page, close } = await pages.open(WIDTHS.desktop);
    try {
      await page.goto(`${server.url}/demo/`);
      await pageSettled(page);
      expect([...new Set(await faultsOf(page, '/demo/'))]).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
