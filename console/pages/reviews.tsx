/**
 * « Avis »: an admin reads every review, pending first, and publishes or
 * rejects it with a reason of the fixed list; an advisor reads their own and
 * answers each once, publicly. A visitor's words are shown as text, never
 * edited. While demonstration data remain, the page says so and an admin
 * removes them all in one action.
 */
import { useId, useState, type FormEvent } from 'react';
import { REVIEWS_PAGE_SIZE, type ConsoleReview } from '../../contract/schemas/console/reviews';
import { REVIEW_REJECTION_KEYS, REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from '../../contract/schemas/reviews';
import { ConsoleError } from '../api/client';
import { answerReview, demoData, listReviews, moderateReview, removeDemoData } from '../api/reviews';
import { useInvalidate } from '../api/query-client';
import buttons from '../components/button.module.css';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { formStyles, SelectField, TextField } from '../components/field';
import page from '../components/page.module.css';
import { Pager } from '../components/pager';
import { formatDate } from '../format';
import { useQuery } from '../hooks/use-query';
import { useUser } from '../session/session-context';
import { APP_TEXTS, ERROR_TEXTS, REVIEW_TEXTS as T } from '../texts';
import list from './inbox.module.css';

const failureOf = (error: unknown) => (error instanceof ConsoleError ? error.message : ERROR_TEXTS.unexpected);

export function ReviewsPage() {
  const admin = useUser().role === 'admin';
  const [pageNumber, setPageNumber] = useState(1);
  const reviews = useQuery(['reviews', pageNumber], (signal) => listReviews(pageNumber, signal));
  const invalidate = useInvalidate();
  const replace = (changed: ConsoleReview) => reviews.data && reviews.replace({ ...reviews.data, reviews: reviews.data.reviews.map((review) => (review.id === changed.id ? changed : review)) });
  return (
    <>
      <h1 className={page.title}>{T.title}</h1>
      <p className={page.intro}>{admin ? T.adminIntro : T.advisorIntro}</p>
      {admin && <DemoData onRemoved={() => invalidate('reviews')} />}
      {reviews.phase === 'failed' && <ErrorMessage onRetry={reviews.reload}>{reviews.message}</ErrorMessage>}
      {reviews.phase === 'loading' && !reviews.data && <Loading />}
      {reviews.data && (
        <section aria-label={T.title} aria-busy={reviews.phase === 'loading' || undefined} className={page.panel}>
          <p className={page.count}>{admin ? T.pending(reviews.data.pending) : APP_TEXTS.results(reviews.data.total)}</p>
          {reviews.data.reviews.length === 0 ? (
            <p className={page.muted}>{T.empty}</p>
          ) : (
            <ul className={list.list}>
              {reviews.data.reviews.map((review) => (
                <ReviewEntry key={review.id} review={review} admin={admin} onChange={replace} />
              ))}
            </ul>
          )}
          <Pager page={pageNumber} total={reviews.data.total} pageSize={REVIEWS_PAGE_SIZE} onPage={setPageNumber} />
        </section>
      )}
    </>
  );
}

function ReviewEntry({ review, admin, onChange }: { review: ConsoleReview; admin: boolean; onChange(review: ConsoleReview): void }) {
  return (
    <li className={list.item} data-handled={String(review.state !== 'pending')} data-review-id={review.id}>
      <div className={list.itemBody}>
        <p>
          <strong>{T.stars(review.rating)}</strong> · {T.by(review.first_name, review.advisor_first_name)} · {T.states[review.state]}
          {review.demo && <> · {T.demo}</>}
        </p>
        {/* The visitor's words, as text. */}
        <p className={list.text} data-review-text>
          {review.text}
        </p>
        <p className={page.muted}>
          {formatDate(review.created_at)}
          {review.paid_at && <> · {T.paid(formatDate(review.paid_at), review.order_reference)}</>}
        </p>
        {review.reject_reason && <p className={page.muted}>{T.rejectedFor(REVIEW_REJECTION_REASONS[review.reject_reason])}</p>}
        {review.answer && (
          <p>
            <strong>{T.answered}</strong> {review.answer}
          </p>
        )}
        {admin ? <Moderation review={review} onChange={onChange} /> : !review.answer && <AnswerForm review={review} onChange={onChange} />}
      </div>
    </li>
  );
}

function Moderation({ review, onChange }: { review: ConsoleReview; onChange(review: ConsoleReview): void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (decision: Parameters<typeof moderateReview>[1]) => {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await moderateReview(review.id, decision));
      setRejecting(false);
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    if (!(REVIEW_REJECTION_KEYS as readonly string[]).includes(reason)) return setError(T.chooseReason);
    setError(undefined);
    void run({ action: 'reject', reason: reason as ReviewRejectionReason });
  };
  return (
    <>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      {rejecting ? (
        <form onSubmit={onReject} noValidate className={formStyles.grid}>
          <SelectField
            label={T.reason}
            name="reason"
            value={reason}
            error={error}
            onChange={setReason}
            options={[['', T.chooseReason], ...REVIEW_REJECTION_KEYS.map((key) => [key, REVIEW_REJECTION_REASONS[key]] as const)]}
          />
          <div className={formStyles.actions}>
            <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
              {T.confirmReject}
            </button>
            <button type="button" className={buttons.button} onClick={() => setRejecting(false)}>
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className={formStyles.actions}>
          {review.state !== 'published' && (
            <button type="button" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined} onClick={() => void run({ action: 'publish' })}>
              {T.publish}
            </button>
          )}
          {review.state !== 'rejected' && (
            <button type="button" className={buttons.button} onClick={() => setRejecting(true)}>
              {T.reject}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function AnswerForm({ review, onChange }: { review: ConsoleReview; onChange(review: ConsoleReview): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange(await answerReview(review.id, text));
    } catch (caught) {
      setFailure(failureOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-answer`}>
      <TextField label={T.answer} name={`answer-${review.id}`} value={text} onChange={setText} multiline />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className={formStyles.actions}>
        <button id={`${id}-answer`} type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
          {T.sendAnswer}
        </button>
      </div>
    </form>
  );
}

/** While demonstration data remain: what they are, and the one action that removes them all. */
function DemoData({ onRemoved }: { onRemoved(): void }) {
  const summary = useQuery(['demo-data'], (signal) => demoData(signal));
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setFailure(null);
    try {
      const removed = await removeDemoData();
      setDone(T.demoRemoved(removed.reviews, removed.orders));
      setAsking(false);
      summary.replace({ orders: 0, reviews: 0 });
      onRemoved();
    } catch (caught) {
      setFailure(failureOf(caught));
    }
  };
  const data = summary.data;
  return (
    <>
      <SuccessMessage>{done}</SuccessMessage>
      {data && data.reviews + data.orders > 0 && (
        <div className={page.notice} data-demo-banner>
          <p>{T.demoBanner(data.reviews, data.orders)}</p>
          {failure && <ErrorMessage>{failure}</ErrorMessage>}
          {asking ? (
            <div role="group" aria-label={T.removeDemo}>
              <p>{T.removeDemoConfirm}</p>
              <div className={formStyles.actions}>
                <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void remove()}>
                  {T.removeDemoYes}
                </button>
                <button type="button" className={buttons.button} onClick={() => setAsking(false)}>
                  {T.cancel}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className={buttons.button} onClick={() => setAsking(true)}>
              {T.removeDemo}
            </button>
          )}
        </div>
      )}
    </>
  );
}
