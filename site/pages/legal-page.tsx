/**
 * A legal page (mentions légales, conditions générales, politique de
 * confidentialité): its text is Markdown made into HTML at build time
 * (scripts/legal-markdown.ts), so the page only places it, with the
 * agency's identity as the agency set it (site/agency-identity.ts).
 */
import type { MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { isPlainClick } from '../../widgets/site-kit';
import { escapeHtml, fillAgencyPlaceholders } from '../agency-identity';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import prose from '../components/prose.module.css';
import styles from './legal-page.module.css';

export interface LegalText {
  title: string;
  description: string;
  html: string;
}

export function LegalPage({ text, path }: { text: LegalText; path: string }) {
  const title = fillAgencyPlaceholders(text.title);
  usePageMeta({ title, description: fillAgencyPlaceholders(text.description), path });
  return (
    <>
      <PageHero title={title} compact />
      <Section>
        {/* The HTML is ours, compiled from the repository's Markdown at build time: no visitor's text reaches it; the agency's values are escaped. */}
        <article className={`${prose.prose} ${styles.legal}`} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: fillAgencyPlaceholders(text.html, escapeHtml) }} />
      </Section>
    </>
  );
}

/** The Markdown's links to other pages of the site open in place, as the site's own links do; anchors, other sites, mail and telephone links are the browser's. */
function followSiteLink(event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return;
  event.preventDefault();
  navigate(href);
}
