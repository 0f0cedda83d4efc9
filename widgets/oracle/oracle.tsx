import { useId, useState, type FormEvent } from 'react';
import { postJson } from '../core/api';
import { log } from '../core/log';
import { failureText, formStyles, QuestionFormBody, honeypotValue, useSingleFlight } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import { Analysis } from '../core/schemas/question';
import { FORM_LOG_TEXTS, FORM_TEXTS } from '../core/texts/forms';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { categoryLink } from './category-link';
import styles from './oracle.module.css';

export const ANALYSER_PATH = '/api/analyser';

const T = FORM_TEXTS.oracle;

/** SPEC.md section 4: initial, loading on submit, then result or error. */
type State = { phase: 'initial' | 'loading' } | { phase: 'result'; answer: Analysis } | { phase: 'error'; message: string };

/** The AI oracle: first name and question, analysed into a category that points to the right advisors. */
export function OracleView() {
  const { apiBase } = useWidget();
  const [prenom, setPrenom] = useState('');
  const [question, setQuestion] = useState('');
  const [state, setState] = useState<State>({ phase: 'initial' });
  const singleFlight = useSingleFlight();
  const titleId = useId();
  const loading = state.phase === 'loading';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC.md section 5: with a blank first name or question, submit does nothing.
    if (!prenom.trim() || !question.trim() || loading) return;
    const body = { prenom: prenom.trim(), phrase: question.trim(), website: honeypotValue(event.currentTarget) };
    void singleFlight(async () => {
      setState({ phase: 'loading' });
      try {
        setState({ phase: 'result', answer: await postJson(apiBase, ANALYSER_PATH, body, Analysis) });
      } catch (error) {
        log.error(FORM_LOG_TEXTS.analysisFailed, error);
        setState({ phase: 'error', message: failureText(error) });
      }
    });
  };

  const link = state.phase === 'result' ? categoryLink(state.answer.categorie) : null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {T.title}
      </h2>
      <p className={styles.intro}>{T.intro}</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={loading} part="form">
        <QuestionFormBody
          prenom={prenom}
          onPrenom={setPrenom}
          question={question}
          onQuestion={setQuestion}
          questionRows={2}
          loading={loading}
          submitDisabled={loading}
          error={state.phase === 'error' ? state.message : null}
        />
      </form>
      <div role="status" className={state.phase === 'result' ? styles.result : theme.visuallyHidden} part={state.phase === 'result' ? 'result' : undefined}>
        {loading && T.analysing}
        {state.phase === 'result' && link && (
          <>
            <p className={styles.message}>{state.answer.message}</p>
            <WidgetLink path={link.path} className={`${parts.button} ${parts.primary}`} part="button category-link">
              {link.label}
            </WidgetLink>
          </>
        )}
      </div>
    </section>
  );
}
