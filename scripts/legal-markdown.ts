/**
 * The legal pages' long texts are Markdown (site/content/legal/*.md), made
 * into HTML at build time: a lawyer's edit is an edit of prose, not of JSX,
 * and no Markdown parser reaches a visitor. The company's details are
 * `{{placeholders}}`, kept in the HTML and filled when the page is drawn
 * with the identity the agency set in the console (site/agency-identity.ts),
 * so a text never spells an address or a telephone number of its own, and a
 * change needs no build. A placeholder the identity lacks stops the build.
 *
 * A file starts with `title:` and `description:` lines (the page's meta, the
 * description may hold placeholders too), an optional `numbered: true`
 * (articles titled 'Article N – …' after a 'Sommaire'), then `---`. Each
 * `## Title {#id}` opens a section; `{#id}` also works on `###` titles.
 */
import { readFileSync } from 'node:fs';
import { Marked, type Tokens } from 'marked';
import type { Plugin as VitePlugin } from 'vite';
import { slugify } from '../contract/domain/slug';
import { fillAgencyPlaceholders, placeholderValue, SAMPLE_IDENTITY } from '../site/agency-identity';

export interface LegalPage {
  title: string;
  description: string;
  /** The article's inner HTML: the table of contents when numbered, then one <section> per `##` title. */
  html: string;
}

const LEGAL_MARKDOWN = /\/site\/content\/legal\/[a-z-]+\.md$/;
const PLACEHOLDER = /\{\{([a-zA-Z.]+)\}\}/g;
const HEADING = /^(#{2,3}) (.+?)(?: \{#([a-z0-9-]+)\})?$/;

const markdown = new Marked({
  renderer: {
    // Links out of the site give the other site no hold on this tab.
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      // A placeholder's address is the agency's (the mediator's site: https, its rule says).
      const rel = /^https?:/.test(fillAgencyPlaceholders(href, undefined, SAMPLE_IDENTITY)) ? ' rel="noopener"' : '';
      return `<a href="${escapeAttribute(href)}"${rel}>${text}</a>`;
    },
  },
});

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Checks that each `{{host.name}}` names a value of the identity (site/agency-identity.ts); one it lacks stops the build, by name. */
export function checkPlaceholders(text: string, file: string): string {
  for (const [, path] of text.matchAll(PLACEHOLDER)) {
    if (placeholderValue(path!, SAMPLE_IDENTITY) === undefined) throw new Error(`${file}: no value for {{${path}}} in the agency’s identity (site/agency-identity.ts)`);
  }
  return text;
}

/** Marked writes a link's address URL-encoded: its placeholders back as the page fills them. */
const keptPlaceholders = (html: string) => html.replace(/%7B%7B([a-zA-Z.]+)%7D%7D/g, '{{$1}}');

export function compileLegalMarkdown(source: string, file: string): LegalPage {
  const [head, ...rest] = checkPlaceholders(source, file).split(/^---$/m);
  if (rest.length === 0) throw new Error(`${file}: the title and description lines end with ---`);
  const meta = Object.fromEntries([...head!.matchAll(/^([a-z]+): (.+)$/gm)].map(([, key, value]) => [key!, value!.trim()]));
  if (!meta.title || !meta.description) throw new Error(`${file}: title and description are required`);
  const numbered = meta.numbered === 'true';

  const sections: { id: string; title: string; lines: string[] }[] = [];
  for (const line of rest.join('---').split('\n')) {
    const heading = HEADING.exec(line);
    if (heading?.[1] === '##') {
      const title = heading[2]!;
      sections.push({ id: heading[3] ?? slugify(title), title, lines: [] });
    } else if (heading) {
      // A ### title with an id becomes HTML as is (Markdown has no syntax for the id).
      const id = heading[3] ? ` id="${heading[3]}"` : '';
      sections.at(-1)?.lines.push(`<h3${id}>${escapeText(heading[2]!)}</h3>`, '');
    } else if (sections.length > 0) sections.at(-1)!.lines.push(line);
    else if (line.trim()) throw new Error(`${file}: text before the first ## title`);
  }

  const headingOf = (section: (typeof sections)[number], index: number) => (numbered ? `Article ${index + 1} – ${section.title}` : section.title);
  const anchor = (section: (typeof sections)[number]) => (numbered ? `article-${section.id}` : section.id);
  const toc = numbered
    ? `<nav aria-labelledby="sommaire"><h2 id="sommaire">Sommaire</h2><ol>${sections
        .map((section, index) => `<li><a href="#${anchor(section)}">${escapeText(headingOf(section, index))}</a></li>`)
        .join('')}</ol></nav>`
    : '';
  const body = sections
    .map(
      (section, index) =>
        `<section aria-labelledby="${anchor(section)}"><h2 id="${anchor(section)}">${escapeText(headingOf(section, index))}</h2>${markdown.parse(section.lines.join('\n'), { async: false })}</section>`,
    )
    .join('');
  return { title: meta.title, description: meta.description, html: keptPlaceholders(toc + body) };
}

/** `import page from './terms.md'` in the site: the compiled page (see site/content/legal.d.ts). */
export function legalMarkdownVite(): VitePlugin {
  return {
    name: 'voy-legal-markdown',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!LEGAL_MARKDOWN.test(file)) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileLegalMarkdown(readFileSync(file, 'utf8'), file))};`;
    },
  };
}
