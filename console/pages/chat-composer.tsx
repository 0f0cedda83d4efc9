/**
 * What the advisor writes: a text area (Enter sends, Shift+Enter goes to the
 * line), the ready replies to insert, and the advisor's offers to send. The
 * draft belongs to the conversation (another one opened meanwhile keeps its
 * own) and stays until the server has the message: a refusal or a lost
 * connection loses nothing, and sending again reuses the same message id,
 * so a retry is stored once. While the advisor types, the visitor is told
 * so, at most every two seconds. An offer is sent only when it has a payment
 * link and no confirmed self-exclusion of the visitor forbids it: the menu
 * says why not before the advisor tries (order-guard-notice.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { newClientId } from '../../contract/domain/chat-messages';
import { formatEuros } from '../../contract/domain/price';
import { CHAT_LIMITS, type ConsoleConversation, type Offer } from '../../contract/schemas/chat';
import { signalTyping } from '../api/chat';
import { getOffers } from '../api/offers';
import { CANNED_REPLIES } from '../chat-replies';
import { useChat } from '../chat/chat-context';
import buttons from '../components/button.module.css';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import { formStyles } from '../components/field';
import { MenuButton } from '../components/menu-button';
import { useQuery } from '../hooks/use-query';
import { APP_TEXTS, CHAT_TEXTS, GUARD_TEXTS } from '../texts';
import styles from './chat.module.css';
import { guardTexts, type GuardLoad } from './order-guard-notice';

/** The typing signal's pace: the visitor's widget shows it for CHAT_LIMITS.typingShownMs after each. */
const TYPING_EVERY_MS = 2_000;
/** The counter shows once the message comes near the limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMaxLength - 200;

export function Composer({ conversation, autoFocus, guard }: { conversation: ConsoleConversation; autoFocus: boolean; guard: GuardLoad }) {
  const { drafts, setDraft, send } = useChat();
  const { id } = conversation;
  const draft = drafts[id] ?? '';
  const fieldId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const lastTyping = useRef(0);
  // The id of the text being sent: the same for a retry of the same text.
  const pending = useRef<{ text: string; clientId: string } | null>(null);

  useEffect(() => {
    if (autoFocus) area.current?.focus();
  }, [autoFocus]);

  const change = (text: string) => {
    setDraft(id, text);
    setError(null);
    const now = Date.now();
    if (text.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      // Only a hint for the visitor: a lost signal is not worth a word.
      signalTyping(id).catch(() => undefined);
    }
  };

  const submit = () => {
    const text = draft.trim();
    if (busy || !text) return;
    if (pending.current?.text !== text) pending.current = { text, clientId: newClientId() };
    const { clientId } = pending.current;
    setBusy(true);
    setError(null);
    setNotice('');
    send(id, { text, client_id: clientId }).then(
      () => {
        pending.current = null;
        setBusy(false);
        setDraft(id, '');
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter, and Enter while an input method composes a word, do not.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  /** A ready reply goes where the caret is (or at the end), then the advisor edits or sends it. */
  const insert = (text: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? draft.length;
    const end = element?.selectionEnd ?? draft.length;
    const before = draft.slice(0, start);
    const glue = before && !/\s$/.test(before) ? ' ' : '';
    const next = `${before}${glue}${text}${draft.slice(end)}`.slice(0, CHAT_LIMITS.messageMaxLength);
    setDraft(id, next);
    const caret = Math.min(next.length, before.length + glue.length + text.length);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(caret, caret);
    });
  };

  const sendOffer = (offer: Offer) => {
    setError(null);
    setNotice('');
    send(id, { offer_id: offer.id, client_id: newClientId() }).then(
      () => setNotice(CHAT_TEXTS.offerSent(offer.label)),
      (failure: unknown) => {
        setError(failure instanceof Error ? failure.message : String(failure));
        // Refused (a self-exclusion confirmed meanwhile): the menu and the notice say it from now on.
        guard.reload();
      },
    );
  };

  const remaining = CHAT_LIMITS.messageMaxLength - draft.length;
  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <label className={formStyles.label} htmlFor={fieldId}>
        {CHAT_TEXTS.message}
      </label>
      <textarea
        id={fieldId}
        ref={area}
        className={`${formStyles.control} ${styles.textarea}`}
        value={draft}
        rows={3}
        maxLength={CHAT_LIMITS.messageMaxLength}
        aria-describedby={`${fieldId}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <p className={formStyles.hint} id={`${fieldId}-hint`}>
        {CHAT_TEXTS.messageHint}
        {draft.length > COUNTER_FROM && ` ${CHAT_TEXTS.remaining(remaining)}`}
      </p>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <SuccessMessage>{notice}</SuccessMessage>
      <div className={styles.composerTools}>
        <MenuButton label={CHAT_TEXTS.replies} choices={CANNED_REPLIES.map((reply) => ({ key: reply.label, label: reply.label, onSelect: () => insert(reply.text) }))} />
        <OffersMenu advisor={conversation.advisor} onSend={sendOffer} guard={guard} />
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.send}`} aria-disabled={busy || undefined}>
          {busy ? CHAT_TEXTS.sending : CHAT_TEXTS.send}
        </button>
      </div>
    </form>
  );
}

/**
 * The advisor's offers, read when the composer shows (and again on each
 * opening of the list if that failed); what stands in an order's way is
 * read again at each opening. One without a payment link stays listed,
 * unavailable, saying where an admin sets it; a self-exclusion makes them
 * all unavailable, and the spending flag shows above them.
 */
function OffersMenu({ advisor, onSend, guard }: { advisor: ConsoleConversation['advisor']; onSend(offer: Offer): void; guard: GuardLoad }) {
  const offers = useQuery(['offers', advisor.id], (signal) => getOffers(advisor.id, signal));
  const { block, spending } = guardTexts(guard.data);
  const choices = (offers.data ?? []).map((offer) => ({
    key: String(offer.id),
    label: `${offer.label} · ${CHAT_TEXTS.minutes(offer.duration_minutes)} · ${formatEuros(offer.price_cents)}`,
    onSelect: () => onSend(offer),
    unavailable: block ? GUARD_TEXTS.blockedOffer : offer.payment_url ? undefined : GUARD_TEXTS.noPaymentLink(advisor.first_name),
  }));
  const empty = offers.phase === 'loading' ? APP_TEXTS.loading : offers.phase === 'failed' ? CHAT_TEXTS.offersFailed : CHAT_TEXTS.noOffers;
  const note = (block ?? spending) && (
    <>
      {block}
      {block && spending && ' '}
      {spending}
    </>
  );
  const onOpen = () => {
    if (offers.phase === 'failed') offers.reload();
    guard.reload();
  };
  return <MenuButton label={CHAT_TEXTS.offers} choices={choices} empty={empty} onOpen={onOpen} note={note} />;
}
