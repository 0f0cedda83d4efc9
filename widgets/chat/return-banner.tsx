/**
 * The way back to an open conversation (issue 42 point 2): « Reprendre ma
 * conversation avec Hélène » on every page of the site while this device
 * holds the key of a conversation still waiting or active. The site loads it
 * only when a key is stored (site/layout/way-back.tsx; widgets/core/storage.ts
 * storedChatAdvisors: no request, no code otherwise); in the embed it comes
 * with voy-chat's code (`resume`). One request per key reads its state. In the flow
 * of the page, under the header: it covers nothing; it can be put away for
 * the page view.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { chatTargetOf } from './chat-target';
import { ApiCallError } from '../core/api';
import { storedChatAdvisors } from '../core/storage';
import { CONVERSATION_NOT_FOUND, type ChatConversation } from '../../contract/schemas/chat';
import { chatKeyStore, conversationApi } from './chat-api';
import { adoptStyles } from '../core/styles';
import styles, { css } from './return-banner.module.css';
import { CHAT_TEXTS as T } from './texts';

/** A message id past any: the state alone, no message (the cheap check). */
const NO_MESSAGES = 2_147_483_647;

/** The first conversation this device holds with `apiBase` that is still waiting or active; a key the server no longer knows is forgotten. */
export async function openConversation(apiBase: string): Promise<ChatConversation | null> {
  for (const advisorId of storedChatAdvisors(apiBase)) {
    const key = chatKeyStore.read(apiBase, advisorId);
    if (!key) continue;
    try {
      const { conversation } = await conversationApi(apiBase, key).history(NO_MESSAGES);
      const { status } = conversation;
      if (status === 'waiting' || status === 'active') return conversation;
    } catch (error) {
      if (error instanceof ApiCallError && error.code === CONVERSATION_NOT_FOUND) chatKeyStore.forget(apiBase, advisorId);
    }
  }
  return null;
}

/**
 * Whether the page already has a voy-chat with this advisor (by `advisor-id`,
 * or `advisor` as an id or a slug, read as the element reads them): that
 * element shows the conversation itself, from the same stored key, so a way
 * back to it would only repeat it. A voy-chat with another advisor leaves
 * the way back useful.
 */
export function pageShowsChatWith(advisor: { id: number; slug: string }): boolean {
  return [...document.querySelectorAll('voy-chat:not([resume])')].some((element) => {
    const target = chatTargetOf(element.getAttribute('advisor-id'), element.getAttribute('advisor'));
    return target !== null && ('id' in target ? target.id === advisor.id : target.slug === advisor.slug);
  });
}

interface ReturnBannerProps {
  conversation: ChatConversation;
  /** Opens the conversation (the profile's chat, or the chat element). */
  onOpen(): void;
  /** Put away for this page view. */
  onDismiss(): void;
}

/** The banner: announced once shown (role=status), its button first in its row, then « Masquer ». */
export function ReturnBanner({ conversation, onOpen, onDismiss }: ReturnBannerProps) {
  const text = useRef<HTMLParagraphElement>(null);
  const band = useRef<HTMLElement>(null);
  // Its styles where it is drawn: the site's document, or a widget's shadow root.
  useLayoutEffect(() => {
    const root = band.current?.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) adoptStyles(root, [css]);
  }, []);
  // Filled after the live region exists, so that screen readers announce it.
  useEffect(() => {
    if (text.current) text.current.textContent = T.resumeNotice(conversation.advisor.first_name);
  }, [conversation.advisor.first_name]);
  return (
    <aside ref={band} className={styles.banner} aria-label={T.resumeRegion} data-advisor-id={conversation.advisor.id} part="resume-banner">
      <p ref={text} className={styles.notice} role="status" />
      <div className={styles.actions}>
        <button type="button" className={styles.open} onClick={onOpen}>
          {T.resume(conversation.advisor.first_name)}
        </button>
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          {T.resumeDismiss}
        </button>
      </div>
    </aside>
  );
}
