import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { AdvisorProfile, defineAdvisorProfile, resolveProfileTarget, supportChips } from '../../widgets/advisor-profile';
import { advisorByIdPath, advisorQuery } from '../../widgets/core/advisor-queries';
import { descriptionText } from '../../widgets/core/description';
import { ofName } from '../../contract/domain/french-elision';
import { queryClient } from '../../widgets/core/query';
import { ratingText } from '../../contract/domain/rating';
import { AdvisorList, type Advisor } from '../../contract/schemas';
import {
  mount,
  queryAllDeep,
  recordFetches,
  shadowOf,
  startApiServer,
  startFailingServer,
  textOf,
  waitForText,
  withoutRetries,
  type ApiServer,
} from '../helpers/widgets';

let api: ApiServer;
let catalogue: AdvisorList;

const NO_STORAGE = { selectedVoyantId: null, lastVoyantId: null };
const find = (predicate: (a: Advisor) => boolean, what: string): Advisor => {
  const found = catalogue.find(predicate);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
};
const withDiamonds = () => find((a) => /^\s*◆/m.test(a.description ?? '') && !!a.video, 'advisor with ◆ lines and a video');
const withoutDiamonds = () => find((a) => !!a.description && !/◆/.test(a.description) && !a.video, 'advisor without ◆ lines');

beforeAll(async () => {
  api = await startApiServer();
  catalogue = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  defineAdvisorProfile();
});
afterAll(async () => api.close());
afterEach(() => {
  history.replaceState(null, '');
  vi.restoreAllMocks();
});

describe('resolveProfileTarget', () => {
  it('uses an all-digit slug directly as the id', () => {
    expect(resolveProfileTarget({ slug: '12', storage: NO_STORAGE })).toEqual({ kind: 'id', id: 12 });
  });

  it('uses advisor-id directly, as a number or digits, before the slug', () => {
    expect(resolveProfileTarget({ advisorId: 7, storage: NO_STORAGE })).toEqual({ kind: 'id', id: 7 });
    expect(resolveProfileTarget({ advisorId: '8', slug: 'helene', storage: NO_STORAGE })).toEqual({ kind: 'id', id: 8 });
  });

  it('looks a non-numeric slug up, before navigation state and storage', () => {
    expect(
      resolveProfileTarget({ slug: ' helene ', navigationState: { voyantId: 3 }, storage: { selectedVoyantId: 4, lastVoyantId: 5 } }),
    ).toEqual({ kind: 'slug', slug: 'helene' });
  });

  it('takes the id from navigation state (React Router usr first, then plain voyantId)', () => {
    expect(resolveProfileTarget({ navigationState: { usr: { voyantId: 9 }, voyantId: 1 }, storage: NO_STORAGE })).toEqual({ kind: 'id', id: 9 });
    expect(resolveProfileTarget({ navigationState: { voyantId: '10' }, storage: { selectedVoyantId: 4, lastVoyantId: 5 } })).toEqual({ kind: 'id', id: 10 });
  });

  it('then selectedVoyantId, then lastVoyantId', () => {
    expect(resolveProfileTarget({ navigationState: { key: 'x' }, storage: { selectedVoyantId: 4, lastVoyantId: 5 } })).toEqual({ kind: 'id', id: 4 });
    expect(resolveProfileTarget({ storage: { selectedVoyantId: null, lastVoyantId: 5 } })).toEqual({ kind: 'id', id: 5 });
  });

  it('finds nothing without any identifier, and ignores junk', () => {
    expect(resolveProfileTarget({ storage: NO_STORAGE })).toEqual({ kind: 'none' });
    expect(
      resolveProfileTarget({ slug: '  ', advisorId: 'abc', navigationState: { usr: { voyantId: 'javascript:1' }, voyantId: -2 }, storage: NO_STORAGE }),
    ).toEqual({ kind: 'none' });
  });
});

describe('profile helpers', () => {
  it('takes the chips from the ◆ lines, else type, specialty and three fixed defaults', () => {
    expect(supportChips({ type: 'Tarologue', specialty: 'Amour', description: 'Résumé\n◆ Tarot\n◆ Pendule' })).toEqual(['Tarot', 'Pendule']);
    expect(supportChips({ type: 'Astrologue', specialty: 'Argent', description: 'Résumé' })).toEqual(['Astrologue', 'Argent', 'Cartomancienne', 'Numérologue', 'Oracle']);
    expect(supportChips({ type: '', specialty: null, description: null })).toEqual(['Médium', 'Tarot de Marseille', 'Cartomancienne', 'Numérologue', 'Oracle']);
  });
});

describe('<voy-advisor-profile>', () => {
  it('resolves a slug with one request and shows the whole profile', async () => {
    const advisor = withDiamonds();
    const fetches = recordFetches();
    let profile: HTMLElement;
    try {
      profile = mount(`<voy-advisor-profile api-base="${api.url}" site-base="https://voyance.example" slug="${advisor.slug}"></voy-advisor-profile>`);
      await waitForText(shadowOf(profile), `Consultez ${advisor.first_name}`);
      // One request for the advisor: the by-slug answer fills the by-id cache entry.
      expect(fetches.urls.filter((u) => u.includes('/api/users') && !u.endsWith('/reviews'))).toEqual([`${api.url}/api/users/by-slug/${advisor.slug}`]);
    } finally {
      fetches.restore();
    }
    const root = shadowOf(profile);

    // Breadcrumb
    const nav = queryAllDeep(root, 'nav[aria-label="Fil d’Ariane"]')[0]!;
    expect(getByShadowRole(nav, 'link', { name: 'Accueil' }).getAttribute('href')).toBe('https://voyance.example/');
    expect(getByShadowRole(nav, 'link', { name: 'Nos Voyants' }).getAttribute('href')).toBe('https://voyance.example/tous-nos-voyants');
    expect(textOf(nav.querySelector('[aria-current="page"]')!)).toBe(advisor.first_name);

    // Hero, badge, status, rating, expertise
    expect(textOf(root.querySelector('h2')!)).toBe(advisor.first_name);
    const summary = advisor.description!.split('\n')[0]!;
    expect(textOf(root.querySelector('[part="hero"]')!)).toContain(summary);
    expect(textOf(root.querySelector('[part="badge"]')!)).toBe(advisor.type);
    expect(textOf(root.querySelector('[part~="status"]')!)).toBe(advisor.status === '1' ? 'Disponible' : 'Indisponible');
    expect(textOf(root)).toContain(ratingText(Number(advisor.rating)));
    expect(textOf(root)).toMatch(/\d,\d \/ 5/);
    expect(textOf(root)).toContain(`${advisor.title} · ${advisor.specialty}`);

    // The description keeps its line breaks, without the ◆ lines
    const description = descriptionText(advisor.description);
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).toContain(description);
    expect(description).toContain('\n');
    expect(description).not.toContain('◆');

    // The portrait first, with the review count beside the rating; the video only on demand (photo as poster)
    expect(textOf(root)).toContain(`${advisor.reviews_count} avis`);
    expect(root.querySelector('video')).toBeNull();
    expect(root.querySelector('[part="media"] img[part="photo"]')?.getAttribute('alt')).toBe(`Portrait ${ofName(advisor.first_name)}`);
    const play = getByShadowRole(profile, 'button', { name: `Voir la vidéo ${ofName(advisor.first_name)}` });
    play.click();
    await vi.waitFor(() => expect(root.querySelector('video')?.getAttribute('src')).toBe(`${api.url}/${advisor.video}`));
    const video = root.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe(`${api.url}/${advisor.photo}`);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);

    // Contact bar: only safe links (the chat, when the advisor is available, is the site's profile page)
    const contact = root.querySelector('[part="contact"]')!;
    expect(textOf(contact.querySelector('h3')!)).toBe(`Consultez ${advisor.first_name}`);
    const links = [...contact.querySelectorAll('a:not([part~="chat"])')].map((a) => a.getAttribute('href')!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^(https:\/\/wa\.me\/\d+|https:\/\/m\.me\/\S+|tel:\+?\d+)$/);

    // The latest published reviews of paid consultations (the seed's demonstration ones), newest first, as text.
    await vi.waitFor(() => expect(root.querySelectorAll('[part="review"]')).toHaveLength(5));
    for (const item of root.querySelectorAll('[part="review"]')) {
      expect(textOf(item)).toMatch(/Avis vérifié\u202f: consultation payée le \d{1,2} [a-zéû]+ \d{4}/);
      expect(item.querySelector('[role="img"]')!.getAttribute('aria-label')).toMatch(/^Note\u202f: \d,\d sur 5$/);
    }
    expect(root.querySelector('[part="reviews"] a[part="review-check"]')!.getAttribute('href')).toMatch(/\/comment-nous-verifions-les-avis$/);

    // Chips from the ◆ lines
    const chips = [...root.querySelectorAll('[part="chip"]')].map((chip) => textOf(chip));
    const diamonds = advisor.description!.split('\n').filter((line) => line.startsWith('◆')).map((line) => line.slice(1).trim());
    expect(chips).toEqual(diamonds);

    // Availability
    const rows = [...root.querySelectorAll('dl > div')].map((row) => [textOf(row.querySelector('dt')!), textOf(row.querySelector('dd')!)]);
    expect(rows).toEqual([
      // The default hours (the fixture's advisor set none), Paris time.
      ['Lundi', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000'],
      ['Mardi', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000'],
      ['Mercredi', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000'],
      ['Jeudi', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000'],
      ['Vendredi', '9\u00a0h\u00a000\u00a0– 18\u00a0h\u00a000'],
      ['Samedi', 'Indisponible'],
      ['Dimanche', 'Indisponible'],
    ]);
    const headings = [...root.querySelectorAll('h2, h3')].map((h) => `${h.tagName}:${textOf(h)}`);
    expect(headings).toEqual([
      `H2:${advisor.first_name}`,
      `H3:Consultez ${advisor.first_name}`,
      'H3:Supports divinatoires',
      // The seed's price list: every advisor has offers from a fresh install.
      'H3:Tarifs',
      'H3:Avis vérifiés',
      'H3:Disponibilités',
    ]);
  });

  it('shows the photo and the default chips for an advisor without video or ◆ lines (advisor-id)', async () => {
    const advisor = withoutDiamonds();
    const profile = mount(`<voy-advisor-profile api-base="${api.url}" advisor-id="${advisor.id}"></voy-advisor-profile>`);
    const root = shadowOf(profile);
    await waitForText(root, `Consultez ${advisor.first_name}`);
    expect(root.querySelector('video')).toBeNull();
    const photo = root.querySelector<HTMLImageElement>('img[part="photo"]')!;
    expect(photo.getAttribute('src')).toBe(`${api.url}/${advisor.photo}`);
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.alt).toBe(`Portrait ${ofName(advisor.first_name)}`);
    const chips = [...root.querySelectorAll('[part="chip"]')].map((chip) => textOf(chip));
    expect(chips).toEqual([...new Set([advisor.type || 'Médium', advisor.specialty || 'Tarot de Marseille', 'Cartomancienne', 'Numérologue', 'Oracle'])]);
  });

  it('uses an all-digit slug as the id without a slug lookup', async () => {
    const advisor = catalogue[2]!;
    const fetches = recordFetches();
    try {
      const profile = mount(`<voy-advisor-profile api-base="${api.url}" slug="${advisor.id}"></voy-advisor-profile>`);
      await waitForText(shadowOf(profile), `Consultez ${advisor.first_name}`);
      expect(fetches.urls.filter((u) => u.includes('/api/users') && !u.endsWith('/reviews'))).toEqual([`${api.url}/api/users/${advisor.id}`]);
    } finally {
      fetches.restore();
    }
  });

  it('says "Voyant non trouvé" and logs the slug line for an unknown slug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const profile = mount(`<voy-advisor-profile api-base="${api.url}" slug="personne-inconnue"></voy-advisor-profile>`);
    await waitForText(shadowOf(profile), 'Voyant non trouvé');
    expect(warn).toHaveBeenCalledWith('[voyance]', 'Voyant avec le slug personne-inconnue non trouvé');
    expect(queryAllDeep(shadowOf(profile), '[role="alert"]')).toHaveLength(1);
  });

  it('says "Voyant non trouvé" for an unknown id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const profile = mount(`<voy-advisor-profile api-base="${api.url}" advisor-id="987654"></voy-advisor-profile>`);
    await waitForText(shadowOf(profile), 'Voyant non trouvé');
  });

  it('takes the id from the navigation state the host site passes', async () => {
    const advisor = catalogue[3]!;
    history.replaceState({ usr: { voyantId: advisor.id } }, '');
    const profile = mount(`<voy-advisor-profile api-base="${api.url}"></voy-advisor-profile>`);
    await waitForText(shadowOf(profile), `Consultez ${advisor.first_name}`);
  });

  it('falls back to selectedVoyantId', async () => {
    const advisor = catalogue[4]!;
    localStorage.setItem('selectedVoyantId', String(advisor.id));
    localStorage.setItem('lastVoyantId', String(catalogue[5]!.id));
    const profile = mount(`<voy-advisor-profile api-base="${api.url}"></voy-advisor-profile>`);
    await waitForText(shadowOf(profile), `Consultez ${advisor.first_name}`);
  });

  it('falls back to lastVoyantId, and removes it when the profile is left', async () => {
    const advisor = catalogue[5]!;
    localStorage.setItem('lastVoyantId', String(advisor.id));
    const profile = mount(`<voy-advisor-profile api-base="${api.url}"></voy-advisor-profile>`);
    await waitForText(shadowOf(profile), `Consultez ${advisor.first_name}`);
    expect(localStorage.getItem('lastVoyantId')).toBe(String(advisor.id));
    profile.remove();
    expect(localStorage.getItem('lastVoyantId')).toBeNull();
  });

  it('asks to go back to the list without any identifier', async () => {
    const profile = mount(`<voy-advisor-profile api-base="${api.url}" site-base="https://voyance.example"></voy-advisor-profile>`);
    const root = shadowOf(profile);
    await waitForText(root, 'Page non accessible directement. Veuillez revenir à la liste des voyants.');
    expect(getByShadowRole(profile, 'link', { name: 'Revenir à la liste des voyants' }).getAttribute('href')).toBe('https://voyance.example/tous-nos-voyants');
  });

  it('shows the loading text, then the exact error text when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await startFailingServer({ delayMs: 400 });
    try {
      await withoutRetries(async () => {
        const profile = mount(`<voy-advisor-profile api-base="${failing.url}" slug="helene"></voy-advisor-profile>`);
        const root = shadowOf(profile);
        // Announced: the loading text is a status.
        await vi.waitFor(() => expect(textOf(getByShadowRole(profile, 'status'))).toBe('Chargement du profil...'));
        await waitForText(root, 'Une erreur est survenue lors du chargement des données.');
        expect(queryAllDeep(root, '[role="alert"]')).toHaveLength(1);
        expect(textOf(root)).not.toContain('HTTP error');
      });
    } finally {
      await failing.close();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-advisor-profile');
    defineAdvisorProfile();
    expect(customElements.get('voy-advisor-profile')).toBe(before);
  });
});

describe('AdvisorProfile as a React component', () => {
  it('renders hostile data from the real query cache as text, never as links or markup', async () => {
    const hostile: Advisor = {
      ...withoutDiamonds(),
      id: 424242,
      first_name: 'Mallory',
      description: 'Bonjour <img src=x onerror=alert(1)>\nSeconde ligne <script>alert(1)</script>\n◆ <img src=y onerror=alert(2)>',
      photo: 'javascript:alert(1)',
      video: 'javascript:alert(1)',
      messenger: 'javascript:alert(1)',
      whatsapp: 'javascript:alert(1)',
      phone: 'javascript:alert(1)',
      title: '<b>Titre</b>',
    };
    queryClient.setQueryData(advisorQuery(api.url, advisorByIdPath(hostile.id)).queryKey, hostile);
    const fetches = recordFetches();
    const container = mount('<div></div>');
    const root = createRoot(container);
    try {
      root.render(<AdvisorProfile apiBase={api.url} advisorId={hostile.id} />);
      await waitForText(container, 'Consultez Mallory');
      // Nothing but its reviews, which the cache did not hold.
      await vi.waitFor(() => expect(fetches.urls).toEqual([`${api.url}/api/users/${hostile.id}/reviews`]));
      expect(textOf(container)).toContain('Bonjour <img src=x onerror=alert(1)>');
      expect(textOf(container)).toContain('<img src=y onerror=alert(2)>');
      const images = container.querySelectorAll('img');
      expect(images).toHaveLength(1);
      expect(images[0]!.getAttribute('part')).toBe('photo');
      expect(images[0]!.getAttribute('src')).toBe(`${api.url}/images/voyants/placeholder.svg`);
      expect(container.querySelector('script, b, video')).toBeNull();
      for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).not.toMatch(/javascript:/i);
      expect(container.querySelector('[part="contact"] a:not([part~="chat"])')).toBeNull();
    } finally {
      fetches.restore();
      root.unmount();
    }
  });
});
