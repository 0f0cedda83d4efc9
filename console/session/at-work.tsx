/**
 * What the advisor at work must see wherever they are in the page, held at
 * the top of the viewport (sticky) above every console page: the live
 * connection lost (« Connexion au serveur impossible… », until the stream is
 * back), and the session's absolute limit coming (a notice five minutes
 * before; then a clean sign-out, which ends their presence at once, and the
 * sign-in form saying why). An open console keeps its session alive until
 * then: its answers to the stream's pings count as activity (server/console/guard.ts).
 */
import { useEffect, useState } from 'react';
import { useChat } from '../chat/chat-context';
import page from '../components/page.module.css';
import { formatTime } from '../format';
import { AT_WORK_TEXTS, ERROR_TEXTS } from '../texts';
import { useSession } from './session-context';
import styles from './at-work.module.css';

/** How long before the session's end the advisor is told. */
export const SESSION_END_NOTICE_MS = 5 * 60_000;
/** setTimeout's longest wait; a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Calls `run` at `at` (ms since the epoch), or now if it has passed; the returned function cancels it. */
function at(when: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const left = when - Date.now();
    if (left <= 0) return run();
    timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS));
  };
  wait();
  return () => clearTimeout(timer);
}

function SessionEndNotice({ endsAt }: { endsAt: string }) {
  const { signOut } = useSession();
  const [warned, setWarned] = useState(false);
  useEffect(() => {
    const end = Date.parse(endsAt);
    const cancelNotice = at(end - SESSION_END_NOTICE_MS, () => setWarned(true));
    // A failure here (the server away) leaves the session to the server, which ends it anyway; the next request says so.
    const cancelEnd = at(end, () => void signOut(AT_WORK_TEXTS.sessionEnded).catch(() => undefined));
    return () => {
      cancelNotice();
      cancelEnd();
    };
  }, [endsAt, signOut]);
  if (!warned) return null;
  return (
    <p className={`${page.notice} ${styles.session}`} role="alert" data-session-ends-at={endsAt}>
      {AT_WORK_TEXTS.sessionEnding(formatTime(endsAt))}
    </p>
  );
}

export function AtWorkNotices() {
  const { state } = useSession();
  const { connected } = useChat();
  const endsAt = state.phase === 'signed-in' ? state.user.session_ends_at : null;
  return (
    <div className={styles.notices}>
      {!connected && (
        <p className={styles.connection} role="alert">
          {ERROR_TEXTS.network}
        </p>
      )}
      {endsAt && <SessionEndNotice endsAt={endsAt} />}
    </div>
  );
}
