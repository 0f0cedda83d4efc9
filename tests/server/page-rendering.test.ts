/**
 * Every page arrives complete from the server (issue 17, points 1 to 3): the
 * routes of SPEC.md section 2 carry their widgets' content, each widget's
 * shadow root written as declarative shadow DOM with its styles, and the data
 * it was drawn with for the browser's widgets. Rendered pages are kept per
 * path until the catalogue changes or the Paris day turns, with an ETag, a
 * 304, Brotli and gzip; a render that fails serves the shell page, never a
 * 500. Real built renderer (dist/ssr, npm run build first), real app.
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advisors } from '../../server/db/schema';
import { paths } from '../../server/paths';
import { messengerHref, whatsappHref } from '../../contract/domain/contact-links';
import { HOROSCOPE_PERIODS } from '../../contract/domain/horoscope-periods';
import type { Advisor, AdvisorList, Horoscope } from '../../contract/schemas';
import { startFakeProvider } from '../helpers/fake-horoscope-provider';
import { BROWSER_ACCEPT, expectPrecompressed, PAGE_CLIENTS } from '../helpers/page-clients';
import { jsonLdOf, structuredDataFaults } from '../helpers/structured-data';
import { createTestApp } from '../helpers/test-app';

const built = existsSync(paths.serverRenderer);
if (!built) console.warn('[voyance] page rendering tests skipped: dist/ssr is missing (run npm run build)');

let app: FastifyInstance;
let clock = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  app = await createTestApp({ clock: () => clock });
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = { accept: '*/*' }) => app.inject({ method: 'GET', url, headers });
const api = async <T>(url: string) => (await get(url, { accept: 'application/json' })).json<T>();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

/** What a reader of the HTML sees as text, shadow roots included: no tags, styles or scripts, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    // Only the spaces HTML collapses: French typography's no-break spaces stay.
    .replace(/[ \t\n\r]+/g, ' ');
}

/** A text's first words, as a page shows them (spaces collapsed). */
const opening = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim().slice(0, 60);

/** The shadow root of the first `tag` of the page, as the server wrote it. */
function shadowRootOf(html: string, tag: string): string {
  const match = new RegExp(`<${tag}\\b[^>]*><template shadowrootmode="open">([\\s\\S]*?)</template></${tag}>`).exec(html);
  if (!match) throw new Error(`no declarative shadow root for ${tag}`);
  return match[1]!;
}

/** The data the page carries for the browser's widgets, by API path. */
function pageData(html: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="donnees-de-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page data');
  return new Map((JSON.parse(json) as [string[], unknown][]).map(([key, data]) => [key.join(' '), data]));
}

describe.skipIf(!built)('every route arrives complete', () => {
  it.each(PAGE_CLIENTS)('the home page shows the advisors of the day, in their widgets’ shadow roots, for %s', async (_name, headers) => {
    const html = (await get('/', headers)).body;
    const picks = await api<AdvisorList>('/api/voyants/random-three-daily');
    const list = visibleText(shadowRootOf(html, 'voy-advisor-list'));
    for (const advisor of picks) expect(list).toContain(advisor.first_name);
    expect(shadowRootOf(html, 'voy-advisor-list')).toMatch(/^<style>[\s\S]+?<\/style><div (?=[^>]*\bclass="[^"]+")(?=[^>]*\bpart="base")[^>]*>/);
    expect(pageData(html).get('/api/voyants/random-three-daily')).toEqual(picks);
  });

  it('the catalogue shows its first twelve cards and the button to see more; a specialty page, its own advisors', async () => {
    const grid = visibleText(shadowRootOf((await get('/tous-nos-voyants')).body, 'voy-advisor-grid'));
    const everyone = await api<AdvisorList>('/api/users');
    expect(everyone.filter((advisor) => grid.includes(` ${advisor.first_name} `)).length).toBeGreaterThanOrEqual(12);
    expect(grid).toContain('Voir plus de voyants');
    const love = visibleText(shadowRootOf((await get('/par-specialite/amour')).body, 'voy-advisor-list'));
    const lovers = await api<AdvisorList>('/api/voyants/specialty/Amour');
    expect(lovers.length).toBeGreaterThanOrEqual(3);
    for (const advisor of lovers.slice(0, 3)) expect(love).toContain(advisor.first_name);
  });

  it('a profile shows its advisor’s name, description and contact links, and is titled and described as a Person', async () => {
    const advisor = await api<Advisor>('/api/users/by-slug/joel');
    const html = (await get('/consultant-profile/joel')).body;
    const profile = shadowRootOf(html, 'voy-advisor-profile');
    expect(visibleText(profile)).toContain(advisor.first_name);
    expect(visibleText(profile)).toContain(opening(advisor.description!));
    for (const href of [whatsappHref(advisor.whatsapp), messengerHref(advisor.messenger)]) expect(profile).toContain(`href="${href}"`);
    expect(html).toContain(`<title>Profil de ${advisor.first_name} | `);
    const person = jsonLdOf(html).find((node) => node['@type'] === 'Person');
    expect(person?.name).toBe(advisor.first_name);
    expect(structuredDataFaults(person!)).toEqual([]);
  });

  it.each(HOROSCOPE_PERIODS)('the sign page of %s shows the five sections of that period, dated as an Article', async (period) => {
    const url = period === 'aujourdhui' ? '/horoscopes/lion' : `/horoscopes/lion/${period}`;
    const html = (await get(url)).body;
    const horoscope = await api<Horoscope>(`/api/horoscopes/lion/${period}`);
    const body = Object.values(horoscope.data ?? {}).find(Boolean)!;
    const shown = visibleText(shadowRootOf(html, 'voy-horoscope'));
    for (const section of [body.personal, body.health, body.profession, body.emotions, body.travel]) expect(shown).toContain(opening(section!));
    const article = jsonLdOf(html).find((node) => node['@type'] === 'Article');
    expect(article?.datePublished).toBe(horoscope.meta!.date);
    expect(structuredDataFaults(article!)).toEqual([]);
  });

  it('the FAQ shows its questions', async () => {
    const html = (await get('/faq')).body;
    const faq = jsonLdOf(html).find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    const text = visibleText(html);
    for (const question of faq.mainEntity) expect(text).toContain(question.name);
  });

  it('a page without data carries none, and no widget waits on the server for what the browser alone does', async () => {
    const html = (await get('/contact')).body;
    expect(html).not.toContain('id="donnees-de-page"');
    expect(shadowRootOf(html, 'voy-contact-form')).toContain('<form');
  });
});

describe.skipIf(!built)('rendered pages are kept and revalidated', () => {
  it('a page is rendered once and answered again from memory with the same ETag, or a 304', async () => {
    const first = await get('/horoscopes/vierge/semaine');
    const second = await get('/horoscopes/vierge/semaine');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const revalidated = await get('/horoscopes/vierge/semaine', { accept: BROWSER_ACCEPT, 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await expectPrecompressed(get, '/horoscopes/vierge/semaine', first.body);
  });

  it('a catalogue change renders the pages again: the profile shows the new text', async () => {
    const before = (await get('/consultant-profile/joel')).body;
    await app.database.db.update(advisors).set({ title: 'Médium des finances' }).where(eq(advisors.slug, 'joel'));
    await app.catalogue.refresh();
    const after = (await get('/consultant-profile/joel')).body;
    expect(after).not.toBe(before);
    expect(visibleText(shadowRootOf(after, 'voy-advisor-profile'))).toContain('Médium des finances');
  });

  it('the Paris day turning renders the day’s horoscope again, dated anew', async () => {
    const dateOf = (html: string) => jsonLdOf(html).find((node) => node['@type'] === 'Article')?.datePublished;
    expect(dateOf((await get('/horoscopes/lion')).body)).toBe('2026-11-24');
    clock = new Date('2026-11-24T23:30:00Z'); // 00:30 on the 25th in Paris
    expect(dateOf((await get('/horoscopes/lion')).body)).toBe('2026-11-25');
  });

  it('a render waiting on a horoscope provider that does not answer serves the shell page with a 200, and the next page renders at once', async () => {
    const provider = await startFakeProvider();
    provider.handler = () => {}; // never answers
    const impatient = await createTestApp({
      pageRenderTimeoutMs: 300,
      config: { HOROSCOPE_API_URL: `${provider.baseUrl}/`, HOROSCOPE_API_KEY: 'la-cle', HOROSCOPE_API_TOKEN: 'le-jeton' },
    });
    try {
      const page = (url: string) => impatient.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      const stuck = await page('/horoscopes/lion');
      expect(stuck.statusCode).toBe(200);
      expect(stuck.headers['content-type']).toMatch(/^text\/html/);
      expect(stuck.body).toContain('<div id="app"></div>');
      // The stuck render's requests were cancelled: the next page does not wait behind it.
      const next = await page('/tous-nos-voyants');
      expect(next.statusCode).toBe(200);
      expect(next.body).toContain('<voy-advisor-grid theme="dark"><template shadowrootmode="open">');
    } finally {
      await impatient.close();
      await provider.close();
    }
  });

  it('a slug holding an encoded % renders its page (the address is decoded once): no such advisor, a drawn 404', async () => {
    const response = await get('/consultant-profile/%25');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="app"></div>');
    expect(visibleText(response.body)).toContain('Voyant non trouvé');
  });

  it('an unknown path shows the by-theme index, rendered, with a 404', async () => {
    const response = await get('/cette-page-n-existe-pas');
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain('Astrologie');
    expect(response.headers.etag).toBeUndefined();
  });
});
