/**
 * GET /api/astro/theme as wired in the app (issue 41): the real server on a
 * loopback port, its places from the built list (server/places/place-list.ts,
 * npm run build first): a chart for a commune, the noon chart of an unknown
 * time, and every refusal a visitor can meet, in French, with the field it is
 * about: a date out of range or that does not exist, a place not in the
 * list, an hour summer time skipped, an hour that existed twice until its
 * occurrence is given. And the /theme-astral page, drawn by the server with
 * the chart its address holds.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../../contract/schemas';
import { BirthChart } from '../../contract/schemas/astro';
import { PROJECT_ROOT } from '../../server/paths';
import { startApiServer, type ApiServer } from '../helpers/widgets';

const built = existsSync(join(PROJECT_ROOT, 'dist/embed/places.json'));
if (!built) console.warn('[voyance] birth chart API tests skipped: the list of places is not built (run npm run build)');

const LYON = '69123';
const PARIS = '75056';

let api: ApiServer;
beforeAll(async () => {
  if (built) api = await startApiServer();
});
afterAll(async () => api?.close());

async function theme(query: string) {
  const response = await fetch(`${api.url}/api/astro/theme?${query}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function refused(query: string, status: number) {
  const answer = await theme(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return ApiError.parse(answer.body);
}

describe.skipIf(!built)('GET /api/astro/theme', () => {
  it('casts a chart for a commune of the list: its label, legal time, Placidus houses, angles and readings', async () => {
    const { status, headers, body } = await theme(`date=1977-07-14&heure=12:30&lieu=${LYON}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const chart = BirthChart.parse(body);
    expect(chart.birth).toMatchObject({ date: '1977-07-14', time: '12:30', utcOffset: '+02:00', instant: '1977-07-14T10:30:00.000Z' });
    expect(chart.birth.place).toMatchObject({ id: LYON, label: 'Lyon (Rhône, 69)', timeZone: 'Europe/Paris' });
    expect(chart.houses?.system).toBe('placidus');
    expect(chart.houses?.cusps).toHaveLength(12);
    expect(chart.angles.map((angle) => angle.point)).toEqual(['ascendant', 'milieu-du-ciel']);
    // The Sun of 14 July is in Cancer (sign 3), about 21° 50′.
    const sun = chart.bodies.find((body) => body.point === 'soleil')!;
    expect([sun.sign, sun.degrees]).toEqual([3, 21]);
    expect(chart.readings.length).toBeGreaterThan(0);
    expect(chart.notes).toEqual([]);
  });

  it('casts the noon chart of an unknown time without houses nor angles, and says so', async () => {
    const chart = BirthChart.parse((await theme(`date=1977-07-14&lieu=${LYON}`)).body);
    expect(chart.birth.time).toBeNull();
    expect(chart.houses).toBeNull();
    expect(chart.angles).toEqual([]);
    expect(chart.bodies.every((body) => body.house === null)).toBe(true);
    expect(chart.notes.join(' ')).toContain('Heure de naissance inconnue');
  });

  it.each([
    ['1899-12-31', 'La date de naissance doit être comprise entre 1900 et 2100.'],
    ['2101-01-01', 'La date de naissance doit être comprise entre 1900 et 2100.'],
    ['1977-04-31', 'Date de naissance invalide\u202f: attendue au format AAAA-MM-JJ, par exemple 1985-06-21.'],
    ['2023-02-29', 'Date de naissance invalide\u202f: attendue au format AAAA-MM-JJ, par exemple 1985-06-21.'],
    ['14/07/1977', 'Date de naissance invalide\u202f: attendue au format AAAA-MM-JJ, par exemple 1985-06-21.'],
  ])('refuses the date %s beside its field', async (date, message) => {
    const error = await refused(`date=${encodeURIComponent(date)}&heure=12:30&lieu=${LYON}`, 400);
    expect(error.field).toBe('date');
    expect(error.message).toBe(message);
  });

  it.each(['99999', 'lyon', 'g0'])('refuses a place that is not in the list (%s)', async (lieu) => {
    const error = await refused(`date=1977-07-14&heure=12:30&lieu=${lieu}`, 400);
    expect(error.field).toBe('lieu');
    expect(error.message).toBe('Lieu de naissance introuvable\u202f: choisissez-le dans la liste proposée.');
  });

  it('refuses a time that is not one', async () => {
    const error = await refused(`date=1977-07-14&heure=25:10&lieu=${LYON}`, 400);
    expect(error.field).toBe('heure');
  });

  it('refuses 02:30 on 30 March 2025 in Paris: summer time skipped it', async () => {
    const error = await refused(`date=2025-03-30&heure=02:30&lieu=${PARIS}`, 422);
    expect(error).toMatchObject({ error: 'heure_inexistante', field: 'heure' });
    expect(error.message).toContain('02:30 n’a pas existé ce jour-là à Paris');
  });

  it('asks which 02:30 of 26 October 2025 in Paris, then casts each', async () => {
    const error = await refused(`date=2025-10-26&heure=02:30&lieu=${PARIS}`, 422);
    expect(error).toMatchObject({ error: 'heure_double', field: 'occurrence' });
    expect(error.message).toContain('la première (heure d’été) ou de la seconde (heure d’hiver)');
    const first = await theme(`date=2025-10-26&heure=02:30&lieu=${PARIS}&occurrence=1`);
    const second = await theme(`date=2025-10-26&heure=02:30&lieu=${PARIS}&occurrence=2`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(BirthChart.parse(first.body).birth).toMatchObject({ instant: '2025-10-26T00:30:00.000Z', utcOffset: '+02:00' });
    expect(BirthChart.parse(second.body).birth).toMatchObject({ instant: '2025-10-26T01:30:00.000Z', utcOffset: '+01:00' });
    await refused(`date=2025-10-26&heure=02:30&lieu=${PARIS}&occurrence=3`, 400);
  });
});

const pagesBuilt = built && existsSync(join(PROJECT_ROOT, 'dist/ssr/render.mjs'));

describe.skipIf(!pagesBuilt)('the /theme-astral page', () => {
  const page = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, html: await response.text() };
  };

  it('is drawn with its form, title and introduction', async () => {
    const { status, html } = await page('/theme-astral');
    expect(status).toBe(200);
    expect(html).toContain('<title>Thème astral gratuit |');
    expect(html).toContain('<voy-theme-astral');
    expect(html).toContain('Calculer mon thème');
    expect(html).not.toContain('<table');
  });

  it('is drawn with the chart its address holds, other parameters ignored', async () => {
    const { status, html } = await page(`/theme-astral?utm_source=lettre&lieu=${LYON}&heure=12:30&date=1977-07-14`);
    expect(status).toBe(200);
    expect(html).toContain('value="Lyon (Rhône, 69)"');
    expect(html).toMatch(/<table[^>]*>.*Soleil.*Cancer.*21°/s);
    expect(html).toContain('<svg');
    expect(html).toContain('le 14 juillet 1977 à 12\u00a0h\u00a030');
  });

  it('is drawn with the refusal of a chart that cannot be cast, the visitor’s data in the form', async () => {
    const { status, html } = await page(`/theme-astral?date=2025-03-30&heure=02:30&lieu=${PARIS}`);
    expect(status).toBe(200);
    expect(html).toContain('02:30 n’a pas existé ce jour-là à Paris');
    expect(html).toContain('value="2025-03-30"');
    expect(html).not.toContain('<table');
  });
});
