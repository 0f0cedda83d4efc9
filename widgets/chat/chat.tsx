import { useEffect, useId, useRef, useState } from 'react';
import { chatTargetOf } from './chat-target';
import { useCanChat } from '../core/chat-presence';
import { availabilityOf } from '../../contract/domain/availability';
import { AdvisorPhoto } from '../core/parts/advisor-photo';
import { ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import { AvailabilityIndicator, StatusIndicator } from '../core/parts/status-indicator';
import { useLiveStatus } from '../core/live-status';
import { useApiQuery } from '../core/query';
import { advisorByIdQuery, advisorBySlugQuery, isNotFound } from '../core/single-advisor-queries';
import type { Advisor } from '../../contract/schemas/advisor';
import type { ChatConversation, ConversationStatus } from '../../contract/schemas/chat';
import { storedChatAdvisors } from '../core/storage';
import { useWidget } from '../core/widget-context';
import { openConversation, pageShowsChatWith, ReturnBanner } from './return-banner';
import { Alternatives } from './alternatives';
import { chatKeyStore, restartChat, type Restart } from './chat-api';
import { ChatIntro, openedFrom } from './chat-intro';
import { Conversation } from './conversation';
import { LeaveMessageForm } from './leave-message-form';
import advisorParts from '../core/parts/advisor.module.css';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';

export interface ChatProps {
  /** The advisor's slug (or id, all digits). */
  advisor?: string;
  /** The advisor's id; wins over `advisor`. */
  advisorId?: string;
  /** No advisor: the way back to the conversation this device holds open, if any (./return-banner.tsx); tapped, that chat. */
  resume?: boolean;
}

/** The live chat with one advisor: the start form, the conversation, or, when the advisor cannot answer, the other ways. */
export function ChatView({ advisor, advisorId, resume }: ChatProps) {
  if (resume) return <Resume />;
  const target = chatTargetOf(advisorId, advisor);
  if (!target) return <ErrorMessage>{T.notFound}</ErrorMessage>;
  return 'id' in target ? <ChatById id={target.id} /> : <ChatBySlug slug={target.slug} />;
}

/** Only with a stored key: one request then says whether its conversation is still open. */
function Resume() {
  const { apiBase } = useWidget();
  const [found, setFound] = useState<ChatConversation | null>(null);
  const [shown, setShown] = useState<'banner' | 'chat' | 'none'>('banner');
  useEffect(() => {
    if (storedChatAdvisors(apiBase).length)
      void openConversation(apiBase).then((conversation) => conversation && setFound(conversation));
  }, [apiBase]);
  if (!found || shown === 'none' || (shown === 'banner' && pageShowsChatWith(found.advisor))) return null;
  if (shown === 'chat') return <ChatById id={found.advisor.id} />;
  return <ReturnBanner conversation={found} onOpen={() => setShown('chat')} onDismiss={() => setShown('none')} />;
}

// The profile's queries: on a profile page the chat and the profile make one request.
function ChatBySlug({ slug }: { slug: string }) {
  const { apiBase } = useWidget();
  const found = useApiQuery(advisorBySlugQuery(apiBase, slug));
  return <Loaded query={found} />;
}

function ChatById({ id }: { id: number }) {
  const { apiBase } = useWidget();
  return <Loaded query={useApiQuery(advisorByIdQuery(apiBase, id))} />;
}

function Loaded({ query }: { query: { data?: Advisor; error: Error | null; isPending: boolean } }) {
  const [other, setOther] = useState<{ advisor: Advisor; restart?: Restart } | null>(null);
  // Typed once, kept when the visitor turns to another advisor.
  const [prenom, setPrenom] = useState('');
  if (query.isPending) return <LoadingBlock text={T.loading} count={1} height={160} />;
  if (!query.data) return <ErrorMessage>{isNotFound(query.error) ? T.notFound : T.loadError}</ErrorMessage>;
  const advisor = other?.advisor ?? query.data;
  const onSwitch = (next: Advisor, restart?: Restart) => {
    if (restart) setPrenom(restart.prenom);
    setOther({ advisor: next, restart });
  };
  return <ChatWith key={advisor.id} advisor={advisor} prenom={prenom} setPrenom={setPrenom} restart={other?.restart} onSwitch={onSwitch} switched={!!other} />;
}

interface ChatWithProps {
  advisor: Advisor;
  prenom: string;
  setPrenom(value: string): void;
  /** Another advisor; after a missed request, with the request to start their chat with at once. */
  onSwitch(advisor: Advisor, restart?: Restart): void;
  restart?: Restart | undefined;
  /** Shown in place of another advisor: focus comes to it. */
  switched: boolean;
}

function ChatWith({ advisor, prenom, setPrenom, onSwitch, restart, switched }: ChatWithProps) {
  const { apiBase } = useWidget();
  const ids = useId();
  const section = useRef<HTMLElement>(null);
  // A missed request tried again here starts a new conversation, whatever this device held with this advisor.
  const [key, setKey] = useState(() => (restart ? null : chatKeyStore.read(apiBase, advisor.id)));
  const [started, setStarted] = useState<ChatConversation | null>(null);
  const [restarting, setRestarting] = useState(!!restart);
  // The server said no (409) though the advisor read present: until their status or presence changes.
  const [refused, setRefused] = useState(false);
  const availability = useLiveStatus(advisor.id) ?? availabilityOf(advisor);
  // Present: at their console (on some server instance) and Disponible; only then is a chat offered.
  const present = useCanChat(advisor);
  useEffect(() => setRefused(false), [availability, present]);
  // The conversation shown, if any: once it ended, the header's dot no longer says « Disponible » beside « … a terminé la conversation ».
  const [conversationStatus, setConversationStatus] = useState<ConversationStatus | null>(null);
  const ended = conversationStatus !== null && conversationStatus !== 'waiting' && conversationStatus !== 'active';
  useEffect(() => {
    if (switched) section.current?.focus();
  }, [switched]);
  // One tap on another advisor after a missed request: the same first name and first message, sent at once.
  const asked = useRef(false);
  useEffect(() => {
    if (!restart || asked.current) return;
    asked.current = true;
    // Refused (gone meanwhile) or failed: the notice, the others and the message form, filled in, as for an absent advisor.
    restartChat(apiBase, { advisor_id: advisor.id, prenom: restart.prenom, accepte_conditions: true, page: openedFrom() }, restart.message)
      .then(
        (next) => {
          setStarted(next.conversation);
          setKey(next.key);
        },
        () => setRefused(true),
      )
      .finally(() => setRestarting(false));
  }, [apiBase, advisor.id, restart]);

  const forget = () => {
    chatKeyStore.forget(apiBase, advisor.id);
    setKey(null);
    setStarted(null);
  };

  const onLeft = (left: string) => {
    setStarted(null);
    setKey(left);
  };

  let body;
  if (key) body = <Conversation key={key} advisor={advisor} chatKey={key} started={started} onGone={forget} onSwitch={onSwitch} onLeft={onLeft} onStatus={setConversationStatus} />;
  else if (restarting) body = <LoadingBlock text={T.loading} count={1} height={160} />;
  else if (refused || !present) {
    body = (
      <>
        <p className={styles.notice} role="status">
          {!refused && availability === 'available' ? T.offline(advisor.first_name) : T.unavailable(advisor.first_name)}
        </p>
        <Alternatives advisor={advisor} onSwitch={onSwitch} />
        {/* The form stored the key: the conversation opens as after a start, its history read from the server. */}
        <LeaveMessageForm advisor={advisor} prenom={prenom} message={restart?.message} onLeft={setKey} />
      </>
    );
  } else {
    body = (
      <ChatIntro
        advisor={advisor}
        prenom={prenom}
        setPrenom={setPrenom}
        onStarted={({ key, conversation }) => {
          chatKeyStore.store(apiBase, advisor.id, key);
          setStarted(conversation);
          setKey(key);
        }}
        onRefused={() => setRefused(true)}
      />
    );
  }

  return (
    <section className={styles.chat} aria-labelledby={`${ids}title`} ref={section} tabIndex={-1} part="chat" data-advisor-id={advisor.id}>
      <header className={styles.header} part="header">
        <AdvisorPhoto advisor={advisor} className={advisorParts.avatar} sizes="56px" />
        <div className={styles.headerText}>
          <h2 id={`${ids}title`} className={styles.title}>
            {T.title(advisor.first_name)}
          </h2>
          {/* Ended: their real state when it is not « can chat now » (Occupé, or absent: Indisponible), nothing when it is (the status line says what happened). */}
          {!ended ? <StatusIndicator status={advisor.status} advisorId={advisor.id} /> : !present && <AvailabilityIndicator availability={availability === 'busy' ? availability : 'offline'} />}
        </div>
      </header>
      {body}
    </section>
  );
}
