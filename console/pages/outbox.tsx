/**
 * The e-mails of the site (admin): the outbox, newest first, by pages; each
 * with its kind, recipient, subject, state, dates and attempts, its text on
 * opening. Without an SMTP server a banner says that they are kept here and
 * not sent. The worker sends and retries (server/mail/); the page only adds
 * a test e-mail, to check that the SMTP server is the right one.
 */
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { MailTest, OUTBOX_PAGE_SIZE, type OutboxItem } from '../../contract/schemas/console/outbox';
import { ConsoleError } from '../api/client';
import { listOutbox, sendTestMail } from '../api/outbox';
import { useInvalidate } from '../api/query-client';
import buttons from '../components/button.module.css';
import { Fact, when } from '../components/fact';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { Pager } from '../components/pager';
import { useQuery } from '../hooks/use-query';
import { APP_TEXTS, OUTBOX_TEXTS } from '../texts';
import list from './inbox.module.css';
import styles from './outbox.module.css';

export function OutboxPage() {
  const [pageNumber, setPageNumber] = useState(1);
  const [notice, setNotice] = useState('');
  const outbox = useQuery(['outbox', pageNumber], (signal) => listOutbox(pageNumber, signal));
  const invalidate = useInvalidate();
  return (
    <>
      <h1 className={page.title}>{OUTBOX_TEXTS.title}</h1>
      <p className={page.intro}>{OUTBOX_TEXTS.intro}</p>
      {outbox.data && !outbox.data.smtp && <p className={page.notice}>{OUTBOX_TEXTS.noSmtp}</p>}
      <TestMailForm
        onQueued={(email) => {
          setNotice(OUTBOX_TEXTS.testQueued(email));
          setPageNumber(1);
          invalidate('outbox');
        }}
      />
      <SuccessMessage>{notice}</SuccessMessage>
      {outbox.phase === 'failed' && <ErrorMessage onRetry={outbox.reload}>{outbox.message}</ErrorMessage>}
      {outbox.phase === 'loading' && !outbox.data && <Loading />}
      {outbox.data && (
        <section aria-label={OUTBOX_TEXTS.title} aria-busy={outbox.phase === 'loading' || undefined} className={page.panel}>
          <p className={page.count}>{APP_TEXTS.results(outbox.data.total)}</p>
          {outbox.data.items.length === 0 ? (
            <p className={page.muted}>{OUTBOX_TEXTS.empty}</p>
          ) : (
            <ul className={list.list}>
              {outbox.data.items.map((item) => (
                <OutboxEntry key={item.id} item={item} />
              ))}
            </ul>
          )}
          <Pager page={pageNumber} total={outbox.data.total} pageSize={OUTBOX_PAGE_SIZE} onPage={setPageNumber} />
        </section>
      )}
    </>
  );
}

function TestMailForm({ onQueued }: { onQueued(email: string): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = z.safeParse(MailTest, { email });
    setFailure(null);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      (form.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    sendTestMail(parsed.data.email).then(
      () => {
        setBusy(false);
        setEmail('');
        onQueued(parsed.data.email);
      },
      (problem: unknown) => {
        setBusy(false);
        if (problem instanceof ConsoleError && problem.fields.email) setError(problem.fields.email);
        else setFailure(problem instanceof Error ? problem.message : String(problem));
      },
    );
  };

  return (
    <form className={page.panel} onSubmit={onSubmit} noValidate aria-labelledby={`${id}title`} aria-busy={busy || undefined}>
      <h2 className={page.subtitle} id={`${id}title`}>
        {OUTBOX_TEXTS.testTitle}
      </h2>
      <p className={page.muted}>{OUTBOX_TEXTS.testIntro}</p>
      <TextField label={OUTBOX_TEXTS.testEmail} name="email" type="email" autoComplete="off" value={email} onChange={setEmail} error={error} />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className={formStyles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
          {OUTBOX_TEXTS.testSubmit}
        </button>
      </div>
    </form>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const id = useId();
  const stateClass = item.state === 'sent' ? styles.sent : item.state === 'failed' ? styles.failed : '';
  return (
    <li className={`${list.item} ${stateClass}`} data-state={item.state} data-id={item.id}>
      <article className={list.itemBody} aria-labelledby={`${id}subject`}>
        <div className={list.itemHead}>
          <span className={page.badge}>{OUTBOX_TEXTS.kinds[item.kind] ?? item.kind}</span>
          <h2 className={list.name} id={`${id}subject`}>
            {item.subject}
          </h2>
          <span className={`${page.badge} ${list.state} ${item.state === 'queued' ? list.unhandled : ''}`}>{OUTBOX_TEXTS.states[item.state]}</span>
        </div>
        <dl className={styles.facts}>
          <Fact label={OUTBOX_TEXTS.to}>{item.recipient}</Fact>
          <Fact label={OUTBOX_TEXTS.createdAt}>{when(item.created_at)}</Fact>
          {item.sent_at && <Fact label={OUTBOX_TEXTS.sentAt}>{when(item.sent_at)}</Fact>}
          {item.state === 'queued' && <Fact label={OUTBOX_TEXTS.nextAttemptAt}>{when(item.next_attempt_at)}</Fact>}
          <Fact label={OUTBOX_TEXTS.attempts}>{item.attempts}</Fact>
          {item.last_error && (
            <Fact label={OUTBOX_TEXTS.lastError}>
              <span className={styles.code}>{item.last_error}</span>
            </Fact>
          )}
        </dl>
        <details className={list.answer}>
          <summary>{OUTBOX_TEXTS.showText}</summary>
          <p>{item.text}</p>
        </details>
      </article>
    </li>
  );
}
