import { eq } from 'drizzle-orm';
import { createRoot } from 'react-dom/client';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { questions } from '../../server/db/schema';
import { ofName } from '../../contract/domain/french-elision';
import { MAJOR_ARCANA } from '../../server/oracle/tarot';
import { defineFreeQuestion, FreeQuestion } from '../../widgets/free-question';
import { click, holdFetches, typeInto } from '../helpers/forms';
import {
  mount,
  queryAllDeep,
  shadowOf,
  startApiServer,
  startFailingServer,
  textOf,
  waitForText,
  type ApiServer,
} from '../helpers/widgets';

const GENERIC = 'Une erreur est survenue';
const TOO_MANY = 'Trop de requêtes : veuillez patienter une minute avant de réessayer.';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  defineFreeQuestion();
});
afterAll(async () => api.close());

/** Mounts the element and waits for its form (React renders asynchronously). */
async function widget(apiBase = api.url) {
  const element = mount(`<voy-free-question api-base="${apiBase}" site-base="https://voyance.example"></voy-free-question>`);
  const root = shadowOf(element);
  await waitForText(root, 'Votre prénom');
  return {
    element,
    root,
    prenom: () => getByShadowLabelText<HTMLInputElement>(element, 'Votre prénom'),
    question: () => getByShadowLabelText<HTMLTextAreaElement>(element, 'Votre question'),
    send: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Envoyer' }),
    alert: () => root.querySelector('[role="alert"]'),
  };
}

async function ask(w: Awaited<ReturnType<typeof widget>>, prenom: string, question: string) {
  typeInto(w.prenom(), prenom);
  typeInto(w.question(), question);
  await vi.waitFor(() => expect(w.send().disabled).toBe(false));
  click(w.send());
}

describe('<voy-free-question>', () => {
  it('shows the hero and the form, with Envoyer disabled while a field is blank after trimming', async () => {
    const w = await widget();
    await waitForText(w.root, 'Obtenez gratuitement une réponse à vos questions');
    expect(w.root.querySelector('h2')?.textContent).toBe('Obtenez gratuitement une réponse à vos questions');
    expect(textOf(w.root)).toContain('Nos voyants sont prêts pour répondre à votre question, gratuitement.');
    expect(w.root.querySelector('[part="illustration"]')?.tagName.toLowerCase()).toBe('svg');
    expect(w.prenom().placeholder).toBe('Martine');
    expect(w.question().tagName).toBe('TEXTAREA');
    expect(w.question().getAttribute('rows')).toBe('1');
    expect(w.question().placeholder).toBe('Quel est mon avenir ?');

    const honeypot = w.root.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.getAttribute('aria-hidden')).toBe('true');

    expect(w.send().disabled).toBe(true);
    typeInto(w.prenom(), 'Martine');
    await vi.waitFor(() => expect(w.prenom().value).toBe('Martine'));
    expect(w.send().disabled).toBe(true);
    typeInto(w.question(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(w.send().disabled).toBe(true);
    typeInto(w.question(), 'Vais-je trouver l’amour cette année ?');
    await vi.waitFor(() => expect(w.send().disabled).toBe(false));
    typeInto(w.prenom(), '  ');
    await vi.waitFor(() => expect(w.send().disabled).toBe(true));
  });

  it('disables both fields and the button while loading, with a spinner, and posts once on a double click', async () => {
    const held = holdFetches();
    try {
      const w = await widget();
      typeInto(w.prenom(), 'Martine');
      typeInto(w.question(), 'Vais-je changer de travail bientôt ?');
      await vi.waitFor(() => expect(w.send().disabled).toBe(false));
      click(w.send());
      click(w.send());
      await vi.waitFor(() => expect(w.send().disabled).toBe(true));
      expect(w.prenom().disabled).toBe(true);
      expect(w.question().disabled).toBe(true);
      expect(w.root.querySelector('[part="spinner"]')).not.toBeNull();
      expect(textOf(w.root)).toContain('Envoi en cours...');
      expect(held.requests).toHaveLength(1);
      expect(held.requests[0]).toEqual({
        url: `${api.url}/api/questions`,
        body: { prenom: 'Martine', question: 'Vais-je changer de travail bientôt ?', website: '' },
      });
      held.release();
      await waitForText(w.root, 'Poser une autre question');
      expect(held.requests).toHaveLength(1);
    } finally {
      held.restore();
    }
  });

  it('replaces the form by the chat: question, answer, three drawn cards and suggested advisors; emits voy-question-answered; stores the question', async () => {
    const w = await widget();
    const answered: { category: string; refused: boolean }[] = [];
    document.addEventListener('voy-question-answered', (e) => answered.push((e as CustomEvent<{ category: string; refused: boolean }>).detail), { once: true });
    const question = 'Est-ce que mon copain va me demander en mariage cette année ?';
    await ask(w, 'Martine', question);
    await waitForText(w.root, 'Poser une autre question');

    expect(w.root.querySelector('form')).toBeNull();
    const chat = w.root.querySelector<HTMLElement>('[part="chat"]')!;
    expect(chat.getAttribute('aria-label')).toBe('Votre consultation gratuite');
    const visitor = w.root.querySelector('[part~="visitor-bubble"]')!;
    expect(textOf(visitor)).toBe(`Martine ${question}`);
    expect(textOf(w.root.querySelector('[part~="answer-bubble"]')!)).toContain('Bonjour Martine,');
    expect(answered).toEqual([{ category: 'Amour', refused: false }]);
    expect(chat.dataset.category).toBe('Amour');

    const [row] = await api.app.database.db.select().from(questions).where(eq(questions.question, question));
    expect(row).toMatchObject({ prenom: 'Martine', category: 'Amour' });
    const stored = row!.answer as { cards: { number: number; name: string; slug: string }[]; suggestions: { id: number; slug: string; first_name: string }[] };

    const cards = queryAllDeep(w.root, '[data-card]');
    expect(cards.map((card) => card.dataset.card)).toEqual(stored.cards.map((card) => card.slug));
    expect(cards).toHaveLength(3);
    // Each card is the server's drawing of that arcanum, named by its alternative text.
    for (const [i, card] of stored.cards.entries()) {
      const image = cards[i]!.querySelector('img')!;
      expect(image.getAttribute('alt')).toBe(MAJOR_ARCANA[card.number]!.name);
      expect(image.getAttribute('src')).toBe(`${api.url}/images/tarot/${card.slug}.svg`);
      const served = await fetch(image.getAttribute('src')!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }

    const advisors = queryAllDeep<HTMLAnchorElement>(w.root, 'a[part="advisor"]');
    expect(stored.suggestions.length).toBeGreaterThan(0);
    expect(advisors.map((a) => a.getAttribute('href'))).toEqual(stored.suggestions.map((s) => `https://voyance.example/consultant-profile/${s.slug}`));
    stored.suggestions.forEach((s, i) => {
      expect(textOf(advisors[i]!)).toContain(s.first_name);
      expect(textOf(advisors[i]!)).toMatch(/(?:Disponible|Occupé|Indisponible)$/);
      expect(advisors[i]!.querySelector('img')?.getAttribute('alt')).toBe(`Portrait ${ofName(s.first_name)}`);
    });

    const navigated: string[] = [];
    document.addEventListener('voy-navigate', (e) => (navigated.push((e as CustomEvent<{ href: string }>).detail.href), e.preventDefault()), { once: true });
    click(advisors[0]!);
    expect(navigated).toEqual([`https://voyance.example/consultant-profile/${stored.suggestions[0]!.slug}`]);

    click(getByShadowRole(w.element, 'button', { name: 'Poser une autre question' }));
    // The form again, the first name kept and the question blank.
    await vi.waitFor(() => expect(w.prenom().value).toBe('Martine'));
    expect(w.question().value).toBe('');
  });

  it('shows a refused answer without cards', async () => {
    const w = await widget();
    const answered: { category: string; refused: boolean }[] = [];
    document.addEventListener('voy-question-answered', (e) => answered.push((e as CustomEvent<{ category: string; refused: boolean }>).detail), { once: true });
    await ask(w, 'Léa', 'Pouvez-vous faire un retour affectif pour mon ex ?');
    await waitForText(w.root, 'Poser une autre question');
    expect(answered[0]?.refused).toBe(true);
    expect(textOf(w.root)).toContain('travaux occultes');
    expect(queryAllDeep(w.root, '[data-card]')).toHaveLength(0);
    expect(w.root.querySelector('[part~="cards-bubble"]')).toBeNull();
  });

  it.each([
    ['medical', 'Mon cancer va-t-il guérir ?', 'médecin'],
    ['occult', 'Pouvez-vous faire un retour affectif pour mon mari ?', 'travaux occultes'],
  ])('shows a refused %s question without cards and without advisors to suggest', async (_reason, question, why) => {
    const w = await widget();
    await ask(w, 'Léa', question);
    await waitForText(w.root, 'Poser une autre question');
    expect(textOf(w.root)).toContain(why);
    expect(w.root.querySelector('[part~="cards-bubble"]')).toBeNull();
    expect(w.root.querySelector('[part~="advisors-bubble"]')).toBeNull();
    expect(textOf(w.root)).not.toContain('Nos voyants pour approfondir votre question');
    expect(queryAllDeep(w.root, 'a[part="advisor"]')).toHaveLength(0);
  });

  it("shows the server’s French validation message above the button and keeps the typed text", async () => {
    const w = await widget();
    const long = 'a'.repeat(1001);
    await ask(w, 'Martine', long);
    await waitForText(w.root, 'La question ne doit pas dépasser 1000 caractères.');
    const alert = w.alert()!;
    expect(textOf(alert)).toBe('La question ne doit pas dépasser 1000 caractères.');
    expect(alert.compareDocumentPosition(w.send()) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(w.prenom().value).toBe('Martine');
    expect(w.question().value).toBe(long);
    expect(w.prenom().disabled).toBe(false);
    expect(w.send().disabled).toBe(false);
    expect(textOf(w.root)).not.toContain('HTTP error');
  });

  it("shows 'Une erreur est survenue' when the call fails without a message of the server", async () => {
    // A failing server answers the CORS preflight with a 500: the browser gives the widget no answer to read.
    const failing = await startFailingServer({ delayMs: 50 });
    try {
      const w = await widget(failing.url);
      await ask(w, 'Martine', 'Quel est mon avenir ?');
      await vi.waitFor(() => expect(w.alert()?.textContent).toBe(GENERIC));
      expect(w.prenom().value).toBe('Martine');
      expect(w.question().value).toBe('Quel est mon avenir ?');
    } finally {
      await failing.close();
    }
    // Nobody listens there: a network failure.
    const w = await widget('http://127.0.0.1:1');
    await ask(w, 'Martine', 'Quel est mon avenir ?');
    await vi.waitFor(() => expect(w.alert()?.textContent).toBe(GENERIC));
    expect(w.question().value).toBe('Quel est mon avenir ?');
  });

  it('shows the rate-limit message on the second question within a minute', async () => {
    const limited = await startApiServer({ config: { RATE_LIMIT_PER_MINUTE: 1 } });
    try {
      const w = await widget(limited.url);
      await ask(w, 'Martine', 'Vais-je réussir mon entretien d’embauche ?');
      await waitForText(w.root, 'Poser une autre question');
      click(getByShadowRole(w.element, 'button', { name: 'Poser une autre question' }));
      await vi.waitFor(() => expect(w.question().value).toBe(''));
      await ask(w, 'Martine', 'Et ma famille, comment va-t-elle ?');
      await waitForText(w.root, TOO_MANY);
      expect(w.question().value).toBe('Et ma famille, comment va-t-elle ?');
    } finally {
      await limited.close();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-free-question');
    defineFreeQuestion();
    expect(customElements.get('voy-free-question')).toBe(before);
  });
});

describe('FreeQuestion as a React component', () => {
  it('answers in the page and emits the event from its root', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    const answered: string[] = [];
    container.addEventListener('voy-question-answered', (e) => answered.push((e as CustomEvent<{ category: string }>).detail.category));
    root.render(<FreeQuestion apiBase={api.url} />);
    await waitForText(container, 'Votre prénom');
    typeInto(getByShadowLabelText(container, 'Votre prénom'), 'Paul');
    typeInto(getByShadowLabelText(container, 'Votre question'), 'Vais-je gagner plus d’argent cette année ?');
    const send = getByShadowRole<HTMLButtonElement>(container, 'button', { name: 'Envoyer' });
    await vi.waitFor(() => expect(send.disabled).toBe(false));
    click(send);
    await waitForText(container, 'Poser une autre question');
    expect(answered).toHaveLength(1);
    root.unmount();
  });
});
