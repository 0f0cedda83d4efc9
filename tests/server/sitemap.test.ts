/**
 * The sitemap lists every page a search engine should find: the fixed pages
 * of the site, the 12 signs and every advisor's profile, and nothing that is
 * not a page. Each one is a page that answers 200 (with the built site).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advisors } from '../../server/db/schema';
import { isPage } from '../../server/page-routes';
import { paths } from '../../server/paths';
import { createTestApp } from '../helpers/test-app';

const ORIGIN = 'https://www.voyance.example';
const built = existsSync(join(paths.site, 'index.html'));

let app: FastifyInstance;
let listed: string[];
beforeAll(async () => {
  app = await createTestApp({ config: { PUBLIC_ORIGIN: ORIGIN } });
  const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.slice(ORIGIN.length));
});
afterAll(() => app?.close());

describe('sitemap.xml', () => {
  it('lists the pages of SPEC.md section 2, the theme and specialty pages, the legal pages, once each', () => {
    for (const path of ['/', '/tous-nos-voyants', '/horoscopes', '/par-thematique', '/par-thematique/tarologie', '/par-thematique/mediumnite', '/par-specialite/amour', '/par-specialite/famille', '/temoignages', '/agence', '/faq', '/contact', '/ma-question-gratuite', '/theme-astral', '/compatibilite', '/mentions-legales', '/conditions-generales', '/politique-de-confidentialite', '/auto-exclusion', '/comment-nous-verifions-les-avis']) {
      expect(listed, path).toContain(path);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists the 12 signs in their 5 periods and every advisor, and no page that is not one (no /404, no duplicate index)', async () => {
    const advisors = (await app.inject({ method: 'GET', url: '/api/users' })).json<{ slug: string }[]>();
    expect(listed.filter((path) => path.startsWith('/horoscopes/'))).toHaveLength(12 * 5);
    for (const path of ['/horoscopes/lion', '/horoscopes/lion/demain', '/horoscopes/lion/semaine', '/horoscopes/lion/mois', '/horoscopes/lion/annee', '/horoscopes/poissons/annee']) {
      expect(listed, path).toContain(path);
    }
    expect(listed).not.toContain('/horoscopes/lion/aujourdhui');
    for (const { slug } of advisors) expect(listed).toContain(`/consultant-profile/${encodeURIComponent(slug)}`);
    expect(listed).not.toContain('/404');
    expect(listed).not.toContain('/par-specialite');
    for (const path of listed) expect(isPage(path), path).toBe(true);
  });

  it('dates each horoscope page by when its text last changed (Paris days), and gives no date it does not know', async () => {
    // Wednesday 25 November 2026, 00:30 in Paris (23:30 UTC the day before): already the 25th there.
    const dated = await createTestApp({ config: { PUBLIC_ORIGIN: ORIGIN }, clock: () => new Date('2026-11-24T23:30:00Z') });
    try {
      const xml = (await dated.inject('/sitemap.xml')).body;
      const lastmod = (path: string) => xml.match(new RegExp(`<loc>${ORIGIN}${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`))?.[1];
      expect(lastmod('/horoscopes/lion')).toBe('2026-11-25');
      expect(lastmod('/horoscopes/lion/demain')).toBe('2026-11-25');
      expect(lastmod('/horoscopes/lion/semaine')).toBe('2026-11-23');
      expect(lastmod('/horoscopes/lion/mois')).toBe('2026-11-01');
      expect(lastmod('/horoscopes/lion/annee')).toBe('2026-11-25');
      expect(lastmod('/faq')).toBeUndefined();
      expect(xml).toContain(`<loc>${ORIGIN}/faq</loc></url>`);
    } finally {
      await dated.close();
    }
  });

  it('dates a profile by its last change, the lists of advisors by the latest one, and the home page (the advisors of the day) by today', async () => {
    const dated = await createTestApp({ config: { PUBLIC_ORIGIN: ORIGIN }, clock: () => new Date('2026-11-25T10:00:00Z') });
    try {
      await dated.database.db.update(advisors).set({ updatedAt: new Date('2026-10-01T10:00:00Z') });
      // 23:30 UTC on the 20th is already the 21st in Paris.
      await dated.database.db.update(advisors).set({ updatedAt: new Date('2026-11-20T23:30:00Z') }).where(eq(advisors.slug, 'bastien'));
      await dated.catalogue.refresh();
      const xml = (await dated.inject('/sitemap.xml')).body;
      const lastmod = (path: string) => xml.match(new RegExp(`<loc>${ORIGIN}${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`))?.[1];
      expect(lastmod('/consultant-profile/bastien')).toBe('2026-11-21');
      expect(lastmod('/consultant-profile/ophelie')).toBe('2026-10-01');
      for (const path of ['/tous-nos-voyants', '/par-thematique', '/par-thematique/tarologie', '/par-specialite/amour']) expect(lastmod(path), path).toBe('2026-11-21');
      expect(lastmod('/')).toBe('2026-11-25');
      expect(lastmod('/mentions-legales')).toBeUndefined();
    } finally {
      await dated.close();
    }
  });

  it.skipIf(!built)('every listed page answers 200 HTML', async () => {
    for (const path of listed) {
      const response = await app.inject({ method: 'GET', url: path, headers: { accept: '*/*' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    }
  });
});
