/**
 * An advisor's text is data on every page (issue 37 point 1). The server drew
 * a page by handing the page data to String.replace as its replacement, which
 * reads `$'`, `` $` ``, `$&`, `$1` and `$<name>` as patterns: an advisor
 * account that put `$'` in its own title made the profile hold five `<body>`
 * tags and page data Chromium could not parse, and the site's script stopped.
 * Here every text field of every advisor holds each pattern and `</script>`;
 * every route must arrive as one document whose page data and structured data
 * parse, and run in Chromium with no page error, the app taking it over.
 */
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/db/open';
import { advisors } from '../../server/db/schema';
import { PAGE_QUERIES_ID, STRUCTURED_DATA_ID } from '../../site/page-meta';
import { startBuiltProduct, WIDTHS } from '../helpers/browser';
import { appTookOver } from '../helpers/page-settled';
import { seededFolderCopy } from '../helpers/seeded-folder';
import { examplePaths } from '../helpers/site-routes';
import type { ServerProcess } from '../helpers/server-process';
import { sharedBrowser } from '../helpers/shared-product';

/** Every replacement pattern String.replace knows, and what closes a script element. */
const HOSTILE = "$' $` $& $1 $<x> </script><b>";

const { pages } = sharedBrowser();
let server: ServerProcess;
let dataDir: string;
let slugs: string[];

beforeAll(async () => {
  dataDir = seededFolderCopy('voyance-hostile-');
  const database = await openDatabase({ dataDir });
  const rows = await database.db.select().from(advisors);
  for (const row of rows) {
    // Kept after the real text: the specialty still matches its pages, the phone its links.
    const hostile = (text: string | null) => `${text ?? ''} ${HOSTILE}`;
    await database.db
      .update(advisors)
      .set({
        firstName: `${row.firstName} ${HOSTILE}`,
        title: hostile(row.title),
        specialty: hostile(row.specialty),
        description: hostile(row.description),
        messenger: hostile(row.messenger),
        whatsapp: hostile(row.whatsapp),
        phone: hostile(row.phone),
      })
      .where(eq(advisors.id, row.id));
  }
  slugs = rows.map((row) => row.slug);
  await database.close();
  server = await startBuiltProduct({ DATA_DIR: dataDir }, 200_000);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every route, with three profiles. */
const routes = () => examplePaths(slugs.slice(0, 3));

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const scriptText = (html: string, id: string) => new RegExp(`<script type="application/(?:ld\\+)?json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];

/** The faults of a page's HTML as the server sent it: one document, data that parses. */
function documentFaults(html: string): string[] {
  const faults: string[] = [];
  for (const [name, tag] of [['doctype', /<!doctype/gi], ['html', /<html\b/gi], ['head', /<head\b/gi], ['body', /<body\b/gi]] as const) {
    if (count(html, tag) !== 1) faults.push(`${count(html, tag)} ${name} tags`);
  }
  for (const id of [PAGE_QUERIES_ID, STRUCTURED_DATA_ID]) {
    const json = scriptText(html, id);
    if (json === undefined) continue;
    try {
      JSON.parse(json);
    } catch (error) {
      faults.push(`#${id} is not JSON: ${(error as Error).message}`);
    }
  }
  return faults;
}

async function pageErrors(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(url);
    await appTookOver(page);
    const bodies = await page.evaluate(() => document.querySelectorAll('body').length);
    if (bodies !== 1) errors.push(`${bodies} bodies in the DOM`);
  } finally {
    page.off('pageerror', onError);
  }
  return errors;
}

describe('advisor text holding replacement patterns and </script>', () => {
  it('every route arrives as one document whose page data and structured data parse', async () => {
    // The hostile text is the catalogue's: the checks below are not over pages without it.
    const served = (await (await fetch(`${server.url}/api/users/by-slug/${slugs[0]}`)).json()) as { first_name: string };
    expect(served.first_name.endsWith(HOSTILE)).toBe(true);
    const faults: Record<string, string[]> = {};
    for (const path of routes()) {
      const html = await (await fetch(server.url + path, { headers: { accept: '*/*' } })).text();
      const found = documentFaults(html);
      if (found.length) faults[path] = found;
    }
    expect(faults).toEqual({});
  });

  it('every route runs in Chromium with no page error, and the app takes it over', async () => {
    const opened = await pages.open(WIDTHS.desktop);
    const errors: Record<string, string[]> = {};
    for (const path of routes()) {
      const found = await pageErrors(opened.page, server.url + path);
      if (found.length) errors[path] = found;
    }
    expect(errors).toEqual({});
    // The title is shown as the advisor wrote it, as text.
    await opened.page.goto(`${server.url}/consultant-profile/${slugs[0]}`);
    await appTookOver(opened.page);
    expect(await opened.page.getByText(HOSTILE).first().isVisible()).toBe(true);
  }, 180_000);
});
