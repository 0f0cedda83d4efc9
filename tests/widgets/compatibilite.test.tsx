import { createRoot } from 'react-dom/client';
import { getByShadowLabelText, getByShadowRole, queryByShadowLabelText } from 'shadow-dom-testing-library';
import { Compatibilite, defineCompatibilite } from '../../widgets/compatibilite';
import { click, holdFetches, typeInto } from '../helpers/forms';
import { mount, queryAllDeep, shadowOf, startApiServer, startFailingServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const SITE = 'https://voyance.example';
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  defineCompatibilite();
});
afterAll(async () => api.close());

async function widget(attributes = '', apiBase = api.url) {
  const element = mount(`<voy-compatibilite api-base="${apiBase}" site-base="${SITE}" ${attributes}></voy-compatibilite>`);
  const root = shadowOf(element);
  await waitForText(root, 'L’autre personne');
  const fieldset = (legend: string) => [...root.querySelectorAll('fieldset')].find((set) => set.querySelector('legend')?.textContent === legend)!;
  return {
    element,
    root,
    date: (legend: string) => getByShadowLabelText<HTMLInputElement>(fieldset(legend) as unknown as HTMLElement, 'Date de naissance'),
    firstName: (legend: string) => getByShadowLabelText<HTMLInputElement>(fieldset(legend) as unknown as HTMLElement, 'Prénom (facultatif)'),
    unknownTime: (legend: string) => getByShadowLabelText<HTMLInputElement>(fieldset(legend) as unknown as HTMLElement, 'Heure inconnue'),
    submit: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: /Calculer notre compatibilité|Réessayer/ }),
    rows: () => [...root.querySelectorAll('[part~="aspect"]')].map((row) => textOf(row)),
  };
}

/** « −5,3 » → -5.3. */
const points = (text: string) => Number(text.replace('\u2212', '-').replace(',', '.'));

describe('<voy-compatibilite>', () => {
  it('asks with two dates and shows the score as 50 plus the points of the aspect rows, each row naming both people', async () => {
    const w = await widget();
    const changes: string[] = [];
    w.element.addEventListener('voy-compatibility-change', (event) => changes.push(event.detail.path));
    typeInto(w.firstName('Vous'), ' Alex ');
    typeInto(w.date('Vous'), '1990-04-12');
    typeInto(w.firstName('L’autre personne'), 'Camille');
    typeInto(w.date('L’autre personne'), '1988-11-03');
    click(w.submit());
    await waitForText(w.root, '/\u00a0100');
    // Told once the answer is drawn (Preact runs effects after the paint).
    await vi.waitFor(() => expect(changes).toEqual(['/compatibilite?prenom1=Alex&date1=1990-04-12&prenom2=Camille&date2=1988-11-03']));
    const score = Number(w.root.querySelector('[part~="result"]')!.getAttribute('data-score'));
    const rows = w.rows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^\S+ (d’Alex|de Alex) (conjonction|sextile|carré|trigone|opposition) \S+(?: \S+)? de Camille — orbe \d+°\u00a0\d\d′ — [+\u2212]\d+,\d$/u);
    const sum = rows.reduce((total, row) => total + points(row.split(' — ').at(-1)!), 0);
    expect(score).toBe(Math.min(97, Math.max(3, Math.round(50 + sum))));
    expect(textOf(w.root.querySelector('[part~="score"]')!)).toContain(`${score} /\u00a0100`);
    // Dates alone: the note says the score is indicative, and love's advisors are one link away.
    expect(textOf(w.root)).toContain('Sans heure de naissance');
    const advisors = getByShadowRole<HTMLAnchorElement>(w.element, 'link', { name: 'Consulter un voyant spécialiste de l’amour' });
    expect(advisors.href).toBe(`${SITE}/par-specialite/amour`);
    expect(advisors.target).toBe('_blank');
    // On a partner's page, the result's own address on our site.
    expect(getByShadowRole<HTMLAnchorElement>(w.element, 'link', { name: 'Lien de ce résultat' }).href).toBe(`${SITE}/compatibilite?prenom1=Alex&date1=1990-04-12&prenom2=Camille&date2=1988-11-03`);
  });

  it('opens the result its attributes name, the form filled from them, without telling the page', async () => {
    const changes: string[] = [];
    document.addEventListener('voy-compatibility-change', (event) => changes.push(event.detail.path));
    const w = await widget('date1="1985-06-21" heure1="14:35" date2="1992-02-29"');
    await waitForText(w.root, '/\u00a0100');
    expect(w.date('Vous').value).toBe('1985-06-21');
    expect(w.date('L’autre personne').value).toBe('1992-02-29');
    expect(w.unknownTime('Vous').checked).toBe(false);
    expect(getByShadowLabelText<HTMLInputElement>(w.element, 'Heure de naissance').value).toBe('14:35');
    expect(w.unknownTime('L’autre personne').checked).toBe(true);
    expect(w.rows()[0]).toMatch(/^\S+ de Personne 1 .* de Personne 2 — /u);
    expect(changes).toEqual([]);
  });

  it('refuses a missing date beside its field, asking nothing, and keeps what was typed', async () => {
    const fetches = holdFetches();
    try {
      const w = await widget();
      typeInto(w.firstName('Vous'), 'Alex');
      typeInto(w.date('Vous'), '1990-04-12');
      click(w.submit());
      await waitForText(w.root, 'Indiquez la date de naissance.');
      const date = w.date('L’autre personne');
      expect(date.getAttribute('aria-invalid')).toBe('true');
      expect(w.root.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Indiquez la date de naissance.');
      expect(w.firstName('Vous').value).toBe('Alex');
      expect(w.date('Vous').value).toBe('1990-04-12');
      expect(fetches.requests).toEqual([]);
    } finally {
      fetches.release();
      fetches.restore();
    }
  });

  it('refuses a date before 1900 beside its field by the server’s own rule, asking nothing', async () => {
    const fetches = holdFetches();
    try {
      const w = await widget();
      typeInto(w.date('Vous'), '1899-12-31');
      typeInto(w.date('L’autre personne'), '1988-11-03');
      click(w.submit());
      await waitForText(w.root, 'La date de naissance doit être comprise entre 1900 et 2100.');
      const date = w.date('Vous');
      expect(date.getAttribute('aria-invalid')).toBe('true');
      expect(date.value).toBe('1899-12-31');
      expect(fetches.requests).toEqual([]);
    } finally {
      fetches.release();
      fetches.restore();
    }
  });

  it('shows the server’s French refusal beside its field (a first name with markup), keeping the form, until it is corrected', async () => {
    const w = await widget();
    typeInto(w.firstName('Vous'), '<b>Alex</b>');
    typeInto(w.date('Vous'), '1990-04-12');
    typeInto(w.date('L’autre personne'), '1988-11-03');
    click(w.submit());
    const refusal = 'Le prénom ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes.';
    await waitForText(w.root, refusal);
    const name = w.firstName('Vous');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(w.root.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(refusal);
    expect(name.value).toBe('<b>Alex</b>');
    expect(w.date('Vous').value).toBe('1990-04-12');
    expect(w.root.querySelector('[part~="result"]')).toBeNull();
    // Corrected, it asks again and shows the result.
    typeInto(name, 'Alex');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    click(w.submit());
    await waitForText(w.root, '/\u00a0100');
  });

  it('says beside the place field that a place its address names is nowhere in the list', async () => {
    const w = await widget('date1="1990-04-12" date2="1988-11-03" heure2="10:00" lieu2="nulle-part"');
    await waitForText(w.root, 'Lieu de naissance introuvable');
    const fieldset = [...w.root.querySelectorAll('fieldset')][1]!;
    const place = getByShadowLabelText<HTMLInputElement>(fieldset as unknown as HTMLElement, 'Lieu de naissance');
    expect(place.getAttribute('aria-invalid')).toBe('true');
  });

  it('names the place its address gave when the server refuses the hour, so that nothing picked looks lost', async () => {
    // 02:30 never happened in Paris on 30 March 2025: no answer comes to name Paris, the list of places does.
    const w = await widget('date1="2025-03-30" heure1="02:30" lieu1="75056" date2="1988-11-03"');
    await waitForText(w.root, 'n’a pas existé');
    const fieldset = [...w.root.querySelectorAll('fieldset')][0]!;
    const place = getByShadowLabelText<HTMLInputElement>(fieldset as unknown as HTMLElement, 'Lieu de naissance');
    await vi.waitFor(() => expect(place.value).toBe('Paris (Paris, 75)'), { timeout: 15_000 });
    expect(place.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the time when « Heure inconnue » is unticked, and for which of a doubled hour the server names', async () => {
    const w = await widget();
    expect(queryByShadowLabelText(w.element, 'Heure de naissance')).toBeNull();
    click(w.unknownTime('Vous'));
    const time = await vi.waitFor(() => getByShadowLabelText<HTMLInputElement>(w.element, 'Heure de naissance'));
    typeInto(w.date('Vous'), '2025-10-26');
    typeInto(w.date('L’autre personne'), '1988-11-03');
    click(w.submit());
    await waitForText(w.root, 'Indiquez l’heure de naissance, ou cochez «\u202fHeure inconnue\u202f».');
    // 02:30 happened twice in Paris on 26 October 2025.
    typeInto(time, '02:30');
    click(w.submit());
    await waitForText(w.root, 'a existé deux fois');
    click(getByShadowRole<HTMLButtonElement>(w.element, 'button', { name: 'la seconde (heure d’hiver)' }));
    await waitForText(w.root, '/\u00a0100');
    expect(time.value).toBe('02:30');
  });

  it('shows a failure it cannot place with Réessayer, the form kept', async () => {
    const failing = await startFailingServer({ status: 503 });
    try {
      const w = await widget('', failing.url);
      typeInto(w.date('Vous'), '1990-04-12');
      typeInto(w.date('L’autre personne'), '1988-11-03');
      click(w.submit());
      await waitForText(w.root, 'La compatibilité n’a pas pu être calculée.', 20_000);
      expect(w.root.querySelector('[role="alert"]')).not.toBeNull();
      expect(w.submit().textContent).toBe('Réessayer');
      expect(w.date('Vous').value).toBe('1990-04-12');
    } finally {
      await failing.close();
    }
  });
});

describe('Compatibilite as a React component', () => {
  it('renders the same form into the page', async () => {
    const host = mount('<div></div>');
    const root = createRoot(host);
    root.render(<Compatibilite apiBase={api.url} siteBase={SITE} date1="1990-04-12" date2="1988-11-03" />);
    await waitForText(host, '/\u00a0100');
    expect(queryAllDeep(host, '[part~="aspect"]').length).toBeGreaterThan(0);
    root.unmount();
  });
});
