/**
 * The widget gallery at /demo as a developer uses it: every element of the
 * manifest, live attribute and theme controls, the snippet, the event log,
 * the health badges and the bundle flavour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/paths';
import { launchBrowser, newPage, startBuiltProduct } from '../helpers/browser';
import type { ServerProcess } from '../helpers/server-process';

const MANIFEST = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/embed/custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
};
const ELEMENTS = MANIFEST.modules.flatMap((module) => module.declarations);

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openDemo(query = ''): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser, 1280, { colorScheme: 'dark' });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.url}/demo${query}`);
  return { page, errors, close: () => context.close() };
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

  it("changes the live widget, its snippet and its theme from the controls, logs its events, and shows the backend's health", async () => {
    const { page, errors, close } = await openDemo('/?element=voy-horoscope');
    try {
      const live = page.locator('#preview voy-horoscope');
      await live.getByRole('heading', { name: 'Lion', exact: true }).waitFor();

      await control(page, 'attributes', 'sign').selectOption('belier');
      await live.getByRole('heading', { name: 'Bélier', exact: true }).waitFor();
      expect(await page.locator('#snippet').textContent()).toContain('<voy-horoscope sign="belier" period="aujourdhui"></voy-horoscope>');
      expect(await page.locator('#snippet').textContent()).toContain(`<script src="${server.url}/embed/voy.js" async></script>`);

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
});
