/**
 * The advisors as a visitor meets them, in the Debian Chromium against the
 * built product: one rating per advisor, no advisor twice on a page, the
 * profile's title and face, the layout of the spotlight, profile and long lists.
 */
import type { Page } from 'playwright-core';
import * as z from 'zod/mini';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { ADVISOR_TEXTS } from '../../widgets/core/texts/advisor';
import { WIDTHS } from '../helpers/browser';
import { pageSettled } from '../helpers/page-settled';
import { sharedServer, sharedBrowser } from '../helpers/shared-product';
import type { WarmPage } from '../helpers/warm-pages';

const server = sharedServer();
const { pages } = sharedBrowser();
let catalogue: Advisor[];

beforeAll(async () => {
  catalogue = z.parse(AdvisorList, await (await fetch(`${server.url}/api/users`)).json());
});

const touch = { hasTouch: true, isMobile: true };

function open(path: string, width: number = WIDTHS.desktop, options = {}): Promise<WarmPage> {
  return pages.visit(server.url + path, width, options);
}

interface ShownAdvisor {
  /** The voy-… element holding it. */
  widget: string;
  index: number;
  id: number;
  text: string;
  /** The text of its rating line ([part=rating]): stars' value and review count. */
  rating: string | null;
}

/** Every advisor drawn on the page, in which widget (by its order on the page), with its card's text. */
function shownAdvisors(page: Page): Promise<ShownAdvisor[]> {
  return page.evaluate(() => {
    const widgets = [...document.querySelectorAll('voy-advisor-list, voy-advisor-spotlight, voy-advisor-grid, voy-advisor-profile')];
    return widgets.flatMap((element, index) =>
      [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[data-advisor-id]') ?? [])].map((card) => ({
        widget: element.tagName.toLowerCase(),
        index,
        id: Number(card.dataset.advisorId),
        text: card.textContent ?? '',
        rating: card.querySelector('[part~="rating"]')?.textContent ?? null,
      })),
    );
  });
}

async function waitForAdvisors(page: Page, count: number): Promise<ShownAdvisor[]> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('voy-advisor-list, voy-advisor-spotlight, voy-advisor-grid, voy-advisor-profile')].flatMap((element) => [
        ...(element.shadowRoot?.querySelectorAll('[data-advisor-id]') ?? []),
      ]).length >= expected,
    count,
    { timeout: 40_000 },
  );
  return shownAdvisors(page);
}

const ratingOf = (advisor: Advisor) => `${Number(advisor.rating).toFixed(1).replace('.', ',')} / 5`;

describe('one advisor, one rating', () => {
  const pages: [path: string, advisors: number][] = [
    ['/', 8],
    ['/tous-nos-voyants', 12],
    ['/par-specialite/amour', 5],
    ['/par-specialite/famille', 5],
    ['/par-thematique/tarologie', 4],
    ['/par-thematique/astrologie', 4],
    ['/consultant-profile/helene', 1],
  ];

  it.each(pages)('%s shows each advisor’s own rating and review count, as GET /api/users/{id}', async (path, count) => {
    const { page, close } = await open(path);
    try {
      const shown = await waitForAdvisors(page, count);
      for (const { id, text, widget, rating } of shown) {
        const advisor = z.parse(Advisor, await (await fetch(`${server.url}/api/users/${id}`)).json());
        if (advisor.rating) expect(text, `${advisor.first_name} in ${widget}`).toContain(ratingOf(advisor));
        // The figures, then the link every rating carries to how reviews are checked (Code de la consommation L111-7-2).
        expect(rating, `${advisor.first_name} in ${widget}`).toBe(`${advisor.rating ? ratingOf(advisor) : ''}${advisor.reviews_count} avis${ADVISOR_TEXTS.reviewCheck}`);
        // No other figure of 5 beside the advisor's own.
        expect(text.match(/\d,\d \/ 5/g) ?? [], `${advisor.first_name} in ${widget}`).toEqual(advisor.rating ? [ratingOf(advisor)] : []);
      }
    } finally {
      await close();
    }
  });
});

describe('no advisor twice on one page (today)', () => {
  const pages: [path: string, advisors: number][] = [
    ['/', 8],
    ['/par-specialite/amour', 5],
    ['/par-specialite/carriere', 5],
    ['/par-specialite/argent', 5],
    ['/par-specialite/famille', 5],
    ['/par-thematique/tarologie', 4],
    ['/par-thematique/astrologie', 4],
    ['/par-thematique/numerologie', 4],
    ['/par-thematique/mediumnite', 4],
  ];
  it.each(pages)('%s', async (path, count) => {
    // The love page draws its 'other experts' specialty at random: a few visits.
    for (let visit = 0; visit < (path.endsWith('amour') ? 4 : 1); visit++) {
      const { page, close } = await open(path);
      try {
        await waitForAdvisors(page, count);
        // Every widget drawn with its data: none can add an advisor after the count.
        await pageSettled(page);
        const ids = (await shownAdvisors(page)).map((shown) => shown.id);
        expect(ids.length).toBeGreaterThanOrEqual(count);
        expect(new Set(ids).size, `${path}: ${ids.join(',')}`).toBe(ids.length);
      } finally {
        await close();
      }
    }
  });

  it('the home page’s “Tchat en direct” shows available advisors', async () => {
    const { page, close } = await open('/');
    try {
      await waitForAdvisors(page, 8);
      const chat = page.locator('voy-advisor-list[variant="chat"] [part~="card"]');
      expect(await chat.count()).toBe(3);
      // Their status in the availability wording: whether the chat is open is said by its button (« Tchat » or « Indisponible sur le tchat »).
      for (const text of await chat.allTextContents()) expect(text).toMatch(/Disponible.*(Tchat|Indisponible sur le tchat)/s);
    } finally {
      await close();
    }
  });
});

describe('the profile', () => {
  it('titles the tab with the advisor’s first name, and “Voyant non trouvé” for an unknown one', async () => {
    const { page, close } = await open('/consultant-profile/helene');
    try {
      await page.waitForFunction(() => document.title.startsWith('Profil d’Hélène'), null, { timeout: 30_000 });
      await page.goto(`${server.url}/consultant-profile/zzz`);
      await page.waitForFunction(() => document.title.startsWith('Voyant non trouvé'), null, { timeout: 30_000 });
      expect(await page.title()).not.toContain('zzz');
    } finally {
      await close();
    }
  });

  it.each([WIDTHS.mobile, WIDTHS.desktop])('shows the portrait first and the video on demand, by keyboard, at %i px', async (width) => {
    const { page, close } = await open('/consultant-profile/helene', width, width < 768 ? touch : {});
    try {
      const photo = page.locator('voy-advisor-profile [part="media"] img[part="photo"]');
      await photo.waitFor({ timeout: 30_000 });
      expect(await page.locator('voy-advisor-profile video').count()).toBe(0);
      const play = page.getByRole('button', { name: 'Voir la vidéo d’Hélène' });
      await play.focus();
      await page.keyboard.press('Enter');
      const video = page.locator('voy-advisor-profile video[part="video"]');
      await video.waitFor({ timeout: 20_000 });
      expect(await video.getAttribute('poster')).toContain('images/');
    } finally {
      await close();
    }
  });

  it('the daily spotlight shows the portrait, not an autoplayed video', async () => {
    const { page, close } = await open('/');
    try {
      await page.locator('voy-advisor-spotlight[pick="daily"] [part~="card"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('voy-advisor-spotlight video').count()).toBe(0);
      expect(await page.locator('voy-advisor-spotlight[pick="daily"] img[part="photo"]').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it.each([WIDTHS.mobile, WIDTHS.tablet, WIDTHS.desktop])('shows no empty column at %i px', async (width) => {
    const { page, close } = await open('/consultant-profile/helene', width);
    try {
      await page.getByRole('heading', { name: 'Supports divinatoires' }).waitFor({ timeout: 30_000 });
      const chips = page.locator('voy-advisor-profile [part="chip"]');
      expect(await chips.count()).toBeGreaterThan(0);
      // Side-by-side blocks of one row must fill it: no block 150 px shorter than its neighbour (an empty column).
      const rows = await page.locator('voy-advisor-profile').evaluate((host) => {
        const boxes = [...host.shadowRoot!.querySelectorAll('section, [part="media"]')].map((node) => ({ parent: node.parentElement, box: node.getBoundingClientRect(), label: node.textContent!.slice(0, 30) }));
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => a.parent === b.parent && Math.abs(a.box.top - b.box.top) < 2 && a.box.left !== b.box.left)
            .map((b) => ({ pair: `${a.label} | ${b.label}`, gap: Math.abs(a.box.height - b.box.height) })),
        );
      });
      for (const { pair, gap } of rows) expect(gap, pair).toBeLessThan(150);
      const firstChip = (await chips.first().boundingBox())!;
      expect(firstChip.x + firstChip.width).toBeLessThanOrEqual(width);
    } finally {
      await close();
    }
  });
});

describe('layout', () => {
  // Never narrower than 280 px a card (their parts hold from there): three on a row from 900 px of list, else two and the third as wide as their row.
  it.each([768, 1024])('at %i px the home page’s three-card lists leave no empty cell: one row when three cards of 280 px fit, else the third as wide as the two above', async (width) => {
    const { page, close } = await open('/', width, { hasTouch: true });
    try {
      const lists = page.locator('voy-advisor-list[pick="three-daily"], voy-advisor-list[pick="chat-daily"], voy-advisor-list[variant="chat"]');
      await page.locator('voy-advisor-list [part="card"]').first().waitFor({ timeout: 30_000 });
      expect(await lists.count()).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < (await lists.count()); i++) {
        const boxes = await lists.nth(i).locator('[part="card"]').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map(({ top, left, right, width }) => ({ top: Math.round(top), left, right, width })));
        expect(boxes).toHaveLength(3);
        const [first, second, third] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
        expect(boxes.every((box) => box.width >= 280), `list ${i} at ${width} px: widths ${boxes.map((box) => box.width).join(', ')}`).toBe(true);
        expect(second.top, `list ${i} at ${width} px`).toBe(first.top);
        if (third.top !== first.top) {
          expect(Math.abs(third.left - first.left)).toBeLessThan(1);
          expect(Math.abs(third.right - second.right)).toBeLessThan(1);
        }
        expect(third.top === first.top, `list ${i} at ${width} px: one row`).toBe(width >= 1024);
      }
    } finally {
      await close();
    }
  });

  it.each(['daily', 'monthly'])('the %s spotlight’s heading is centred like the site’s section titles', async (pick) => {
    const { page, close } = await open('/');
    try {
      const heading = page.locator(`voy-advisor-spotlight[pick="${pick}"] [part="heading"]`);
      await heading.waitFor({ timeout: 30_000 });
      expect(await heading.evaluate((node) => getComputedStyle(node).textAlign)).toBe('center');
      const sectionTitle = page.getByRole('heading', { name: 'Nos voyants du jour' });
      expect(await sectionTitle.evaluate((node) => getComputedStyle(node).textAlign)).toBe('center');
    } finally {
      await close();
    }
  });

  it.each([
    [639, 1],
    [640, 2],
    // The filter beside the cards from 1024 px; a third column once each card has 280 px.
    [1119, 2],
    [1120, 3],
  ])('the advisor grid is %i px wide: %i column(s)', async (widgetWidth, columns) => {
    const { page, close } = await open('/tous-nos-voyants', 1280);
    try {
      await page.locator('voy-advisor-grid [part~="card"]').first().waitFor({ timeout: 30_000 });
      await page.locator('voy-advisor-grid').evaluate((node, w) => {
        (node as HTMLElement).style.display = 'block';
        (node as HTMLElement).style.width = `${w}px`;
      }, widgetWidth);
      const columnsDrawn = () => page.locator('voy-advisor-grid [part~="card"]').evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().x))).size);
      await expect.poll(columnsDrawn).toBe(columns);
    } finally {
      await close();
    }
  });
});

describe('the theme pages’ lists', () => {
  // SPEC.md: Tarologie and Astrologie list their advisors one below the other, Numérologie and Médiumnité side by side.
  it.each([
    ['tarologie', 1],
    ['astrologie', 1],
    ['numerologie', 3],
    ['mediumnite', 3],
  ])('/par-thematique/%s draws its three advisors in %i column(s) at 1280 px, in one on a phone', async (theme, columns) => {
    for (const [width, expected] of [
      [WIDTHS.desktop, columns],
      [WIDTHS.mobile, 1],
    ] as const) {
      const { page, close } = await open(`/par-thematique/${theme}`, width);
      try {
        const cards = page.locator('voy-advisor-list [part~="card"]');
        await cards.nth(2).waitFor();
        const columnsDrawn = () => cards.evaluateAll((drawn) => new Set(drawn.map((card) => Math.round(card.getBoundingClientRect().x))).size);
        await expect.poll(columnsDrawn, { message: `${width} px` }).toBe(expected);
      } finally {
        await close();
      }
    }
  });
});

describe('long lists', () => {
  const inCatalogueOrder = (list: Advisor[]) =>
    list.every((advisor, i) => {
      if (i === 0) return true;
      const before = list[i - 1]!;
      const online = (a: Advisor) => (a.status === '1' ? 1 : 0);
      if (online(before) !== online(advisor)) return online(before) > online(advisor);
      const rating = (a: Advisor) => Number(a.rating ?? 0);
      if (rating(before) !== rating(advisor)) return rating(before) > rating(advisor);
      return before.first_name.localeCompare(advisor.first_name, 'fr') <= 0;
    });

  it('GET /api/users serves the catalogue available first, then by rating, then by first name', () => {
    expect(catalogue.length).toBeGreaterThan(24);
    expect(inCatalogueOrder(catalogue)).toBe(true);
  });

  it('/tous-nos-voyants at 375 px shows 12 cards at a time, “Voir plus de voyants” adds 12 and moves the focus to the first new one', async () => {
    const { page, close } = await open('/tous-nos-voyants', WIDTHS.mobile, touch);
    try {
      const cards = page.locator('voy-advisor-grid [part~="card"]');
      await cards.first().waitFor({ timeout: 30_000 });
      expect(await cards.count()).toBe(12);
      const ids = await cards.evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.advisorId)));
      expect(ids).toEqual(catalogue.slice(0, 12).map((a) => a.id));
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9_000);

      const more = page.getByRole('button', { name: 'Voir plus de voyants' });
      await more.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('voy-advisor-grid')!.shadowRoot!.querySelectorAll('[part~="card"]').length === 24);
      // Focus moves once the new cards are drawn, in an effect after that render: wait for it.
      const focusedId = () =>
        page.evaluate(() => {
          const root = document.querySelector('voy-advisor-grid')!.shadowRoot!;
          return Number((root.activeElement?.closest('[data-advisor-id]') as HTMLElement | null)?.dataset.advisorId);
        });
      await expect.poll(focusedId).toBe(catalogue[12]!.id);
    } finally {
      await close();
    }
  });

  it('the theme filter works over the whole catalogue, not the cards shown', async () => {
    const { page, close } = await open('/tous-nos-voyants', WIDTHS.desktop);
    try {
      await page.locator('voy-advisor-grid [part~="card"]').first().waitFor({ timeout: 30_000 });
      await page.getByRole('checkbox', { name: 'Amour' }).check();
      const inAmour = catalogue.filter((a) => /amour/i.test(a.specialty ?? ''));
      await page.getByText(`${inAmour.length} voyants`).waitFor({ timeout: 20_000 });
      const shown = await page.locator('voy-advisor-grid [part~="card"]').count();
      expect(shown).toBe(Math.min(12, inAmour.length));
    } finally {
      await close();
    }
  });

  it('/agence at 375 px shows the whole team compactly, each member linking to the profile', async () => {
    const { page, close } = await open('/agence', WIDTHS.mobile, touch);
    try {
      const members = page.getByRole('list', { name: 'Notre équipe de voyants' }).getByRole('link');
      await members.first().waitFor({ timeout: 30_000 });
      expect(await members.count()).toBe(catalogue.length);
      expect(await page.locator('voy-advisor-grid').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);
      const first = members.first();
      expect(await first.getAttribute('href')).toBe(`/consultant-profile/${catalogue[0]!.slug}`);
      expect(await first.textContent()).toContain(catalogue[0]!.first_name);
      // Tapped where it is drawn, it opens the profile.
      await first.scrollIntoViewIfNeeded();
      expect(await first.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      })).toBe(true);
      const box = (await first.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForURL(`**/consultant-profile/${catalogue[0]!.slug}`);
    } finally {
      await close();
    }
  });
});

describe('/tous-nos-voyants on load', () => {
  it('scrolls smoothly to the top and shows the horoscope banner above the title', async () => {
    // Its init script would stay with a warm page.
    const { page, close } = await pages.fresh(WIDTHS.desktop);
    try {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
        const original = window.scrollTo.bind(window);
        window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
          calls.push(args[0]);
          (original as (...rest: unknown[]) => void)(...args);
        }) as typeof window.scrollTo;
      });
      await page.goto(`${server.url}/tous-nos-voyants`);
      // The page scrolls once the app has taken the server's copy over (an effect of the app's
      // page): a card of the server's copy is there before it, all the more on a busy machine.
      const scrollCalls = () => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
      await expect.poll(scrollCalls, { timeout: 20_000 }).toContainEqual({ top: 0, behavior: 'smooth' });
      const banner = page.getByRole('complementary', { name: 'Horoscopes' });
      await expect(banner.getByRole('link', { name: 'lire mon horoscope gratuit' }).getAttribute('href')).resolves.toBe('/horoscopes');
      const bannerBox = (await banner.boundingBox())!;
      const titleBox = (await page.getByRole('heading', { level: 1, name: 'Tous nos voyants' }).boundingBox())!;
      expect(bannerBox.y).toBeLessThan(titleBox.y);
    } finally {
      await close();
    }
  });
});
