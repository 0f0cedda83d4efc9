import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as z from 'zod/mini';
import { formStyles } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { CHAT_LIMITS, ChatSend } from '../../contract/schemas/chat';
import theme from '../core/theme.module.css';
import { newClientId } from '../../contract/domain/chat-messages';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';

/** The counter shows from this many characters on. */
const COUNT_FROM = CHAT_LIMITS.messageMaxLength - 200;

/**
 * The visitor's message box: Enter sends, Shift+Enter starts a new line. A
 * message that fails comes back into the box with the server's reason, and
 * sent again unchanged it keeps its client id, so the server stores it once.
 */
export function Composer({ onSend, focus }: { onSend(text: string, clientId: string): Promise<string | null>; focus: boolean }) {
  const ids = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Right after the start form, whose button is gone: the keyboard goes on in the message box.
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const retry = useRef<{ text: string; id: string } | null>(null);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = z.safeParse(ChatSend.shape.text, text);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    const value = checked.data;
    const id = retry.current?.text === value ? retry.current.id : newClientId();
    setText('');
    setError(null);
    const failure = await onSend(value, id);
    retry.current = failure ? { text: value, id } : null;
    if (failure) {
      // What was typed meanwhile stays, after the message that failed.
      setText((typed) => (typed ? `${value}\n${typed}` : value));
      setError(failure);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void onSubmit();
  };

  const described = [error && `${ids}error`, text.length >= COUNT_FROM && `${ids}count`].filter(Boolean).join(' ') || undefined;
  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate part="composer">
      <label className={theme.visuallyHidden} htmlFor={`${ids}text`}>
        {T.message}
      </label>
      <textarea
        ref={box}
        id={`${ids}text`}
        name="message"
        className={formStyles.input}
        rows={2}
        value={text}
        placeholder={T.message}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        part="input"
      />
      <button type="submit" className={`${parts.button} ${parts.primary}`} part="button send">
        {T.send}
      </button>
      {text.length >= COUNT_FROM && (
        <p id={`${ids}count`} className={`${styles.small} ${text.length > CHAT_LIMITS.messageMaxLength ? styles.error : ''}`}>
          {T.count(text.length, CHAT_LIMITS.messageMaxLength)}
        </p>
      )}
      {error && (
        <p id={`${ids}error`} className={formStyles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
