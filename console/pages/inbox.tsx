/**
 * What visitors sent (admin): contact messages, free questions with the
 * answer they got, self-exclusion requests; newest first, searched and
 * filtered, by pages. Each can be marked handled (or not) and deleted, after
 * a confirmation: nothing a visitor sent is lost by a mis-click. The list
 * exports as CSV with its filters, and everything about one e-mail address
 * can be erased (the visitor's right to erasure). A self-exclusion request
 * says whether it is confirmed and until when; an admin confirms it with the
 * duration asked or another (from then no offer can be sent to its visitor).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ANONYMISED_ADDRESS_PREFIX } from '../../contract/schemas/console/erasure';
import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_PAGE_SIZE, type InboxItem, type InboxPage as InboxAnswer } from '../../contract/schemas/console/inbox';
import { exclusionStateText } from '../../contract/schemas/order-guard';
import { SELF_EXCLUSION_DURATIONS, type SelfExclusionDuration } from '../../contract/schemas/server';
import { confirmExclusion } from '../api/order-guard';
import { deleteItem, inboxCsvUrl, listInbox, setHandled, type InboxFilterValues } from '../api/inbox';
import { useInvalidate } from '../api/query-client';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { SelectField } from '../components/field';
import page from '../components/page.module.css';
import { Pager } from '../components/pager';
import { SearchFilters } from '../components/search-filters';
import { formatDateTime } from '../format';
import { useQuery } from '../hooks/use-query';
import { useUnread } from '../session/unread';
import { APP_TEXTS, GUARD_TEXTS, INBOX_TEXTS } from '../texts';
import { ErasureDialog } from './erasure-dialog';
import styles from './inbox.module.css';

const KIND_OPTIONS = [['', INBOX_TEXTS.anyKind] as const, ...INBOX_KINDS.map((kind) => [kind, INBOX_KIND_LABELS[kind]] as const)];
const STATE_OPTIONS = Object.entries(INBOX_TEXTS.states);

type Filters = Required<Omit<InboxFilterValues, 'page'>>;

export function InboxPage() {
  const [filters, setFilters] = useState<Filters>({ search: '', kind: '', state: 'all' });
  const [pageNumber, setPageNumber] = useState(1);
  const [notice, setNotice] = useState('');
  const [erasing, setErasing] = useState(false);
  const unread = useUnread();

  const inbox = useQuery(['inbox', filters, pageNumber], (signal) => listInbox({ ...filters, page: pageNumber }, signal));
  const invalidate = useInvalidate();
  const { set: setUnread } = unread;
  useEffect(() => {
    if (inbox.phase === 'ready') setUnread(inbox.data.unread);
  }, [inbox.phase, inbox.data, setUnread]);

  /** Another filter is another list: it starts at its first page. */
  const setFilter = (name: keyof Filters) => (value: string) => {
    setFilters((current) => (current[name] === value ? current : { ...current, [name]: value }));
    setPageNumber(1);
  };
  const changed = (message: string) => {
    setNotice(message);
    invalidate('inbox');
  };

  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{INBOX_TEXTS.title}</h1>
        <div className={styles.toolbar}>
          <a className={buttons.button} href={inboxCsvUrl(filters)} download>
            {INBOX_TEXTS.exportCsv}
          </a>
          <button type="button" className={buttons.button} onClick={() => setErasing(true)}>
            {INBOX_TEXTS.erase}
          </button>
        </div>
      </div>
      <SearchFilters label={INBOX_TEXTS.filters} hint={INBOX_TEXTS.searchHint} onSearch={setFilter('search')}>
        <SelectField label={INBOX_TEXTS.kind} name="kind" value={filters.kind} onChange={setFilter('kind')} options={KIND_OPTIONS} />
        <SelectField label={INBOX_TEXTS.state} name="state" value={filters.state} onChange={setFilter('state')} options={STATE_OPTIONS} />
      </SearchFilters>
      <SuccessMessage>{notice}</SuccessMessage>
      {inbox.phase === 'failed' && <ErrorMessage onRetry={inbox.reload}>{inbox.message}</ErrorMessage>}
      {inbox.phase === 'loading' && !inbox.data && <Loading />}
      {inbox.data && (
        <InboxList answer={inbox.data} busy={inbox.phase === 'loading'} onChanged={changed}>
          <Pager page={pageNumber} total={inbox.data.total} pageSize={INBOX_PAGE_SIZE} onPage={setPageNumber} />
        </InboxList>
      )}
      {erasing && (
        <ErasureDialog
          onClose={(erased) => {
            setErasing(false);
            if (erased) invalidate('inbox');
          }}
        />
      )}
    </>
  );
}

function InboxList({ answer, busy, onChanged, children }: { answer: InboxAnswer; busy: boolean; onChanged(message: string): void; children: ReactNode }) {
  return (
    <section aria-label={INBOX_TEXTS.title} aria-busy={busy || undefined} className={page.panel}>
      <p className={page.count}>
        {APP_TEXTS.results(answer.total)} · {INBOX_TEXTS.unreadSummary(answer.unread)}
      </p>
      {answer.items.length === 0 ? (
        <p className={page.muted}>{INBOX_TEXTS.empty}</p>
      ) : (
        <ul className={styles.list}>
          {answer.items.map((item) => (
            <InboxEntry key={`${item.kind}-${item.id}`} item={item} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function InboxEntry({ item, onChanged }: { item: InboxItem; onChanged(message: string): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kind = INBOX_KIND_LABELS[item.kind];
  // A self-exclusion request kept after its address was erased: no name, the address only as its keyed hash.
  const anonymised = item.email?.startsWith(ANONYMISED_ADDRESS_PREFIX) ?? false;
  const name = item.name || INBOX_TEXTS.anonymisedName;

  const toggle = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setHandled(item.kind, item.id, !item.handled).then(
      () => {
        setBusy(false);
        onChanged(item.handled ? INBOX_TEXTS.markedUnhandled : INBOX_TEXTS.markedHandled);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  const remove = () => {
    setBusy(true);
    setError(null);
    deleteItem(item.kind, item.id).then(
      () => {
        setBusy(false);
        setDeleting(false);
        onChanged(INBOX_TEXTS.deleted);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <li className={styles.item} data-handled={item.handled} data-kind={item.kind} data-id={item.id}>
      <article className={styles.itemBody} aria-labelledby={`${id}name`}>
        <div className={styles.itemHead}>
          <span className={page.badge}>{kind}</span>
          <h2 className={styles.name} id={`${id}name`}>
            {name}
          </h2>
          <span className={styles.date}>
            {INBOX_TEXTS.receivedAt} <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </span>
          <span className={`${page.badge} ${styles.state} ${item.handled ? '' : styles.unhandled}`}>{item.handled ? INBOX_TEXTS.handled : INBOX_TEXTS.unhandled}</span>
        </div>
        {(item.email || item.phone) && (
          <p className={styles.contact}>
            {anonymised ? <span>{INBOX_TEXTS.anonymisedAddress}</span> : item.email && <a href={`mailto:${item.email}`}>{item.email}</a>}
            {item.phone && <span>{item.phone}</span>}
          </p>
        )}
        <p className={styles.text}>{item.text}</p>
        {item.exclusion && <p className={item.exclusion.confirmed_at ? page.notice : page.muted}>{exclusionStateText(item.exclusion, new Date())}</p>}
        {item.answer && (
          <details className={styles.answer}>
            <summary>
              {INBOX_TEXTS.answer}
              {item.category ? ` (${item.category})` : ''}
            </summary>
            <p>{item.answer}</p>
          </details>
        )}
        {error && !deleting && <ErrorMessage>{error}</ErrorMessage>}
        <div className={buttons.row}>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={toggle} aria-disabled={busy || undefined} aria-describedby={`${id}name`}>
            {item.handled ? INBOX_TEXTS.markUnhandled : INBOX_TEXTS.markHandled}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setDeleting(true)} aria-describedby={`${id}name`}>
            {INBOX_TEXTS.delete}
          </button>
          {item.exclusion && (
            <button type="button" className={`${buttons.button} ${buttons.small} ${item.exclusion.confirmed_at ? '' : buttons.primary}`} onClick={() => setConfirming(true)} aria-describedby={`${id}name`}>
              {item.exclusion.confirmed_at ? GUARD_TEXTS.confirmAgain : GUARD_TEXTS.confirm}
            </button>
          )}
        </div>
      </article>
      {confirming && item.exclusion && (
        <ConfirmExclusionDialog
          item={item}
          name={item.name}
          onClose={(confirmed) => {
            setConfirming(false);
            if (confirmed) onChanged(GUARD_TEXTS.confirmed);
          }}
        />
      )}
      {deleting && (
        <Dialog
          title={INBOX_TEXTS.deleteQuestion}
          confirmLabel={INBOX_TEXTS.deleteConfirm}
          danger
          busy={busy}
          error={error}
          onConfirm={remove}
          onClose={() => {
            setDeleting(false);
            setError(null);
          }}
        >
          <p>{INBOX_TEXTS.deleteExplained(name)}</p>
        </Dialog>
      )}
    </li>
  );
}

const DURATIONS = Object.keys(SELF_EXCLUSION_DURATIONS) as SelfExclusionDuration[];
const isDuration = (value: string): value is SelfExclusionDuration => (DURATIONS as string[]).includes(value);

/** The duration to confirm, the one asked first; the request confirmed from now. */
function ConfirmExclusionDialog({ item, name, onClose }: { item: InboxItem; name: string; onClose(confirmed: boolean): void }) {
  const asked = item.exclusion?.asked ?? '';
  const [duration, setDuration] = useState<SelfExclusionDuration>(isDuration(asked) ? asked : 'definitif');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = DURATIONS.map((key) => [key, key === asked ? GUARD_TEXTS.asked(SELF_EXCLUSION_DURATIONS[key]) : SELF_EXCLUSION_DURATIONS[key]] as const);
  const submit = () => {
    setBusy(true);
    setError(null);
    confirmExclusion(item.id, duration).then(
      () => onClose(true),
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };
  return (
    <Dialog title={GUARD_TEXTS.confirmQuestion(name)} confirmLabel={GUARD_TEXTS.confirmSubmit} busy={busy} error={error} onConfirm={submit} onClose={() => onClose(false)}>
      <p>{GUARD_TEXTS.confirmExplained}</p>
      <SelectField label={GUARD_TEXTS.duration} name="duration" value={duration} onChange={(value) => isDuration(value) && setDuration(value)} options={options} />
    </Dialog>
  );
}
