/**
 * The Tchat page: the conversations (visitors waiting first) beside the one
 * open. Everything comes from the chat session (console/chat/chat-context.tsx),
 * which lives above the pages: leaving the page and coming back finds the
 * same conversation open and every draft as it was. On a phone the list and
 * the conversation take the screen in turn. An advisor mutes the chime here.
 */
import { useChat } from '../chat/chat-context';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { useUser } from '../session/session-context';
import { AT_WORK_TEXTS, CHAT_TEXTS } from '../texts';
import { useChimeMuted } from '../chat/sound-setting';
import buttons from '../components/button.module.css';
import { ConversationList } from './chat-list';
import { ConversationPane } from './chat-conversation';
import styles from './chat.module.css';

/** « Couper le son », pressed while muted: remembered by this browser (chat/sound-setting.ts). */
function MuteButton() {
  const [muted, toggle] = useChimeMuted();
  return (
    <button type="button" className={`${buttons.button} ${buttons.small} ${styles.mute}`} aria-pressed={muted} onClick={toggle} title={AT_WORK_TEXTS.muteHint}>
      {AT_WORK_TEXTS.mute}
    </button>
  );
}

export function ChatPage() {
  const user = useUser();
  const { state, list, reloadList, selected, notice, connected } = useChat();
  const open = selected === null ? undefined : state.conversations[selected];
  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{CHAT_TEXTS.title}</h1>
        {/* Only an advisor hears the chime (an admin reads). */}
        {user.role === 'advisor' && <MuteButton />}
      </div>
      {/* Said once, above the list; a conversation open needs the height (its message box in view). */}
      {!open && <p className={page.intro}>{user.role === 'admin' ? CHAT_TEXTS.adminIntro : CHAT_TEXTS.intro}</p>}
      <SuccessMessage>{notice}</SuccessMessage>
      {/* While the stream is broken, the notice at the top says it (shell.tsx), and the list is read again when it is back. */}
      {list.phase === 'failed' && connected && <ErrorMessage onRetry={reloadList}>{list.message}</ErrorMessage>}
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
