/**
 * The birth places on the server (issue 41): a place found by its id for the
 * chart's API, an unknown id found nowhere; the list served to browsers and
 * partner pages (its index for five minutes, the list itself a year,
 * precompressed, readable from any origin); and the pages without a chart
 * carrying none of it. Real files of the built dist/ (npm run build first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PLACE_LIST_INDEX_PATH, type PlaceListIndex } from '../../contract/domain/place-list';
import { findPlaceById } from '../../server/places/place-list';
import { PROJECT_ROOT } from '../../server/paths';
import { pageAndItsFiles, placeListMarkers } from '../../bench/page-files';
import { expectPrecompressed } from '../helpers/page-clients';
import { createTestApp } from '../helpers/test-app';

const require = createRequire(import.meta.url);
const indexFile = join(PROJECT_ROOT, 'dist', PLACE_LIST_INDEX_PATH);
const built = existsSync(indexFile) && existsSync(join(PROJECT_ROOT, 'dist/site/index.html'));
if (!built) console.warn('[voyance] birth places tests skipped: dist/ is missing (run npm run build)');

describe.skipIf(!built)('a birth place by its id', () => {
  it('finds a commune by its INSEE code, with its label, coordinates and zone', () => {
    const lyon = findPlaceById('69123');
    expect(lyon).toMatchObject({ name: 'Lyon', label: 'Lyon (Rhône, 69)', timeZone: 'Europe/Paris' });
    expect(lyon!.lat).toBeCloseTo(45.76, 1);
    expect(lyon!.lon).toBeCloseTo(4.84, 1);
    expect(findPlaceById('2A004')).toMatchObject({ name: 'Ajaccio', label: 'Ajaccio (Corse-du-Sud, 2A)', timeZone: 'Europe/Paris' });
    expect(findPlaceById('97120')).toMatchObject({ name: 'Pointe-à-Pitre', timeZone: 'America/Guadeloupe' });
  });

  it('places nearly every commune of INSEE’s list, the villages GeoNames lacks at their official centre', () => {
    const communes = (require('@etalab/decoupage-administratif/data/communes.json') as { code: string; type: string }[]).filter((commune) => commune.type === 'commune-actuelle');
    const placed = communes.filter((commune) => findPlaceById(commune.code));
    expect(placed.length / communes.length).toBeGreaterThan(0.995);
    // 12,080 inhabitants, absent from GeoNames' cities500 under its code: the State's centre, by Rodez.
    const onet = findPlaceById('12176');
    expect(onet).toMatchObject({ label: 'Onet-le-Château (Aveyron, 12)', timeZone: 'Europe/Paris' });
    expect(onet!.lat).toBeCloseTo(44.37, 1);
    expect(onet!.lon).toBeCloseTo(2.59, 1);
    // A hamlet: 98 inhabitants.
    expect(findPlaceById('01001')).toMatchObject({ name: 'L’Abergement-Clémenciat', timeZone: 'Europe/Paris' });
    // Overseas, GeoNames files the commune's code at another level: Wé stands for Lifou (New Caledonia), Vaitape for Bora-Bora (French Polynesia).
    expect(findPlaceById('98817')).toMatchObject({ name: 'Le Mont-Dore', timeZone: 'Pacific/Noumea' });
    expect(findPlaceById('98814')!.lon).toBeCloseTo(167.26, 1);
    expect(findPlaceById('98714')).toMatchObject({ name: 'Bora-Bora', timeZone: 'Pacific/Tahiti' });
    expect(findPlaceById('98714')!.lat).toBeCloseTo(-16.51, 1);
    expect(findPlaceById('98613')).toMatchObject({ name: 'Uvea', timeZone: 'Pacific/Wallis' });
  });

  it('takes the official centre where GeoNames files a village in another commune, and keeps the town where the commune is vast', () => {
    // GeoNames puts Sainte-Marie-de-Gosse (Landes) 81 km east, at 43.55, -0.23: nearer other communes' centres than its own.
    expect(findPlaceById('40271')!.lon).toBeCloseTo(-1.24, 1);
    // Maripasoula (French Guiana, 18,000 km²): its centre is in the forest, 109 km south of the town GeoNames gives.
    expect(findPlaceById('97353')!.lat).toBeCloseTo(3.64, 1);
  });

  it('finds a city of the world by « g » and its GeoNames id', () => {
    const montreal = findPlaceById('g6077243');
    expect(montreal).toMatchObject({ name: 'Montréal', label: 'Montréal (Canada)', timeZone: 'America/Toronto' });
    expect(montreal!.lat).toBeCloseTo(45.51, 1);
  });

  it.each(['', '00000', '69999', '6077243', 'g0', ' 69123', '69123 ', 'lyon', '__proto__', 'constructor'])('finds nothing for %j', (id) => {
    expect(findPlaceById(id)).toBeUndefined();
  });
});

describe.skipIf(!built)('the list served to browsers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const index = () => JSON.parse(readFileSync(indexFile, 'utf8')) as PlaceListIndex;

  it('answers its index at a fixed address for five minutes, to any origin', async () => {
    const response = await get(PLACE_LIST_INDEX_PATH, { origin: 'https://blog.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(index());
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the list a year, immutable, precompressed, to any origin', async () => {
    const { file } = index();
    expect(file).toMatch(/^\/embed\/places\/[0-9a-f]{16}\.txt$/);
    const text = readFileSync(join(PROJECT_ROOT, 'dist', file), 'utf8');
    const response = await get(file, { origin: 'https://blog.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    await expectPrecompressed(get, file, text);
  });

  it('is in no script of the build: the site, the demo, the console, the embed code of every element and the library fetch it, never carry it', () => {
    const { file } = index();
    const markers = placeListMarkers(file, readFileSync(join(PROJECT_ROOT, 'dist', file), 'utf8'));
    const scripts = ['dist/site', 'dist/embed', 'dist/demo', 'dist/console', 'dist/lib'].flatMap((folder) =>
      readdirSync(join(PROJECT_ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => join(folder, name)),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const carrying = scripts.filter((script) => markers.some((marker) => readFileSync(join(PROJECT_ROOT, script), 'utf8').includes(marker)));
    expect(carrying).toEqual([]);
  });

  it.each(['/', '/horoscopes/lion'])('%s, a page without a chart, carries none of the list, nor do the files it loads as it opens', async (path) => {
    const { file } = index();
    const markers = placeListMarkers(file, readFileSync(join(PROJECT_ROOT, 'dist', file), 'utf8'));
    const files = await pageAndItsFiles(async (url) => {
      const response = await get(url, { accept: 'text/html,*/*' });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    }, path);
    // The page and at least its script: an empty haul would prove nothing.
    expect([...files.keys()].some((url) => url.endsWith('.js'))).toBe(true);
    for (const [url, content] of files) for (const marker of markers) expect(content.includes(marker), `${url} holds ${JSON.stringify(marker.slice(0, 40))}`).toBe(false);
  });
});
