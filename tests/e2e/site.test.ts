/**
 * The site as a visitor meets it: the built product on a loopback port, in
 * the Debian Chromium, at phone, tablet and desktop widths.
 */
import type { Locator, Page } from 'playwright-core';
import type { WarmPage } from '../helpers/warm-pages';
import { WIDTHS } from '../helpers/browser';
import { tapAt } from '../helpers/tap';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import { consoleProduct } from '../helpers/console-product';
import { beingPresent, signedInCookie, type ConsoleStream } from '../helpers/presence';
import { jsonLdOf, structuredDataFaults } from '../helpers/structured-data';
import { FAQ_ITEMS } from '../../site/content/faq';

const server = sharedServer();
const { pages } = sharedBrowser();

function open(path: string, width: number = WIDTHS.desktop): Promise<WarmPage> {
  return pages.visit(server.url + path, width);
}

const KEY_TEXTS: [path: string, texts: string[]][] = [
  ['/', ['Plus de 20 000 clients satisfaits', 'Nos voyants du jour', 'Nos Horoscopes', 'Votre horoscope gratuit et complet.', 'Comment souhaitez-vous consulter ?', 'Tchat en direct', 'Trouvez votre voyant par thématique', 'Ils parlent de nous', 'Les meilleurs avis', 'Notre tirage du jour', 'Notre voyant du mois']],
  ['/tous-nos-voyants', ['Tous nos voyants', 'Surmontez les obstacles et réalisez votre plein potentiel.', "Trouver un voyant aujourd’hui gratuitement", 'Thématique']],
  ['/horoscopes', ['Vos Horoscopes', 'Bélier', 'Poissons']],
  ['/horoscopes/lion', ['Lion', '23 juillet – 22 août', 'Vie personnelle', 'Voir un autre signe Astrologique']],
  ['/horoscopes/licorne', ['Signe non trouvé', "Le signe zodiacal demandé n’existe pas."]],
  ['/par-thematique/tarologie', ['Tarologie', 'Notre tarologue du jour']],
  ['/par-thematique/astrologie', ['Astrologie', 'Notre astrologue du jour']],
  ['/par-thematique/numerologie', ['Numérologie', 'Notre numérologue du jour']],
  ['/par-thematique/mediumnite', ['Médiumnité', 'Notre médium du jour']],
  ['/par-specialite/amour', ['Amour & Relations', 'Explorez les méandres de votre vie sentimentale avec nos voyants experts.', "Découvrez d’autres experts"]],
  ['/par-specialite/carriere', ['Carrière & Travail', 'Notre expert Carrière du jour', 'Prenez les bonnes décisions pour votre avenir professionnel...']],
  ['/par-specialite/argent', ['Argent & Finances', 'Notre expert Finance du jour', 'Gérez vos finances avec sérénité...']],
  ['/par-specialite/famille', ['Famille & Relations', 'Notre expert Famille du jour', 'Renforcez vos liens familiaux et surmontez les difficultés']],
  ['/agence', ['Notre Agence Astrale', "Votre Boussole vers l’Inconnu", '2003', 'Comment consulter nos voyants ?', 'Notre équipe']],
  ['/faq', ['Foire Aux Questions', 'Vos Questions Fréquentes']],
  ['/contact', ['Contactez-nous', 'Nous sommes à votre écoute', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000', 'Dubaï']],
  ['/temoignages', ['Témoignages']],
  ['/ma-question-gratuite', ['Obtenez gratuitement une réponse à vos questions', 'Nos voyants sont prêts pour répondre à votre question, gratuitement.']],
  ['/mentions-legales', ['Mentions légales', 'Dubaï']],
  ['/conditions-generales', ['Conditions générales', 'bulgare', '18 ans']],
  ['/consultant-profile', ['Page non accessible directement. Veuillez revenir à la liste des voyants.']],
  ['/consultant-profile/helene', ['Hélène', 'Supports divinatoires', 'Disponibilités', 'Consultez Hélène']],
  ['/par-thematique', ['Trouvez votre voyant par thématique', 'Tarologie', 'Carrière']],
  ['/par-specialite', ['Trouvez votre voyant par thématique']],
  ['/une-page-qui-n-existe-pas', ['Trouvez votre voyant par thématique']],
  ['/404', ['Oops! Page not found']],
];

describe('every route shows its key texts', () => {
  it.each(KEY_TEXTS)('%s', async (path, texts) => {
    const { page, errors, close } = await open(path);
    try {
      for (const text of texts) await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
      expect(await page.title()).toMatch(/Voyance Étoilée/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the header', () => {
  it('shows every item at 1280 px, and Voyants opens its submenu', async () => {
    const { page, close } = await open('/');
    try {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const label of ['Accueil', 'Horoscopes', 'Agence', 'FAQ', 'Témoignages', 'Contact', 'Ma Question Gratuite']) {
        await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      }
      await expect.poll(() => nav.getByRole('button', { name: 'Plus' }).isVisible()).toBe(false);
      await nav.getByRole('button', { name: 'Voyants' }).hover();
      await expect.poll(() => page.getByRole('menuitem', { name: 'Trouver Par Spécialité' }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps five items and a Plus menu at 768 px', async () => {
    const { page, close } = await open('/', WIDTHS.tablet);
    try {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const label of ['Accueil', 'Horoscopes', 'Agence', 'Contact']) expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      for (const label of ['FAQ', 'Témoignages', 'Ma Question Gratuite']) expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(false);
      const plus = nav.getByRole('button', { name: 'Plus' });
      await plus.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('FAQ');
      await page.keyboard.press('Escape');
      await expect.poll(() => plus.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await plus.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('opens a 3/4-wide Menu panel at 375 px; Escape closes it and focus returns; an item click closes it', async () => {
    const { page, close } = await open('/', WIDTHS.mobile);
    try {
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      await burger.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeCloseTo(375 * 0.75, 0);
      expect(box!.x + box!.width).toBeCloseTo(375, 0);
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await burger.evaluate((el) => el === document.activeElement)).toBe(true);

      await burger.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
      await page.getByText('Foire Aux Questions').waitFor();
    } finally {
      await close();
    }
  });

  it.each([
    ['/', 'Accueil', false],
    ['/tous-nos-voyants', 'Voyants', true],
    ['/par-thematique', 'Voyants', true],
    ['/par-specialite', 'Voyants', true],
    ['/par-thematique/astrologie', 'Voyants', true],
    ['/horoscopes/lion', 'Horoscopes', false],
  ])('on %s highlights %s (Voyants active: %s)', async (path, label, voyantsActive) => {
    const { page, close } = await open(path);
    try {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const item = label === 'Voyants' ? nav.getByRole('button', { name: 'Voyants' }) : nav.getByRole('link', { name: label, exact: true });
      // Highlighted as a person sees it: gold and bold (any other item is drawn in the text colour, gold-strong on hover).
      const highlighted = (locator: Locator) =>
        locator.evaluate((el) => {
          const style = getComputedStyle(el);
          return style.color === 'rgb(212, 175, 55)' && Number(style.fontWeight) >= 700;
        });
      await expect.poll(() => highlighted(item)).toBe(true);
      if (label !== 'Voyants') expect(await item.getAttribute('aria-current')).toBe('page');
      expect(await highlighted(nav.getByRole('button', { name: 'Voyants' }))).toBe(voyantsActive);
    } finally {
      await close();
    }
  });
});

describe('navigation', () => {
  it('scrolls to the top on every route change', async () => {
    const { page, close } = await open('/');
    try {
      await page.getByText('Les meilleurs avis').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await page.getByText('Foire Aux Questions').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await close();
    }
  });

  it('goes from a card to its profile without a reload, and the profile survives a reload', async () => {
    const { page, close } = await open('/tous-nos-voyants');
    try {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const firstProfileLink = page.getByRole('link', { name: 'Voir le profil', exact: true }).first();
      await firstProfileLink.waitFor();
      const href = await firstProfileLink.getAttribute('href');
      const slug = new URL(href!, page.url()).pathname.split('/').pop()!;
      await firstProfileLink.click();
      await page.waitForURL(`**/consultant-profile/${slug}`);
      await page.getByText('Supports divinatoires').waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      const name = await page.locator('voy-advisor-profile h2').first().textContent();
      await page.reload();
      await page.getByText('Supports divinatoires').waitFor();
      expect(await page.locator('voy-advisor-profile h2').first().textContent()).toBe(name);
    } finally {
      await close();
    }
  });

  it('toggles each FAQ answer on click, all closed at first', async () => {
    const { page, close } = await open('/faq');
    try {
      const questions = page.locator('main button[aria-expanded]');
      await questions.first().waitFor();
      expect(await questions.count()).toBe(4);
      for (let i = 0; i < 4; i++) expect(await questions.nth(i).getAttribute('aria-expanded')).toBe('false');
      await questions.first().click();
      expect(await questions.first().getAttribute('aria-expanded')).toBe('true');
      await questions.first().click();
      expect(await questions.first().getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });
});

describe('the chat on a profile', () => {
  // Hélène at her console (a chat is offered only to a present advisor): a product with her account.
  const ADVISOR = { email: 'helene.site@agence.test', password: 'Tarot de Marseille et thé vert', role: 'advisor' as const, slug: 'helene' };
  const product = consoleProduct('voyance-site-chat-e2e-', [ADVISOR]);
  let atConsole: ConsoleStream | undefined;
  beforeAll(async () => {
    const helene = await product.publicAdvisor('helene');
    atConsole = await beingPresent(product.url, await signedInCookie(product.url, ADVISOR), helene.id);
  });
  afterAll(() => atConsole?.close());
  /** The chat's own file (widgets/chat-element.ts, built with its hash). */
  const CHAT_CODE = /\/chat-element-[\w-]+\.js$/;
  const chatCodeLoaded = (page: Page) =>
    page.evaluate((file) => customElements.get('voy-chat') !== undefined || performance.getEntriesByType('resource').some((entry) => new RegExp(file).test(entry.name)), CHAT_CODE.source);
  const openProfileOnPhone = () => pages.visit(`${product.url}/consultant-profile/helene`, WIDTHS.mobile, { hasTouch: true, isMobile: true });
  const chatLink = (page: Page) => page.locator('voy-advisor-profile').getByRole('link', { name: 'Tchatter avec Hélène' });

  it('brings its code only when the visitor opens it: at 375 px a tap on « Tchatter avec … » opens it, ready to start', async () => {
    const { page, errors, close } = await openProfileOnPhone();
    try {
      expect(await chatCodeLoaded(page)).toBe(false);
      await tapAt(chatLink(page));
      await page.waitForURL('**/consultant-profile/helene#tchat');
      const firstName = page.getByLabel(CHAT_TEXTS.firstName);
      await firstName.waitFor();
      expect(await chatCodeLoaded(page)).toBe(true);
      await tapAt(firstName);
      await firstName.fill('Inès');
      expect(await firstName.inputValue()).toBe('Inès');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says in French when its code cannot load, and « Réessayer » opens it once it can', async () => {
    const { page, close } = await openProfileOnPhone();
    try {
      await page.route(CHAT_CODE, (route) => route.abort('internetdisconnected'));
      await tapAt(chatLink(page));
      const alert = page.getByRole('alert').filter({ hasText: 'Le tchat n’a pas pu s’ouvrir' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Vérifiez votre connexion, puis réessayez.');
      await page.unrouteAll();
      await tapAt(alert.getByRole('button', { name: 'Réessayer' }));
      await page.getByLabel(CHAT_TEXTS.firstName).waitFor();
      expect(page.url()).toBe(`${product.url}/consultant-profile/helene#tchat`);
    } finally {
      await close();
    }
  });
});

describe('before any script runs', () => {
  it.each([
    ['/faq', 'Foire Aux Questions'],
    ['/agence', 'Notre Agence Astrale'],
    ['/mentions-legales', 'Mentions légales'],
    ['/conditions-generales', 'Conditions générales'],
    ['/contact', 'Contactez-nous'],
  ])('%s is prerendered with its text, title, description and canonical link', async (path, text) => {
    const html = await (await fetch(server.url + path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+ \| Voyance Étoilée<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.voyance-etoilee.example${path}"`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('/faq carries its questions and answers as schema.org FAQPage data, valid for a search engine', async () => {
    const html = await (await fetch(`${server.url}/faq`, { headers: { accept: 'text/html' } })).text();
    const data = jsonLdOf(html);
    expect(data.map((node) => node['@type'])).toEqual(['FAQPage']);
    expect(data.flatMap(structuredDataFaults)).toEqual([]);
    const questions = data[0]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const answered = FAQ_ITEMS.filter((item) => item.answer.length > 0);
    expect(questions.map((question) => question.name)).toEqual(answered.map((item) => item.question));
    expect(questions[0]!.acceptedAnswer.text).toBe(answered[0]!.answer.join('\n\n'));
  });

  it('gives the home page the agency as an Organization and the site as a WebSite, and no page keeps another’s data', async () => {
    const { page, close } = await open('/');
    try {
      const data = () => page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''));
      await expect.poll(async () => (await data()).length).toBe(1);
      const nodes = jsonLdOf(`<script type="application/ld+json">${(await data())[0]}</script>`);
      expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
      expect(nodes.flatMap(structuredDataFaults)).toEqual([]);
      expect(nodes[0]).toMatchObject({ name: 'Voyance Étoilée', url: 'https://www.voyance-etoilee.example/', telephone: '+33 1 99 00 10 00' });
      await page.locator('footer a[href="/tous-nos-voyants"]').first().click();
      await page.waitForURL('**/tous-nos-voyants');
      await expect.poll(async () => (await data()).length).toBe(0);
    } finally {
      await close();
    }
  });

  it('gives a profile its advisor as a schema.org Person of the agency, once the widget has shown them', async () => {
    const { page, close } = await open('/consultant-profile/helene');
    try {
      await expect.poll(() => page.title()).toMatch(/^Profil d’Hélène/);
      const text = await page.locator('script[type="application/ld+json"]').textContent();
      const nodes = jsonLdOf(`<script type="application/ld+json">${text}</script>`);
      expect(nodes.map((node) => node['@type'])).toEqual(['Person']);
      expect(nodes.flatMap(structuredDataFaults)).toEqual([]);
      expect(nodes[0]).toMatchObject({ name: 'Hélène', url: 'https://www.voyance-etoilee.example/consultant-profile/helene', worksFor: { name: 'Voyance Étoilée' } });
    } finally {
      await close();
    }
  });

  it('serves robots.txt and a sitemap of every page, signs and profiles included', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/tous-nos-voyants', '/horoscopes/belier', '/consultant-profile/helene', '/conditions-generales']) expect(sitemap).toContain(`${path}</loc>`);
  });

  it('gives each route its own title and description once the app runs', async () => {
    const { page, close } = await open('/horoscopes/lion');
    try {
      await expect.poll(() => page.title()).toBe('Horoscope Lion gratuit | Voyance Étoilée');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Lion');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.voyance-etoilee.example/horoscopes/lion');
    } finally {
      await close();
    }
  });
});
