/**
 * The pages a French consumer site must have, as a visitor reads them in
 * Chromium: legal notices (host, mediator, licence), terms, privacy policy,
 * the self-exclusion request, the FAQ and the contact hours, in French
 * typography.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { SAMPLE_IDENTITY } from '../../site/agency-identity';
import { WIDTHS } from '../helpers/browser';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** For the tests that load a page and click through it several times. */
const SLOW = 90_000;

const server = sharedServer();
const { pages } = sharedBrowser();

async function open(path: string, width: number = WIDTHS.desktop, options: BrowserContextOptions = {}) {
  const opened = await pages.visit(server.url + path, width, options);
  await opened.page.locator('main h1').waitFor();
  return opened;
}

/** The visible text of the page's main content (the widgets' shadow roots aside). */
const mainText = (page: Page) => page.locator('main').innerText();

describe('legal notices', () => {
  it('name the host (LCEN art. 6-III), the consumer mediator and the licence, as the agency set them (a fresh install: the samples)', async () => {
    const { page, errors, close } = await open('/mentions-legales');
    try {
      const text = await mainText(page);
      for (const value of [SAMPLE_IDENTITY.host.name, SAMPLE_IDENTITY.host.address, SAMPLE_IDENTITY.host.phone, SAMPLE_IDENTITY.mediator.name, SAMPLE_IDENTITY.mediator.address, SAMPLE_IDENTITY.mediator.website, SAMPLE_IDENTITY.licence]) {
        expect(text).toContain(value);
      }
      expect(await page.locator(`main a[href="${SAMPLE_IDENTITY.host.phoneHref}"]`).count()).toBe(1);
      expect(await page.locator('main a[href="/politique-de-confidentialite"]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('terms', () => {
  it('name the mediator and link the addiction section to the self-exclusion request, opened in place', async () => {
    const { page, close } = await open('/conditions-generales', WIDTHS.mobile, { hasTouch: true, isMobile: true });
    try {
      expect(await mainText(page)).toContain(SAMPLE_IDENTITY.mediator.name);
      // The text is Markdown made into HTML: its links to the site's pages still open them without reloading the site.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await tapAt(page.locator('#article-dependance ~ p a[href="/auto-exclusion"]'));
      await page.waitForURL(/\/auto-exclusion$/);
      await page.getByRole('heading', { level: 1, name: 'Demande d’auto-exclusion' }).waitFor();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('privacy policy', () => {
  it('says what each form collects, why, for how long, who receives it, the rights and the local storage', async () => {
    const { page, errors, close } = await open('/politique-de-confidentialite');
    try {
      const text = await mainText(page);
      for (const words of [
        'Politique de confidentialité',
        'Formulaire de contact',
        'Question gratuite',
        'Demande d’auto-exclusion',
        'Base légale',
        'Durée de conservation',
        'Destinataires',
        'droit d’accès',
        'rectification',
        'effacement',
        'opposition',
        'limitation',
        'portabilité',
        'CNIL',
        'selectedVoyantId',
        'lastVoyantId',
        SAMPLE_IDENTITY.email,
      ]) {
        expect(text, words).toContain(words);
      }
      expect(text).toMatch(/aucun cookie/i);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('contact page', () => {
  it('shows the opening hours and the 24/7 chat in French typography', async () => {
    const { page, close } = await open('/contact');
    try {
      const hours = page.getByRole('region', { name: 'Horaires d’ouverture' });
      const days = await hours.getByRole('term').allTextContents();
      const times = await hours.getByRole('definition').allTextContents();
      expect(days.map((day, index) => [day, times[index]])).toEqual([
        ['Lundi au vendredi', `9${NBSP}h${NBSP}00${NBSP}– 18${NBSP}h${NBSP}00`],
        ['Samedi', `10${NBSP}h${NBSP}00${NBSP}– 18${NBSP}h${NBSP}00`],
        ['Dimanche', 'Fermé'],
      ]);
      expect(await hours.getByText(/^Nos voyants sont en ligne/).textContent()).toBe(`Nos voyants sont en ligne 24${NBSP}h/24 et 7${NBSP}j/7 par tchat.`);
    } finally {
      await close();
    }
  });
});

describe('FAQ', () => {
  it('answers whether one must pay to talk to an expert', async () => {
    const { page, close } = await open('/faq');
    try {
      const question = page.getByRole('button', { name: /Dois-je payer pour parler à un expert/ });
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
      expect(await panel.isVisible()).toBe(true);
      const answer = await panel.innerText();
      expect(answer).toMatch(/gratuit/);
      expect(answer).toMatch(/paiement sécurisé/);
    } finally {
      await close();
    }
  });
});

const OWN_PAGES = ['/mentions-legales', '/conditions-generales', '/faq', '/contact', '/politique-de-confidentialite', '/auto-exclusion'];

describe('French typography', () => {
  it.each(OWN_PAGES)('%s: narrow no-break space before ? ! ; :, typographic apostrophes, "e-mail"', async (path) => {
    const { page, close } = await open(path);
    try {
      // Every FAQ answer open, so that its text is read too.
      for (const button of await page.locator('main button[aria-expanded]').all()) await button.click();
      const text = await mainText(page);
      const badPunctuation = [...text.matchAll(/(.{0,20})([?!;:])(?=\s|$)/gm)].filter((m) => !m[1]!.endsWith(NNBSP)).map((m) => m[0]);
      expect(badPunctuation).toEqual([]);
      expect(text.match(/.{0,20}'.{0,20}/g) ?? []).toEqual([]);
      expect(text.match(/\b(E-?mail|email|courriel)\b/g) ?? []).toEqual([]);
      expect(text.match(/«[^\u202f]|[^\u202f]»/g) ?? []).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});

describe('self-exclusion request', () => {
  it.each([
    ['phone', WIDTHS.mobile, { hasTouch: true, isMobile: true }],
    ['desktop', WIDTHS.desktop, {}],
  ] as const)('on a %s: a bad e-mail shows a French error and keeps what was typed; a good one is confirmed', async (_label, width, options) => {
    const touch = 'hasTouch' in options;
    const { page, errors, close } = await open('/auto-exclusion', width, options);
    try {
      const form = page.locator('main form');
      await form.getByLabel('Nom et prénom').fill('Camille Martin');
      await form.getByLabel('Adresse e-mail').fill('camille@');
      await form.getByLabel('Téléphone').fill('06 12 34 56 78');
      await tapAt(page.locator('main form input[value="6-mois"]'), touch);
      expect(await form.locator('input[value="6-mois"]').isChecked()).toBe(true);
      await tapAt(page.locator('main form button[type="submit"]'), touch);

      const email = form.getByLabel('Adresse e-mail');
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      const errorId = (await email.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Adresse e-mail invalide.');
      expect(await form.getByLabel('Nom et prénom').inputValue()).toBe('Camille Martin');
      expect(await email.inputValue()).toBe('camille@');
      expect(await form.getByLabel('Téléphone').inputValue()).toBe('06 12 34 56 78');
      expect(await form.locator('input[value="6-mois"]').isChecked()).toBe(true);

      await email.fill('camille@example.fr');
      await tapAt(page.locator('main form button[type="submit"]'), touch);
      const confirmation = page.getByRole('status').filter({ hasText: 'Demande enregistrée' });
      await confirmation.waitFor();
      expect(await confirmation.innerText()).toContain(`6${NBSP}mois`);
      // « Demande enregistrée » takes the focus (a heading: read out as it is reached) and is in view, below the sticky header.
      const title = confirmation.getByRole('heading', { name: 'Demande enregistrée' });
      await expect.poll(() => title.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)).toBe(true);
      const seen = await title.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect();
        const drawn = (element.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { drawnHere: !!drawn && element.contains(drawn), belowHeader: box.top >= header.bottom, inWindow: box.bottom <= innerHeight };
      });
      expect(seen).toEqual({ drawnHere: true, belowHeader: true, inWindow: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('without a duration, asks for one in French', async () => {
    const { page, close } = await open('/auto-exclusion');
    try {
      const form = page.locator('main form');
      await form.getByLabel('Nom et prénom').fill('Camille Martin');
      await form.getByLabel('Adresse e-mail').fill('camille@example.fr');
      await form.getByLabel('Téléphone').fill('06 12 34 56 78');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Veuillez choisir une durée.').waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Demande enregistrée' }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('the new pages before any script runs', () => {
  it.each([
    ['/politique-de-confidentialite', 'Politique de confidentialité'],
    ['/auto-exclusion', 'Demande d’auto-exclusion'],
  ])('%s is prerendered with its text, title, description and canonical link, and listed in the sitemap', async (path, text) => {
    const html = await (await fetch(server.url + path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+ \| Voyance Étoilée<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.voyance-etoilee.example${path}"`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${path}</loc>`);
  });
});
