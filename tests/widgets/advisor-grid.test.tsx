import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { AdvisorGrid, defineAdvisorGrid } from '../../widgets/advisor-grid';
import { AdvisorList } from '../../contract/schemas';
import { constructedSheetCount } from '../../widgets/core/styles';
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

beforeAll(async () => {
  api = await startApiServer();
  catalogue = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json());
  defineAdvisorGrid();
});
afterAll(async () => api.close());

/** The count line shows once the list has loaded. */
const COUNT = /\d+ voyants/;
const cardsOf = (root: ParentNode) => queryAllDeep(root, '[part="card"]');
/** The grid shows 12 cards, and 12 more at each 'Voir plus de voyants'. */
const PAGE = 12;

/** Presses 'Voir plus de voyants' until every card of the list shows. */
async function showAll(root: ParentNode): Promise<void> {
  for (let more = queryAllDeep(root, 'button').find((b) => b.textContent === 'Voir plus de voyants'); more; more = queryAllDeep(root, 'button').find((b) => b.textContent === 'Voir plus de voyants')) {
    const before = cardsOf(root).length;
    more.click();
    await vi.waitFor(() => expect(cardsOf(root).length).toBeGreaterThan(before));
  }
}

describe('<voy-advisor-grid>', () => {
  it('shows every advisor from the real API, then filters by theme', async () => {
    const grid = mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`);
    const root = shadowOf(grid);
    await waitForText(root, `${catalogue.length} voyants`);
    expect(cardsOf(root)).toHaveLength(PAGE);
    await showAll(root);
    expect(cardsOf(root)).toHaveLength(catalogue.length);

    const amour = getByShadowRole(grid, 'checkbox', { name: 'Amour' });
    amour.click();
    const withLove = catalogue.filter((a) => a.specialty?.toLowerCase().includes('amour'));
    await waitForText(root, `${withLove.length} voyants`);
    await showAll(root);
    expect(cardsOf(root).map((card) => Number(card.dataset.advisorId))).toEqual(withLove.map((a) => a.id));

    // Selecting a second theme widens; selecting a selected theme again removes it.
    getByShadowRole(grid, 'checkbox', { name: 'Argent' }).click();
    const loveOrMoney = catalogue.filter((a) => /amour|argent/i.test(a.specialty ?? ''));
    await waitForText(root, `${loveOrMoney.length} voyants`);
    getByShadowRole(grid, 'checkbox', { name: 'Amour' }).click();
    getByShadowRole(grid, 'checkbox', { name: 'Argent' }).click();
    await waitForText(root, `${catalogue.length} voyants`);
  });

  it('never shows an advisor without a specialty once a theme is selected', async () => {
    const grid = mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`);
    const root = shadowOf(grid);
    await waitForText(root, COUNT);
    const withoutSpecialty = catalogue.filter((a) => !a.specialty).map((a) => a.first_name);
    expect(withoutSpecialty.length).toBeGreaterThan(0);
    getByShadowRole(grid, 'checkbox', { name: 'Famille' }).click();
    await vi.waitFor(() => expect(cardsOf(root).length).toBeLessThan(catalogue.length));
    for (const name of withoutSpecialty) expect(textOf(root)).not.toContain(`${name} `);
  });

  it('shows the stable review count and only usable WhatsApp and telephone links', async () => {
    const grid = mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`);
    const root = shadowOf(grid);
    await waitForText(root, COUNT);
    await showAll(root);
    for (const card of cardsOf(root)) {
      const advisor = catalogue.find((a) => a.id === Number(card.dataset.advisorId))!;
      expect(textOf(card)).toContain(`${advisor.reviews_count} avis`);
      for (const link of card.querySelectorAll('a[part~="button"]')) {
        const href = link.getAttribute('href')!;
        expect(href, advisor.first_name).toMatch(/^(https:\/\/wa\.me\/\d+|tel:\+?\d+|http:\/\/127\.0\.0\.1:\d+\/consultant-profile\/[a-z0-9-]+)$/);
      }
    }
    const placeholderWhatsapp = catalogue.find((a) => ['', 'null', 'undefined', '<string>'].includes((a.whatsapp ?? '').trim().toLowerCase()));
    expect(placeholderWhatsapp).toBeDefined();
    const card = cardsOf(root).find((c) => Number(c.dataset.advisorId) === placeholderWhatsapp!.id)!;
    expect(card.querySelector('a[part~="contact-whatsapp"]')).toBeNull();
  });

  it('emits voy-navigate and voy-advisor-select on a profile link and stores both ids', async () => {
    const grid = mount(`<voy-advisor-grid api-base="${api.url}" site-base="https://voyance.example"></voy-advisor-grid>`);
    const root = shadowOf(grid);
    await waitForText(root, COUNT);
    const events: string[] = [];
    document.addEventListener('voy-advisor-select', (e) => events.push(`select:${(e as CustomEvent<{ id: number }>).detail.id}`), { once: true });
    document.addEventListener(
      'voy-navigate',
      (e) => {
        events.push(`navigate:${(e as CustomEvent<{ href: string }>).detail.href}`);
        e.preventDefault(); // the host site routes itself
      },
      { once: true },
    );
    const first = catalogue[0]!;
    const link = getByShadowRole(cardsOf(root)[0]!, 'link', { name: 'Voir le profil' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    link.dispatchEvent(click);
    expect(events).toEqual([`select:${first.id}`, `navigate:https://voyance.example/consultant-profile/${first.slug}`]);
    expect(click.defaultPrevented).toBe(true);
    expect(localStorage.getItem('selectedVoyantId')).toBe(String(first.id));
    expect(localStorage.getItem('lastVoyantId')).toBe(String(first.id));
  });

  it('shows the loading text, then the spec error text when the API fails', async () => {
    const failing = await startFailingServer({ delayMs: 400 });
    try {
      await withoutRetries(async () => {
        const grid = mount(`<voy-advisor-grid api-base="${failing.url}"></voy-advisor-grid>`);
        const root = shadowOf(grid);
        await waitForText(root, 'Chargement des voyants...');
        await waitForText(root, 'Une erreur est survenue lors du chargement des voyants.');
        expect(queryAllDeep(root, '[role="alert"]')).toHaveLength(1);
        expect(textOf(root)).not.toContain('HTTP error');
      });
    } finally {
      await failing.close();
    }
  });

  it('makes one request for two grids on one page and shares one stylesheet per CSS text', async () => {
    const fetches = recordFetches();
    try {
      const sheetsBefore = constructedSheetCount();
      document.body.innerHTML = `<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid><voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`;
      const [a, b] = [...document.querySelectorAll('voy-advisor-grid')];
      await waitForText(shadowOf(a!), COUNT);
      await waitForText(shadowOf(b!), COUNT);
      expect(fetches.urls.filter((u) => u.endsWith('/api/users'))).toHaveLength(1);
      const sheetsA = shadowOf(a!).adoptedStyleSheets;
      expect(sheetsA.length).toBeGreaterThanOrEqual(3);
      expect(shadowOf(b!).adoptedStyleSheets).toEqual(sheetsA);
      expect(sheetsA.every((sheet, i) => sheet === shadowOf(b!).adoptedStyleSheets[i])).toBe(true);
      expect(constructedSheetCount() - sheetsBefore).toBeLessThanOrEqual(3);
    } finally {
      fetches.restore();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-advisor-grid');
    defineAdvisorGrid();
    expect(customElements.get('voy-advisor-grid')).toBe(before);
  });
});

describe('AdvisorGrid as a React component', () => {
  it('renders the same grid into the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<AdvisorGrid apiBase={api.url} />);
    await waitForText(container, `${catalogue.length} voyants`);
    expect(cardsOf(container)).toHaveLength(PAGE);
    root.unmount();
  });
});
