/**
 * The closing card: once a conversation is closed (by the advisor or by the
 * visitor), thanks, what it was (its day and time, how long, how many
 * messages), the offers sent and what became of them, and what to do next:
 * another advisor (./alternatives.tsx) or a message left to this one
 * (./leave-message-form.tsx). It comes with voy-chat's code: loaded on its
 * own, it made esbuild wrap zod whole into the file with every element.
 */
import { useId, useState } from 'react';
import { frenchDate, isoDay } from '../../contract/domain/french-format';
import { parisClock } from '../../contract/domain/paris-day';
import { formatEuros } from '../../contract/domain/price';
import parts from '../core/parts/parts.module.css';
import type { Advisor } from '../../contract/schemas/advisor';
import type { ChatConversation, ChatMessage, ChatOrder } from '../../contract/schemas/chat';
import { Alternatives } from './alternatives';
import type { Restart } from './chat-api';
import styles from './chat.module.css';
import { LeaveMessageForm } from './leave-message-form';
import { closedOffer } from './offer-card';
import { CLOSING_TEXTS as T } from './texts';

export interface ClosingCardProps {
  advisor: Advisor;
  conversation: ChatConversation;
  messages: readonly ChatMessage[];
  onSwitch(advisor: Advisor, restart?: Restart): void;
  onLeft(key: string): void;
}

/** What the visitor reads of an order, by the offer card's rule: expired by the close (its delay still ahead) is simply « non payée ». */
function stateOf(order: ChatOrder | undefined): string {
  const state = closedOffer(order, false);
  return state === 'ended' || state === null ? T.states.unpaid : T.states[state];
}

export function ClosingCard({ advisor, conversation, messages, onSwitch, onLeft }: ClosingCardProps) {
  const ids = useId();
  const [next, setNext] = useState<'other' | 'leave' | null>(null);
  const name = conversation.advisor.first_name;
  // What the two people wrote and sent: the server's lines (payments, invitations, the end) are not messages.
  const exchanged = messages.filter((message) => message.kind === 'text' || message.kind === 'offer');
  const first = exchanged[0] ?? messages[0];
  const lastAt = Date.parse((messages.findLast((message) => message.kind !== 'payment' && message.kind !== 'review-invite') ?? first)?.sent_at ?? '');
  const start = first ? new Date(first.sent_at) : null;
  // In Paris, as the messages' times read.
  const clock = start && parisClock(start);
  const minutes = start ? Math.round((lastAt - start.getTime()) / 60_000) : 0;
  const offers = exchanged.filter((message) => message.kind === 'offer' && message.offer);
  return (
    <section className={styles.closing} aria-labelledby={`${ids}thanks`} part="closing-card">
      <h3 id={`${ids}thanks`}>
        {T.thanks(name)}
      </h3>
      <p className={styles.small}>{T.summary}</p>
      <dl>
        {start && (
          <div>
            <dt>{T.date}</dt>
            <dd>
              <time dateTime={first!.sent_at}>{T.at(frenchDate(isoDay(clock!.day)!, 'weekday'), clock!.time)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{T.duration}</dt>
          <dd>{T.minutes(minutes)}</dd>
        </div>
        <div>
          <dt>{T.messages}</dt>
          <dd>{exchanged.length}</dd>
        </div>
      </dl>
      {offers.length > 0 && (
        <>
          <h4>{T.offers}</h4>
          <ul>
            {offers.map((message) => {
              const order = conversation.orders?.find((one) => one.message_id === message.id);
              return (
                <li key={message.id} part="closing-offer" data-state={order?.state}>
                  {message.offer!.label} · <strong>{formatEuros(message.offer!.price_cents)}</strong> · {stateOf(order)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <h4>{T.next}</h4>
      <div className={parts.buttons}>
        <button type="button" className={parts.button} part="button closing-other" aria-expanded={next === 'other'} onClick={() => setNext('other')}>
          {T.other}
        </button>
        <button type="button" className={parts.button} part="button closing-leave" aria-expanded={next === 'leave'} onClick={() => setNext('leave')}>
          {T.leave(name)}
        </button>
      </div>
      {next === 'other' && <Alternatives advisor={advisor} three onSwitch={(other) => onSwitch(other)} />}
      {next === 'leave' && <LeaveMessageForm advisor={advisor} prenom={conversation.prenom} onLeft={onLeft} />}
    </section>
  );
}
