/**
 * The words of issue 42 where they are drawn (points 7 and 8), on the shared
 * built server: the free answer says it was produced automatically, signed by
 * the site, with a link to a real voyant; an unknown advisor's profile is a
 * 404 page with « Voyant non trouvé », the site's header and footer and the way
 * back to the list; the demo's event log shows each event's time whole. Touch
 * at 375 px, mouse at 1280 px. Screenshots: /tmp/shots42/words-*.png.
 */
import { mkdirSync } from 'node:fs';
import { WIDTHS } from '../helpers/browser';
import { sharedBrowser, sharedServer } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';

const SHOTS = '/tmp/shots42';
const server = sharedServer();
const { pages } = sharedBrowser();

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const devices = [
  { width: WIDTHS.mobile, touch: true, options: { hasTouch: true, isMobile: true } },
  { width: WIDTHS.desktop, touch: false, options: {} },
] as const;

describe.each(devices)('at $width px', ({ width, touch, options }) => {
  it('the free answer says it is automatic, is signed by the site, and leads to a real voyant', async () => {
    const { page, errors, close } = await pages.visit(`${server.url}/ma-question-gratuite`, width, options);
    try {
      await page.getByLabel('Votre prénom').fill('Martine');
      await page.getByLabel('Votre question').fill(`Est-ce que mon copain pense à moi (${width}) ?`);
      await tapAt(page.getByRole('button', { name: 'Envoyer' }), touch);
      const answer = page.locator('[part~="answer-bubble"]');
      await answer.waitFor({ timeout: 20_000 });
      // Signed by the site, never by « Nos voyants ».
      expect((await answer.locator('p').first().textContent())?.trim()).toBe('Voyance Étoilée');
      const note = answer.locator('[part~="automatic-note"]');
      await note.scrollIntoViewIfNeeded();
      expect(await note.textContent()).toContain('Réponse générée automatiquement par notre programme, sans voyant.');
      // Drawn before the answer's text, inside the viewport's width.
      const [noteBox, textBox] = await Promise.all([note.boundingBox(), answer.locator('p').nth(2).boundingBox()]);
      expect(noteBox!.y).toBeLessThan(textBox!.y);
      expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(width);
      const link = note.getByRole('link', { name: 'Poser la question à un voyant' });
      await page.screenshot({ path: `${SHOTS}/words-free-answer-${width}.png` });
      await tapAt(link, touch);
      await page.waitForURL(/\/tous-nos-voyants$/, { timeout: 10_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an unknown advisor’s profile is a 404 page with « Voyant non trouvé » and the way back to the list', async () => {
    const { page, close } = await pages.open(width, options);
    try {
      const response = await page.goto(`${server.url}/consultant-profile/personne-de-ce-nom`);
      expect(response!.status()).toBe(404);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expect.poll(() => page.getByText('Voyant non trouvé').isVisible()).toBe(true);
      expect(await page.locator('header').first().isVisible()).toBe(true);
      await page.locator('footer').first().scrollIntoViewIfNeeded();
      expect(await page.locator('footer').first().isVisible()).toBe(true);
      const back = page.getByRole('link', { name: 'Revenir à la liste des voyants' });
      await back.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/words-profile-404-${width}.png`, fullPage: true });
      await tapAt(back, touch);
      await page.waitForURL(/\/tous-nos-voyants$/, { timeout: 10_000 });
    } finally {
      await close();
    }
  });

  it('the demo’s event log shows each event’s time whole', async () => {
    const { page, close } = await pages.open(width, options);
    try {
      await page.goto(`${server.url}/demo/?element=voy-advisor-list`);
      // A link of the preview's cards: the demo logs voy-navigate and stays on its page.
      const profile = page.locator('#preview a[href*="/consultant-profile/"]').first();
      await profile.waitFor({ timeout: 20_000 });
      await tapAt(profile, touch);
      const time = page.locator('#events li time').first();
      await time.waitFor({ timeout: 10_000 });
      expect(await time.textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
      await time.scrollIntoViewIfNeeded();
      const drawn = await time.evaluate((element) => {
        const log = element.closest('ol')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { inside: box.left >= log.left && box.right <= log.right, whole: element.scrollWidth <= Math.ceil(box.width), oneLine: lines(element) === 1 };
        function lines(node: Element): number {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }
      });
      expect(drawn).toEqual({ inside: true, whole: true, oneLine: true });
      await page.locator('#events').screenshot({ path: `${SHOTS}/words-demo-log-${width}.png` });
    } finally {
      await close();
    }
  });
});
