/**
 * The site's shell as a visitor meets it in Chromium: the phone menu, the
 * header's dropdowns by touch and by mouse, no sideways scrolling at any
 * width, the footer, the error fallback around the routes, balanced card
 * grids and the home page's card links. Things are tapped where they are
 * drawn: `document.elementFromPoint` at an element's centre must return it.
 */
import type { Locator, Page } from 'playwright-core';
import { SAMPLE_IDENTITY } from '../../site/agency-identity';
import { PAGE_PATTERNS } from '../../site/route-patterns';
import { pageRouteOf } from '../../server/page-routes';
import { FOOTER_LEGAL_LINKS } from '../../site/layout/footer-links';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../site/layout/nav-items';
import { pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import { examplePaths as siteExamplePaths } from '../helpers/site-routes';
import type { WarmPage } from '../helpers/warm-pages';

const server = sharedServer();
const { pages } = sharedBrowser();

const TOUCH = { hasTouch: true, isMobile: true } as const;

/** A page at the given width, handed back by the test's finally; touch adds a phone/tablet's touch screen, fresh a context of its own. */
function open(width: number, { touch = false, height = 900, fresh = false }: { touch?: boolean; height?: number; fresh?: boolean } = {}): Promise<WarmPage> {
  const options = { viewport: { width, height }, ...(touch ? TOUCH : {}) };
  return fresh ? pages.fresh(width, options) : pages.open(width, options);
}

/** True when the element is what a finger or pointer at its centre reaches (it or a descendant). */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

/** Taps the screen at the element's centre (a real touch there, whatever is drawn on top). */
async function tapCentre(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

// ---------------------------------------------------------------- 1. phone menu

describe('the phone menu', () => {
  it.each([
    [320, 480, ['Ma Question Gratuite', 'Agence']],
    [375, 812, ['Témoignages', 'Accueil']],
  ])('at %i×%i px by touch: a right-hand Menu panel whose every link can be tapped', async (width, height, toTap) => {
    const { page, close } = await open(width, { touch: true, height });
    try {
      await page.goto(`${server.url}/`);
      // The menu opens once the app has taken the server's page over.
      await pageSettled(page);
      for (const label of toTap) {
        await tapCentre(page, page.getByRole('button', { name: 'Ouvrir le menu' }));
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.waitFor();
        const box = (await dialog.boundingBox())!;
        expect(box.width).toBeCloseTo(Math.min(320, width * 0.75), 0);
        expect(box.x + box.width).toBeCloseTo(width, 0);
        expect(box.y).toBeCloseTo(0, 0);
        expect(box.height).toBeCloseTo(height, 0);
        // Taller than the screen, the panel scrolls by itself.
        const scroll = await dialog.evaluate((el) => ({ overflows: el.scrollHeight > el.clientHeight, overflowY: getComputedStyle(el).overflowY }));
        if (scroll.overflows) expect(['auto', 'scroll']).toContain(scroll.overflowY);
        expect(await isOnTop(dialog.getByRole('heading', { name: 'Menu' }))).toBe(true);
        expect(await isOnTop(dialog.getByRole('button', { name: 'Fermer le menu' }))).toBe(true);

        const links = dialog.getByRole('link');
        expect(await links.count()).toBe(10);
        const hidden: string[] = [];
        for (const link of await links.all()) {
          await link.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
          if (!(await isOnTop(link))) hidden.push((await link.textContent()) ?? '?');
        }
        expect(hidden).toEqual([]);

        const target = dialog.getByRole('link', { name: label, exact: true });
        const href = (await target.getAttribute('href'))!;
        await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        await tapCentre(page, target);
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => pathOf(page)).toBe(href);
      }
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 2. dropdowns

/** Opens a dropdown by a tap on its button and checks each of its items is on top. */
async function tapOpen(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name, exact: true });
  await tapCentre(page, button);
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  const menu = page.getByRole('menu', { name });
  const items = menu.getByRole('menuitem');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) expect(await isOnTop(item), `${await item.textContent()} under ${name}`).toBe(true);
  return menu;
}

describe('the header dropdowns', () => {
  it.each([768, 1024])('at %i px a tap opens Plus and Voyants, and their items can be tapped', async (width) => {
    const { page, close } = await open(width, { touch: true });
    try {
      await page.goto(`${server.url}/contact`);
      await pageSettled(page);
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      if (width < 1024) {
        const plus = await tapOpen(page, 'Plus');
        await tapCentre(page, plus.getByRole('menuitem', { name: 'FAQ' }));
        await expect.poll(() => pathOf(page)).toBe('/faq');
        expect(await nav.getByRole('button', { name: 'Plus' }).getAttribute('aria-expanded')).toBe('false');
      }
      const voyants = await tapOpen(page, 'Voyants');
      // A second tap on the button closes what the first opened.
      const button = nav.getByRole('button', { name: 'Voyants' });
      await tapCentre(page, button);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await tapOpen(page, 'Voyants');
      await tapCentre(page, voyants.getByRole('menuitem', { name: 'Trouver Par Spécialité' }));
      await expect.poll(() => pathOf(page)).toBe('/par-specialite');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('on home a tap on Voyants opens its menu and still scrolls to the advisors section', async () => {
    const { page, close } = await open(1024, { touch: true });
    try {
      await page.goto(`${server.url}/`);
      await pageSettled(page);
      await tapOpen(page, 'Voyants');
      await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('voyants')!.getBoundingClientRect().top - 80))).toBeLessThan(20);
    } finally {
      await close();
    }
  });

  it('by mouse: hover opens at once, leaving closes after 100 ms and not before, a click after hovering keeps it open', async () => {
    const { page, close } = await open(1280);
    try {
      await page.goto(`${server.url}/faq`);
      await pageSettled(page);
      const button = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Voyants' });
      await button.waitFor();
      // Timestamps in the page: when the pointer crosses the dropdown's edge, when the button says open or closed.
      await button.evaluate((el) => {
        const times: Record<string, number> = {};
        (window as unknown as { dropdownTimes: typeof times }).dropdownTimes = times;
        const item = el.closest('li')!;
        item.addEventListener('pointerenter', () => (times.enter = performance.now()));
        item.addEventListener('pointerleave', () => (times.leave = performance.now()));
        new MutationObserver(() => (times[`expanded-${el.getAttribute('aria-expanded')}`] = performance.now())).observe(el, { attributes: true, attributeFilter: ['aria-expanded'] });
      });
      const times = () => page.evaluate(() => (window as unknown as { dropdownTimes: Record<string, number> }).dropdownTimes);
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      let t = await times();
      expect(t['expanded-true']! - t.enter!).toBeLessThan(50);

      await page.mouse.move(box.x + box.width / 2, 600);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      t = await times();
      const closeDelay = t['expanded-false']! - t.leave!;
      expect(closeDelay).toBeGreaterThanOrEqual(DROPDOWN_CLOSE_DELAY_MS - 5);
      expect(closeDelay).toBeLessThan(DROPDOWN_CLOSE_DELAY_MS + 150);

      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForTimeout(250);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      for (const item of await page.getByRole('menu', { name: 'Voyants' }).getByRole('menuitem').all()) expect(await isOnTop(item)).toBe(true);
      // A second click closes it, the pointer still over it.
      await page.mouse.down();
      await page.mouse.up();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 3. no sideways scrolling

/** The site's example addresses (tests/helpers/site-routes.ts), with the first advisor's profile. */
async function examplePaths(): Promise<string[]> {
  const advisors = (await (await fetch(`${server.url}/api/users`)).json()) as { slug: string }[];
  return siteExamplePaths([advisors[0]!.slug]);
}

const overflowOf = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));

describe('no sideways scrolling', () => {
  it('every route of site/route-patterns.ts has an example below', async () => {
    const examples = await examplePaths();
    const patterns: readonly string[] = PAGE_PATTERNS;
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => !examples.some((path) => pageRouteOf(path) === pattern))).toEqual([]);
  });

  it.each([320, 375, 768, 1024, 1280])('at %i px no page is wider than the screen, widgets loaded, dropdowns open', { timeout: 180_000 }, async (width) => {
    const { page, close } = await open(width);
    try {
      const wide: string[] = [];
      for (const path of await examplePaths()) {
        await page.goto(server.url + path);
        await pageSettled(page);
        const { scrollWidth, innerWidth } = await overflowOf(page);
        if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} > ${innerWidth}`);
      }
      if (width >= 640 && width < 1280) {
        await page.goto(`${server.url}/faq`);
        await pageSettled(page);
        const nav = page.getByRole('navigation', { name: 'Navigation principale' });
        for (const name of width < 1024 ? ['Plus', 'Voyants'] : ['Voyants']) {
          const button = nav.getByRole('button', { name, exact: true });
          await button.focus();
          await page.keyboard.press('ArrowDown');
          await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
          const { scrollWidth, innerWidth } = await overflowOf(page);
          if (scrollWidth > innerWidth) wide.push(`${name} open: ${scrollWidth} > ${innerWidth}`);
          await page.keyboard.press('Escape');
        }
      }
      expect(wide).toEqual([]);
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 4. footer

/** The spec's menu pages (SPEC.md section 2, header and menu), each linked from the footer too. */
const MENU_PAGES = ['/', '/tous-nos-voyants', '/par-thematique', '/par-specialite', '/horoscopes', '/agence', '/faq', '/temoignages', '/contact', '/ma-question-gratuite'];

describe('the footer', () => {
  it.each([375, 1280])('at %i px: customer service, phone, Dubai office, © 2025, every menu and legal page, each on top', async (width) => {
    const { page, close } = await open(width, { touch: width < 640 });
    try {
      await page.goto(`${server.url}/faq`);
      await pageSettled(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('heading', { name: 'Service client' }).waitFor();
      expect(await footer.locator(`a[href="mailto:${SAMPLE_IDENTITY.email}"]`).count()).toBe(1);
      expect(await footer.locator(`a[href="${SAMPLE_IDENTITY.phoneHref}"]`).textContent()).toBe(SAMPLE_IDENTITY.phone);
      expect(await footer.locator('address').textContent()).toContain('Dubaï');
      expect(await footer.textContent()).toContain('© 2025');

      // The birth chart and the compatibility (issue 41) have no item in the spec's menu: the footer links them.
      const expected = [...MENU_PAGES, '/theme-astral', '/compatibilite', ...FOOTER_LEGAL_LINKS.map((link) => link.href)];
      const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(expected.filter((href) => !hrefs.includes(href))).toEqual([]);
      const hidden: string[] = [];
      for (const href of expected) {
        const link = footer.locator(`a[href="${href}"]`).first();
        await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        if (!(await isOnTop(link))) hidden.push(href);
      }
      expect(hidden).toEqual([]);
      const horoscopes = footer.locator('a[href="/horoscopes"]');
      await horoscopes.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      if (width < 640) await tapCentre(page, horoscopes);
      else await horoscopes.click();
      await expect.poll(() => pathOf(page)).toBe('/horoscopes');
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 5. error fallback

describe('a page that throws', () => {
  /*
   * No page of the product throws on purpose, and a switch to make one throw would
   * ship to visitors. The test injects the failure instead: before any script, it makes
   * document.title refuse to be set on /faq, which the FAQ page does when it renders
   * (usePageMeta). The rest of the product is the real built one.
   */
  it('shows the fallback inside the shell, logs the error, and the link home recovers', async () => {
    // Its init script would stay with a warm page.
    const { page, close } = await open(375, { touch: true, fresh: true });
    try {
      await page.addInitScript(() => {
        const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
        Object.defineProperty(Document.prototype, 'title', {
          configurable: true,
          get() {
            return title.get!.call(this);
          },
          set(value: string) {
            if (location.pathname === '/faq') throw new Error('Panne simulée de la page FAQ');
            title.set!.call(this, value);
          },
        });
      });
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.goto(`${server.url}/faq`);
      await pageSettled(page);
      const heading = page.getByRole('heading', { name: 'Unexpected Application Error!' });
      await heading.waitFor();
      expect(await isOnTop(heading)).toBe(true);
      await page.getByText('Cette page a rencontré un problème.').waitFor();
      await page.getByText('Panne simulée de la page FAQ').waitFor();
      expect(logged.some((text) => text.includes('Panne simulée de la page FAQ'))).toBe(true);
      // The shell stays: header and footer around the fallback.
      expect(await isOnTop(page.getByRole('button', { name: 'Ouvrir le menu' }))).toBe(true);
      expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'Service client' }).isVisible()).toBe(true);

      const home = page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' });
      await home.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await isOnTop(home)).toBe(true);
      await tapCentre(page, home);
      await page.getByRole('heading', { name: 'Trouvez le voyant qui éclairera votre chemin' }).waitFor();
      expect(pathOf(page)).toBe('/');
      expect(await heading.count()).toBe(0);
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 6. layout credibility

/**
 * The rows of every card grid on the page (elements laid out by CSS grid with at
 * least two children), as the number of cards on each row, top to bottom.
 */
function gridRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *, footer *')]
      .filter((el) => getComputedStyle(el).display === 'grid' && el.children.length >= 2 && el.getBoundingClientRect().width > 0)
      .map((grid) => {
        const rows = new Map<number, number>();
        for (const child of grid.children) {
          const top = Math.round(child.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return { grid: `${grid.tagName.toLowerCase()}.${[...grid.classList].join('.')}`, rows: [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count) };
      }),
  );
}

/**
 * A grid is balanced when all its rows hold the same number of cards. The only
 * exception is a count that no column count between 2 and n − 1 divides (a prime
 * above 3: 5, 7, 11…), and even then the short row holds at least two cards.
 */
function isBalanced(rows: number[]): boolean {
  const total = rows.reduce((sum, count) => sum + count, 0);
  if (rows.every((count) => count === rows[0])) return true;
  const evenSplitExists = Array.from({ length: total - 2 }, (_, i) => i + 2).some((columns) => total % columns === 0);
  return !evenSplitExists && Math.min(...rows) >= 2;
}

/**
 * What lies between the last content of the page and the footer: the horizontal
 * rules (visible top or bottom borders at least half the screen wide) and the empty
 * boxes with a visible border taller than 4 px.
 */
function beforeFooter(page: Page) {
  return page.evaluate(() => {
    const visibleBorder = (style: CSSStyleDeclaration, side: 'Top' | 'Bottom') =>
      style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) > 0 && !/rgba\([^)]*,\s*0\)$/.test(style[`border${side}Color`]);
    const footerTop = document.querySelector('footer')!.getBoundingClientRect().top + scrollY;
    let contentBottom = 0;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.height > 0) contentBottom = Math.max(contentBottom, box.bottom + scrollY);
    }
    for (const media of document.querySelectorAll('main *')) {
      // Pictures and widgets (custom elements) are content too.
      if (!media.tagName.includes('-') && !['IMG', 'VIDEO', 'svg'].includes(media.tagName)) continue;
      const box = media.getBoundingClientRect();
      if (box.height > 0) contentBottom = Math.max(contentBottom, box.bottom + scrollY);
    }
    const rules: string[] = [];
    const emptyBoxes: string[] = [];
    for (const el of [...document.querySelectorAll('main, main *, footer')]) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      for (const [side, y] of [
        ['Top', box.top + scrollY],
        ['Bottom', box.bottom + scrollY],
      ] as const) {
        if (box.width >= innerWidth / 2 && visibleBorder(style, side) && y > contentBottom && y <= footerTop + 1) rules.push(`${name} ${side.toLowerCase()} at ${Math.round(y)}`);
      }
      const hasContent = ['IMG', 'SVG', 'VIDEO'].includes(el.tagName.toUpperCase()) || (el as HTMLElement).innerText?.trim() || el.querySelector('img, svg, video, input, textarea, select, iframe') || [...el.querySelectorAll('*')].some((child) => child.tagName.includes('-'));
      if (el.tagName !== 'FOOTER' && box.height > 4 && (visibleBorder(style, 'Top') || visibleBorder(style, 'Bottom')) && !hasContent && !el.tagName.includes('-')) emptyBoxes.push(`${name} ${Math.round(box.height)} px`);
    }
    return { rules, emptyBoxes, gap: Math.round(footerTop - contentBottom) };
  });
}

describe('layout credibility', () => {
  it.each([768, 1280])('at %i px every card grid is balanced and nothing empty stands before the footer', { timeout: 60_000 }, async (width) => {
    const { page, close } = await open(width);
    try {
      const problems: string[] = [];
      for (const path of ['/', '/horoscopes', '/temoignages']) {
        await page.goto(server.url + path);
        await pageSettled(page);
        for (const { grid, rows } of await gridRows(page)) if (!isBalanced(rows)) problems.push(`${path} ${grid}: rows of ${rows.join(', ')}`);
        const { rules, emptyBoxes } = await beforeFooter(page);
        // Only the footer's own top border separates the page's last content from the footer.
        if (rules.length !== 1) problems.push(`${path}: rules before the footer: ${rules.join('; ')}`);
        for (const box of emptyBoxes) problems.push(`${path}: empty bordered box ${box}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------- 7. home page links

describe('the home page cards', () => {
  /** Each section's links, in order: its cards, or the teaser's Découvrir button. */
  const HOME_LINKS: [section: string, hrefs: string[]][] = [
    ['Comment souhaitez-vous consulter ?', ['/tous-nos-voyants', '/tous-nos-voyants', '/tous-nos-voyants', '/tous-nos-voyants']],
    ['Nos expertises', ['/par-thematique/tarologie', '/par-thematique/astrologie', '/par-thematique/numerologie', '/par-thematique/mediumnite']],
    ['Trouvez votre voyant par thématique', ['/par-specialite/amour', '/par-specialite/carriere', '/par-specialite/argent', '/par-specialite/famille']],
    ['Nos Horoscopes', ['/horoscopes']],
  ];

  it('at 375 px by touch each card and the Découvrir button lead where the spec says', { timeout: 120_000 }, async () => {
    const { page, close } = await open(375, { touch: true });
    try {
      for (const [title, hrefs] of HOME_LINKS) {
        for (const [index, href] of hrefs.entries()) {
          await page.goto(`${server.url}/`);
          await pageSettled(page);
          const section = page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }).last();
          const links = section.getByRole('link');
          expect(await links.count()).toBe(hrefs.length);
          const link = links.nth(index);
          if (title === 'Nos Horoscopes') expect(await link.textContent()).toBe('Découvrir');
          await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          expect(await isOnTop(link), `${title} #${index + 1}`).toBe(true);
          await tapCentre(page, link);
          await expect.poll(() => pathOf(page), { message: `${title} #${index + 1}` }).toBe(href);
        }
      }
    } finally {
      await close();
    }
  });
});
