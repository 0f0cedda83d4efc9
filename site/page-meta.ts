/**
 * Each route's French title, description, canonical link and Open Graph
 * tags. Set on navigation; the prerendered pages carry them in their HTML.
 */
import { useEffect } from 'react';
import { SITE } from './config';
import { jsonLdText, type StructuredData } from './structured-data';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path of the page ('/faq'). */
  path: string;
  /** The page's schema.org JSON-LD (site/structured-data.ts), if it has any: one constant array per page. */
  structuredData?: readonly StructuredData[];
}

/** The id of the page's JSON-LD script in the head, replaced on each navigation. */
export const STRUCTURED_DATA_ID = 'donnees-structurees';

/** The id of the script holding the data a server-rendered page was drawn with (site/server-render.tsx). */
export const PAGE_QUERIES_ID = 'donnees-de-page';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export const fullTitle = (title: string) => `${title} | ${SITE.name}`;

export function applyPageMeta({ title, description, path, structuredData }: PageMeta): void {
  const titleText = fullTitle(title);
  document.title = titleText;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', titleText);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:locale', 'fr_FR');
  setMeta('property', 'og:url', SITE.origin + path);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = SITE.origin + path;
  document.getElementById(STRUCTURED_DATA_ID)?.remove();
  if (structuredData) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = STRUCTURED_DATA_ID;
    script.textContent = jsonLdText(structuredData);
    document.head.append(script);
  }
}

/** During server rendering (no document), the rendered page's meta is kept here for the HTML head. */
export const prerenderedMeta: { current: PageMeta | null } = { current: null };

export function usePageMeta(meta: PageMeta): void {
  if (typeof document === 'undefined') prerenderedMeta.current = meta;
  const { title, description, path, structuredData } = meta;
  useEffect(() => applyPageMeta({ title, description, path, structuredData }), [title, description, path, structuredData]);
}
