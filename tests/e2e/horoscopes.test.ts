/**
 * The horoscope pages, the oracle on the home page and the horoscope embedded
 * on a partner's blog, as a visitor meets them: the built product on a
 * loopback port (and a partner's page on another), in the Debian Chromium,
 * with touch screens on phones and tablets. Controls are tapped where they
 * are drawn.
 */
import type { Locator, Page } from 'playwright-core';
import { HOROSCOPE_TESTIMONIALS } from '../../site/content/horoscope-testimonials';
import { REVIEWS } from '../../site/content/reviews';
import { WIDTHS } from '../helpers/browser';
import { appTookOver } from '../helpers/page-settled';
import { parisWeekHeading } from '../helpers/paris-week';
import { startPartnerServer, type PartnerServer } from '../helpers/partner-server';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import type { WarmPage } from '../helpers/warm-pages';

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

/** A page at a width; phones and tablets get a touch screen. */
function visit(url: string, width: number): Promise<WarmPage> {
  const touch = width < WIDTHS.desktop;
  return pages.visit(url, width, { reducedMotion: 'reduce', hasTouch: touch, isMobile: touch });
}

const site = (path: string, width: number) => visit(server.url + path, width);

/**
 * Taps a control where it is drawn: scrolled into view, the element found at
 * its centre (through shadow roots) is the control or inside it, then a touch
 * there (a click on a desktop without touch).
 */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not drawn');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await control.evaluate(
    (element, point) => {
      let found: Element | null = document.elementFromPoint(point.x, point.y);
      while (found?.shadowRoot) {
        const inner = found.shadowRoot.elementFromPoint(point.x, point.y);
        if (!inner || inner === found) break;
        found = inner;
      }
      return !!found && (found === element || element.contains(found));
    },
    { x, y },
  );
  expect(hit, 'the control is the element drawn at its centre').toBe(true);
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

describe('no dead control on the horoscope and theme pages', () => {
  it.each([WIDTHS.mobile, WIDTHS.desktop])("astrologie’s 'Voir tous les voyants' leads to /tous-nos-voyants (%i px)", async (width) => {
    const { page, errors, close } = await site('/par-thematique/astrologie', width);
    try {
      const seeAll = page.locator('voy-advisor-list').getByRole('link', { name: 'Voir tous les voyants' });
      await seeAll.waitFor({ timeout: 15_000 });
      await tap(page, seeAll);
      await page.waitForURL('**/tous-nos-voyants');
      await page.getByText('Surmontez les obstacles et réalisez votre plein potentiel.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([WIDTHS.mobile, WIDTHS.tablet, WIDTHS.desktop])("a period card opens the signs in that period, and the sign page on that tab (%i px)", async (width) => {
    const { page, errors, close } = await site('/horoscopes', width);
    try {
      const signs = page.locator('voy-horoscope-signs');
      await tap(page, signs.getByRole('button', { name: /^Horoscope de la semaine/ }));
      await expect.poll(() => signs.getByRole('button', { name: /^Horoscope de la semaine/ }).getAttribute('aria-pressed')).toBe('true');
      // The signs are brought into view, under a heading that names the period.
      const lion = signs.getByRole('link', { name: /^Lion/ });
      await expect.poll(() => lion.evaluate((link) => link.getBoundingClientRect().top < innerHeight)).toBe(true);
      expect(await signs.getByRole('heading', { level: 2 }).first().textContent()).toContain('Horoscope de la semaine');

      await tap(page, lion);
      await page.waitForURL('**/horoscopes/lion/semaine');
      const horoscope = page.locator('voy-horoscope');
      const selected = horoscope.getByRole('tab', { selected: true });
      await expect.poll(() => selected.textContent()).toBe('Semaine');
      // This week in Paris, from its Monday; the next one too if a Monday begins while the page loads.
      const thisWeek = new Set([parisWeekHeading(Date.now()), parisWeekHeading(Date.now() + 20_000)]);
      await horoscope.getByRole('heading', { name: new RegExp(`^(?:${[...thisWeek].join('|')})$`) }).waitFor({ timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('each period card leads its signs to its own tab, and a sign without a period opens on Aujourd’hui; the link preview follows the sign', async () => {
    const { page, close } = await site('/horoscopes', WIDTHS.mobile);
    try {
      // The image a shared link shows, as the page names it now (the app sets it on each navigation).
      const preview = async () => new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!).pathname;
      expect(await preview()).toBe('/images/apercus/site.jpg');
      const signs = page.locator('voy-horoscope-signs');
      const lion = signs.getByRole('link', { name: /^Lion/ });
      await lion.waitFor();
      expect(new URL((await lion.getAttribute('href'))!, page.url()).pathname).toBe('/horoscopes/lion');
      const cards: [string, string][] = [
        ['Horoscope du jour', 'aujourdhui'],
        ['Horoscope de demain', 'demain'],
        ['Horoscope de la semaine', 'semaine'],
        ['Horoscope du mois', 'mois'],
        ["Horoscope de l’année", 'annee'],
      ];
      for (const [title, period] of cards) {
        await tap(page, signs.getByRole('button', { name: new RegExp(`^${title}`) }));
        // The day's horoscope is the sign's page; each other period has its own address.
        await expect.poll(async () => new URL((await lion.getAttribute('href'))!, page.url()).pathname).toBe(period === 'aujourdhui' ? '/horoscopes/lion' : `/horoscopes/lion/${period}`);
        expect(await signs.getByRole('button', { pressed: true }).count()).toBe(1);
      }
      await tap(page, lion);
      await page.waitForURL('**/horoscopes/lion/annee');
      await expect.poll(() => page.locator('voy-horoscope').getByRole('tab', { selected: true }).textContent()).toBe('Année');
      await expect.poll(preview).toBe('/images/apercus/signes/lion.jpg');
      // Another sign from the page: back to Aujourd'hui (SPEC.md section 2).
      await tap(page, page.locator('voy-horoscope').getByRole('link', { name: 'Vierge' }));
      await page.waitForURL((url) => url.pathname === '/horoscopes/vierge' && url.search === '');
      await expect.poll(() => page.locator('voy-horoscope').getByRole('tab', { selected: true }).textContent()).toBe("Aujourd’hui");
      await expect.poll(preview).toBe('/images/apercus/signes/vierge.jpg');
      expect(await page.locator('meta[property="og:image"]').count()).toBe(1);
      const image = await fetch(server.url + (await preview()));
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    } finally {
      await close();
    }
  });
});

describe('one address per period (issue 17, point 4)', () => {
  it('opens each period from its own address, and the address, title and canonical link follow the tabs without a new history entry or a jump to the top', async () => {
    const { page, errors, close } = await site('/horoscopes/lion/mois', WIDTHS.mobile);
    try {
      const horoscope = page.locator('voy-horoscope');
      const selected = horoscope.getByRole('tab', { selected: true });
      await expect.poll(() => selected.textContent()).toBe('Mois');
      await expect.poll(() => page.title()).toMatch(/^Horoscope Lion du mois \|/);
      const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL((await canonical())!).pathname).toBe('/horoscopes/lion/mois');

      const entries = await page.evaluate(() => history.length);
      const tabs = horoscope.getByRole('tablist');
      await tabs.evaluate((list) => list.scrollIntoView({ block: 'start' }));
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await tap(page, horoscope.getByRole('tab', { name: 'Demain' }));
      await page.waitForURL((url) => url.pathname === '/horoscopes/lion/demain');
      await expect.poll(() => selected.textContent()).toBe('Demain');
      await expect.poll(() => page.title()).toMatch(/^Horoscope Lion de demain \|/);
      expect(new URL((await canonical())!).pathname).toBe('/horoscopes/lion/demain');
      await tap(page, horoscope.getByRole('tab', { name: 'Aujourd’hui' }));
      await page.waitForURL((url) => url.pathname === '/horoscopes/lion');
      await expect.poll(() => page.title()).toMatch(/^Horoscope Lion gratuit \|/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers each period’s address as a page (another is a 404), and leads the former ?periode= address, /aujourdhui and an unknown period to the one address', async () => {
    for (const path of ['/horoscopes/lion/demain', '/horoscopes/lion/semaine', '/horoscopes/lion/mois', '/horoscopes/lion/annee']) {
      const response = await fetch(server.url + path, { headers: { accept: '*/*' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
    // A period that does not exist is no page: no 200 for a search engine to keep.
    expect((await fetch(`${server.url}/horoscopes/lion/hier`, { headers: { accept: '*/*' } })).status).toBe(404);
    const { page, close } = await site('/horoscopes/lion?periode=semaine', WIDTHS.desktop);
    try {
      const selected = page.locator('voy-horoscope').getByRole('tab', { selected: true });
      await page.waitForURL((url) => url.pathname === '/horoscopes/lion/semaine' && url.search === '');
      await expect.poll(() => selected.textContent()).toBe('Semaine');
      // The page redirected to keeps following the tabs.
      await page.locator('voy-horoscope').getByRole('tab', { name: 'Demain' }).click();
      await page.waitForURL((url) => url.pathname === '/horoscopes/lion/demain');
      for (const [path, expected, tab] of [
        ['/horoscopes/lion/aujourdhui', '/horoscopes/lion', 'Aujourd’hui'],
        ['/horoscopes/lion/hier', '/horoscopes/lion', 'Aujourd’hui'],
        ['/horoscopes/leo/annee', '/horoscopes/leo/annee', 'Année'],
      ] as const) {
        await page.goto(server.url + path);
        await page.waitForURL((url) => url.pathname === expected);
        await expect.poll(() => selected.textContent(), { message: path }).toBe(tab);
      }
    } finally {
      await close();
    }
  });
});

describe('« Pourquoi ce texte ? » (issue 41, point 4)', () => {
  /** Whether the focus, inside the widget's shadow root, is on `target`. */
  const focused = (target: Locator) => target.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);

  it.each([WIDTHS.mobile, WIDTHS.desktop])('opens under the week’s text by tap, and by keyboard from the tabs (%i px)', async (width) => {
    const { page, errors, close } = await site('/horoscopes/lion/semaine', width);
    try {
      const horoscope = page.locator('voy-horoscope');
      // Keys and taps act on the app's controls: the server's copy before it only shows them.
      await appTookOver(page);
      const details = horoscope.locator('details[part~="why"]');
      const summary = details.locator('summary');
      await expect.poll(() => summary.textContent()).toBe('Pourquoi ce texte\u202f?');
      const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
      const firstLine = details.locator('li').first();
      expect(await isOpen()).toBe(false);
      expect(await firstLine.isVisible()).toBe(false);

      await tap(page, summary);
      await expect.poll(isOpen).toBe(true);
      await firstLine.waitFor({ state: 'visible' });
      expect(await firstLine.textContent()).toMatch(/^\p{Lu}.* en \p{Lu}\p{L}+, dans votre (?:1ʳᵉ|\d{1,2}ᵉ) maison solaire/u);
      expect(await details.locator('p').textContent()).toContain('calculés par notre moteur (astronomy-engine) pour le lundi');
      await tap(page, summary);
      await expect.poll(isOpen).toBe(false);

      // From the selected tab, Tab reaches the summary (the panel may take one stop); Enter opens, Space closes.
      await horoscope.getByRole('tab', { selected: true }).focus();
      for (let i = 0; i < 4 && !(await focused(summary)); i++) await page.keyboard.press('Tab');
      expect(await focused(summary)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(isOpen).toBe(true);
      await firstLine.waitFor({ state: 'visible' });
      await page.keyboard.press('Space');
      await expect.poll(isOpen).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the horoscope on a partner’s blog', () => {
  it.each([WIDTHS.mobile, WIDTHS.tablet, WIDTHS.desktop])('is compact by default: short, no breadcrumb, no sign grid, links to our site in a new tab (%i px)', async (width) => {
    const { page, close } = await visit(partner.page('blog'), width);
    try {
      const horoscope = page.locator('voy-horoscope');
      await horoscope.locator('[data-state="loaded"]').waitFor({ timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const height = (await horoscope.boundingBox())!.height;
      expect(height).toBeLessThan(900);
      expect(await horoscope.getByRole('navigation', { name: 'Fil d’Ariane' }).count()).toBe(0);
      expect(await horoscope.getByText('Voir un autre signe Astrologique').count()).toBe(0);
      // Its five tabs still work.
      await tap(page, horoscope.getByRole('tab', { name: 'Demain' }));
      await expect.poll(() => horoscope.getByRole('tab', { selected: true }).textContent()).toBe('Demain');

      // The widget's own links (the partner's fallback link stays in the tag, not drawn).
      const links = horoscope.locator('[part~="base"] a');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        expect(await link.getAttribute('href')).toMatch(new RegExp(`^${server.url}/`));
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      // The full horoscope is a tap away, on our site, in a new tab, on the tab the reader chose.
      const full = horoscope.getByRole('link', { name: /horoscope complet/i });
      const [opened] = await Promise.all([page.context().waitForEvent('page'), tap(page, full)]);
      await opened.waitForURL(`${server.url}/horoscopes/lion/demain`);
      expect(new URL(page.url()).origin).toBe(partner.url);
    } finally {
      await close();
    }
  });

  it('takes layout="full" on a partner page, still without the breadcrumb of our site', async () => {
    const { page, close } = await visit(partner.page('blog'), WIDTHS.desktop);
    try {
      const horoscope = page.locator('voy-horoscope');
      await horoscope.locator('[data-state="loaded"]').waitFor({ timeout: 20_000 });
      await horoscope.evaluate((element) => element.setAttribute('layout', 'full'));
      await horoscope.getByText('Voir un autre signe Astrologique').waitFor();
      expect(await horoscope.getByRole('navigation', { name: 'Fil d’Ariane' }).count()).toBe(0);
      expect(await horoscope.getByRole('link', { name: 'Vierge' }).getAttribute('target')).toBe('_blank');
    } finally {
      await close();
    }
  });

  it('keeps the full page on our site: breadcrumb, other signs, links in place', async () => {
    const { page, close } = await site('/horoscopes/lion', WIDTHS.mobile);
    try {
      const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await crumbs.waitFor();
      expect((await crumbs.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(['Accueil', 'Horoscopes']);
      const horoscope = page.locator('voy-horoscope');
      await horoscope.getByText('Voir un autre signe Astrologique').waitFor();
      expect(await horoscope.getByRole('link', { name: 'Vierge' }).getAttribute('target')).toBeNull();
      expect(await horoscope.getByRole('link', { name: /horoscope complet/i }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

/** The review cards under `scope`: the list items that hold a quote. */
const reviewCards = (scope: Locator) => scope.getByRole('listitem').filter({ has: scope.page().locator('blockquote') });

/** The horoscope pages' own testimonials (SPEC.md section 3): three static entries, each with its rating text, avatar and stars image. */
async function expectHoroscopeTestimonials(page: Page): Promise<void> {
  const block = page.getByRole('region', { name: 'Ils ont lu leur horoscope' });
  await block.waitFor({ timeout: 15_000 });
  const entries = block.getByRole('listitem');
  expect(await entries.count()).toBe(3);
  for (const [index, entry] of (await entries.all()).entries()) {
    await entry.scrollIntoViewIfNeeded(); // the avatars load lazily
    // Both pictures are decorative (alt=""): the client's avatar, then the stars beside the rating.
    const images = entry.locator('img');
    expect(await images.count()).toBe(2);
    const stars = entry.locator('img[src="/temoignages/etoiles.svg"]');
    expect(await stars.count()).toBe(1);
    for (const image of [images.first(), stars]) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await entry.getByText('5,0 / 5', { exact: true }).count()).toBe(1);
    expect(await entry.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await entry.locator('blockquote').textContent())!.length).toBeGreaterThan(40);
    expect(await entry.getByText(HOROSCOPE_TESTIMONIALS[index]!.name, { exact: true }).count()).toBe(1);
  }
}

describe('testimonials', () => {
  it.each(['/horoscopes', '/horoscopes/lion'])('%s shows the three horoscope testimonials', async (path) => {
    const { page, errors, close } = await site(path, WIDTHS.mobile);
    try {
      await expectHoroscopeTestimonials(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('embeds nine reviews rated 4.7 to 4.9, and the home strip shows the first three', async () => {
    expect(REVIEWS).toHaveLength(9);
    for (const review of REVIEWS) {
      expect(review.rating).toBeGreaterThanOrEqual(4.7);
      expect(review.rating).toBeLessThanOrEqual(4.9);
    }
    const all = await site('/temoignages', WIDTHS.desktop);
    try {
      const cards = reviewCards(all.page.getByRole('main'));
      await cards.first().waitFor();
      expect(await cards.count()).toBe(REVIEWS.length);
      for (const [index, review] of REVIEWS.entries()) {
        const card = cards.nth(index);
        expect(await card.getByText(review.name, { exact: true }).count()).toBe(1);
        expect(await card.getByText(`${String(review.rating).replace('.', ',')} / 5`, { exact: true }).count()).toBe(1);
      }
    } finally {
      await all.close();
    }
    const home = await site('/', WIDTHS.mobile);
    try {
      const strip = home.page.locator('section', { has: home.page.getByRole('heading', { name: 'Les meilleurs avis' }) });
      const cards = reviewCards(strip);
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      for (const [index, review] of REVIEWS.slice(0, 3).entries()) expect(await cards.nth(index).getByText(review.name, { exact: true }).count()).toBe(1);
    } finally {
      await home.close();
    }
  });
});

describe('the oracle on the home page', () => {
  /** Fills the oracle and taps Envoyer; returns the /api/analyser calls seen. */
  async function ask(page: Page, prenom: string, question: string): Promise<string[]> {
    const oracle = page.locator('voy-oracle');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analyser')) calls.push(request.postData() ?? '');
    });
    await oracle.getByLabel('Votre prénom', { exact: true }).fill(prenom);
    await oracle.getByLabel('Votre question', { exact: true }).fill(question);
    await tap(page, oracle.getByRole('button', { name: 'Envoyer' }));
    return calls;
  }

  it('comes right after the hero', async () => {
    const { page, close } = await site('/', WIDTHS.desktop);
    try {
      await page.locator('voy-oracle').getByLabel('Votre prénom', { exact: true }).waitFor();
      // The hero is the section that holds the page's title.
      const order = await page.getByRole('heading', { level: 1 }).evaluate((title) => {
        const hero = title.closest('section')!;
        return hero.nextElementSibling?.querySelector('voy-oracle') !== null;
      });
      expect(order).toBe(true);
    } finally {
      await close();
    }
  });

  it.each([WIDTHS.mobile, WIDTHS.desktop])('answers a love question and leads to /par-specialite/amour (%i px)', async (width) => {
    const { page, errors, close } = await site('/', width);
    try {
      await ask(page, 'Martine', 'Est-ce que mon couple va durer ?');
      const oracle = page.locator('voy-oracle');
      const link = oracle.getByRole('link', { name: "Voir nos voyants spécialistes de l’amour" });
      await link.waitFor({ timeout: 15_000 });
      expect((await oracle.locator('[part~="result"] p').textContent())!.length).toBeGreaterThan(10);
      await tap(page, link);
      await page.waitForURL('**/par-specialite/amour');
      await page.getByText('Amour & Relations').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leads a question of no category to /tous-nos-voyants', async () => {
    const { page, close } = await site('/', WIDTHS.mobile);
    try {
      await ask(page, 'Paul', 'Quelle couleur choisir pour repeindre ma cuisine ?');
      const link = page.locator('voy-oracle').getByRole('link', { name: 'Voir tous nos voyants' });
      await link.waitFor({ timeout: 15_000 });
      await tap(page, link);
      await page.waitForURL('**/tous-nos-voyants');
    } finally {
      await close();
    }
  });

  it('sends nothing when the first name or the question is blank after trimming', async () => {
    const { page, close } = await site('/', WIDTHS.mobile);
    try {
      await page.locator('voy-oracle').getByLabel('Votre prénom', { exact: true }).waitFor();
      const calls = [...(await ask(page, '   ', 'Est-ce que mon couple va durer ?')), ...(await ask(page, 'Martine', '  \n '))];
      await page.waitForTimeout(500);
      expect(calls).toEqual([]);
      expect(await page.locator('voy-oracle').locator('[part~="result"]').count()).toBe(0);
      expect(await page.locator('voy-oracle').getByRole('link').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
