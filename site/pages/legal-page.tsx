/**
 * A legal page (mentions légales, conditions générales, politique de
 * confidentialité): its text is Markdown made into HTML at build time
 * (scripts/legal-markdown.ts), so the page only places it.
 */
import type { MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { isPlainClick } from '../../widgets/site-kit';
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
  usePageMeta({ title: text.title, description: text.description, path });
  return (
    <>
      <PageHero title={text.title} compact />
      <Section>
        {/* The HTML is ours, compiled from the repository's Markdown at build time: no visitor's text reaches it. */}
        <article className={`${prose.prose} ${styles.legal}`} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: text.html }} />
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
