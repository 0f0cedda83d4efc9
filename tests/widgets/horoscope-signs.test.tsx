import { createRoot } from 'react-dom/client';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { HoroscopeSigns, defineHoroscopeSigns } from '../../widgets/horoscope-signs';
import { mount, queryAllDeep, recordFetches, shadowOf, textOf, waitForText } from '../helpers/widgets';

/** SPEC.md section 3's table, slugs by the slug rule (lowercase, accents and œ removed). */
const SIGNS = [
  ['Bélier', 'belier', '21 mars – 19 avril'],
  ['Taureau', 'taureau', '20 avril – 20 mai'],
  ['Gémeaux', 'gemeaux', '21 mai – 20 juin'],
  ['Cancer', 'cancer', '21 juin – 22 juillet'],
  ['Lion', 'lion', '23 juillet – 22 août'],
  ['Vierge', 'vierge', '23 août – 22 septembre'],
  ['Balance', 'balance', '23 septembre – 22 octobre'],
  ['Scorpion', 'scorpion', '23 octobre – 21 novembre'],
  ['Sagittaire', 'sagittaire', '22 novembre – 21 décembre'],
  ['Capricorne', 'capricorne', '22 décembre – 19 janvier'],
  ['Verseau', 'verseau', '20 janvier – 18 février'],
  ['Poissons', 'poissons', '19 février – 20 mars'],
] as const;

const SITE = 'https://voyance.example';

beforeAll(() => defineHoroscopeSigns());

const signLinks = (root: ParentNode) => queryAllDeep<HTMLAnchorElement>(root, 'a[part~="sign-card"]');

describe('<voy-horoscope-signs>', () => {
  it('shows the twelve signs with illustration, name and dates, linking to /horoscopes/{slug}', async () => {
    const fetches = recordFetches();
    try {
      const element = mount(`<voy-horoscope-signs site-base="${SITE}"></voy-horoscope-signs>`);
      const root = shadowOf(element);
      await waitForText(root, 'Poissons');
      const links = signLinks(root);
      expect(links.map((a) => a.getAttribute('href'))).toEqual(SIGNS.map(([, slug]) => `${SITE}/horoscopes/${slug}`));
      expect(links.map((a) => textOf(a))).toEqual(SIGNS.map(([name, , dates]) => `${name} ${dates}`));
      for (const [i, link] of links.entries()) {
        const art = link.querySelector('[part~="sign-art"]')!;
        expect(art.getAttribute('data-sign')).toBe(SIGNS[i]![1]);
        expect(art.querySelectorAll('path')).toHaveLength(2); // the stars and the sign's own glyph
      }
      // Every glyph is its own drawing.
      expect(new Set(links.map((a) => a.querySelectorAll('path')[1]!.getAttribute('d'))).size).toBe(12);
      expect(queryAllDeep(root, 'h2').map((h) => h.textContent)).toEqual(['Choisissez votre signe astrologique']);
      expect(fetches.urls).toEqual([]);
    } finally {
      fetches.restore();
    }
  });

  it('emits a cancelable voy-navigate with the sign page address', async () => {
    const element = mount(`<voy-horoscope-signs site-base="${SITE}"></voy-horoscope-signs>`);
    const root = shadowOf(element);
    await waitForText(root, 'Gémeaux');
    const seen: string[] = [];
    const listener = (event: Event) => {
      seen.push((event as CustomEvent<{ href: string }>).detail.href);
      event.preventDefault();
    };
    element.addEventListener('voy-navigate', listener);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    getByShadowRole(element, 'link', { name: /^Gémeaux/ }).dispatchEvent(click);
    element.removeEventListener('voy-navigate', listener);
    expect(seen).toEqual([`${SITE}/horoscopes/gemeaux`]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('has no period cards unless with-periods is set', async () => {
    const element = mount(`<voy-horoscope-signs site-base="${SITE}"></voy-horoscope-signs>`);
    await waitForText(shadowOf(element), 'Bélier');
    expect(textOf(shadowOf(element))).not.toContain('Trouvez votre horoscope');
    expect(queryAllDeep(shadowOf(element), '[part~="period-card"]')).toHaveLength(0);
  });

  it('with with-periods, a period card brings the signs into view, named after it, and their links carry its period', async () => {
    const element = mount(`<voy-horoscope-signs site-base="${SITE}" with-periods="true"></voy-horoscope-signs>`);
    const root = shadowOf(element);
    await waitForText(root, 'Trouvez votre horoscope');
    const cards = queryAllDeep<HTMLButtonElement>(root, '[part~="period-card"]');
    expect(cards.map((card) => card.tagName)).toEqual(Array(5).fill('BUTTON'));
    expect(cards.map((card) => card.querySelector('span')!.textContent)).toEqual([
      'Horoscope du jour',
      'Horoscope de demain',
      'Horoscope de la semaine',
      'Horoscope du mois',
      "Horoscope de l’année",
    ]);
    expect(cards.map((card) => card.getAttribute('aria-pressed'))).toEqual(Array(5).fill('false'));
    const signsSection = queryAllDeep(root, 'section')[0]!;
    const scrolled = vi.spyOn(signsSection, 'scrollIntoView');
    const periods = ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'];
    for (const [i, card] of cards.entries()) {
      card.click();
      await vi.waitFor(() => expect(card.getAttribute('aria-pressed')).toBe('true'));
      expect(cards.filter((other) => other.getAttribute('aria-pressed') === 'true')).toEqual([card]);
      // The day's horoscope is the sign's page; each other period has its own address.
      const suffix = i === 0 ? '' : `/${periods[i]}`;
      expect(signLinks(root).map((a) => a.getAttribute('href'))).toEqual(SIGNS.map(([, slug]) => `${SITE}/horoscopes/${slug}${suffix}`));
      expect(queryAllDeep(root, 'h2')[0]!.textContent).toBe(`Choisissez votre signe astrologique ${card.querySelector('span')!.textContent}`);
    }
    expect(scrolled).toHaveBeenCalledTimes(5);
  });
});

describe('HoroscopeSigns as a React component', () => {
  it('renders the same cards into the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<HoroscopeSigns siteBase={SITE} withPeriods />);
    await waitForText(container, 'Horoscope du mois');
    expect(signLinks(container)).toHaveLength(12);
    root.unmount();
  });
});
