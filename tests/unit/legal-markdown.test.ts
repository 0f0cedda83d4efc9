/**
 * The legal pages' Markdown (site/content/legal/*.md) and its build-time
 * compiler (scripts/legal-markdown.ts): the company's details come from
 * site/config.ts, the terms are numbered with their table of contents, links
 * out of the site get rel="noopener", and every text keeps French typography.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { compileLegalMarkdown, fillPlaceholders } from '../../scripts/legal-markdown';
import { SITE } from '../../site/config';
import { typographyFaults } from '../helpers/typography';

const FOLDER = join(PROJECT_ROOT, 'site/content/legal');
const FILES = readdirSync(FOLDER).filter((file) => file.endsWith('.md'));
const compile = (file: string) => compileLegalMarkdown(readFileSync(join(FOLDER, file), 'utf8'), file);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/[ \n]+/g, ' ');

describe('the legal texts', () => {
  it('are the three legal pages', () => {
    expect(FILES.sort()).toEqual(['legal-notice.md', 'privacy.md', 'terms.md']);
  });

  it.each(FILES)('%s: the company’s details come from site/config.ts, none is written out', (file) => {
    const source = readFileSync(join(FOLDER, file), 'utf8');
    for (const value of [SITE.company, SITE.address, SITE.email, SITE.phone, SITE.host.name]) expect(source).not.toContain(value);
    const page = compile(file);
    expect(page.html).toContain(SITE.company);
    expect(page.html).not.toMatch(/\{\{|\}\}/);
  });

  it.each(FILES)('%s: French typography in the title, the description and the text', (file) => {
    const page = compile(file);
    expect([page.title, page.description, textOf(page.html)].flatMap((text) => typographyFaults(text))).toEqual([]);
  });

  it('numbers the terms’ articles, with a table of contents that leads to each', () => {
    const { html } = compile('terms.md');
    const headings = [...html.matchAll(/<h2 id="(article-[a-z-]+)">(Article \d+ – [^<]+)<\/h2>/g)];
    expect(headings.length).toBeGreaterThanOrEqual(10);
    expect(headings[0]![2]).toBe('Article 1 – Informations sur la société');
    const toc = [...html.matchAll(/<li><a href="#(article-[a-z-]+)">/g)].map((match) => match[1]);
    expect(toc).toEqual(headings.map((heading) => heading[1]));
  });

  it('gives links out of the site rel="noopener", and leaves the site’s own and mail links alone', () => {
    const { html } = compileLegalMarkdown('title: T\ndescription: D\n---\n## Un {#un}\n\n[a](https://example.org), [b](/contact), [c](mailto:x@example.org)\n', 'test.md');
    expect(html).toContain('<a href="https://example.org" rel="noopener">a</a>');
    expect(html).toContain('<a href="/contact">b</a>');
    expect(html).toContain('<a href="mailto:x@example.org">c</a>');
    expect(html).toContain('<section aria-labelledby="un"><h2 id="un">Un</h2>');
  });

  it('stops the build, naming the file and the placeholder, when site/config.ts has no such value', () => {
    expect(() => fillPlaceholders('{{host.fax}}', 'terms.md')).toThrow('terms.md: no value for {{host.fax}} in site/config.ts');
    expect(() => compileLegalMarkdown('## Sans en-tête\n', 'x.md')).toThrow('x.md: the title and description lines end with ---');
  });
});
