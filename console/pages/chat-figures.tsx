/**
 * Below the Tchat page: the chat's figures of the last 30 days per advisor
 * (requests, accepted, missed, median time to accept), an admin's for every
 * advisor with a request, an advisor's own. Read again when a conversation
 * changes state (a request accepted or missed).
 */
import * as z from 'zod/mini';
import { ChatFiguresRow, responseTimeText } from '../../widgets/console-kit';
import { request } from '../api/client';
import { useChat } from '../chat/chat-context';
import { ErrorMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { useLoad } from '../hooks/use-load';
import { useUser } from '../session/session-context';
import { FIGURES_TEXTS as T } from '../texts';

const ChatFiguresList = z.array(ChatFiguresRow);

export function ChatFigures() {
  const admin = useUser().role === 'admin';
  const { state } = useChat();
  // A key that moves when a conversation changes state: the figures follow.
  const states = Object.values(state.conversations)
    .map((conversation) => `${conversation.id}${conversation.status[0]}`)
    .join();
  const figures = useLoad(`chat-figures-${states}`, (signal) => request('/chat/figures', { schema: ChatFiguresList, signal }));
  return (
    <section className={page.panel} aria-labelledby="chat-figures-title" data-chat-figures>
      <h2 className={page.subtitle} id="chat-figures-title">
        {T.title}
      </h2>
      {figures.phase === 'failed' && !figures.data && <ErrorMessage onRetry={figures.reload}>{figures.message}</ErrorMessage>}
      {figures.data && figures.data.length === 0 && <p className={page.muted}>{T.empty}</p>}
      {figures.data && figures.data.length > 0 && (
        <div className={page.scroll} tabIndex={0} role="region" aria-labelledby="chat-figures-title">
          <table className={page.table}>
            <thead>
              <tr>
                {admin && <th scope="col">{T.advisor}</th>}
                <th scope="col">{T.requests}</th>
                <th scope="col">{T.accepted}</th>
                <th scope="col">{T.missed}</th>
                <th scope="col">{T.median}</th>
              </tr>
            </thead>
            <tbody>
              {figures.data.map((row) => (
                <tr key={row.advisor_id} data-advisor-id={row.advisor_id}>
                  {admin && <th scope="row">{row.first_name}</th>}
                  <td>{row.requests}</td>
                  <td>{row.accepted}</td>
                  <td>{row.missed}</td>
                  <td>{row.median_seconds === null ? '—' : responseTimeText(row.median_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
