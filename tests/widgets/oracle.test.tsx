import { createRoot } from 'react-dom/client';
import { findByShadowRole, getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { categoryLink, defineOracle, Oracle } from '../../widgets/oracle';
import { click, holdFetches, typeInto } from '../helpers/forms';
import { mount, recordFetches, shadowOf, startApiServer, startFailingServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const SITE = 'https://voyance.example';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  defineOracle();
});
afterAll(async () => api.close());

/** Mounts the element and waits for its form (React renders asynchronously). */
async function widget(apiBase = api.url) {
  const element = mount(`<voy-oracle api-base="${apiBase}" site-base="${SITE}"></voy-oracle>`);
  const root = shadowOf(element);
  await waitForText(root, 'Votre prénom');
  return {
    root,
    prenom: () => getByShadowLabelText<HTMLInputElement>(element, 'Votre prénom'),
    question: () => getByShadowLabelText<HTMLTextAreaElement>(element, 'Votre question'),
    send: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Envoyer' }),
    alert: () => root.querySelector('[role="alert"]'),
    link: () => root.querySelector<HTMLAnchorElement>('a[part~="category-link"]'),
  };
}

async function analyse(w: Awaited<ReturnType<typeof widget>>, prenom: string, question: string) {
  typeInto(w.prenom(), prenom);
  typeInto(w.question(), question);
  await vi.waitFor(() => expect(w.question().value).toBe(question));
  click(w.send());
}

describe('<voy-oracle>', () => {
  it('sends nothing while the first name or the question is blank after trimming', async () => {
    const fetches = recordFetches();
    try {
      const w = await widget();
      click(w.send());
      typeInto(w.prenom(), 'Martine');
      await vi.waitFor(() => expect(w.prenom().value).toBe('Martine'));
      click(w.send());
      typeInto(w.question(), '   ');
      await vi.waitFor(() => expect(w.question().value).toBe('   '));
      click(w.send());
      typeInto(w.prenom(), ' ');
      typeInto(w.question(), 'Mon ex va-t-il revenir ?');
      await vi.waitFor(() => expect(w.question().value).toBe('Mon ex va-t-il revenir ?'));
      click(w.send());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fetches.urls).toEqual([]);
      expect(w.alert()).toBeNull();
      expect(w.link()).toBeNull();
      expect(w.send().disabled).toBe(false);
    } finally {
      fetches.restore();
    }
  });

  it('posts { prenom, phrase }, shows the loading state, then the message and the love page link', async () => {
    const held = holdFetches();
    const w = await widget();
    try {
      await analyse(w, '  Léa ', 'Mon ex va-t-il revenir ?');
      await vi.waitFor(() => expect(w.send().disabled).toBe(true));
      expect(w.prenom().disabled).toBe(true);
      expect(w.question().disabled).toBe(true);
      expect(w.root.querySelector('[part="spinner"]')).not.toBeNull();
      expect(textOf(w.root.querySelector('[role="status"]')!)).toBe('Analyse de votre question...');
      expect(held.requests).toEqual([{ url: `${api.url}/api/analyser`, body: { prenom: 'Léa', phrase: 'Mon ex va-t-il revenir ?', website: '' } }]);
      held.release();
    } finally {
      held.restore();
    }
    const link = await findByShadowRole<HTMLAnchorElement>(w.root.host as HTMLElement, 'link', { name: 'Voir nos voyants spécialistes de l’amour' });
    const status = w.root.querySelector('[role="status"]')!;
    expect(textOf(status)).toContain('Bonjour Léa,');
    expect(link.getAttribute('href')).toBe(`${SITE}/par-specialite/amour`);
    expect(textOf(link)).toBe("Voir nos voyants spécialistes de l’amour");

    const navigated: string[] = [];
    document.addEventListener('voy-navigate', (e) => (navigated.push((e as CustomEvent<{ href: string }>).detail.href), e.preventDefault()), { once: true });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    link.dispatchEvent(event);
    expect(navigated).toEqual([`${SITE}/par-specialite/amour`]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leads a career question to the carriere page', async () => {
    const w = await widget();
    await analyse(w, 'Marc', 'Vais-je avoir une promotion ?');
    await vi.waitFor(() => expect(w.link()?.getAttribute('href')).toBe(`${SITE}/par-specialite/carriere`));
    expect(textOf(w.root)).toContain('Bonjour Marc,');
    // The form stays usable for another question.
    expect(w.send().disabled).toBe(false);
  });

  it("leads an 'autre' answer to all advisors", async () => {
    const w = await widget();
    await analyse(w, 'Léa', 'Pouvez-vous faire un retour affectif ?');
    await vi.waitFor(() => expect(w.link()?.getAttribute('href')).toBe(`${SITE}/tous-nos-voyants`));
    expect(textOf(w.link()!)).toBe('Voir tous nos voyants');
  });

  it("logs the analysis failure and shows the server’s message, else 'Une erreur est survenue', keeping the text", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const w = await widget();
      const long = 'b'.repeat(1001);
      await analyse(w, 'Léa', long);
      await vi.waitFor(() => expect(w.alert()?.textContent).toBe('La question ne doit pas dépasser 1000 caractères.'));
      expect(w.question().value).toBe(long);
      expect(errors).toHaveBeenCalledWith('[voyance]', "Erreur lors de l’analyse de votre question", expect.anything());

      errors.mockClear();
      const failing = await startFailingServer({ delayMs: 20 });
      try {
        const f = await widget(failing.url);
        await analyse(f, 'Léa', 'Mon ex va-t-il revenir ?');
        await vi.waitFor(() => expect(f.alert()?.textContent).toBe('Une erreur est survenue'));
        expect(f.link()).toBeNull();
        expect(f.prenom().value).toBe('Léa');
        expect(f.question().value).toBe('Mon ex va-t-il revenir ?');
        expect(errors).toHaveBeenCalledWith('[voyance]', "Erreur lors de l’analyse de votre question", expect.anything());
      } finally {
        await failing.close();
      }
    } finally {
      errors.mockRestore();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-oracle');
    defineOracle();
    expect(customElements.get('voy-oracle')).toBe(before);
  });
});

describe('categoryLink', () => {
  it.each([
    ['Amour', '/par-specialite/amour'],
    ['Argent', '/par-specialite/argent'],
    ['Carrière', '/par-specialite/carriere'],
    ['carriere', '/par-specialite/carriere'],
    ['Famille', '/par-specialite/famille'],
    ['autre', '/tous-nos-voyants'],
    ['Santé', '/tous-nos-voyants'],
    ['', '/tous-nos-voyants'],
  ])('%s -> %s', (categorie, path) => {
    expect(categoryLink(categorie).path).toBe(path);
  });
});

describe('Oracle as a React component', () => {
  it('analyses in the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<Oracle apiBase={api.url} />);
    await waitForText(container, 'Votre prénom');
    typeInto(getByShadowLabelText(container, 'Votre prénom'), 'Paul');
    typeInto(getByShadowLabelText(container, 'Votre question'), 'Vais-je avoir une promotion ?');
    await vi.waitFor(() => expect(getByShadowLabelText<HTMLTextAreaElement>(container, 'Votre question').value).not.toBe(''));
    click(getByShadowRole(container, 'button', { name: 'Envoyer' }));
    await waitForText(container, 'Voir nos voyants spécialistes de la carrière');
    root.unmount();
  });
});
