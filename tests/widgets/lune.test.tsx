/**
 * <voy-lune> against the real API on a loopback port: what it says of a day
 * (the full moon of 7 October 2025), of now, of a date the server refuses,
 * while it loads, and as a React component.
 */
import { createRoot } from 'react-dom/client';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { ASTRO_YEARS_MESSAGE } from '../../contract/domain/astro-years';
import { Lune, defineLune } from '../../widgets/lune';
import { litPath } from '../../widgets/lune/moon-drawing';
import { typographyFaults } from '../helpers/typography';
import { mount, queryAllDeep, recordFetches, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const SITE = 'https://voyance.example';
/** The API's clock: Sunday 29 November 2026 in the afternoon, Paris. */
const NOW = new Date('2026-11-29T15:10:00Z');
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  defineLune();
});
afterAll(async () => api.close());

const mountLune = (attributes = '') => shadowOf(mount(`<voy-lune api-base="${api.url}" site-base="${SITE}"${attributes}></voy-lune>`));
const moonFetches = (urls: string[]) => urls.filter((url) => url.includes('/api/astro/lune'));

describe('<voy-lune>', () => {
  it('shows a day’s Moon: its phase, lit share, sign and the lunations from its first minute in Paris time, the sooner first', async () => {
    const root = mountLune(' date="2025-10-07"');
    await waitForText(root, 'Pleine Lune');
    expect(queryAllDeep(root, 'h2').map((heading) => heading.textContent)).toEqual(['La Lune du mardi 7 octobre 2025']);
    const text = textOf(root);
    expect(text).toContain('Éclairée à 100\u202f%');
    expect(text).toContain('La Lune est en Bélier');
    const lunations = queryAllDeep(root, '[part~="lunations"] li').map((item) => textOf(item));
    // That morning's full moon (03:48:04 UTC by astronomy-engine), then the new moon of the 21st (12:25:49): summer time, to the nearest minute.
    expect(lunations).toEqual(['Prochaine pleine lune\u202f: mardi 7 octobre à 5\u00a0h\u00a048', 'Prochaine nouvelle lune\u202f: mardi 21 octobre à 14\u00a0h\u00a026']);
    // Machines read the instants in UTC.
    expect(queryAllDeep(root, 'time').map((time) => time.getAttribute('datetime')!.slice(0, 16))).toEqual(['2025-10-07T03:48', '2025-10-21T12:25']);
    expect(typographyFaults(text)).toEqual([]);
  });

  it('draws the phase with a text alternative, the lit side following the Moon', async () => {
    const root = mountLune(' date="2025-10-07"');
    await waitForText(root, 'Pleine Lune');
    const drawing = getByShadowRole(root.host as HTMLElement, 'img', { name: 'Dessin de la Lune décroissante, éclairée à 100\u202f%' });
    expect(drawing.getAttribute('part')).toBe('drawing');
    // Past the full moon, waning: the rim drawn by the left, the terminator nearly the other rim.
    expect(drawing.querySelector('path')!.getAttribute('d')).toMatch(/^M50 5A45 45 0 0 0 50 95A4[4-5](?:\.\d+)? 45 0 0 0 50 5Z$/);
    // A new moon lights nothing: the terminator is the lit rim itself; a first quarter, half.
    expect(litPath(0, true)).toBe('M50 5A45 45 0 0 1 50 95A45 45 0 0 0 50 5Z');
    expect(litPath(0.5, true)).toBe('M50 5A45 45 0 0 1 50 95A0 45 0 0 0 50 5Z');
    expect(litPath(1, false)).toBe('M50 5A45 45 0 0 0 50 95A45 45 0 0 0 50 5Z');
  });

  it('links a partner’s readers to our horoscopes, in a new tab, with a cancelable voy-navigate', async () => {
    const root = mountLune(' date="2025-10-07"');
    await waitForText(root, 'Pleine Lune');
    const link = getByShadowRole<HTMLAnchorElement>(root.host as HTMLElement, 'link', { name: 'Nos horoscopes du jour' });
    expect(link.getAttribute('href')).toBe(`${SITE}/horoscopes`);
    expect(link.getAttribute('target')).toBe('_blank');
    const seen: string[] = [];
    root.host.addEventListener('voy-navigate', (event) => {
      seen.push((event as CustomEvent<{ href: string }>).detail.href);
      event.preventDefault();
    });
    link.click();
    expect(seen).toEqual([`${SITE}/horoscopes`]);
  });

  it('without a date, shows today’s Moon by the server’s clock, under a heading for today', async () => {
    const fetches = recordFetches();
    try {
      const root = mountLune();
      await waitForText(root, 'La Lune est en');
      expect(queryAllDeep(root, 'h2')[0]!.textContent).toBe('La Lune aujourd’hui');
      expect(moonFetches(fetches.urls)).toEqual([`${api.url}/api/astro/lune`]);
      const answer = (await (await fetch(`${api.url}/api/astro/lune`)).json()) as { phase_name: string; sign: { name: string }; illuminated_percent: number };
      const text = textOf(root);
      expect(text).toContain(answer.phase_name);
      expect(text).toContain(`La Lune est en ${answer.sign.name}`);
      expect(text).toContain(`Éclairée à ${Math.round(answer.illuminated_percent)}\u202f%`);
    } finally {
      fetches.restore();
    }
  });

  it('shows the server’s French refusal of a date out of our years, asked once (no retry for a refusal)', async () => {
    const fetches = recordFetches();
    try {
      const root = mountLune(' date="1899-12-31"');
      await waitForText(root, ASTRO_YEARS_MESSAGE);
      expect(queryAllDeep(root, '[data-state="error"]')).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(moonFetches(fetches.urls)).toHaveLength(1);
    } finally {
      fetches.restore();
    }
  });

  it('says it is computing while the answer is on its way', async () => {
    const original = globalThis.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return original(input, init);
    }) as typeof fetch;
    try {
      const root = mountLune(' date="2025-10-21"');
      await waitForText(root, 'Calcul de la Lune…');
      expect(queryAllDeep(root, '[data-state="loading"]')).toHaveLength(1);
      release();
      await waitForText(root, 'Nouvelle Lune');
      expect(queryAllDeep(root, '[data-state="loading"]')).toHaveLength(0);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('Lune as a React component', () => {
  it('renders the same Moon into the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<Lune apiBase={api.url} siteBase={SITE} date="2025-10-21" />);
    await waitForText(container, 'Nouvelle Lune');
    expect(textOf(container)).toContain('Éclairée à 0\u202f%');
    root.unmount();
  });
});
