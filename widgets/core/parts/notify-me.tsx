/**
 * « Prévenez-moi » on the card and the profile of an advisor absent from the
 * chat: a button whose tap loads the form and its schema (./notify-me-form.tsx,
 * through ../schemas/lazy/presence-alert.ts: on the site, the cards of every
 * page never load them otherwise; the embed has them with its code).
 */
import { useState, type ComponentType } from 'react';
import type { Advisor } from '../../../contract/schemas/advisor';
import { presenceAlertForm } from '../schema-loaders/lazy/presence-alert';
import { TEXTS } from '../texts/common';
import parts from './parts.module.css';

type Props = { advisor: Pick<Advisor, 'id' | 'first_name'> };

export function NotifyMe({ advisor }: Props) {
  const [Form, setForm] = useState<ComponentType<Props> | null>(null);
  if (Form) return <Form advisor={advisor} />;
  return (
    <button
      type="button"
      className={parts.button}
      part="button notify-me"
      aria-label={`${TEXTS.contact.notifyMe}\u202f: ${advisor.first_name}`}
      onClick={() => void presenceAlertForm().then((form) => setForm(() => form))}
    >
      {TEXTS.contact.notifyMe}
    </button>
  );
}
