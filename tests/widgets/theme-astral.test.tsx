/**
 * <voy-theme-astral> against the real API and the built list of places
 * (npm run build first): the form and its French refusals, the place's
 * combobox (the list fetched at its first use only, keys, a pick), the chart
 * (wheel, table, aspects, readings) from the attributes or a submit, the
 * address told to the page, and the server's refusals of an hour summer time
 * skipped or repeated, the visitor's data kept throughout.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getByShadowLabelText, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { PROJECT_ROOT } from '../../server/paths';
import { defineThemeAstral } from '../../widgets/theme-astral';
import { click, typeInto } from '../helpers/forms';
import { mount, recordFetches, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const built = existsSync(join(PROJECT_ROOT, 'dist/embed/places.json'));
if (!built) console.warn('[voyance] voy-theme-astral tests skipped: the list of places is not built (run npm run build)');

let api: ApiServer;
beforeAll(async () => {
  if (!built) return;
  api = await startApiServer();
  defineThemeAstral();
});
afterAll(async () => api?.close());

/** Preact draws a change on its next turn: a submit right after typing would read the form as it was. */
const drawn = () => new Promise((resolve) => setTimeout(resolve, 30));

const press = (target: HTMLElement, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));

async function widget(attributes = '') {
  const element = mount(`<voy-theme-astral api-base="${api.url}" site-base="https://voyance.example" ${attributes}></voy-theme-astral>`);
  const root = shadowOf(element);
  await waitForText(root, 'Calculer mon thème');
  const field = (label: string) => getByShadowLabelText<HTMLInputElement>(element, label);
  return {
    element,
    root,
    date: () => field('Date de naissance'),
    time: () => field('Heure de naissance'),
    unknownTime: () => getByShadowRole<HTMLInputElement>(element, 'checkbox', { name: 'Heure inconnue' }),
    place: () => getByShadowRole<HTMLInputElement>(element, 'combobox', { name: 'Lieu de naissance' }),
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    submit: () => click(getByShadowRole(element, 'button', { name: 'Calculer mon thème' })),
    table: () => root.querySelector('table'),
  };
}
type Widget = Awaited<ReturnType<typeof widget>>;

/** The message a field's aria-describedby names last (its error, after any hint). */
function errorOf(w: Widget, field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return field.getAttribute('aria-invalid') === 'true' && ids.length ? (w.root.getElementById(ids.at(-1)!)?.textContent ?? null) : null;
}

/** Types in the place field and waits for the suggestions. */
async function typePlace(w: Widget, text: string) {
  w.place().focus();
  typeInto(w.place(), text);
  await vi.waitFor(() => expect(w.options().length).toBeGreaterThan(0), { timeout: 15_000 });
}

/** The table's rows as read: point, sign, position (and « R »), house. */
const rows = (w: Widget) => [...w.table()!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => textOf(cell)));

describe.skipIf(!built)('<voy-theme-astral>', () => {
  it('shows the form and asks for nothing, the list of places included, before the place field is used', async () => {
    const fetches = recordFetches();
    try {
      const w = await widget();
      expect(w.date().type).toBe('date');
      expect([w.date().min, w.date().max]).toEqual(['1900-01-01', '2100-12-31']);
      expect(w.time().type).toBe('time');
      expect(w.place().getAttribute('aria-expanded')).toBe('false');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fetches.urls).toEqual([]);
      w.place().focus();
      await vi.waitFor(() => expect(fetches.urls.some((url) => url.endsWith('/embed/places.json'))).toBe(true));
    } finally {
      fetches.restore();
    }
  });

  it('refuses an empty form field by field, and a place typed but not picked, in French beside each field', async () => {
    const w = await widget();
    w.submit();
    await waitForText(w.root, 'Indiquez votre date de naissance.');
    expect(errorOf(w, w.date())).toBe('Indiquez votre date de naissance.');
    expect(errorOf(w, w.time())).toBe('Indiquez l’heure de naissance, ou cochez «\u202fHeure inconnue\u202f».');
    expect(errorOf(w, w.place())).toBe('Indiquez votre lieu de naissance.');
    typeInto(w.date(), '1899-12-31');
    typeInto(w.time(), '12:30');
    typeInto(w.place(), 'Lyon');
    await drawn();
    w.submit();
    await vi.waitFor(() => expect(errorOf(w, w.place())).toBe('Lieu non reconnu\u202f: choisissez-le dans la liste qui s’affiche pendant que vous tapez.'));
    expect(errorOf(w, w.date())).toBe('La date de naissance doit être comprise entre 1900 et 2100.');
    expect(errorOf(w, w.time())).toBeNull();
    // Nothing typed is lost.
    expect([w.date().value, w.time().value, w.place().value]).toEqual(['1899-12-31', '12:30', 'Lyon']);
    expect(w.table()).toBeNull();
  });

  it('suggests places as the visitor types, Lyon first, and picks one with the arrows and Enter', async () => {
    const w = await widget();
    await typePlace(w, 'Lyon');
    const input = w.place();
    expect(w.options()[0]!.textContent).toBe('Lyon (Rhône, 69)');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(w.root.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    press(input, 'ArrowDown');
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(w.options()[0]!.id));
    expect(w.options()[0]!.getAttribute('aria-selected')).toBe('true');
    press(input, 'ArrowDown');
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(w.options()[1]!.id));
    press(input, 'ArrowUp');
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(w.options()[0]!.id));
    press(input, 'Enter');
    await vi.waitFor(() => expect(input.value).toBe('Lyon (Rhône, 69)'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(w.options()).toEqual([]);
    // Escape closes the list without picking.
    typeInto(input, 'Marseille');
    await vi.waitFor(() => expect(w.options().length).toBeGreaterThan(0));
    press(input, 'Escape');
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(input.value).toBe('Marseille');
  });

  it('draws the chart of a submitted form, tells the page its address, and keeps the form as typed', async () => {
    const w = await widget();
    const changes: string[] = [];
    w.element.addEventListener('voy-chart-change', (event) => changes.push(event.detail.path));
    typeInto(w.date(), '1977-07-14');
    typeInto(w.time(), '12:30');
    await typePlace(w, 'Lyon');
    click(w.options()[0]!);
    await vi.waitFor(() => expect(w.place().value).toBe('Lyon (Rhône, 69)'));
    await drawn();
    w.submit();
    await vi.waitFor(() => expect(w.table()).not.toBeNull(), { timeout: 15_000 });
    // Told after the chart is drawn (Preact runs effects after the paint).
    await vi.waitFor(() => expect(changes).toEqual(['/theme-astral?date=1977-07-14&heure=12:30&lieu=69123']));
    const table = rows(w);
    expect(table.map((row) => row[0])).toEqual(['Soleil', 'Lune', 'Mercure', 'Vénus', 'Mars', 'Jupiter', 'Saturne', 'Uranus', 'Neptune', 'Pluton', 'Nœud Nord', 'Ascendant', 'Milieu du Ciel'].map((name) => expect.stringContaining(name)));
    expect(table[0]!.slice(1, 3)).toEqual(['Cancer', expect.stringMatching(/^21°\u00a0\d\d′$/)]);
    // A retrograde planet's « R » is an abbreviation a screen reader expands.
    const marks = [...w.table()!.querySelectorAll('abbr')];
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.title === 'rétrograde' && mark.textContent === 'R')).toBe(true);
    // The wheel: twelve signs, thirteen points, twelve cusps, aspects; its label names each placement.
    const wheel = w.root.querySelector('svg[role="img"]')!;
    expect(wheel.querySelectorAll('[data-sign]')).toHaveLength(12);
    expect(wheel.querySelectorAll('[data-point]')).toHaveLength(13);
    expect(wheel.querySelectorAll('[data-house]')).toHaveLength(12);
    expect(wheel.querySelectorAll('[data-aspect]').length).toBeGreaterThan(0);
    expect(textOf(wheel.querySelector('title')!)).toMatch(/^Roue du thème astral\u202f: Soleil en Cancer, Lune en /);
    expect(textOf(w.root)).toContain('le 14 juillet 1977 à 12\u00a0h\u00a030, heure légale UTC+02:00, Lyon (Rhône, 69)');
    // The two sections under the table, by their headings: getByShadowRole throws when one is missing.
    for (const name of ['Aspects', 'Lecture du thème']) getByShadowRole(w.element, 'heading', { name });
    expect([w.date().value, w.time().value]).toEqual(['1977-07-14', '12:30']);
  });

  it('casts the noon chart for an unknown time, without houses, and shows why', async () => {
    const w = await widget(`date="1977-07-14" lieu="69123"`);
    await vi.waitFor(() => expect(w.table()).not.toBeNull(), { timeout: 15_000 });
    expect(w.unknownTime().checked).toBe(true);
    expect(w.time().disabled).toBe(true);
    expect(textOf(w.root)).toContain('Heure de naissance inconnue\u202f: le thème est calculé pour midi');
    expect([...w.table()!.querySelectorAll('thead th')].map((cell) => textOf(cell))).toEqual(['Point', 'Signe', 'Position']);
    expect(rows(w).some((row) => row[0]!.includes('Ascendant'))).toBe(false);
    expect(w.root.querySelectorAll('svg [data-house]')).toHaveLength(0);
    expect(w.place().value).toBe('Lyon (Rhône, 69)');
  });

  it('shows the server’s refusal of an hour summer time skipped beside the time field', async () => {
    const w = await widget(`date="2025-03-30" heure="02:30" lieu="75056"`);
    await vi.waitFor(() => expect(errorOf(w, w.time())).toContain('L’heure 02:30 n’a pas existé ce jour-là à Paris'), { timeout: 15_000 });
    expect(w.table()).toBeNull();
    expect([w.date().value, w.time().value]).toEqual(['2025-03-30', '02:30']);
    // No chart names the place: the list of places does, so the form the visitor comes back to shows all three.
    await vi.waitFor(() => expect(w.place().value).toBe('Paris (Paris, 75)'), { timeout: 15_000 });
    // Edited, the time's refusal goes.
    typeInto(w.time(), '03:30');
    await vi.waitFor(() => expect(errorOf(w, w.time())).toBeNull());
  });

  it('asks which of an hour repeated in autumn, then casts that one and tells its address', async () => {
    const w = await widget(`date="2025-10-26" heure="02:30" lieu="75056"`);
    const changes: string[] = [];
    w.element.addEventListener('voy-chart-change', (event) => changes.push(event.detail.path));
    await waitForText(w.root, 'la seconde (heure d’hiver)', 15_000);
    expect(textOf(w.root.querySelector('[part="occurrence"] legend')!)).toContain('L’heure 02:30 a existé deux fois ce jour-là à Paris');
    click(getByShadowRole(w.element, 'button', { name: 'la seconde (heure d’hiver)' }));
    await vi.waitFor(() => expect(w.table()).not.toBeNull(), { timeout: 15_000 });
    expect(textOf(w.root)).toContain('heure légale UTC+01:00');
    await vi.waitFor(() => expect(changes).toEqual(['/theme-astral?date=2025-10-26&heure=02:30&lieu=75056&occurrence=2']));
    expect(queryByShadowRole(w.element, 'button', { name: 'la première (heure d’été)' })).toBeNull();
  });
});
