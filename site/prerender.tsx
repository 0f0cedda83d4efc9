/**
 * Server-side rendering of the static pages at build time, so their text is
 * in the HTML before any script runs (search engines, slow phones).
 * scripts/build-pages.ts calls render() for each path of PRERENDERED_PATHS.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app';
import { SITE } from './config';
import { fullTitle, prerenderedMeta, STRUCTURED_DATA_ID, type PageMeta } from './page-meta';
import { jsonLdText } from './structured-data';

export const PRERENDERED_PATHS = ['/agence', '/faq', '/mentions-legales', '/conditions-generales', '/politique-de-confidentialite', '/auto-exclusion', '/contact'];

export function render(path: string): { html: string; meta: PageMeta } {
  prerenderedMeta.current = null;
  const html = renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  const meta = prerenderedMeta.current;
  if (!meta) throw new Error(`${path} set no page meta`);
  return { html, meta };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head tags of a page, as usePageMeta sets them in the browser. */
export function headTags(meta: PageMeta): string {
  const url = SITE.origin + meta.path;
  return [
    `<title>${escapeAttribute(fullTitle(meta.title))}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta property="og:title" content="${escapeAttribute(fullTitle(meta.title))}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    ...(meta.structuredData ? [`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${jsonLdText(meta.structuredData)}</script>`] : []),
  ].join('\n    ');
}
