/**
 * The embed as a partner meets it: our built product on one loopback origin,
 * a partner's pages (tests/fixtures/partner, strict CSP on every one) on
 * another, both loader flavours, in the Debian Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenshotDiff } from '../helpers/screenshot-diff';
import type { Browser, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { PROJECT_ROOT } from '../../server/paths';
import { embedPath, startPartnerServer, type Flavour, type PartnerServer } from '../helpers/partner-server';
import { connectBrowser, sharedServer } from '../helpers/shared-product';

const FLAVOURS: Flavour[] = ['preact', 'react'];
const MANIFEST = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/embed/custom-elements.json'), 'utf8')) as { modules: { declarations: { tagName: string }[] }[] };
const TAGS = MANIFEST.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
const HOSTILE_PAGES = ['bootstrap', 'tailwind', 'important'] as const;
/** pixelmatch's colour threshold, and the share of differing pixels a widget may show on a hostile page. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.005;

const server = sharedServer();
let browser: Browser;
let partner: PartnerServer;

beforeAll(async () => {
  browser = await connectBrowser();
  partner = await startPartnerServer(server.url);
});
afterAll(async () => {
  await partner?.close();
  await browser?.close();
});

interface PageRecord {
  violations: string[];
  keysBefore: string[];
}

/**
 * Runs in the page before any of its scripts: a seeded Math.random (the
 * profile draws its testimonials at random; screenshots must match), a
 * listener for CSP violations, and the page's globals before our script.
 * Its record is not enumerable, so it is not a global of its own.
 */
function instrument(): void {
  let seed = 20_240_601;
  Math.random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return seed / 4_294_967_296;
  };
  const record: PageRecord = { violations: [], keysBefore: Object.keys(window) };
  Object.defineProperty(window, '__embedTest', { value: record, enumerable: false });
  document.addEventListener('securitypolicyviolation', (event) => record.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

interface Visit {
  page: Page;
  /** The partner page's own response. */
  response: Response | null;
  requests: Request[];
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[];
  /** Every console line. */
  lines: string[];
  close(): Promise<void>;
}

async function visit(name: string, flavour: Flavour, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const requests: Request[] = [];
  const problems: string[] = [];
  const lines: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    lines.push(message.text());
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const response = await page.goto(partner.page(name, flavour));
  return { page, response, requests, problems, lines, close: () => context.close() };
}

/**
 * Every widget on the page rendered, with its data (no loading or error
 * state), its images and fonts loaded. Polled with evaluate: waitForFunction
 * compiles its predicate in the page, which the partner's CSP forbids.
 */
async function widgetsReady(page: Page, { allImages = false } = {}): Promise<void> {
  // What is still missing, widget by widget: a failure names it.
  const missing = () =>
    page.evaluate((everyImage) => {
      const hosts = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('voy-'));
      if (hosts.length === 0) return ['no widget on the page'];
      return hosts.flatMap((host) => {
        const root = host.shadowRoot;
        if (!root?.querySelector('[part~="base"]')) return [`${host.localName}: not rendered`];
        const state = root.querySelector('[data-state="loading"], [data-state="error"]');
        if (state) return [`${host.localName}: ${state.getAttribute('data-state')}`];
        // Lazy images far below the fold wait for a scroll, unless every image is asked for.
        const images = [...root.querySelectorAll('img')].filter((img) => everyImage || img.loading !== 'lazy' || img.complete);
        return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => `${host.localName}: image ${img.src}`);
      });
    }, allImages);
  await expect.poll(missing, { timeout: 20_000, interval: 100 }).toEqual([]);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

const pageRecord = (page: Page) => page.evaluate(() => (window as unknown as { __embedTest: PageRecord }).__embedTest);

/** The globals the page gained since it started: the embed may add VoyanceEmbed, nothing else. */
async function newGlobals(page: Page): Promise<string[]> {
  const before = new Set((await pageRecord(page)).keysBefore);
  return (await page.evaluate(() => Object.keys(window))).filter((key) => !before.has(key));
}

const embedFiles = (requests: Request[], origin: string) =>
  requests.map((request) => new URL(request.url())).filter((url) => url.origin === origin && url.pathname.startsWith('/embed/')).map((url) => url.pathname);

describe.each(FLAVOURS)('the %s flavour', (flavour) => {
  const entry = (tag: string) => `/embed/${flavour}/${tag}.js`;

  it('loads only the code of the widgets on the page, now and when a tag is added later', async () => {
    const { page, requests, problems, close } = await visit('lazy', flavour);
    try {
      await widgetsReady(page);
      const files = embedFiles(requests, server.url);
      expect(files[0]).toBe(embedPath(flavour));
      expect(files).toContain(entry('voy-horoscope'));
      const others = files.filter((path) => path !== embedPath(flavour) && path !== entry('voy-horoscope'));
      for (const path of others) expect(path).toMatch(new RegExp(`^/embed/${flavour}/chunks/[\\w-]+\\.js$`));
      for (const tag of TAGS.filter((t) => t !== 'voy-horoscope')) expect(files).not.toContain(entry(tag));
      await expect.poll(() => page.evaluate(() => window.VoyanceEmbed?.requested)).toEqual(['voy-horoscope']);

      // A tag added by the partner's own script later is found and loaded then.
      await page.evaluate(() => {
        const list = document.createElement('voy-advisor-list');
        list.setAttribute('type', 'Tarologue');
        list.setAttribute('limit', '2');
        document.body.append(list);
      });
      await widgetsReady(page);
      expect(embedFiles(requests, server.url)).toContain(entry('voy-advisor-list'));
      expect(await page.locator('voy-advisor-list [part~="card"]').count()).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives a page with every widget one file holding them all, which weighs less than their own files', async () => {
    const { page, requests, problems, close } = await visit('blank', flavour);
    try {
      await widgetsReady(page);
      expect(embedFiles(requests, server.url)).toEqual([embedPath(flavour), `/embed/${flavour}/all.js`]);
      expect(await page.evaluate(() => window.VoyanceEmbed?.whole)).toBe(true);
      // Every element is defined then: a tag added later renders without another download.
      await page.evaluate(() => document.body.append(document.createElement('voy-oracle')));
      await page.locator('voy-oracle').nth(1).locator('[part~="base"]').waitFor();
      expect(embedFiles(requests, server.url)).toHaveLength(2);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('does its work once when the script is included twice, with many instances, and adds one global', async () => {
    const { page, requests, problems, close } = await visit('double', flavour);
    try {
      await widgetsReady(page);
      expect(await page.locator(`script[src="${server.url}${embedPath(flavour)}"]`).count()).toBe(2);
      expect(await page.locator('voy-horoscope').count()).toBe(3);
      for (const sign of ['Lion', 'Bélier', 'Poissons']) await page.locator('voy-horoscope').getByRole('heading', { name: sign, exact: true }).first().waitFor();
      expect(await page.locator('voy-advisor-list [part~="card"]').count()).toBe(6);

      expect(await newGlobals(page)).toEqual(['VoyanceEmbed']);
      const embed = await page.evaluate(() => window.VoyanceEmbed);
      expect(embed).toMatchObject({ flavour, chunkBase: `${server.url}/embed/${flavour}/` });
      expect([...embed!.requested].sort()).toEqual(['voy-advisor-list', 'voy-horoscope']);
      // Each element's code was fetched once, so each element was defined once.
      const files = embedFiles(requests, server.url);
      expect(files.filter((path) => path === entry('voy-horoscope'))).toHaveLength(1);
      expect(files.filter((path) => path === entry('voy-advisor-list'))).toHaveLength(1);
      expect(await page.evaluate(() => [customElements.get('voy-horoscope') !== undefined, customElements.get('voy-advisor-list') !== undefined])).toEqual([true, true]);
      // Two lists of the same tarologues share one request.
      const listCalls = requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/') && request.url().includes('arologue'));
      expect(listCalls).toHaveLength(1);
      expect(problems).toEqual([]);
      expect((await pageRecord(page)).violations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('works under a strict CSP: no violation, widgets with their data, images, video and a POST', async () => {
    const { page, response, requests, problems, lines, close } = await visit('csp', flavour);
    try {
      expect(response?.headers()['content-security-policy']).toContain(`script-src ${server.url};`);
      await widgetsReady(page);
      const images = page.locator('voy-advisor-list img');
      expect(await images.count()).toBeGreaterThan(0);
      // Loaded from our origin under the partner's img-src: waited for, as a busy machine may still be fetching it.
      await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 20_000 }).toBeGreaterThan(0);
      // The portrait first; the video plays on demand.
      await page.locator('voy-advisor-profile').getByRole('button', { name: 'Voir la vidéo d’Hélène' }).click();
      const video = page.locator('voy-advisor-profile video');
      expect(await video.getAttribute('src')).toMatch(new RegExp(`^${server.url}/videos/`));
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
      await page.locator('voy-horoscope').getByRole('tab', { name: 'Semaine', selected: true }).waitFor();

      const question = page.locator('voy-free-question');
      await question.getByLabel('Votre prénom').fill('Martine');
      await question.getByLabel('Votre question').fill('Vais-je trouver l’amour cette année ?');
      await question.getByRole('button', { name: 'Envoyer' }).click();
      await question.locator('[part~="chat"]').waitFor();

      expect((await pageRecord(page)).violations).toEqual([]);
      expect(problems).toEqual([]);
      expect(await newGlobals(page)).toEqual(['VoyanceEmbed']);
      // The widgets speak French to visitors and prefix what they tell developers.
      for (const line of lines) expect(line).toMatch(/^\[voyance\]/);
      expect(requests.some((request) => request.method() === 'POST')).toBe(true);
    } finally {
      await close();
    }
  });

  it('calls our API across origins, with CORS, whatever the page origin', async () => {
    const { page, requests, close } = await visit('csp', flavour);
    try {
      await widgetsReady(page);
      expect(new URL(page.url()).origin).toBe(partner.url);
      expect(partner.url).not.toBe(server.url);
      const apiCalls = requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
      expect(apiCalls.length).toBeGreaterThanOrEqual(3);
      for (const call of apiCalls) {
        expect(new URL(call.url()).origin).toBe(server.url);
        const answer = await call.response();
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()['access-control-allow-origin']).toBe('*');
      }
      // Nothing of ours is asked from the partner's origin.
      const fromPartner = requests.map((request) => new URL(request.url())).filter((url) => url.origin === partner.url);
      expect(fromPartner.map((url) => url.pathname)).toEqual(['/csp.html', '/partner.css']);
    } finally {
      await close();
    }
  });

  it("shows the partner’s content inside the tag without JavaScript, and the widget with it", async () => {
    const withoutScript = await visit('noscript', flavour, { javaScriptEnabled: false });
    try {
      const fallback = withoutScript.page.getByRole('link', { name: 'Horoscope du Lion' });
      await fallback.waitFor();
      expect(await fallback.isVisible()).toBe(true);
      expect(await fallback.getAttribute('href')).toBe(`${server.url}/horoscopes/lion`);
      expect(await withoutScript.page.getByRole('link', { name: 'Nos tarologues' }).isVisible()).toBe(true);
    } finally {
      await withoutScript.close();
    }
    const withScript = await visit('noscript', flavour);
    try {
      await widgetsReady(withScript.page);
      await withScript.page.locator('voy-horoscope').getByRole('heading', { name: 'Lion', exact: true }).waitFor();
      // The widget replaces the fallback: no slot shows it beside the widget.
      expect(await withScript.page.getByText('lisez-le sur Voyance Étoilée').isVisible()).toBe(false);
      expect(await withScript.page.locator('voy-horoscope slot').count()).toBe(0);
    } finally {
      await withScript.close();
    }
  });

  it('takes its colours from the documented custom properties and the theme attribute, else the visitor’s preference', async () => {
    const { page, problems, close } = await visit('theme', flavour, { colorScheme: 'dark' });
    try {
      await widgetsReady(page);
      const style = (id: string, part: string, property: string) =>
        page.locator(`#${id} [part~="${part}"]`).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
      const isLight = async (id: string) => luminance(await style(id, 'base', 'background-color')) > 0.7;

      expect(await style('accented', 'submit', 'background-image')).toContain('rgb(255, 0, 0)');
      expect(await style('default', 'submit', 'background-image')).not.toContain('rgb(255, 0, 0)');
      expect(await style('rounded', 'base', 'background-color')).toBe('rgb(0, 0, 128)');
      expect(await style('rounded', 'base', 'color')).toBe('rgb(255, 255, 0)');
      expect(await style('rounded', 'base', 'font-family')).toBe('Georgia, serif');
      expect(await page.locator('#rounded').getByText('Nom', { exact: true }).evaluate((label) => getComputedStyle(label).color)).toBe('rgb(255, 255, 0)');
      expect(await page.locator('#rounded input').first().evaluate((input) => getComputedStyle(input).borderTopLeftRadius)).toBe('0px');

      // The visitor prefers dark: dark unless the partner said light.
      expect(await isLight('default')).toBe(false);
      expect(await isLight('light')).toBe(true);
      expect(await isLight('dark')).toBe(false);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await isLight('default')).toBe(true);
      expect(await isLight('light')).toBe(true);
      expect(await isLight('dark')).toBe(false);
      // Text stays readable in both: dark ink on light, light ink on dark.
      expect(luminance(await style('light', 'base', 'color'))).toBeLessThan(0.1);
      expect(luminance(await style('dark', 'base', 'color'))).toBeGreaterThan(0.7);
      // A partner's accent wins over the light theme's accent too.
      expect(await style('accented', 'submit', 'background-image')).toContain('rgb(255, 0, 0)');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  // Each flavour meets the hostile pages in one colour scheme, so both schemes are covered.
  const colorScheme = flavour === 'preact' ? 'dark' : 'light';
  it(`looks the same on Bootstrap, Tailwind and !important pages as on a blank page (${colorScheme} scheme)`, async () => {
    const [blank, ...hostiles] = (await captureAll(['blank', ...HOSTILE_PAGES], flavour, colorScheme)) as [Capture, ...Capture[]];
    expect(blank.styles['voy-horoscope']!.baseFont).toContain('system-ui');
    for (const tag of TAGS) expect(blank.styles[tag]!.imgDisplay ?? 'block').toBe('block');
    const failures: string[] = [];
    for (const [index, name] of HOSTILE_PAGES.entries()) {
      const hostile = hostiles[index]!;
      for (const tag of TAGS) {
        const ratio = screenshotDiff(blank.shots[tag]!, hostile.shots[tag]!, { threshold: PIXEL_THRESHOLD, edge: 1 }).share;
        if (ratio > MAX_DIFF_RATIO) failures.push(`${tag} on ${name}: ${ratio === 1 ? 'size differs' : `${(ratio * 100).toFixed(2)} % of pixels differ`}`);
        expect.soft({ page: name, tag, ...hostile.styles[tag] }).toEqual({ page: name, tag, ...blank.styles[tag] });
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

interface KeyStyles {
  baseFont: string;
  baseColor: string;
  baseBackground: string;
  baseLineHeight: string;
  baseLetterSpacing: string;
  baseTextTransform: string;
  headingFont: string | null;
  headingColor: string | null;
  headingSize: string | null;
  buttonPadding: string | null;
  buttonBackground: string | null;
  linkColor: string | null;
  imgDisplay: string | null;
}

/**
 * Each page's widgets' screenshots and key computed styles (capture), the
 * pages side by side, each in a context of its own as a visitor's browser
 * would hold it: a page is drawn and shot the same whatever another context
 * does, and most of a capture is waiting (for the network to go idle, for
 * frames), which the pages then do at once: 10–13 s a test instead of 15–16.
 * (Tabs of one context would share more, but Chromium then draws a widget
 * taller than the viewport as its first tile repeated, in a tab not in front.)
 */
async function captureAll(names: readonly string[], flavour: Flavour, colorScheme: 'light' | 'dark') {
  return Promise.all(names.map(async (name) => capture(await visit(name, flavour, { colorScheme }))));
}

type Capture = Awaited<ReturnType<typeof capture>>;

/** Takes each widget's screenshot and key computed styles on an opened partner page. */
async function capture({ page, problems, close }: Visit) {
  try {
    await widgetsReady(page);
    // Every image now, not when scrolled to; a video's frame depends on timing, not on CSS: hidden on every page alike.
    await page.evaluate(() => {
      for (const host of document.querySelectorAll('*')) {
        for (const img of host.shadowRoot?.querySelectorAll('img') ?? []) img.loading = 'eager';
        for (const video of host.shadowRoot?.querySelectorAll('video') ?? []) video.style.visibility = 'hidden';
      }
    });
    await widgetsReady(page, { allImages: true });
    const shots: Record<string, Buffer> = {};
    const styles: Record<string, KeyStyles> = {};
    for (const tag of TAGS) {
      const host = page.locator(tag);
      shots[tag] = await host.screenshot({ animations: 'disabled', caret: 'hide' });
      styles[tag] = await host.evaluate((element): KeyStyles => {
        const root = element.shadowRoot!;
        const css = (selector: string) => {
          const found = root.querySelector(selector);
          return found ? getComputedStyle(found) : null;
        };
        const base = css('[part~="base"]')!;
        const heading = css('h2, h3, h4');
        const button = css('button, [part~="button"]');
        const link = css('a');
        const img = css('img');
        return {
          baseFont: base.fontFamily,
          baseColor: base.color,
          baseBackground: base.backgroundColor,
          baseLineHeight: base.lineHeight,
          baseLetterSpacing: base.letterSpacing,
          baseTextTransform: base.textTransform,
          headingFont: heading?.fontFamily ?? null,
          headingColor: heading?.color ?? null,
          headingSize: heading?.fontSize ?? null,
          buttonPadding: button?.padding ?? null,
          buttonBackground: button ? `${button.backgroundColor} ${button.backgroundImage}` : null,
          linkColor: link?.color ?? null,
          imgDisplay: img?.display ?? null,
        };
      });
    }
    expect(problems).toEqual([]);
    expect((await pageRecord(page)).violations).toEqual([]);
    return { shots, styles };
  } finally {
    await close();
  }
}

/** Relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
