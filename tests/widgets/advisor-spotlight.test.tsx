import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { AdvisorSpotlight, defineAdvisorSpotlight, resolvePick, SPOTLIGHT_PICKS, spotlightTitle, type SpotlightPick } from '../../widgets/advisor-spotlight';
import { pickPath } from '../../contract/domain';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { slugify } from '../../contract/domain/slug';
import { ofName } from '../../contract/domain/french-elision';
import {
  mount,
  queryAllDeep,
  recordFetches,
  shadowOf,
  startApiServer,
  startFailingServer,
  startJsonServer,
  textOf,
  waitForText,
  withoutRetries,
  type ApiServer,
} from '../helpers/widgets';

let api: ApiServer;
let catalogue: AdvisorList;

const fetchAdvisor = async (path: string, base = api.url) => z.parse(Advisor, await (await fetch(`${base}${path}`)).json());

beforeAll(async () => {
  api = await startApiServer();
  catalogue = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  defineAdvisorSpotlight();
});
afterAll(async () => api.close());

const cardOf = (root: ParentNode) => queryAllDeep(root, '[part="card"]')[0];
/** The id of the advisor a spotlight's card shows (NaN before it shows one). */
const shownId = (spotlight: Element) => Number(cardOf(shadowOf(spotlight))?.dataset.advisorId);

async function mountSpotlight(attributes: string, base = api.url): Promise<{ root: ShadowRoot; card: HTMLElement }> {
  const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${base}" ${attributes}></voy-advisor-spotlight>`));
  // A spotlight shows one advisor.
  await vi.waitFor(() => expect(queryAllDeep(root, '[part="card"]')).toHaveLength(1), { timeout: 10_000, interval: 20 });
  return { root, card: cardOf(root)! };
}

/** A real endpoint answering every GET with one raw body and status (its preflights succeed, unlike the failing server's). */
const startStaticServer = (body: string, { status = 200, delayMs = 0 } = {}) => startJsonServer({ body, status, delayMs });

const NOT_FOUND = JSON.stringify({ error: 'not_found', message: 'Aucun voyant disponible pour le moment.' });

/** Loading text, then the final text, against a real endpoint that fails (500) or has no advisor (404). */
async function expectStates(pick: string, loading: string, final: string, { status = 500, alert = true } = {}) {
  const server = status === 500 ? await startFailingServer({ delayMs: 400 }) : await startStaticServer(NOT_FOUND, { status, delayMs: 400 });
  try {
    await withoutRetries(async () => {
      const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${server.url}" pick="${pick}"></voy-advisor-spotlight>`));
      await waitForText(root, loading);
      expect(queryAllDeep(root, '[role="status"]')).toHaveLength(1);
      await waitForText(root, final);
      expect(queryAllDeep(root, '[role="alert"]')).toHaveLength(alert ? 1 : 0);
      expect(cardOf(root)).toBeUndefined();
      expect(textOf(root)).not.toContain('HTTP error');
    });
  } finally {
    await server.close();
  }
}

const HEADINGS: Record<SpotlightPick, string> = {
  daily: 'Notre tirage du jour',
  monthly: 'Notre voyant du mois',
  tarologue: 'Notre tarologue du jour',
  astrologue: 'Notre astrologue du jour',
  numerologue: 'Notre numérologue du jour',
  medium: 'Notre médium du jour',
  amour: 'Notre expert Amour du jour',
  carriere: 'Notre expert Carrière du jour',
  argent: 'Notre expert Finance du jour',
  famille: 'Notre expert Famille du jour',
};

/** Who may be picked: the pool each pick draws from. */
const POOLS: Record<SpotlightPick, (advisor: Advisor) => boolean> = {
  daily: () => true,
  monthly: () => true,
  tarologue: (a) => a.type === 'Tarologue',
  astrologue: (a) => a.type === 'Astrologue',
  numerologue: (a) => a.type === 'Numérologue',
  medium: (a) => a.type === 'Médium',
  amour: (a) => slugify(a.specialty ?? '').split('-').includes('amour'),
  carriere: (a) => slugify(a.specialty ?? '').split('-').includes('carriere'),
  argent: (a) => slugify(a.specialty ?? '').split('-').includes('argent'),
  famille: (a) => slugify(a.specialty ?? '').split('-').includes('famille'),
};

describe('<voy-advisor-spotlight>', () => {
  it.each(SPOTLIGHT_PICKS)('pick="%s" shows the advisor the API picks, from the right pool, under its heading', async (pick) => {
    const expected = await fetchAdvisor(pickPath(pick));
    expect(POOLS[pick](expected), expected.first_name).toBe(true);
    const { root, card } = await mountSpotlight(`pick="${pick}"`);
    expect(Number(card.dataset.advisorId)).toBe(expected.id);
    expect(queryAllDeep(root, 'h2').map(textOf)).toEqual([HEADINGS[pick]]);
    expect(queryAllDeep(root, 'h3').map(textOf)).toEqual([expected.first_name]);
    expect(textOf(card.querySelector('[part="badge"]')!)).toBe(expected.type);
    expect(textOf(card)).toContain(expected.status === '1' ? 'Disponible' : 'Indisponible');
    expect(textOf(card)).toContain(expected.title!);
    // Photo or video, always with a name; the profile link stores the id.
    expect(queryAllDeep(card, 'img[alt], video[aria-label]').length).toBeGreaterThan(0);
    expect(getByShadowRole(card, 'link', { name: 'Voir le profil' }).getAttribute('href')).toBe(`${api.url}/consultant-profile/${expected.slug}`);
  });

  // Whatever today's pick: the portrait first, and a play button iff the advisor has a video.
  it('the daily reading shows the portrait, and offers the video iff the advisor has one', async () => {
    const expected = await fetchAdvisor(pickPath('daily'));
    const { card } = await mountSpotlight('pick="daily"');
    expect(card.querySelector('video')).toBeNull();
    getByShadowRole(card, 'img', { name: `Portrait ${ofName(expected.first_name)}` });
    expect(!!card.querySelector('button[part~="play"]'), expected.first_name).toBe(!!expected.video);
  });

  it('the daily reading shows the portrait first, and the video with the photo as poster on demand, on a day that has one', async () => {
    // A second API whose calendar we walk until the daily reading is an advisor with a video.
    let day = 0;
    const moving = await startApiServer({ clock: () => new Date(Date.now() + day * 86_400_000) });
    try {
      let advisor: Advisor | null = null;
      for (; day < 120; day++) {
        // Asked in-process: the page's HTTP cache (max-age 300) would answer with the first day's pick.
        const pick = z.parse(Advisor, (await moving.app.inject({ url: pickPath('daily') })).json());
        if (pick.video) {
          advisor = pick;
          break;
        }
      }
      expect(advisor, 'a day whose daily reading has a video').not.toBeNull();
      const { card } = await mountSpotlight('pick="daily"', moving.url);
      expect(Number(card.dataset.advisorId)).toBe(advisor!.id);
      // The face first: the portrait and a play button, no video yet.
      expect(card.querySelector('video')).toBeNull();
      getByShadowRole(card, 'img', { name: `Portrait ${ofName(advisor!.first_name)}` });
      const play = card.querySelector<HTMLButtonElement>('button[part~="play"]')!;
      expect(play.getAttribute('aria-label')).toBe(`Voir la vidéo ${ofName(advisor!.first_name)}`);
      play.click();
      await vi.waitFor(() => expect(card.querySelector('video')?.getAttribute('src')).toBe(`${moving.url}/${advisor!.video}`));
      const video = card.querySelector('video')!;
      expect(video.getAttribute('poster')).toBe(`${moving.url}/${advisor!.photo}`);
      expect(video.getAttribute('aria-label')).toBe(`Vidéo de présentation ${ofName(advisor!.first_name)}`);
      expect(video.hasAttribute('controls')).toBe(true);
      expect(video.autoplay).toBe(true);
      expect(card.querySelector('img[part="photo"]')).toBeNull();
      // Contact buttons beside it.
      expect(card.querySelectorAll('a[part*="contact-"]').length).toBeGreaterThan(0);
    } finally {
      await moving.close();
    }
  });

  it('only the daily reading shows a video', async () => {
    const withVideo = catalogue.find((a) => a.video)!;
    const server = await startStaticServer(JSON.stringify(withVideo));
    try {
      const { card } = await mountSpotlight('pick="monthly"', server.url);
      expect(card.querySelector('video')).toBeNull();
      getByShadowRole(card, 'img', { name: `Portrait ${ofName(withVideo.first_name)}` });
    } finally {
      await server.close();
    }
  });

  it('contact buttons link only to usable channels', async () => {
    const expected = await fetchAdvisor(pickPath('carriere'));
    const { card } = await mountSpotlight('pick="carriere"');
    for (const link of card.querySelectorAll('a[part*="contact-"]')) {
      expect(link.getAttribute('href'), expected.first_name).toMatch(/^(https:\/\/wa\.me\/\d+|https?:\/\/\S+|tel:\+?\d+)$/);
    }
  });

  it('rating: every pick shows the advisor’s own rating and review count, no stars without a rating', async () => {
    const unrated = { ...catalogue.find((a) => !a.rating)!, video: null };
    const server = await startStaticServer(JSON.stringify(unrated));
    try {
      const { card } = await mountSpotlight('pick="daily"', server.url);
      expect(textOf(card)).toContain(`${unrated.reviews_count} avis`);
      expect(textOf(card)).not.toContain(' / 5');
    } finally {
      await server.close();
    }
    const daily = await fetchAdvisor(pickPath('daily'));
    const { card } = await mountSpotlight('pick="daily"');
    expect(textOf(card)).toContain(`${Number(daily.rating).toFixed(1).replace('.', ',')} / 5 ${daily.reviews_count} avis`);
    const astrologue = await fetchAdvisor(pickPath('astrologue'));
    const theme = await mountSpotlight('pick="astrologue"');
    expect(textOf(theme.card)).toContain(`${Number(astrologue.rating).toFixed(1).replace('.', ',')} / 5 ${astrologue.reviews_count} avis`);
  });

  it("the advisor of the month reads 'Indisponible' when offline", async () => {
    const offline = catalogue.find((a) => a.status !== '1')!;
    const server = await startStaticServer(JSON.stringify(offline));
    try {
      const { card } = await mountSpotlight('pick="monthly"', server.url);
      expect(textOf(card.querySelector('[part~="status"]')!)).toBe('Indisponible');
    } finally {
      await server.close();
    }
  });

  it('an advisor without a title gets the title of the pick', async () => {
    const untitled = { ...catalogue.find((a) => a.specialty?.includes('Argent'))!, title: null };
    const server = await startStaticServer(JSON.stringify(untitled));
    try {
      const { card } = await mountSpotlight('pick="argent"', server.url);
      expect(textOf(card)).toContain(`Expert en finances et argent · ${untitled.specialty}`);
    } finally {
      await server.close();
    }
    expect(spotlightTitle({ title: null }, 'amour')).toBe('Expert en rencontres et âmes sœurs');
    expect(spotlightTitle({ title: '  ' }, 'carriere')).toBe('Expert en carrière et emploi');
    expect(spotlightTitle({ title: null }, 'argent')).toBe('Expert en finances et argent');
    expect(spotlightTitle({ title: null }, 'famille')).toBe('Expert en famille et relations');
    expect(spotlightTitle({ title: null }, 'daily')).toBeUndefined();
    expect(spotlightTitle({ title: 'Médium pure' }, 'amour')).toBe('Médium pure');
  });

  it('a heading attribute replaces the heading; no-heading hides it and the name becomes the h2', async () => {
    const custom = await mountSpotlight('pick="tarologue" heading="Le tarot du jour"');
    expect(queryAllDeep(custom.root, 'h2').map(textOf)).toEqual(['Le tarot du jour']);
    const expected = await fetchAdvisor(pickPath('medium'));
    const hidden = await mountSpotlight('pick="medium" no-heading="true"');
    expect(textOf(hidden.root)).not.toContain('Notre médium du jour');
    expect(queryAllDeep(hidden.root, 'h2').map(textOf)).toEqual([expected.first_name]);
  });

  it('clicking the advisor stores selectedVoyantId and emits voy-advisor-select', async () => {
    const expected = await fetchAdvisor(pickPath('famille'));
    const { card } = await mountSpotlight('pick="famille"');
    const selected: number[] = [];
    document.addEventListener('voy-advisor-select', (e) => selected.push((e as CustomEvent<{ id: number }>).detail.id), { once: true });
    document.addEventListener('voy-navigate', (e) => e.preventDefault(), { once: true });
    getByShadowRole(card, 'link', { name: expected.first_name }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    expect(selected).toEqual([expected.id]);
    expect(localStorage.getItem('selectedVoyantId')).toBe(String(expected.id));
  });

  it('two spotlights with the same pick make one request', async () => {
    const monthly = await fetchAdvisor(pickPath('monthly'));
    const fetches = recordFetches();
    try {
      document.body.innerHTML = `<voy-advisor-spotlight api-base="${api.url}" pick="monthly"></voy-advisor-spotlight><voy-advisor-spotlight api-base="${api.url}" pick="monthly" no-heading="true"></voy-advisor-spotlight>`;
      const [a, b] = [...document.querySelectorAll('voy-advisor-spotlight')];
      await vi.waitFor(() => expect([shownId(a!), shownId(b!)]).toEqual([monthly.id, monthly.id]));
      expect(fetches.urls.filter((u) => u.endsWith('/api/voyants/random-monthly'))).toHaveLength(1);
    } finally {
      fetches.restore();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-advisor-spotlight');
    defineAdvisorSpotlight();
    expect(customElements.get('voy-advisor-spotlight')).toBe(before);
  });
});

describe('spotlight states', () => {
  it('daily: loading, then the error text', async () => {
    await expectStates('daily', 'Chargement du tirage du jour..', "Une erreur s’est produite lors du chargement du tirage du jour.");
  });

  it('daily: no advisor (404) shows the empty text', async () => {
    await expectStates('daily', 'Chargement du tirage du jour..', 'Aucun voyant disponible pour le tirage du jour.', { status: 404, alert: false });
  });

  it.each(['null', '', '{}', '[]'])('daily: an empty answer (%j) shows the empty text', async (body) => {
    const server = await startStaticServer(body);
    try {
      const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${server.url}" pick="daily"></voy-advisor-spotlight>`));
      await waitForText(root, 'Aucun voyant disponible pour le tirage du jour.');
      expect(queryAllDeep(root, '[role="alert"]')).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('monthly: loading, then the profile error text', async () => {
    await expectStates('monthly', 'Chargement...', 'Une erreur est survenue lors du chargement du profil.');
  });

  it('monthly: a missing advisor is the same error', async () => {
    await expectStates('monthly', 'Chargement...', 'Une erreur est survenue lors du chargement du profil.', { status: 404 });
    const server = await startStaticServer('null');
    try {
      const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${server.url}" pick="monthly"></voy-advisor-spotlight>`));
      await waitForText(root, 'Une erreur est survenue lors du chargement du profil.');
    } finally {
      await server.close();
    }
  });

  it.each(['tarologue', 'numerologue', 'amour', 'famille'])('%s: loading, then the home-block error text, also with no advisor', async (pick) => {
    await expectStates(pick, 'Chargement...', "Une erreur s’est produite");
    await expectStates(pick, 'Chargement...', "Une erreur s’est produite", { status: 404 });
  });

  it('a malformed advisor is an error, not a crash', async () => {
    const server = await startStaticServer(JSON.stringify({ id: 'x', first_name: 3 }));
    try {
      await withoutRetries(async () => {
        const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${server.url}" pick="daily"></voy-advisor-spotlight>`));
        await waitForText(root, "Une erreur s’est produite lors du chargement du tirage du jour.");
      });
    } finally {
      await server.close();
    }
  });

  it('an unknown pick shows the error text and calls nothing', async () => {
    const fetches = recordFetches();
    try {
      const root = shadowOf(mount(`<voy-advisor-spotlight api-base="${api.url}" pick="hebdo"></voy-advisor-spotlight>`));
      await waitForText(root, "Une erreur s’est produite");
      expect(fetches.urls).toHaveLength(0);
    } finally {
      fetches.restore();
    }
  });

  it('reads pick names written with accents or capitals', () => {
    expect(resolvePick(undefined)).toBe('daily');
    expect(resolvePick('Numérologue')).toBe('numerologue');
    expect(resolvePick('Carrière')).toBe('carriere');
    expect(resolvePick('Médium')).toBe('medium');
    expect(resolvePick('weekly')).toBeNull();
  });
});

describe('AdvisorSpotlight as a React component', () => {
  it('renders the same spotlight into the page', async () => {
    const expected = await fetchAdvisor(pickPath('numerologue'));
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<AdvisorSpotlight apiBase={api.url} pick="numerologue" noHeading />);
    await vi.waitFor(() => expect(Number(cardOf(container)?.dataset.advisorId)).toBe(expected.id));
    expect(queryAllDeep(container, 'h2').map(textOf)).toEqual([expected.first_name]);
    root.unmount();
  });
});
