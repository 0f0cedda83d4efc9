/**
 * One word per availability, everywhere (issue 42, point 7): `Disponible`,
 * `Occupé`, `Indisponible` (widgets/core/texts/advisor.ts STATUS_TEXTS, the
 * contract the site, the widgets, the console and the server import). The
 * retired spellings, « En ligne » as a status and « Hors ligne », must not come
 * back: not in what the pages draw, not in the built bundles, not in a string
 * of the sources.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../server/paths';
import { STATUS_TEXTS } from '../../contract/texts/status';
import { STATUS_LABELS } from '../../console/texts';
import { createTestApp } from '../helpers/test-app';

const ROOT = join(import.meta.dirname, '../..');
const siteBuilt = existsSync(join(paths.site, 'index.html'));

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** « Hors ligne » anywhere; « En ligne » as a status: a status element's whole text, or a string that is only those words. */
function retiredWords(text: string): string[] {
  const found = [...text.matchAll(/.{0,40}Hors ligne.{0,40}/gisu)].map((m) => m[0]);
  found.push(...[...text.matchAll(/part="status[^"]*"[^>]*>(?:<span[^>]*><\/span>)?En ligne</gu)].map((m) => m[0]));
  found.push(...[...text.matchAll(/(["'`])En ligne\1/gu)].map((m) => m[0]));
  return found;
}

/** Comments out: they may name the old words, nobody reads them on a page. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

it('the contract has one word per state, and the console says the same words', () => {
  expect(STATUS_TEXTS).toEqual({ available: 'Disponible', busy: 'Occupé', offline: 'Indisponible' });
  expect(STATUS_LABELS).toEqual(STATUS_TEXTS);
});

it('no string of the widgets, the site, the console or the server says « Hors ligne » or « En ligne » as a status', () => {
  const sources = ['contract', 'widgets', 'site', 'console', 'server', 'demo'].flatMap((dir) => filesUnder(join(ROOT, dir), (name) => /\.(?:tsx?|html|css)$/.test(name)));
  expect(sources.length).toBeGreaterThan(100);
  const faults = sources.flatMap((file) => retiredWords(withoutComments(readFileSync(file, 'utf8'))).map((text) => `${relative(ROOT, file)}: ${text}`));
  expect(faults).toEqual([]);
});

it.skipIf(!siteBuilt)('no built bundle says them', () => {
  const bundles = ['site', 'embed', 'console', 'demo', 'ssr'].flatMap((dir) => filesUnder(join(ROOT, 'dist', dir), (name) => /\.(?:m?js|html|css)$/.test(name)));
  expect(bundles.length).toBeGreaterThan(10);
  const faults = bundles.flatMap((file) => retiredWords(readFileSync(file, 'utf8')).map((text) => `${relative(ROOT, file)}: ${text}`));
  expect(faults).toEqual([]);
});

describe.skipIf(!siteBuilt)('the pages as drawn', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({});
  });
  afterAll(() => app?.close());

  it('show each advisor’s state in the contract’s words only', async () => {
    const [first] = app.catalogue.snapshot.all;
    const words = new Set<string>();
    for (const url of ['/', '/tous-nos-voyants', '/par-specialite/amour', '/ma-question-gratuite', `/consultant-profile/${first!.slug}`]) {
      const html = (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
      expect(retiredWords(html), url).toEqual([]);
      for (const m of html.matchAll(/part="status status-\w+"[^>]*><span[^>]*><\/span>([^<]+)</gu)) words.add(m[1]!);
    }
    expect(words.size).toBeGreaterThan(0);
    for (const word of words) expect(Object.values(STATUS_TEXTS)).toContain(word);
  });
});
