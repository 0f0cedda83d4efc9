import { useId } from 'react';
import { postJson } from '../core/api';
import { log } from '../core/log';
import { formStyles, QuestionForm, useQuestionForm } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import { analysisSchema } from '../core/schema-loaders/lazy/question';
import { FORM_LOG_TEXTS, FORM_TEXTS } from '../core/texts/forms';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { categoryLink } from './category-link';
import styles from './oracle.module.css';

export const ANALYSER_PATH = '/api/analyser';

const T = FORM_TEXTS.oracle;

/** The AI oracle (SPEC.md section 4): first name and question, analysed into a category that points to the right advisors. */
export function OracleView() {
  const { apiBase } = useWidget();
  const form = useQuestionForm((asked, website) =>
    postJson(apiBase, ANALYSER_PATH, { prenom: asked.prenom, phrase: asked.question, website }, analysisSchema).catch((error: unknown) => {
      log.error(FORM_LOG_TEXTS.analysisFailed, error);
      throw error;
    }),
  );
  const titleId = useId();
  const answer = form.state.phase === 'done' ? form.state.result : null;
  const link = answer && categoryLink(answer.categorie);
  return (
    // The panel's children are spaced like the form's fields.
    <section className={`${formStyles.panel} ${formStyles.form}`} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {T.title}
      </h2>
      <p className={formStyles.intro}>{T.intro}</p>
      <QuestionForm form={form} questionRows={2} />
      <div role="status" className={link ? styles.result : theme.visuallyHidden} part={link ? 'result' : undefined}>
        {form.loading && T.analysing}
        {link && (
          <>
            <p className={styles.message}>{answer.message}</p>
            <WidgetLink path={link.path} className={`${parts.button} ${parts.primary}`} part="button category-link">
              {link.label}
            </WidgetLink>
          </>
        )}
      </div>
    </section>
  );
}
