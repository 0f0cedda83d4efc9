import { useEffect, useRef, type Ref } from 'react';
import { assetUrl, postJson } from '../core/api';
import { AdvisorPhoto } from '../core/parts/advisor-photo';
import { formStyles, QuestionForm, useQuestionForm, type Asked } from '../core/parts/form';
import advisorParts from '../core/parts/advisor.module.css';
import parts from '../core/parts/parts.module.css';
import { StatusIndicator } from '../core/parts/status-indicator';
import { WidgetLink } from '../core/parts/widget-link';
import { questionResponseSchema } from '../core/schema-loaders/lazy/question';
import type { AdvisorSuggestion, QuestionAnswer } from '../../contract/schemas/question';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { FORM_TEXTS } from '../core/texts/forms';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { paragraphs } from './answer-text';
import styles from './free-question.module.css';
import { CrystalBall } from './illustrations';

export const QUESTIONS_PATH = '/api/questions';

const T = FORM_TEXTS.freeQuestion;

/** The free question (SPEC.md section 4): hero, form (first name and question), then the answer as a chat that replaces the form. */
export function FreeQuestionView() {
  const { apiBase, emit } = useWidget();
  const chatRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Where focus goes after the view swaps, so a keyboard or screen-reader user is not left on nothing.
  const focusNext = useRef<'chat' | 'form' | null>(null);
  const form = useQuestionForm(async (asked, website) => {
    const { response } = await postJson(apiBase, QUESTIONS_PATH, { ...asked, website }, questionResponseSchema);
    emit('voy-question-answered', { category: response.category, refused: response.refused });
    // Set after the event, so that a re-render its listeners cause does not spend it on the form.
    focusNext.current = 'chat';
    return { ...asked, answer: response };
  });
  const { state } = form;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'chat') chatRef.current?.focus();
    if (target === 'form') (formRef.current?.elements.namedItem('question') as HTMLElement | null)?.focus();
  });

  const askAgain = () => {
    focusNext.current = 'form';
    form.setQuestion('');
    form.setState({ phase: 'idle' });
  };

  return (
    <div className={styles.layout}>
      <header className={styles.hero} part="hero">
        <CrystalBall />
        <div className={styles.heroText}>
          <h2 className={styles.title}>{T.title}</h2>
          <p className={formStyles.intro}>{T.intro}</p>
        </div>
      </header>
      {state.phase === 'done' ? (
        <Chat {...state.result} onAskAgain={askAgain} chatRef={chatRef} />
      ) : (
        <QuestionForm form={form} questionRows={1} disableWhenBlank className={styles.form} formRef={formRef}>
          <p className={theme.visuallyHidden} role="status">
            {form.loading ? FORM_TEXTS.sending : ''}
          </p>
        </QuestionForm>
      )}
    </div>
  );
}

function Chat({ prenom, question, answer, onAskAgain, chatRef }: Asked & { answer: QuestionAnswer; onAskAgain(): void; chatRef: Ref<HTMLElement> }) {
  const { apiBase } = useWidget();
  // A refused question gets neither cards nor advisors, whatever the answer holds.
  const showCards = !answer.refused && answer.cards.length > 0;
  return (
    <section className={styles.chat} aria-label={T.chat} tabIndex={-1} ref={chatRef} part="chat" data-category={answer.category} data-refused={String(answer.refused)}>
      <div className={`${styles.bubble} ${styles.visitor}`} part="bubble visitor-bubble">
        <p className={styles.author}>{prenom}</p>
        <p className={styles.asked}>{question}</p>
      </div>
      <div className={styles.bubble} part="bubble answer-bubble">
        <p className={styles.author}>{answer.author}</p>
        <p className={styles.automatic} part="automatic-note">
          {T.automatic}{' '}
          <WidgetLink path="/tous-nos-voyants" className={styles.askAdvisor} part="ask-advisor">
            {T.askAdvisor}
          </WidgetLink>
        </p>
        {paragraphs(answer.message).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {showCards && (
        <div className={styles.bubble} part="bubble cards-bubble">
          <h3 className={styles.subtitle}>{T.cards}</h3>
          <ul className={styles.cards}>
            {answer.cards.map((card) => (
              <li key={card.slug} data-card={card.slug}>
                <img className={styles.arcanum} part="tarot-card" src={assetUrl(apiBase, card.image) ?? ''} alt={card.name} width={200} height={320} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {!answer.refused && answer.suggestions.length > 0 && (
        <div className={styles.bubble} part="bubble advisors-bubble">
          <h3 className={styles.subtitle}>{T.advisors}</h3>
          <ul className={styles.advisors}>
            {answer.suggestions.map((advisor) => (
              <li key={advisor.id}>
                <SuggestedAdvisor advisor={advisor} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className={`${parts.button} ${styles.again}`} part="button ask-again" onClick={onAskAgain}>
        {FORM_TEXTS.askAnother}
      </button>
    </section>
  );
}

function SuggestedAdvisor({ advisor }: { advisor: AdvisorSuggestion }) {
  return (
    <WidgetLink
      path={`/consultant-profile/${encodeURIComponent(advisor.slug)}`}
      advisorId={advisor.id}
      className={styles.advisor}
      part="advisor"
      ariaLabel={`${ADVISOR_TEXTS.seeProfile} : ${advisor.first_name}`}
    >
      <AdvisorPhoto advisor={advisor} className={advisorParts.avatar} sizes="56px" />
      <span className={styles.advisorText}>
        <span className={styles.advisorName}>{advisor.first_name}</span>
        <span className={styles.advisorType}>{advisor.type || ADVISOR_TEXTS.defaultType}</span>
        <StatusIndicator status={advisor.status} advisorId={advisor.id} />
      </span>
    </WidgetLink>
  );
}
