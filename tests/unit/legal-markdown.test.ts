/**
 * The legal pages' Markdown (site/content/legal/*.md) and its build-time
 * compiler (scripts/legal-markdown.ts): the company's details are the
 * agency's placeholders, filled as the page is drawn (site/agency-identity.ts)
 * with escaped values, the terms are numbered with their table of contents, links
 * out of the site get rel="noopener", and every text keeps French typography.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { checkPlaceholders, compileLegalMarkdown } from '../../scripts/legal-markdown';
import { escapeHtml, fillAgencyPlaceholders, SAMPLE_IDENTITY, type AgencyIdentity } from '../../site/agency-identity';
import { typographyFaults } from '../helpers/typography';

const FOLDER = join(PROJECT_ROOT, 'site/content/legal');
const FILES = readdirSync(FOLDER).filter((file) => file.endsWith('.md'));
const compile = (file: string) => compileLegalMarkdown(readFileSync(join(FOLDER, file), 'utf8'), file);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/[ \n]+/g, ' ');

describe('the legal texts', () => {
  it('are the three legal pages and how reviews are checked', () => {
    expect(FILES.sort()).toEqual(['legal-notice.md', 'privacy.md', 'review-check.md', 'terms.md']);
  });

  it.each(FILES)('%s: the company’s details are the agency’s, none is written out, and every placeholder is filled', (file) => {
    const source = readFileSync(join(FOLDER, file), 'utf8');
    const SITE = SAMPLE_IDENTITY;
    for (const value of [SITE.company, SITE.address, SITE.email, SITE.phone, SITE.host.name]) expect(source).not.toContain(value);
    const page = compile(file);
    // Kept for the page to fill with what the agency set: nothing of the samples is built in.
    expect(page.html).not.toContain(SITE.company);
    const html = fillAgencyPlaceholders(page.html, escapeHtml, SAMPLE_IDENTITY);
    expect(html).toContain(SITE.company);
    expect(html).not.toMatch(/\{\{|\}\}/);
    expect(fillAgencyPlaceholders(page.description, undefined, SAMPLE_IDENTITY)).not.toMatch(/\{\{|\}\}/);
  });

  it('fills a link’s address and its text with the agency’s values, escaped: an ampersand or a bracket it typed is text, not markup', () => {
    const { html } = compile('legal-notice.md');
    const identity: AgencyIdentity = {
      ...SAMPLE_IDENTITY,
      company: 'Lune & <Soleil> SARL',
      mediator: { ...SAMPLE_IDENTITY.mediator, website: 'https://mediateur.example/?a=1&b="2"' },
    };
    const filled = fillAgencyPlaceholders(html, escapeHtml, identity);
    expect(filled).toContain('<strong>Lune &amp; &lt;Soleil&gt; SARL</strong>');
    expect(filled).not.toContain('<Soleil>');
    expect(filled).toContain('<a href="https://mediateur.example/?a=1&amp;b=&quot;2&quot;" rel="noopener">https://mediateur.example/?a=1&amp;b=&quot;2&quot;</a>');
    expect(filled).toContain(`<a href="${SAMPLE_IDENTITY.phoneHref}">${SAMPLE_IDENTITY.phone}</a>`);
  });

  it.each(FILES)('%s: French typography in the title, the description and the text', (file) => {
    const page = compile(file);
    const filled = (text: string) => fillAgencyPlaceholders(text, undefined, SAMPLE_IDENTITY);
    expect([filled(page.title), filled(page.description), textOf(filled(page.html))].flatMap((text) => typographyFaults(text))).toEqual([]);
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

  it('stops the build, naming the file and the placeholder, when the agency’s identity has no such value', () => {
    expect(() => checkPlaceholders('{{host.fax}}', 'terms.md')).toThrow('terms.md: no value for {{host.fax}} in the agency’s identity (site/agency-identity.ts)');
    expect(() => compileLegalMarkdown('## Sans en-tête\n', 'x.md')).toThrow('x.md: the title and description lines end with ---');
  });
});
