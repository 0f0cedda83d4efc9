/**
 * The chat session of a signed-in user, for the whole console (not only the
 * Tchat page): the conversations they may see, kept current by the live
 * stream; the conversation open and each conversation's draft (switching
 * keeps them); the chime of a new visitor and the count of conversations to
 * handle, in the navigation and in the tab's title, on every page.
 *
 * Marks: the console tells the server what it received as messages arrive,
 * and what was read when the conversation is on screen in a visible tab.
 * Only the advisor of a conversation answers it and marks it: an admin reads
 * every advisor's conversations without changing what the visitor sees.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ChatHistory, ConsoleChatSend, ConsoleConversation } from '../../contract/schemas/chat';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import { decide as postDecision, getConversation, listConversations, sendMarks, sendMessage } from '../api/chat';
import { beep, unlockAudioOnGesture } from './beep';
import { chatReducer, EMPTY_CHAT, isWaiting, needsAttention, type ChatState } from './chat-state';
import { openChatStream } from './chat-stream';
import { useDocumentTitle } from './document-title';
import { usePageVisible } from '../hooks/use-page-visible';
import { CHAT_TEXTS } from '../texts';

/** Where the Tchat page lives (signed-in-app.tsx, nav-items.ts). */
export const CHAT_PAGE = '/tchat';

type ListPhase = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string };

interface ChatApi {
  state: ChatState;
  list: ListPhase;
  reloadList(): void;
  /** Conversations the user should look at: visitors waiting, messages unread. */
  attention: number;
  selected: number | null;
  select(id: number | null): void;
  drafts: Readonly<Record<number, string>>;
  setDraft(id: number, text: string): void;
  /** Reads a conversation's messages (all of them the first time, then those after the last one held). */
  loadHistory(id: number, signal?: AbortSignal): Promise<void>;
  decide(id: number, decision: 'accept' | 'decline' | 'close'): Promise<void>;
  send(id: number, body: ConsoleChatSend): Promise<void>;
  /** Whether the user answers this conversation (its advisor), or only reads it (an admin). */
  canAnswer(conversation: ConsoleConversation): boolean;
  /** Said once when the visitor erased the conversation that was open. */
  notice: string;
  /** Whether the live stream is open; false while it is broken and being opened again (the console says so at the top of the page). */
  connected: boolean;
}

const ChatContext = createContext<ChatApi | null>(null);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ChatProvider({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [list, setList] = useState<ListPhase>({ phase: 'loading' });
  const [listAttempt, setListAttempt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState('');
  const [connected, setConnected] = useState(true);
  const [location] = useLocation();
  const onChatPage = location === CHAT_PAGE || location.startsWith(`${CHAT_PAGE}/`);
  const visible = usePageVisible();

  // The stream's handlers are set once: they read the latest state through refs.
  const stateRef = useRef(state);
  stateRef.current = state;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const canAnswer = useCallback((conversation: ConsoleConversation) => user.role === 'advisor' && user.advisor_id === conversation.advisor.id, [user]);

  /** The messages already chimed for (a message heard twice, from two instances, chimes once). */
  const chimed = useRef(new Set<number>());
  /** The marks already sent per conversation: each goes up, never twice the same. */
  const marked = useRef(new Map<number, { received: number; read: number }>());
  const mark = useCallback(
    (conversation: ConsoleConversation, upTo: number, read: boolean) => {
      if (!canAnswer(conversation)) return;
      const sent = marked.current.get(conversation.id) ?? { received: conversation.advisor_received_up_to, read: conversation.advisor_read_up_to };
      const received = upTo > sent.received;
      const readNow = read && upTo > sent.read;
      if (!received && !readNow) return;
      marked.current.set(conversation.id, { received: Math.max(sent.received, upTo), read: readNow ? upTo : sent.read });
      if (readNow) dispatch({ type: 'read', conversationId: conversation.id, upTo });
      // A mark lost on the way is sent again with the next message: nothing to show the advisor.
      sendMarks(conversation.id, { received_up_to: upTo, ...(readNow ? { read_up_to: upTo } : {}) }).catch(() => marked.current.delete(conversation.id));
    },
    [canAnswer],
  );

  // The list: at start, after a break in the stream, and on a retry.
  useEffect(() => {
    const controller = new AbortController();
    listConversations(controller.signal).then(
      (conversations) => {
        dispatch({ type: 'listed', conversations });
        setList({ phase: 'ready' });
        for (const conversation of conversations) if (conversation.last_message?.author === 'visitor') mark(conversation, conversation.last_message.id, false);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setList({ phase: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [listAttempt, mark]);

  /**
   * `whole`: from the first message. After a break in the stream the last
   * message held may be one this console sent (its POST answered) while a
   * visitor's older one never came: only the whole history is sure.
   */
  const loadHistory = useCallback(async (id: number, signal?: AbortSignal, whole = false) => {
    const held = stateRef.current.messages[id];
    const history: ChatHistory = await getConversation(id, whole ? undefined : held?.at(-1)?.id, signal);
    dispatch({ type: 'history', conversationId: id, history });
  }, []);

  useEffect(() => unlockAudioOnGesture(), []);

  useEffect(
    () =>
      openChatStream({
        onReopened: () => {
          setConnected(true);
          setListAttempt((count) => count + 1);
          // The conversations on screen catch up on the messages sent during the break.
          for (const id of Object.keys(stateRef.current.messages)) loadHistory(Number(id), undefined, true).catch(() => undefined);
        },
        // A list read shows the error (a 401 brings the sign-in form back, like any other call).
        onRefused: () => setListAttempt((count) => count + 1),
        onLost: () => setConnected(false),
        onConversation: (conversation) => {
          const known = stateRef.current.conversations[conversation.id];
          dispatch({ type: 'conversation', conversation });
          if (!known && isWaiting(conversation) && canAnswer(conversation)) beep();
        },
        onMessage: ({ conversation_id: id, message }) => {
          dispatch({ type: 'message', conversationId: id, message });
          const conversation = stateRef.current.conversations[id];
          if (conversation && message.author === 'visitor') mark(conversation, message.id, false);
          // A payment (or a refund) confirmed, or the visitor writing in a chat under way: its advisor hears it, as a new visitor (once per message).
          const chime = message.kind === 'payment' || (message.author === 'visitor' && conversation?.status === 'active');
          if (conversation && chime && canAnswer(conversation) && !chimed.current.has(message.id)) {
            chimed.current.add(message.id);
            beep();
          }
        },
        onErased: (id) => {
          dispatch({ type: 'erased', id });
          marked.current.delete(id);
          setDrafts(({ [id]: _erased, ...rest }) => rest);
          if (selectedRef.current === id) {
            setSelected(null);
            setNotice(CHAT_TEXTS.erased);
          }
        },
      }),
    [canAnswer, mark, loadHistory],
  );

  // Read: the conversation open on the Tchat page, in a tab the advisor is looking at.
  const open = selected === null ? undefined : state.conversations[selected];
  const lastId = open?.last_message?.id ?? 0;
  useEffect(() => {
    if (open && onChatPage && visible && lastId > 0) mark(open, lastId, true);
  }, [open, lastId, onChatPage, visible, mark]);

  const attention = useMemo(() => Object.values(state.conversations).filter((conversation) => canAnswer(conversation) && needsAttention(conversation)).length, [state.conversations, canAnswer]);
  useDocumentTitle(attention, onChatPage);

  const select = useCallback((id: number | null) => {
    setSelected(id);
    setNotice('');
  }, []);
  const setDraft = useCallback((id: number, text: string) => setDrafts((current) => ({ ...current, [id]: text })), []);
  const reloadList = useCallback(() => {
    setList({ phase: 'loading' });
    setListAttempt((count) => count + 1);
  }, []);
  const decide = useCallback(async (id: number, decision: 'accept' | 'decline' | 'close') => {
    dispatch({ type: 'conversation', conversation: await postDecision(id, decision) });
  }, []);
  const send = useCallback(async (id: number, body: ConsoleChatSend) => {
    const message = await sendMessage(id, body);
    dispatch({ type: 'message', conversationId: id, message });
  }, []);

  const api = useMemo(
    () => ({ state, list, reloadList, attention, selected, select, drafts, setDraft, loadHistory, decide, send, canAnswer, notice, connected }),
    [state, list, reloadList, attention, selected, select, drafts, setDraft, loadHistory, decide, send, canAnswer, notice, connected],
  );
  return <ChatContext.Provider value={api}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatApi {
  const api = useContext(ChatContext);
  if (!api) throw new Error('useChat outside ChatProvider');
  return api;
}
