import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import parts from '../core/parts/parts.module.css';
import type { Advisor } from '../../contract/schemas/advisor';
import type { ChatConversation, ChatMessage } from '../../contract/schemas/chat';
import { useWidget } from '../core/widget-context';
import { Alternatives } from './alternatives';
import type { Restart } from './chat-api';
import { LeaveMessageForm } from './leave-message-form';
import { dayBreaks, markOf } from '../../contract/domain/chat-messages';
import { parisClock } from '../../contract/domain/paris-day';
import { Composer } from './composer';
import styles from './chat.module.css';
import { ClosingCard } from './closing-card';
import { OfferCard } from './offer-card';
import { ReviewButton } from './review-button';
import { CHAT_TEXTS as T } from './texts';
import { useConversation, type Pending } from './use-conversation';


interface ConversationProps {
  advisor: Advisor;
  chatKey: string;
  started: ChatConversation | null;
  /** The conversation is no more (erased, unknown key) or the visitor starts another: back to the start form. */
  onGone(): void;
  /** Another advisor; after a missed request, with what to start their chat with. */
  onSwitch(advisor: Advisor, restart?: Restart): void;
  /** A message left after a missed request: its conversation's key (stored already). */
  onLeft(key: string): void;
  /** The conversation's status as it changes (the header's dot follows it: ./chat.tsx). */
  onStatus?(status: ChatConversation['status'] | null): void;
}

/** The conversation: its state, the messages (a log region screen readers announce), the composer. */
export function Conversation({ advisor, chatKey, started, onGone, onSwitch, onLeft, onStatus }: ConversationProps) {
  const { apiBase } = useWidget();
  const chat = useConversation(apiBase, chatKey, started, onGone);
  const { conversation } = chat;
  const current = conversation?.status ?? null;
  useEffect(() => {
    onStatus?.(current);
    return () => onStatus?.(null);
  }, [current, onStatus]);
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length + chat.pending.length;
  // The newest message in view, as in every chat.
  useLayoutEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count, chat.typing]);

  if (!conversation) return chat.failed ? <ErrorMessage>{T.loadError}</ErrorMessage> : <LoadingBlock text={T.loading} count={1} height={160} />;
  const name = conversation.advisor.first_name;
  // A conversation's status (waiting, active, declined, closed), not an advisor's.
  const { status } = conversation;
  const open = status === 'waiting' || status === 'active';
  const breaks = dayBreaks(chat.messages, new Date());
  // The visitor ended it: their line says so (an advisor's close writes none).
  const youEnded = status === 'closed' && chat.messages.some((message) => message.kind === 'end');
  return (
    <div className={styles.conversation}>
      <p className={styles.notice} role="status" part="conversation-status" data-status={status}>
        {conversation.reply_email && status === 'waiting' ? T.left(name, conversation.reply_email) : youEnded ? T.youEnded : T.status[status](name)}
      </p>
      {/* Focusable: a keyboard scrolls it. */}
      <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={T.messages(name)} tabIndex={0} part="log">
        {chat.messages.map((message, index) => (
          <Fragment key={message.id}>
            {/* « hier », « mardi 24 novembre »: above the first message of each day but today's alone. */}
            {breaks[index] && (
              <p className={styles.day} part="day">
                {breaks[index]}
              </p>
            )}
            {/* « Paiement reçu · 25,00 € », « Vous avez terminé la conversation. »: the server's lines, no one's bubble. */}
            {message.kind === 'payment' || message.kind === 'end' ? (
              <p className={styles.notice} part={message.kind} data-id={message.id}>
                {message.kind === 'end' ? T.youEnded : message.text}
              </p>
            ) : (
              <Bubble message={message} name={name} conversation={conversation} />
            )}
          </Fragment>
        ))}
        {chat.pending.map((message) => (
          <Bubble key={message.client_id} message={message} name={name} />
        ))}
      </div>
      <p className={styles.typing} aria-live="polite" part="typing">
        {chat.typing ? T.typing(name) : ''}
      </p>
      {/* The stream is down, or a message waits for the server: its text stays in the list, sent again once it is back. */}
      {open && chat.reconnecting && (
        <p className={styles.small} role="status" part="reconnecting">
          {T.reconnecting}
        </p>
      )}
      {/* The advisor left their console mid-chat (their presence ended): the conversation waits for their return, and the others are a tap away. */}
      {status === 'active' && conversation.advisor_at_console === false && (
        <div part="advisor-away">
          <p className={styles.notice} role="status">
            {T.advisorAway(name)}
          </p>
          <Alternatives advisor={advisor} onSwitch={onSwitch} />
        </div>
      )}
      {open ? (
        <>
          <Composer onSend={chat.send} focus={!!started} />
          <ConfirmedButton name="end" label={T.end} question={T.endConfirm(name)} yes={T.endYes} run={chat.end} />
        </>
      ) : (
        <>
          {status === 'closed' && <ClosingCard advisor={advisor} conversation={conversation} messages={chat.messages} onSwitch={onSwitch} onLeft={onLeft} />}
          {status === 'declined' && <Alternatives advisor={advisor} onSwitch={onSwitch} />}
          {status === 'missed' && <Missed advisor={advisor} restart={{ prenom: conversation.prenom, message: chat.messages.find((message) => message.author === 'visitor' && message.kind === 'text')?.text }} onSwitch={onSwitch} onLeft={onLeft} />}
          {chat.messages.some((message) => message.kind === 'review-invite') && <ReviewButton apiBase={apiBase} chatKey={chatKey} />}
          <button type="button" className={parts.button} part="button new-chat" onClick={onGone}>
            {T.again}
          </button>
        </>
      )}
      <ConfirmedButton name="erase" label={T.erase} question={T.eraseConfirm} yes={T.eraseYes} run={chat.erase} />
    </div>
  );
}

/** After a missed request: up to three other advisors present now, each one tap from the same request, and the message form, filled in. */
function Missed({ advisor, restart, onSwitch, onLeft }: { advisor: Advisor; restart: Restart } & Pick<ConversationProps, 'onSwitch' | 'onLeft'>) {
  return (
    <>
      <Alternatives advisor={advisor} three onSwitch={(other) => onSwitch(other, restart)} />
      <LeaveMessageForm advisor={advisor} prenom={restart.prenom} message={restart.message} onLeft={onLeft} />
    </>
  );
}

/** One message; a pending one (no id yet) shows 'envoi…'. */
function Bubble({ message, name, conversation }: { message: ChatMessage | Pending; name: string; conversation?: ChatConversation }) {
  const stored = 'id' in message ? message : null;
  const own = !stored || stored.author === 'visitor';
  const mark = stored && conversation ? T.marks[markOf(stored, conversation)] : 'error' in message && message.error ? T.notSent(message.error) : T.marks.sending;
  return (
    <div className={`${styles.bubble} ${own ? styles.own : ''}`} part={`bubble ${own ? 'visitor' : 'advisor'}-bubble`} data-id={stored?.id}>
      <p className={styles.author}>{own ? T.you : name}</p>
      {stored?.kind === 'offer' && stored.offer ? <OfferCard offer={stored.offer} order={conversation?.orders?.find((order) => order.message_id === stored.id)} open={conversation?.status === 'active'} /> : <p className={styles.text}>{message.text}</p>}
      <p className={styles.meta}>
        {stored && <time dateTime={stored.sent_at}>{parisClock(new Date(stored.sent_at)).time}</time>}
        {own && <span data-mark>{mark}</span>}
      </p>
    </div>
  );
}

/**
 * A button whose action asks first: « Supprimer la conversation » (erased on
 * the server, back to the start form), « Terminer la conversation » (closed
 * for both sides). `run` resolves to the error to show, or null once done.
 * `name` names its parts: erase, erase-confirm, erase-yes, erase-cancel.
 */
interface ConfirmedButtonProps {
  name: string;
  label: string;
  question: string;
  yes: string;
  run(): Promise<string | null>;
}

function ConfirmedButton({ name, label, question, yes, run }: ConfirmedButtonProps) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className={`${parts.button} ${styles.erase}`} part={`button ${name}`} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={label} part={`${name}-confirm`}>
      <p>{question}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={parts.buttons}>
        <button
          type="button"
          ref={confirm}
          className={parts.button}
          part={`button ${name}-yes`}
          onClick={async () => {
            const failure = await run();
            setError(failure);
            if (!failure) setAsking(false);
          }}
        >
          {yes}
        </button>
        <button type="button" className={parts.button} part={`button ${name}-cancel`} onClick={() => setAsking(false)}>
          {T.cancel}
        </button>
      </div>
    </div>
  );
}
