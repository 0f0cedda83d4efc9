/**
 * The conversations, visitors waiting first: each with the visitor's first
 * name, its status, how long a waiting visitor has been waiting (counted up
 * every 15 s on the console's clock, no request), its unread count, the page
 * the visitor came from by its name and (for an admin) the advisor. A button
 * per conversation opens it; the open one is marked as current.
 */
import type { ConsoleConversation } from '../../contract/schemas/chat';
import { useChat } from '../chat/chat-context';
import { isWaiting, orderedConversations } from '../chat/chat-state';
import page from '../components/page.module.css';
import { useUser } from '../session/session-context';
import { formatDateTime } from '../format';
import { useNow } from '../hooks/use-now';
import { AT_WORK_TEXTS, CHAT_TEXTS, colon } from '../texts';
import { pageLabel } from './chat-page-label';
import { CountBadge } from '../components/count-badge';
import styles from './chat.module.css';

/** How often a waiting time is counted again. */
const WAITING_TICK_MS = 15_000;

export function ConversationList() {
  const { state, selected, select } = useChat();
  const conversations = orderedConversations(state.conversations);
  const now = useNow(WAITING_TICK_MS);
  return (
    <section className={`${page.panel} ${styles.listPanel}`} aria-labelledby="chat-list-title">
      <h2 className={page.subtitle} id="chat-list-title">
        {CHAT_TEXTS.list}
      </h2>
      {conversations.length === 0 ? (
        <p className={page.muted}>{CHAT_TEXTS.empty}</p>
      ) : (
        <ul className={styles.list}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} current={conversation.id === selected} onOpen={() => select(conversation.id)} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** « attend depuis 2 min »: whole minutes since the visitor asked (a clock a little behind the server's says less than a minute, never a negative time). */
export const waitingText = (startedAt: string, now: number) => AT_WORK_TEXTS.waitingFor(Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000)));

function ConversationRow({ conversation, current, onOpen, now }: { conversation: ConsoleConversation; current: boolean; onOpen(): void; now: number }) {
  const user = useUser();
  const { status, unread, prenom, last_message: last } = conversation;
  return (
    <button type="button" className={styles.row} data-status={status} aria-current={current || undefined} onClick={onOpen} data-conversation={conversation.id}>
      <span className={styles.rowHead}>
        <span className={styles.rowName}>{prenom}</span>
        <span className={`${page.badge} ${styles.status}`} data-status={status}>
          {CHAT_TEXTS.statuses[status]}
        </span>
        {conversation.origin === 'message' && <span className={page.badge}>{CHAT_TEXTS.leftMessage}</span>}
        <CountBadge count={unread} label={CHAT_TEXTS.unread(unread)} className={styles.unread} />
      </span>
      {user.role === 'admin' && (
        <span className={styles.rowMeta}>
          {colon(CHAT_TEXTS.advisor)} {conversation.advisor.first_name}
        </span>
      )}
      {isWaiting(conversation) && (
        <span className={styles.waitingFor} data-waiting-since={conversation.started_at}>
          {waitingText(conversation.started_at, now)}
        </span>
      )}
      <span className={styles.rowMeta}>
        {colon(CHAT_TEXTS.cameFrom)} {pageLabel(conversation.page, conversation.advisor)}
      </span>
      {conversation.missed_at && (
        <span className={styles.rowMeta} data-missed-at={conversation.missed_at}>
          {CHAT_TEXTS.missedAt(formatDateTime(conversation.missed_at))}
        </span>
      )}
      {last && <span className={styles.preview}>{last.kind === 'offer' ? `${CHAT_TEXTS.offer} · ${last.offer?.label ?? ''}` : last.text}</span>}
    </button>
  );
}
