/**
 * The live preview of the advisor being edited, redrawn at every keystroke:
 * the card as the site and the widgets draw it (the widgets' own AdvisorCard,
 * with their stylesheets and tokens), and the description convention as the
 * profile applies it: the first line is the summary, the lines that begin
 * with ◆ become chips (the profile's defaults without any).
 */
import { useId } from 'react';
import { AdvisorCard, adoptStyles, advisorCss, descriptionChips, descriptionSummary, partsCss, profileClasses, profileCss, supportChips, themeClasses, themeCss, WidgetProvider, type WidgetEnvironment } from '../../widgets/console-kit';
import type { Advisor } from '../../contract/schemas/advisor';
import page from '../components/page.module.css';
import { ADVISOR_TEXTS } from '../texts';
import styles from './advisor-preview.module.css';

/**
 * The widgets' environment for the preview: this origin's photos, and links
 * to the public profile that open in a new tab (the console stays open).
 */
const environment: WidgetEnvironment = {
  apiBase: typeof location === 'undefined' ? '' : location.origin,
  siteBase: typeof location === 'undefined' ? '' : location.origin,
  home: false,
  emit: () => true,
};

const WIDGET_SHEETS = [themeCss, partsCss, advisorCss, profileCss];

export function AdvisorPreview({ advisor }: { advisor: Advisor }) {
  // The widgets' sheets, adopted by the document once (constructed stylesheets: no inline style for the CSP).
  adoptStyles(document, WIDGET_SHEETS);
  const id = useId();
  const summary = descriptionSummary(advisor.description);
  const ownChips = descriptionChips(advisor.description);
  return (
    <section className={`${page.panel} ${styles.preview}`} aria-labelledby={`${id}title`} data-testid="advisor-preview">
      <h2 className={page.subtitle} id={`${id}title`}>
        {ADVISOR_TEXTS.preview}
      </h2>
      <p className={styles.caption}>{ADVISOR_TEXTS.previewCard}</p>
      <div className={`${themeClasses.root} ${themeClasses.documentRoot} ${styles.card}`}>
        <WidgetProvider environment={environment}>
          <AdvisorCard advisor={advisor} headingLevel={3} />
        </WidgetProvider>
      </div>
      <p className={styles.caption}>{ADVISOR_TEXTS.previewConvention}</p>
      <dl className={styles.convention}>
        <dt>{ADVISOR_TEXTS.summary}</dt>
        <dd className={summary ? styles.summary : page.muted} data-testid="preview-summary">
          {summary ?? ADVISOR_TEXTS.noSummary}
        </dd>
        <dt>{ADVISOR_TEXTS.chips}</dt>
        <dd className={`${themeClasses.root} ${themeClasses.documentRoot} ${styles.chipsFrame}`}>
          <ul className={profileClasses.chips} data-testid="preview-chips">
            {supportChips(advisor).map((chip) => (
              <li key={chip} className={profileClasses.chip}>
                {chip}
              </li>
            ))}
          </ul>
          {ownChips.length === 0 && <p className={styles.note}>{ADVISOR_TEXTS.defaultChips}</p>}
        </dd>
      </dl>
    </section>
  );
}
