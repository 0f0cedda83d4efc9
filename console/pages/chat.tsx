/**
 * The Tchat page: the conversations (visitors waiting first) beside the one
 * open. Everything comes from the chat session (console/chat/chat-context.tsx),
 * which lives above the pages: leaving the page and coming back finds the
 * same conversation open and every draft as it was. On a phone the list and
 * the conversation take the screen in turn.
 */
import { useChat } from '../chat/chat-context';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { useUser } from '../session/session-context';
import { CHAT_TEXTS } from '../texts';
import { ConversationList } from './chat-list';
import { ConversationPane } from './chat-conversation';
import styles from './chat.module.css';

export function ChatPage() {
  const user = useUser();
  const { state, list, reloadList, selected, notice } = useChat();
  const open = selected === null ? undefined : state.conversations[selected];
  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{CHAT_TEXTS.title}</h1>
      </div>
      <p className={page.intro}>{user.role === 'admin' ? CHAT_TEXTS.adminIntro : CHAT_TEXTS.intro}</p>
      <SuccessMessage>{notice}</SuccessMessage>
      {list.phase === 'failed' && <ErrorMessage onRetry={reloadList}>{list.message}</ErrorMessage>}
      {list.phase === 'loading' && Object.keys(state.conversations).length === 0 ? (
        <Loading />
      ) : (
        <div className={styles.layout} data-open={open ? 'true' : undefined}>
          <ConversationList />
          {open ? (
            <ConversationPane key={open.id} conversation={open} />
          ) : (
            <p className={`${page.panel} ${styles.placeholder}`}>{CHAT_TEXTS.choose}</p>
          )}
        </div>
      )}
    </>
  );
}
