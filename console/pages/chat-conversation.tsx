/**
 * One conversation: who the visitor is and where they came from, the
 * messages, and what the advisor may do now: accept or decline a visitor
 * waiting, write while the chat is under way, close it (after a
 * confirmation: the visitor can no longer write). An admin reads it only.
 */
import { useEffect, useRef, useState } from 'react';
import type { ConsoleConversation } from '../../contract/schemas/chat';
import { useChat } from '../chat/chat-context';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { formatDateTime } from '../format';
import { CHAT_TEXTS, colon } from '../texts';
import { Composer } from './chat-composer';
import { pageLabel } from './chat-page-label';
import { OrderGuardNotice, useOrderGuard } from './order-guard-notice';
import { ChatLog } from './chat-log';
import { ConversationOrders } from './conversation-orders';
import styles from './chat.module.css';

type Decision = 'accept' | 'decline' | 'close';
const DONE: Record<Decision, string> = { accept: CHAT_TEXTS.accepted, decline: CHAT_TEXTS.declined, close: CHAT_TEXTS.closed };

export function ConversationPane({ conversation }: { conversation: ConsoleConversation }) {
  const { state, loadHistory, decide, canAnswer, select } = useChat();
  const { id, status, prenom } = conversation;
  const messages = state.messages[id];
  const [historyError, setHistoryError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [closing, setClosing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the buttons just pressed are gone (after the dialog has given it back).
  const [focusTarget, setFocusTarget] = useState<'heading' | 'composer' | null>(null);
  const answers = canAnswer(conversation);
  // A confirmed self-exclusion, the spending flag: said to the advisor and to an admin reading it.
  const guard = useOrderGuard(id);
  // A message left: no accept, the advisor answers at once, by e-mail (server/chat/left-messages.ts).
  const left = conversation.origin === 'message';

  // Opened: its messages (all of them the first time, then what came since).
  useEffect(() => {
    const controller = new AbortController();
    setHistoryError(null);
    loadHistory(id, controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setHistoryError(failure instanceof Error ? failure.message : String(failure));
    });
    return () => controller.abort();
  }, [id, attempt, loadHistory]);

  // A conversation chosen in the list puts the focus on its heading (a screen reader starts there).
  useEffect(() => heading.current?.focus(), [id]);
  useEffect(() => {
    if (focusTarget === 'heading') heading.current?.focus();
  }, [focusTarget]);

  const run = (decision: Decision) => {
    if (busy) return;
    setBusy(decision);
    setFocusTarget(null);
    setError(null);
    setDone('');
    decide(id, decision).then(
      () => {
        setBusy(null);
        setClosing(false);
        setDone(DONE[decision]);
        // The buttons just pressed are gone: the focus goes where the work goes on.
        setFocusTarget(decision === 'accept' ? 'composer' : 'heading');
      },
      (failure: unknown) => {
        setBusy(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <section className={`${page.panel} ${styles.pane}`} aria-labelledby={`conversation-${id}`}>
      <button type="button" className={`${buttons.button} ${buttons.small} ${styles.back}`} onClick={() => select(null)}>
        <span aria-hidden="true">←</span> {CHAT_TEXTS.backToList}
      </button>
      <header className={styles.paneHead}>
        <h2 className={page.subtitle} id={`conversation-${id}`} ref={heading} tabIndex={-1}>
          {prenom}
        </h2>
        <span className={`${page.badge} ${styles.status}`} data-status={status}>
          {CHAT_TEXTS.statuses[status]}
        </span>
        {left && <span className={page.badge}>{CHAT_TEXTS.leftMessage}</span>}
        <dl className={styles.facts}>
          <div>
            <dt>{colon(CHAT_TEXTS.cameFrom)}</dt>
            <dd className={styles.pageAddress}>{pageLabel(conversation.page, conversation.advisor)}</dd>
          </div>
          <div>
            <dt>{colon(CHAT_TEXTS.startedAt)}</dt>
            <dd>
              <time dateTime={conversation.started_at}>{formatDateTime(conversation.started_at)}</time>
            </dd>
          </div>
          {!answers && (
            <div>
              <dt>{colon(CHAT_TEXTS.advisor)}</dt>
              <dd>{conversation.advisor.first_name}</dd>
            </div>
          )}
        </dl>
      </header>
      <OrderGuardNotice guard={guard.data} />
      {historyError && <ErrorMessage onRetry={() => setAttempt((count) => count + 1)}>{historyError}</ErrorMessage>}
      <ChatLog conversation={conversation} messages={messages} ownMessages={answers} />
      <ConversationOrders conversation={conversation} />
      <SuccessMessage>{done}</SuccessMessage>
      {error && !closing && <ErrorMessage>{error}</ErrorMessage>}
      {!answers ? (
        <p className={page.notice}>{CHAT_TEXTS.readOnly}</p>
      ) : status === 'waiting' && !left ? (
        <div className={styles.decision}>
          <p>{CHAT_TEXTS.waitingNote}</p>
          <div className={buttons.row}>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => run('accept')} aria-disabled={busy !== null || undefined}>
              {CHAT_TEXTS.accept}
            </button>
            <button type="button" className={buttons.button} onClick={() => run('decline')} aria-disabled={busy !== null || undefined}>
              {CHAT_TEXTS.decline}
            </button>
          </div>
        </div>
      ) : status === 'active' || status === 'waiting' ? (
        <>
          {left && <p className={page.notice}>{CHAT_TEXTS.leftNote}</p>}
          <Composer conversation={conversation} autoFocus={focusTarget === 'composer'} guard={guard} />
          <div className={buttons.row}>
            <button type="button" className={buttons.button} onClick={() => setClosing(true)}>
              {CHAT_TEXTS.close}
            </button>
          </div>
        </>
      ) : (
        <p className={page.muted}>
          {conversation.missed_at ? CHAT_TEXTS.missedNote(formatDateTime(conversation.missed_at)) : messages?.some((message) => message.kind === 'end') ? CHAT_TEXTS.visitorEnded : CHAT_TEXTS.endedNote}
        </p>
      )}
      {closing && (
        <Dialog title={CHAT_TEXTS.closeQuestion(prenom)} confirmLabel={CHAT_TEXTS.close} busy={busy === 'close'} error={error} onConfirm={() => run('close')} onClose={() => setClosing(false)}>
          <p>{left ? CHAT_TEXTS.closeLeftExplained : CHAT_TEXTS.closeExplained}</p>
        </Dialog>
      )}
    </section>
  );
}
