/**
 * An archived or unknown advisor's profile (issue 42, point 8): a 404 whose
 * page says the spec's « Voyant non trouvé » within the site's header and
 * footer, with the way back to the list, and that no search engine keeps;
 * the same to a browser, to curl's default Accept (any type) and to HEAD. A public
 * advisor's profile stays a 200 page to index; the API's by-slug answer for an
 * archived advisor stays what it was (SPEC.md: no advisor returned).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advisors } from '../../server/db/schema';
import { paths } from '../../server/paths';
import { createTestApp } from '../helpers/test-app';

const siteBuilt = existsSync(join(paths.site, 'index.html'));

let app: FastifyInstance;
let archived: { id: number; slug: string };
beforeAll(async () => {
  app = await createTestApp({});
  // One advisor archived as the console does it (archived_at set), the catalogue reloaded.
  const [row] = await app.database.db.select({ id: advisors.id, slug: advisors.slug }).from(advisors).where(isNull(advisors.archivedAt)).limit(1);
  archived = row!;
  await app.database.db.update(advisors).set({ archivedAt: new Date() }).where(eq(advisors.id, archived.id));
  await app.catalogue.refresh();
});
afterAll(() => app?.close());

const get = (url: string, accept: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: { accept } });

describe.skipIf(!siteBuilt)('the profile of no public advisor', () => {
  const missing = () => [`/consultant-profile/${archived.slug}`, '/consultant-profile/personne-de-ce-nom', '/consultant-profile/987654'];

  it('answers 404 with « Voyant non trouvé », the site’s header and footer, the way back to the list, and noindex', async () => {
    for (const url of missing()) {
      for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} (${accept})`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['x-robots-tag']).toBe('noindex');
        const html = response.body;
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain('Voyant non trouvé');
        expect(html).toMatch(/<header[^>]*>/);
        expect(html).toMatch(/<footer[^>]*>/);
        expect(html).toMatch(/<a [^>]*href="\/tous-nos-voyants"[^>]*part="button back-link"[^>]*>Revenir à la liste des voyants<\/a>/);
      }
      const head = await get(url, '*/*', 'HEAD');
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      expect(head.body).toBe('');
    }
  });

  it('a public advisor’s profile stays a 200 page to index', async () => {
    const [shown] = app.catalogue.snapshot.all;
    const response = await get(`/consultant-profile/${shown!.slug}`, '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('noindex');
    expect(response.body).not.toContain('Voyant non trouvé');
  });
});

it('the API’s by-slug answer for an archived advisor stays a 404 (no advisor returned)', async () => {
  const response = await app.inject({ method: 'GET', url: `/api/users/by-slug/${archived.slug}` });
  expect(response.statusCode).toBe(404);
});
