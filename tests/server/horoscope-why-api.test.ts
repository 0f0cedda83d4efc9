/**
 * « Pourquoi ce texte » through the real server on a loopback port: our
 * engine's answer carries meta.why, valid under the shared schema; the
 * provider's answer carries none; the sign page the server renders holds the
 * closed disclosure under our engine's text, and none under the provider's.
 * The page part needs the built renderer (dist/ssr, npm run build first).
 */
import { existsSync } from 'node:fs';
import * as z from 'zod/mini';
import { Horoscope } from '../../contract/schemas';
import { paths } from '../../server/paths';
import { answer, startFakeProvider, type FakeProvider } from '../helpers/fake-horoscope-provider';
import { startApiServer, type ApiServer } from '../helpers/widgets';

const built = existsSync(paths.serverRenderer);
if (!built) console.warn('[voyance] « Pourquoi ce texte » page tests skipped: dist/ssr is missing (run npm run build)');

/** Wednesday 25 November 2026 in Paris: its week began on Monday the 23rd. */
const NOW = new Date('2026-11-25T10:00:00Z');
const SUMMARY = 'Pourquoi ce texte\u202f?';

async function getJson(server: ApiServer, path: string): Promise<Horoscope> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return z.parse(Horoscope, await response.json());
}

async function getPage(server: ApiServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The voy-horoscope's declarative shadow root, as text a reader sees (tags dropped, entities decoded). */
function horoscopeText(html: string): string {
  const root = /<voy-horoscope\b[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/voy-horoscope>/.exec(html)?.[1];
  if (!root) throw new Error('no declarative shadow root for voy-horoscope');
  return root
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\n\r]+/g, ' ');
}

describe('our engine’s horoscope says why', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({ clock: () => NOW });
  });
  afterAll(async () => server?.close());

  it('answers the transits under meta.why, in French, for every period', async () => {
    for (const period of ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'] as const) {
      const { meta } = await getJson(server, `/api/horoscopes/lion/${period}`);
      expect(meta?.source).toBe('engine');
      const why = meta!.why!;
      expect(why.placements.length, period).toBeGreaterThan(0);
      for (const p of why.placements) {
        expect(['le Soleil', 'la Lune', 'Mercure', 'Vénus', 'Mars', 'Jupiter', 'Saturne']).toContain(p.body);
        expect(['Bélier', 'Taureau', 'Gémeaux', 'Cancer', 'Lion', 'Vierge', 'Balance', 'Scorpion', 'Sagittaire', 'Capricorne', 'Verseau', 'Poissons']).toContain(p.sign);
        expect(p.house).toBeGreaterThanOrEqual(1);
        expect(p.house).toBeLessThanOrEqual(12);
      }
    }
    const week = (await getJson(server, '/api/horoscopes/leo/semaine')).meta!.why!;
    expect(week.positionsAt).toBe('2026-11-23T12:00:00+01:00');
    expect(week.aspectsAt).toBe('2026-11-26T12:00:00+01:00');
  });

  it.skipIf(!built)('draws the closed disclosure in the sign page the server renders, with the listed transits', async () => {
    const html = await getPage(server, '/horoscopes/lion/semaine');
    const why = (await getJson(server, '/api/horoscopes/lion/semaine')).meta!.why!;
    expect(html).toMatch(/<details [^>]*part="why"[^>]*><summary>Pourquoi ce texte\u202f\?<\/summary>/);
    expect(html).not.toMatch(/<details [^>]*\bopen\b[^>]*part="why"/);
    const text = horoscopeText(html);
    for (const p of why.placements) {
      const line = `${p.body.charAt(0).toUpperCase()}${p.body.slice(1)} en ${p.sign}, dans votre ${p.house === 1 ? '1ʳᵉ' : `${p.house}ᵉ`} maison solaire${p.retrograde ? ', rétrograde' : ''}`;
      expect(text).toContain(line);
    }
    for (const a of why.aspects) expect(text).toContain(`en ${a.kind} ${a.kind === 'conjonction' ? 'avec' : 'à'} votre signe (orbe ${a.orb.degrees}°\u00a0${String(a.orb.minutes).padStart(2, '0')}′)`);
    expect(text).toContain('Ces transits sont calculés par notre moteur (astronomy-engine) pour le lundi 23 novembre 2026 à midi, heure de Paris\u202f;');
    expect(text).toContain('les aspects, le jeudi 26 novembre 2026 à midi (milieu de la période), sont mesurés à 15° du début de votre signe.');
  });
});

describe('the provider’s horoscope does not', () => {
  let provider: FakeProvider;
  let server: ApiServer;
  beforeAll(async () => {
    provider = await startFakeProvider();
    provider.handler = answer('Le texte du fournisseur, dont nous ignorons les raisons.');
    server = await startApiServer({
      clock: () => NOW,
      config: { HOROSCOPE_API_URL: provider.baseUrl, HOROSCOPE_API_KEY: 'la-cle', HOROSCOPE_API_TOKEN: 'le-jeton' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('answers no meta.why', async () => {
    const horoscope = await getJson(server, '/api/horoscopes/lion/semaine');
    expect(horoscope.meta?.source).toBe('provider');
    expect(horoscope.meta).not.toHaveProperty('why');
  });

  it.skipIf(!built)('draws no « Pourquoi ce texte » under its text', async () => {
    const html = await getPage(server, '/horoscopes/lion/semaine');
    expect(horoscopeText(html)).toContain('Le texte du fournisseur, dont nous ignorons les raisons.');
    expect(html).not.toContain(SUMMARY);
  });
});
