/**
 * A conversation's messages in a log region (role="log": a screen reader
 * announces each new one), oldest first, kept scrolled to the newest. The
 * advisor's messages show what the visitor's widget did with them: `Envoyé`,
 * `Reçu`, `Lu`. An offer shows as a card: label, duration, price and its
 * payment link (the one the visitor gets).
 */
import { Fragment, useLayoutEffect, useRef } from 'react';
import { dayBreaks, markOf } from '../../contract/domain/chat-messages';
import { paymentHref } from '../../contract/domain/offers';
import { formatEuros } from '../../contract/domain/price';
import type { ChatMessage, ConsoleConversation } from '../../contract/schemas/chat';
import page from '../components/page.module.css';
import { Loading } from '../components/feedback';
import { formatTime } from '../format';
import { CHAT_TEXTS } from '../texts';
import styles from './chat.module.css';

interface ChatLogProps {
  conversation: ConsoleConversation;
  /** Undefined while the history loads. */
  messages: readonly ChatMessage[] | undefined;
  /** The advisor's messages are the reader's own (`Vous`); an admin sees the advisor's name. */
  ownMessages: boolean;
}

const MARK_TEXTS = { sent: CHAT_TEXTS.sent, received: CHAT_TEXTS.received, read: CHAT_TEXTS.read } as const;

export function ChatLog({ conversation, messages, ownMessages }: ChatLogProps) {
  const log = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  // The newest message in view whenever one arrives.
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const breaks = messages && dayBreaks(messages, new Date());
  const advisorName = ownMessages ? CHAT_TEXTS.you : conversation.advisor.first_name;
  return (
    // Focusable: the keyboard scrolls a long conversation.
    <div className={styles.log} role="log" aria-label={CHAT_TEXTS.messages(conversation.prenom)} ref={log} tabIndex={0}>
      {!messages ? (
        <Loading label={CHAT_TEXTS.loadingMessages} />
      ) : messages.length === 0 ? (
        <p className={page.muted}>{CHAT_TEXTS.noMessage}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {/* « hier », « mardi 24 novembre »: above the first message of each day but today's alone, as voy-chat writes it. */}
              {breaks?.[index] && (
                <li className={styles.day} data-kind="day">
                  {breaks[index]}
                </li>
              )}
              {message.kind === 'payment' || message.kind === 'end' ? (
                // « Paiement reçu · 25,00 € », « Le visiteur a terminé la conversation. »: the server's lines, no one's message.
                <li className={styles.payment} data-message={message.id} data-kind={message.kind}>
                  <time dateTime={message.sent_at}>{formatTime(message.sent_at)}</time> {message.text}
                </li>
              ) : (
              <li className={styles.message} data-author={message.author} data-message={message.id}>
                <p className={styles.byline}>
                  <span>{message.author === 'visitor' ? conversation.prenom : advisorName}</span>
                  <time dateTime={message.sent_at}>{formatTime(message.sent_at)}</time>
                  {message.author === 'advisor' && <span className={styles.mark}>{MARK_TEXTS[markOf(message, conversation)]}</span>}
                </p>
                {message.kind === 'offer' && message.offer ? (
                  <div className={styles.offer}>
                    <p className={styles.offerLabel}>
                      {CHAT_TEXTS.offer} · {message.offer.label}
                    </p>
                    <p>
                      {CHAT_TEXTS.minutes(message.offer.duration_minutes)} · <strong>{formatEuros(message.offer.price_cents)}</strong>
                    </p>
                    {message.offer.payment_url && paymentHref(message.offer.payment_url) && (
                      <a href={paymentHref(message.offer.payment_url)!} target="_blank" rel="noopener noreferrer" className={styles.payLink}>
                        {CHAT_TEXTS.pay}
                      </a>
                    )}
                  </div>
                ) : (
                  // Text only: a link a visitor typed stays text.
                  <p className={styles.text}>{message.text}</p>
                )}
              </li>
              )}
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
