import { useState, type FormEvent } from 'react';
import { formStyles, TextField, useSubmission } from '../core/parts/form';
import type { Advisor } from '../../contract/schemas/advisor';
import { ChatLeave } from '../../contract/schemas/chat';
import { useWidget } from '../core/widget-context';
import { chatKeyStore, leaveMessage } from './chat-api';
import { openedFrom, SubmitEnd, TermsField, useCheckedForm } from './chat-intro';
import { CHAT_TEXTS as T } from './texts';

export interface LeaveMessageFormProps {
  advisor: Advisor;
  /** What the visitor already typed elsewhere (the start form, a missed request): the fields start with it. */
  prenom?: string;
  message?: string;
  /** The message is stored: its conversation's key (kept on this device already). */
  onLeft(key: string): void;
}

const FIELDS = ['prenom', 'email', 'text', 'accepte_conditions'] as const;

/**
 * A message left for the advisor, who answers by e-mail: first name, e-mail,
 * message, the terms and age accepted. The same checks as the server's
 * (ChatLeave), each error under its field; a refusal keeps every field as typed.
 */
export function LeaveMessageForm({ advisor, prenom: typedName = '', message = '', onLeft }: LeaveMessageFormProps) {
  const { apiBase } = useWidget();
  const [prenom, setPrenom] = useState(typedName);
  const [email, setEmail] = useState('');
  const [text, setText] = useState(message);
  const [accepted, setAccepted] = useState(false);
  const [submission, submit] = useSubmission<void>();
  const loading = submission.phase === 'loading';
  const values: ChatLeave = { advisor_id: advisor.id, prenom, email, text, accepte_conditions: accepted as true, page: openedFrom() };
  const { form, errors, check } = useCheckedForm(ChatLeave, values, FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !check()) return;
    void submit(async () => {
      const { key } = await leaveMessage(apiBase, { ...values, prenom: prenom.trim(), email: email.trim(), text: text.trim() });
      chatKeyStore.store(apiBase, advisor.id, key);
      onLeft(key);
    });
  };

  return (
    <form ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={loading} part="form leave-form">
      <p className={formStyles.intro}>{T.leaveIntro(advisor.first_name)}</p>
      <TextField label={T.firstName} name="prenom" value={prenom} onValue={setPrenom} autoComplete="given-name" disabled={loading} error={errors.prenom} />
      <TextField label={T.email} name="email" type="email" value={email} onValue={setEmail} autoComplete="email" disabled={loading} error={errors.email} />
      <TextField label={T.message} name="text" rows={4} value={text} onValue={setText} disabled={loading} error={errors.text} />
      <TermsField accepted={accepted} onAccepted={setAccepted} disabled={loading} error={errors.accepte_conditions} />
      <SubmitEnd submission={submission} label={T.leave} />
    </form>
  );
}
