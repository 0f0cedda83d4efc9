/**
 * The widget gallery at /demo as a developer uses it: every element of the
 * manifest, live attribute and theme controls, the snippet, the event log,
 * the health badges and the bundle flavour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/paths';
import { pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import type { WarmPage } from '../helpers/warm-pages';

const MANIFEST = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/embed/custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
};
const ELEMENTS = MANIFEST.modules.flatMap((module) => module.declarations);

const server = sharedServer();
const { pages } = sharedBrowser();

function openDemo(query = '', width = 1280, options: BrowserContextOptions = {}): Promise<WarmPage> {
  const touch = width < 1024 ? { hasTouch: true, isMobile: true } : {};
  return pages.visit(`${server.url}/demo${query}`, width, { colorScheme: 'dark', ...touch, ...options }, ({ page, errors }) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
  });
}

/** The control of an attribute or theme variable, found by its caption. */
const control = (page: Page, group: 'attributes' | 'theme', caption: string) => page.locator(`#${group} .field`).filter({ has: page.locator('span', { hasText: caption }) }).locator('input, select');

/** A computed style inside the live widget's shadow root. */
const liveStyle = (page: Page, tag: string, part: string, property: string) =>
  page.locator(`#preview ${tag} [part~="${part}"]`).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('the demo page', () => {
  it('lists every element of the manifest, with a control for each of its attributes', async () => {
    const { page, errors, close } = await openDemo();
    try {
      await page.waitForURL(/\/demo\/$/);
      const options = page.locator('#element option');
      await expect.poll(() => options.count()).toBe(ELEMENTS.length);
      expect(await options.allTextContents()).toEqual(ELEMENTS.map((element) => element.tagName));
      for (const element of ELEMENTS) {
        await page.locator('#element').selectOption(element.tagName);
        await page.locator(`#preview ${element.tagName}`).waitFor({ state: 'attached' });
        const captions = await page.locator('#attributes .field > span').allTextContents();
        const expected = element.attributes.map((attribute) => attribute.name).filter((name) => !['api-base', 'site-base'].includes(name));
        expect(captions).toEqual(expected);
        expect(captions).toContain('theme');
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("changes the live widget, its snippet and its theme from the controls, logs its events, and shows the backend’s health", async () => {
    const { page, errors, close } = await openDemo('/?element=voy-horoscope');
    try {
      const live = page.locator('#preview voy-horoscope');
      await live.getByRole('heading', { name: 'Lion', exact: true }).waitFor();

      await control(page, 'attributes', 'sign').selectOption('belier');
      await live.getByRole('heading', { name: 'Bélier', exact: true }).waitFor();
      expect(await page.locator('#snippet').textContent()).toContain('<voy-horoscope sign="belier" period="aujourdhui"></voy-horoscope>');
      expect(await page.locator('#snippet').textContent()).toContain(`<script src="${server.url}/embed/voy.js" async></script>`);

      await page.locator('summary', { hasText: 'Thème' }).click();
      await control(page, 'theme', '--voy-accent').fill('#ff0000');
      await expect.poll(() => liveStyle(page, 'voy-horoscope', 'tab-selected', 'background-image')).toContain('rgb(255, 0, 0)');
      expect(await page.locator('#snippet').textContent()).toContain('voy-horoscope { --voy-accent: #ff0000; }');

      // The visitor here prefers dark; the theme attribute turns the widget light.
      const background = () => liveStyle(page, 'voy-horoscope', 'base', 'background-color');
      const darkBackground = await background();
      await control(page, 'attributes', 'theme').selectOption('light');
      await expect.poll(background).not.toBe(darkBackground);
      expect(await page.locator('#snippet').textContent()).toContain('theme="light"');

      // A link inside the widget emits voy-navigate: the demo logs it and stays.
      const demoUrl = page.url();
      await live.getByRole('link', { name: 'Taureau' }).click();
      await page.locator('#events li', { hasText: 'voy-navigate' }).waitFor();
      expect(await page.locator('#events li', { hasText: 'voy-navigate' }).textContent()).toContain('/horoscopes/taureau');
      expect(page.url()).toBe(demoUrl);

      for (const badge of await page.locator('[data-health]').all()) await expect.poll(() => badge.getAttribute('data-state')).toBe('ok');
      expect(await page.locator('[data-health]').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switches the bundle flavour and the snippet with it', async () => {
    const { page, errors, close } = await openDemo('/?element=voy-horoscope');
    try {
      await page.locator('#preview voy-horoscope').getByRole('heading', { name: 'Lion', exact: true }).waitFor();
      expect(await page.evaluate(() => window.VoyanceEmbed?.flavour)).toBe('preact');
      await page.locator('#flavour').selectOption('react');
      await page.waitForURL(/flavour=react/);
      await page.locator('#preview voy-horoscope').getByRole('heading', { name: 'Lion', exact: true }).waitFor();
      expect(await page.evaluate(() => window.VoyanceEmbed?.flavour)).toBe('react');
      expect(await page.locator('#snippet').textContent()).toContain(`${server.url}/embed/react/voy.js`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows every description in French, with inline code as <code> and no Markdown backtick', async () => {
    const { page, errors, close } = await openDemo();
    try {
      await expect.poll(() => page.locator('#element option').count()).toBe(ELEMENTS.length);
      // Words a French description never holds, but every English one of the manifest did.
      const english = /\b(the|of|and|or|default|address|where|which|shows|hides|write|links?|point|when|with|its)\b/i;
      for (const element of ELEMENTS) {
        await page.locator('#element').selectOption(element.tagName);
        await page.locator(`#preview ${element.tagName}`).waitFor({ state: 'attached' });
        const texts = [await page.locator('#summary').innerText(), ...(await page.locator('#attributes .field small').allInnerTexts())];
        const prose = await page.locator('#summary, #attributes .field small').evaluateAll((nodes) =>
          nodes.map((node) => [...node.childNodes].filter((child) => child.nodeName !== 'CODE').map((child) => child.textContent).join('')),
        );
        for (const text of texts) expect(text, element.tagName).not.toContain('`');
        for (const text of prose) {
          expect(text, element.tagName).not.toMatch(english);
          // French typography: a narrow no-break space before ; : ! ? and the apostrophe ’.
          expect(text, element.tagName).not.toMatch(/[ \u00a0][;:!?]|'/);
        }
      }
      await page.locator('#element').selectOption('voy-horoscope');
      const theme = page.locator('#attributes .field').filter({ has: page.locator('span', { hasText: 'theme' }) }).locator('small');
      expect(await theme.locator('code').allTextContents()).toEqual(['light', 'dark', 'prefers-color-scheme']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens on a small widget with the snippet right under the controls, within one viewport of them at 1280 px', async () => {
    const { page, errors, close } = await openDemo();
    try {
      const select = page.locator('#element');
      await expect.poll(() => select.inputValue()).toBe('voy-advisor-spotlight');
      await page.locator('#preview voy-advisor-spotlight').getByRole('heading', { name: 'Notre tirage du jour' }).waitFor();
      const controls = (await page.locator('#controls').boundingBox())!;
      const section = (await page.locator('.demo-snippet').boundingBox())!;
      const snippet = (await page.locator('#snippet').boundingBox())!;
      const preview = (await page.locator('#preview').boundingBox())!;
      expect(snippet.y - controls.y).toBeLessThan(900);
      expect(section.y).toBeGreaterThanOrEqual(controls.y + controls.height);
      expect(section.y - (controls.y + controls.height)).toBeLessThan(60);
      // Side by side: the preview is beside the controls and the snippet, not above or below them.
      expect(preview.x).toBeGreaterThanOrEqual(snippet.x + snippet.width);
      expect(preview.y).toBeLessThan(snippet.y);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('puts the snippet directly under the controls and above the preview at 375 px', async () => {
    const { page, errors, close } = await openDemo('', 375);
    try {
      await page.locator('#preview voy-advisor-spotlight').waitFor({ state: 'attached' });
      const controls = (await page.locator('#controls').boundingBox())!;
      const snippet = (await page.locator('.demo-snippet').boundingBox())!;
      const preview = (await page.locator('#preview').boundingBox())!;
      expect(snippet.y).toBeGreaterThanOrEqual(controls.y + controls.height);
      expect(snippet.y - (controls.y + controls.height)).toBeLessThan(60);
      expect(preview.y).toBeGreaterThan(snippet.y + snippet.height);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('confirms the copy with a visible « Copié », and the clipboard holds the snippet', async () => {
    const { page, errors, close } = await openDemo('/?element=voy-horoscope', 1280, { permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await page.locator('#preview voy-horoscope').getByRole('heading', { name: 'Lion', exact: true }).waitFor();
      const copy = page.getByRole('button', { name: 'Copier le code' });
      await copy.scrollIntoViewIfNeeded();
      const box = (await copy.boundingBox())!;
      expect(await copy.evaluate((button, point) => button.contains(document.elementFromPoint(point.x, point.y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(true);
      await copy.click();
      const status = page.getByRole('status').filter({ hasText: 'Copié' });
      await status.waitFor({ state: 'visible' });
      expect(await status.textContent()).toBe('Copié\u202f!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('#snippet').textContent());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says in French when the browser refuses the clipboard', async () => {
    const { page, errors, close } = await openDemo('/?element=voy-horoscope');
    try {
      await page.locator('#preview voy-horoscope').getByRole('heading', { name: 'Lion', exact: true }).waitFor();
      // Chromium itself refuses: the permission is denied for this origin.
      const cdp = await page.context().newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', { permission: { name: 'clipboard-write' }, setting: 'denied', origin: server.url, browserContextId: targetInfo.browserContextId });
      expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })).state)).toBe('denied');
      await page.getByRole('button', { name: 'Copier le code' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Copie impossible' });
      await status.waitFor({ state: 'visible' });
      expect(await status.textContent()).toMatch(/^Copie impossible\u202f: /);
      expect(await page.getByText('Copié', { exact: false }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([320, 375, 768, 1024, 1280])('has no horizontal scroll at %i px', async (width) => {
    const { page, errors, close } = await openDemo('', width);
    try {
      const select = page.locator('#element');
      await expect.poll(() => page.locator('#element option').count()).toBe(ELEMENTS.length);
      for (const element of ELEMENTS) {
        await select.selectOption(element.tagName);
        await page.locator(`#preview ${element.tagName} [part~="base"]`).first().waitFor();
        // Its data arrive after the first paint: let them land before measuring.
        await pageSettled(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        expect(scrollWidth, element.tagName).toBeLessThanOrEqual(clientWidth);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
