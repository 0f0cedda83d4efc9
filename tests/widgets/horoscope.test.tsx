import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { queryClient } from '../../widgets/core/query';
import { Advisor, Horoscope, HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/schemas';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { SignHoroscope, defineHoroscope } from '../../widgets/horoscope';
import { horoscopePath, horoscopeQueryOptions } from '../../widgets/horoscope/horoscope-query';
import {
  mount,
  queryAllDeep,
  recordFetches,
  shadowOf,
  startApiServer,
  startFailingServer,
  textOf,
  waitForText,
  type ApiServer,
} from '../helpers/widgets';

let api: ApiServer;
let lionToday: Horoscope;
let astrologue: Advisor;

const TAB_NAMES: Record<HoroscopePeriod, string> = { aujourdhui: "Aujourd’hui", demain: 'Demain', semaine: 'Semaine', mois: 'Mois', annee: 'Année' };
const HOUR = 3_600_000;

/**
 * The API's clock starts on Thursday 1 April 2027 at noon in Paris and runs on:
 * its week began in March, and its year ends in March 2028 (the eve of 1 April).
 */
const FIRST_OF_APRIL_2027 = Date.parse('2027-04-01T10:00:00Z');
/** The date heading each period of Lion shows on that day. */
const headings: Record<HoroscopePeriod, string> = {
  aujourdhui: 'jeudi 1 avril 2027',
  demain: 'vendredi 2 avril 2027',
  semaine: 'Semaine du 29 mars 2027',
  mois: 'avril 2027',
  annee: 'D’avril 2027 à mars 2028',
};

beforeAll(async () => {
  const started = Date.now();
  api = await startApiServer({ clock: () => new Date(FIRST_OF_APRIL_2027 + Date.now() - started) });
  lionToday = z.parse(Horoscope, await (await fetch(`${api.url}/api/horoscopes/lion/aujourdhui`)).json());
  astrologue = z.parse(Advisor, await (await fetch(`${api.url}/api/voyants/random-astrologue-daily`)).json());
  defineHoroscope();
});
afterAll(async () => api.close());

const tabsOf = (root: ParentNode) => queryAllDeep<HTMLButtonElement>(root, '[role="tab"]');
const selectedTab = (root: ParentNode) => tabsOf(root).filter((tab) => tab.getAttribute('aria-selected') === 'true');
const tabNamed = (root: ShadowRoot, period: HoroscopePeriod) => getByShadowRole<HTMLButtonElement>(root.host as HTMLElement, 'tab', { name: TAB_NAMES[period] });
const dateHeading = (root: ParentNode) => queryAllDeep(root, '[role="tabpanel"] h3')[0];
const horoscopeFetches = (urls: string[]) => urls.filter((url) => url.includes('/api/horoscopes/'));
const press = (target: HTMLElement, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));

/** Holds every matching fetch until released: the time between a request and its answer becomes visible. */
function gateFetches(matches: (url: string) => boolean) {
  const original = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (matches(url)) await gate;
    return original(input, init);
  }) as typeof fetch;
  return { release, restore: () => (globalThis.fetch = original) };
}

async function mountLion(extra = '') {
  const element = mount(`<voy-horoscope api-base="${api.url}" site-base="https://voyance.example" sign="lion"${extra}></voy-horoscope>`);
  const root = shadowOf(element);
  return { element, root };
}

describe('<voy-horoscope>', () => {
  it('shows the banner, five sections, cosmic advice and the lucky colours of the real answer', async () => {
    const { root } = await mountLion(' layout="full"');
    await waitForText(root, headings.aujourdhui);
    const text = textOf(root);
    expect(queryAllDeep(root, 'h2')[0]!.textContent).toBe('Lion');
    expect(text).toContain('23 juillet – 22 août');
    for (const title of ['Vie personnelle', 'Santé', 'Profession', 'Émotions', 'Voyage', 'Chance du jour']) expect(text).toContain(title);

    const body = lionToday.data!.daily_horoscope!;
    expect(text).toContain(body.personal!);
    const advice = body.luck!.find((item) => item.startsWith('Conseil Cosmique :'))!;
    expect(text).toContain(advice.replace('Conseil Cosmique :', '').trim());
    expect(text).not.toContain('Conseil Cosmique :');

    // One dot per colour named in the colour item, its colour set through the CSSOM.
    const colourItem = body.luck!.find((item) => item.includes('Couleurs'))!;
    const names = colourItem.split(':')[1]!.split(',').map((name) => name.trim());
    const dots = queryAllDeep(root, '[data-colour]');
    expect(dots).toHaveLength(new Set(names).size);
    for (const dot of dots) expect(dot.style.backgroundColor).not.toBe('');
    expect(text).not.toContain('Couleurs chanceuses');
    const bullets = body.luck!.filter((item) => !item.includes('Couleurs') && !item.startsWith('Conseil Cosmique'));
    for (const bullet of bullets) expect(text).toContain(bullet);

    // The illustration has a name; the breadcrumb is the host page's (our site draws its own).
    expect(queryAllDeep(root, '[role="img"][aria-label="Illustration du signe Lion"]')).toHaveLength(1);
    expect(queryAllDeep(root, 'nav[aria-label="Fil d’Ariane"], [part~="breadcrumb"]')).toHaveLength(0);
  });

  it('loads each of the five periods from its tab', async () => {
    const fetches = recordFetches();
    try {
      const { root } = await mountLion();
      await waitForText(root, headings.aujourdhui);
      expect(horoscopeFetches(fetches.urls)).toEqual([`${api.url}/api/horoscopes/lion/aujourdhui`]);
      for (const period of HOROSCOPE_PERIODS) {
        tabNamed(root, period).click();
        await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings[period]));
        expect(selectedTab(root).map((tab) => tab.textContent)).toEqual([TAB_NAMES[period]]);
        expect(fetches.urls).toContain(`${api.url}/api/horoscopes/lion/${period}`);
        const panel = queryAllDeep(root, '[role="tabpanel"]')[0]!;
        expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab(root)[0]!.id);
      }
    } finally {
      fetches.restore();
    }
  });

  it('starts on the tab its period attribute names', async () => {
    const { root } = await mountLion(' period="mois"');
    await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.mois));
    expect(selectedTab(root)[0]!.textContent).toBe('Mois');
  });

  it('tells the page each period the visitor chooses (voy-period-select), not the one its attribute names nor a click on the tab shown', async () => {
    const { element, root } = await mountLion(' period="mois"');
    const told: string[] = [];
    element.addEventListener('voy-period-select', (event) => told.push((event as CustomEvent<{ period: string }>).detail.period));
    await vi.waitFor(() => expect(selectedTab(root)[0]!.textContent).toBe('Mois'));
    tabNamed(root, 'mois').click();
    tabNamed(root, 'demain').click();
    await vi.waitFor(() => expect(selectedTab(root)[0]!.textContent).toBe('Demain'));
    press(tabNamed(root, 'demain'), 'ArrowRight');
    await vi.waitFor(() => expect(selectedTab(root)[0]!.textContent).toBe('Semaine'));
    element.setAttribute('period', 'annee');
    await vi.waitFor(() => expect(selectedTab(root)[0]!.textContent).toBe('Année'));
    expect(told).toEqual(['demain', 'semaine']);
  });

  it('follows the WAI-ARIA tabs pattern: roving tabindex, arrows, Home and End move focus and select', async () => {
    const { root } = await mountLion();
    await waitForText(root, headings.aujourdhui);
    const tabs = tabsOf(root);
    expect(queryAllDeep(root, '[role="tablist"]')[0]!.getAttribute('aria-label')).toBe("Période de l’horoscope");
    expect(tabs.map((tab) => tab.textContent)).toEqual(Object.values(TAB_NAMES));
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    const expectSelected = async (period: HoroscopePeriod) => {
      await vi.waitFor(() => expect(selectedTab(root).map((tab) => tab.textContent)).toEqual([TAB_NAMES[period]]));
      expect(root.activeElement).toBe(tabNamed(root, period));
      expect(tabsOf(root).filter((tab) => tab.tabIndex === 0)).toEqual([tabNamed(root, period)]);
    };
    tabs[0]!.focus();
    press(tabs[0]!, 'ArrowRight');
    await expectSelected('demain');
    press(tabNamed(root, 'demain'), 'End');
    await expectSelected('annee');
    press(tabNamed(root, 'annee'), 'ArrowRight'); // wraps around
    await expectSelected('aujourdhui');
    press(tabNamed(root, 'aujourdhui'), 'ArrowLeft');
    await expectSelected('annee');
    press(tabNamed(root, 'annee'), 'Home');
    await expectSelected('aujourdhui');
    await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.aujourdhui));
  });

  it("keeps the old content with 'Mise à jour...' while a new period or a refetch loads", async () => {
    const { root } = await mountLion();
    await waitForText(root, headings.aujourdhui);
    expect(textOf(root)).not.toContain('Mise à jour...');

    const week = gateFetches((url) => url.endsWith('/lion/semaine'));
    try {
      tabNamed(root, 'semaine').click();
      await waitForText(root, 'Mise à jour...');
      expect(dateHeading(root)?.textContent).toBe(headings.aujourdhui);
      expect(queryAllDeep(root, '[data-state="loading"]')).toHaveLength(0);
      week.release();
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.semaine));
      await vi.waitFor(() => expect(textOf(root)).not.toContain('Mise à jour...'));
    } finally {
      week.restore();
    }

    const refetch = gateFetches((url) => url.includes('/api/horoscopes/'));
    try {
      void queryClient.invalidateQueries({ queryKey: ['voyance', api.url] });
      await waitForText(root, 'Mise à jour...');
      expect(dateHeading(root)?.textContent).toBe(headings.semaine);
      refetch.release();
      await vi.waitFor(() => expect(textOf(root)).not.toContain('Mise à jour...'));
    } finally {
      refetch.restore();
    }
  });

  it('shows a skeleton, then the error panel once the retries are spent, and Réessayer asks again', async () => {
    const failing = await startFailingServer({ delayMs: 50 });
    const fetches = recordFetches();
    // The retry delays (1 s, 2 s, 4 s) are the real ones: fake timers run them at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const element = mount(`<voy-horoscope api-base="${failing.url}" sign="lion"></voy-horoscope>`);
      const root = shadowOf(element);
      const todayRequests = () => fetches.urls.filter((url) => url === `${failing.url}/api/horoscopes/lion/aujourdhui`).length;
      await vi.waitFor(() => expect(queryAllDeep(root, '[role="tabpanel"] [data-state="loading"]')).toHaveLength(1));
      expect(textOf(root)).toContain('Chargement de votre horoscope...');
      await vi.waitFor(
        async () => {
          await vi.advanceTimersByTimeAsync(500);
          expect(textOf(root)).toContain('Oops ! Les astres sont temporairement silencieux');
        },
        { timeout: 10_000, interval: 5 },
      );
      expect(textOf(root)).toContain('Nous rencontrons des difficultés pour accéder à votre horoscope. Veuillez réessayer dans quelques instants.');
      expect(queryAllDeep(root, '[role="tabpanel"] [role="alert"]')).toHaveLength(1);
      expect(textOf(root)).not.toContain('HTTP error');
      expect(todayRequests()).toBe(4); // the first try and 3 retries

      getByShadowRole(element, 'button', { name: 'Réessayer' }).click();
      await vi.waitFor(() => expect(queryAllDeep(root, '[role="tabpanel"] [data-state="loading"]')).toHaveLength(1));
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(20);
        expect(todayRequests()).toBe(5);
      });
    } finally {
      vi.useRealTimers();
      fetches.restore();
      await failing.close();
    }
  });

  it("shows 'Signe non trouvé' for an unknown sign without any request", async () => {
    const fetches = recordFetches();
    try {
      const element = mount(`<voy-horoscope api-base="${api.url}" sign="dragon"></voy-horoscope>`);
      const root = shadowOf(element);
      await waitForText(root, 'Signe non trouvé');
      expect(textOf(root)).toContain("Le signe zodiacal demandé n’existe pas.");
      expect(queryAllDeep(root, 'h2')[0]!.textContent).toBe('Signe non trouvé');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fetches.urls).toEqual([]);
      expect(tabsOf(root)).toHaveLength(0);
    } finally {
      fetches.restore();
    }
  });

  it("returns to Aujourd’hui when the sign changes", async () => {
    const fetches = recordFetches();
    try {
      const { element, root } = await mountLion();
      await waitForText(root, headings.aujourdhui);
      tabNamed(root, 'mois').click();
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.mois));
      element.setAttribute('sign', 'vierge');
      await vi.waitFor(() => expect(queryAllDeep(root, 'h2')[0]!.textContent).toBe('Vierge'));
      expect(selectedTab(root)[0]!.textContent).toBe("Aujourd’hui");
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.aujourdhui));
      expect(textOf(root)).toContain('23 août – 22 septembre');
      expect(fetches.urls).toContain(`${api.url}/api/horoscopes/vierge/aujourdhui`);
      expect(fetches.urls).not.toContain(`${api.url}/api/horoscopes/vierge/mois`);
    } finally {
      fetches.restore();
    }
  });

  it('prefetches Demain and Semaine 2 s after the sign is shown, skipping what is cached', async () => {
    const fetches = recordFetches();
    try {
      const { root } = await mountLion();
      await waitForText(root, headings.aujourdhui);
      tabNamed(root, 'demain').click();
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.demain));
      const week = `${api.url}/api/horoscopes/lion/semaine`;
      expect(fetches.urls).not.toContain(week);
      await vi.waitFor(() => expect(fetches.urls).toContain(week), { timeout: 2800, interval: 50 });
      const count = (period: HoroscopePeriod) => fetches.urls.filter((url) => url === `${api.url}/api/horoscopes/lion/${period}`).length;
      expect([count('aujourdhui'), count('demain'), count('semaine'), count('mois'), count('annee')]).toEqual([1, 1, 1, 0, 0]);
      const weekKey = horoscopeQueryOptions(api.url, 'lion', 'semaine').queryKey;
      await vi.waitFor(() => expect(queryClient.getQueryData<Horoscope>(weekKey)?.meta?.date).toBe('2027-03-29'));
      const prefetched = queryClient.getQueryCache().find({ queryKey: weekKey })!.options as { staleTime?: unknown };
      expect(prefetched.staleTime).toBe(2 * HOUR);
      // Shown at once from the cache, without a new request.
      tabNamed(root, 'semaine').click();
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.semaine));
      expect(count('semaine')).toBe(1);
    } finally {
      fetches.restore();
    }
  });

  it('asks the astrologue of the day, with WhatsApp, Messenger and phone buttons', async () => {
    const { root } = await mountLion(' layout="full"');
    await waitForText(root, astrologue.first_name);
    const strip = queryAllDeep(root, '[part="ask"]')[0]!;
    const links = [...strip.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^(https:\/\/wa\.me\/\d+|https:\/\/m\.me\/\S+|https?:\/\/\S+|tel:\+?\d+)$/);
    expect(textOf(strip)).toContain(`Notre astrologue du jour, ${astrologue.first_name}`);
  });

  it("links the other eleven signs to their pages and emits voy-navigate", async () => {
    const { root } = await mountLion(' layout="full"');
    await waitForText(root, 'Voir un autre signe Astrologique');
    const links = queryAllDeep<HTMLAnchorElement>(root, 'a[part~="sign-link"]');
    const others = ZODIAC_SIGNS.filter((sign) => sign.slug !== 'lion');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(others.map((sign) => `https://voyance.example/horoscopes/${sign.slug}`));
    expect(links.map((a) => textOf(a))).toEqual(others.map((sign) => sign.name));

    const seen: string[] = [];
    document.addEventListener(
      'voy-navigate',
      (event) => {
        seen.push((event as CustomEvent<{ href: string }>).detail.href);
        event.preventDefault();
      },
      { once: true },
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    links[0]!.dispatchEvent(click);
    expect(seen).toEqual(['https://voyance.example/horoscopes/belier']);
    expect(click.defaultPrevented).toBe(true);
  });

  it('is compact on a partner’s page: no astrologer strip nor other signs, a link to the full horoscope on the tab shown, in a new tab', async () => {
    const fetches = recordFetches();
    try {
      const { root } = await mountLion(' period="semaine"');
      await vi.waitFor(() => expect(dateHeading(root)?.textContent).toBe(headings.semaine));
      expect(queryAllDeep(root, '[part~="ask"], [part~="other-signs"]')).toHaveLength(0);
      expect(fetches.urls.filter((url) => url.includes('/api/voyants/'))).toEqual([]);
      const links = queryAllDeep<HTMLAnchorElement>(root, 'a');
      expect(links.map((a) => [textOf(a), a.getAttribute('href'), a.target, a.rel])).toEqual([
        ['Lire l’horoscope complet', 'https://voyance.example/horoscopes/lion/semaine', '_blank', 'noopener'],
      ]);
      tabNamed(root, 'mois').click();
      await vi.waitFor(() => expect(links[0]!.getAttribute('href')).toBe('https://voyance.example/horoscopes/lion/mois'));
      tabNamed(root, 'aujourdhui').click();
      await vi.waitFor(() => expect(links[0]!.getAttribute('href')).toBe('https://voyance.example/horoscopes/lion'));
    } finally {
      fetches.restore();
    }
  });

  it('takes layout="full" on a partner’s page, its links still in a new tab', async () => {
    const { root } = await mountLion(' layout="full"');
    await waitForText(root, 'Voir un autre signe Astrologique');
    const links = queryAllDeep<HTMLAnchorElement>(root, 'a[part~="sign-link"]');
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener')).toBe(true);
    expect(queryAllDeep(root, '[part~="full-horoscope"]')).toHaveLength(0);
  });

  it('is full on our own site (site-base is the page’s origin), its links in place', async () => {
    const element = mount(`<voy-horoscope api-base="${api.url}" site-base="${location.origin}" sign="lion"></voy-horoscope>`);
    const root = shadowOf(element);
    await waitForText(root, 'Voir un autre signe Astrologique');
    expect(queryAllDeep(root, '[part~="ask"]')).toHaveLength(1);
    expect(queryAllDeep(root, '[part~="full-horoscope"]')).toHaveLength(0);
    const links = queryAllDeep<HTMLAnchorElement>(root, 'a[part~="sign-link"]');
    expect(links).toHaveLength(11);
    expect(links.every((a) => !a.hasAttribute('target'))).toBe(true);
  });

  it('accepts the English name of the sign', async () => {
    const element = mount(`<voy-horoscope api-base="${api.url}" sign="leo"></voy-horoscope>`);
    await waitForText(shadowOf(element), headings.aujourdhui);
    expect(queryAllDeep(shadowOf(element), 'h2')[0]!.textContent).toBe('Lion');
  });
});

describe('horoscope query options (SPEC.md section 9)', () => {
  const expected: Record<HoroscopePeriod, { stale: number; gc: number; retry: number; delays: number[]; focus: boolean }> = {
    aujourdhui: { stale: 2 * HOUR, gc: 4 * HOUR, retry: 3, delays: [1000, 2000, 4000, 8000, 10_000], focus: true },
    demain: { stale: 4 * HOUR, gc: 8 * HOUR, retry: 3, delays: [1000, 2000, 4000, 8000, 10_000], focus: false },
    semaine: { stale: 12 * HOUR, gc: 24 * HOUR, retry: 2, delays: [2000, 4000, 8000, 10_000, 10_000], focus: false },
    mois: { stale: 24 * HOUR, gc: 48 * HOUR, retry: 2, delays: [2000, 4000, 8000, 10_000, 10_000], focus: false },
    annee: { stale: 7 * 24 * HOUR, gc: 14 * 24 * HOUR, retry: 2, delays: [2000, 4000, 8000, 10_000, 10_000], focus: false },
  };

  it.each(HOROSCOPE_PERIODS)('%s', (period) => {
    const options = horoscopeQueryOptions('https://api.example', 'lion', period);
    const want = expected[period];
    expect(options.queryKey).toEqual(['voyance', 'https://api.example', `/api/horoscopes/lion/${period}`]);
    expect(options.staleTime).toBe(want.stale);
    expect(options.gcTime).toBe(want.gc);
    expect(options.retry).toBe(want.retry);
    const retryDelay = options.retryDelay as (failures: number, error: Error) => number;
    expect([0, 1, 2, 3, 4].map((failures) => retryDelay(failures, new Error('x')))).toEqual(want.delays);
    expect(options.refetchOnWindowFocus).toBe(want.focus);
  });

  it.each(HOROSCOPE_PERIODS)('%s: fresh in the widget exactly as long as the real API says it is (max-age)', async (period) => {
    const response = await fetch(`${api.url}${horoscopePath('lion', period)}`);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(horoscopeQueryOptions(api.url, 'lion', period).staleTime).toBe(maxAge * 1000);
  });
});

describe('SignHoroscope as a React component', () => {
  it('renders the same sign page into the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<SignHoroscope apiBase={api.url} sign="lion" period="annee" />);
    await vi.waitFor(() => expect(dateHeading(container)?.textContent).toBe(headings.annee));
    expect(textOf(container)).toContain('Vie personnelle');
    root.unmount();
  });
});
