/**
 * Each route's French title, description, canonical link and Open Graph
 * tags. Set on navigation; the prerendered pages carry them in their HTML.
 */
import { useEffect } from 'react';
import { PREVIEW_IMAGE_SIZE, previewImagePath, type PreviewSubject } from '../widgets';
import { agency, type AgencyIdentity } from './agency-identity';
import { SITE } from './config';
import { jsonLdText, type StructuredData } from './structured-data';

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path of the page ('/faq'). */
  path: string;
  /** The page's schema.org JSON-LD (site/structured-data.ts), if it has any: one constant array per page. */
  structuredData?: readonly StructuredData[];
  /** What its link preview shows, and that image's text alternative; the site's mark if none. Constant, or memoised like structuredData. */
  preview?: { subject: PreviewSubject; alt: string };
}

/** The site's mark as a link preview, named after the agency's site: one object per identity (the page's meta compares it). */
let sitePreview: { identity: AgencyIdentity; preview: NonNullable<PageMeta['preview']> } | null = null;

function sitePreviewOf(identity: AgencyIdentity): NonNullable<PageMeta['preview']> {
  if (sitePreview?.identity !== identity) sitePreview = { identity, preview: { subject: { kind: 'site' }, alt: `${identity.name} : le croissant de lune et les douze signes du zodiaque` } };
  return sitePreview.preview;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** A page's meta tags: the server writes them in the head (site/server-render.tsx), the browser sets them on each navigation. */
export function metaTags({ title, description, path, preview = sitePreviewOf(agency()) }: PageMeta): MetaTag[] {
  const tag = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({ attribute, key, content });
  return [
    tag('name', 'description', description),
    tag('property', 'og:title', fullTitle(title)),
    tag('property', 'og:description', description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:locale', 'fr_FR'),
    tag('property', 'og:url', SITE.origin + path),
    tag('property', 'og:image', SITE.origin + previewImagePath(preview.subject)),
    tag('property', 'og:image:type', 'image/jpeg'),
    tag('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
    tag('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
    tag('property', 'og:image:alt', preview.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
  ];
}

/** The id of the page's JSON-LD script in the head, replaced on each navigation. */
export const STRUCTURED_DATA_ID = 'donnees-structurees';

/** The id of the script holding the data a server-rendered page was drawn with (site/server-render.tsx). */
export const PAGE_QUERIES_ID = 'donnees-de-page';

/** On #app: the last live status event that data is as recent as (site/server-render.tsx, site/takeover.tsx). */
export const LIVE_FROM_ATTRIBUTE = 'data-live-from';

/** On #app: when the server drew the page (ms since the epoch), the clock its first render says things from (widgets/core/page-clock.ts). */
export const DRAWN_AT_ATTRIBUTE = 'data-drawn-at';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export const fullTitle = (title: string) => `${title} | ${agency().name}`;

export function applyPageMeta(meta: PageMeta): void {
  const { title, path, structuredData } = meta;
  document.title = fullTitle(title);
  for (const { attribute, key, content } of metaTags(meta)) setMeta(attribute, key, content);
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
  const { title, description, path, structuredData, preview } = meta;
  useEffect(() => applyPageMeta({ title, description, path, structuredData, preview }), [title, description, path, structuredData, preview]);
}
