import { availabilityOf, type Availability } from '../domain/availability';
import { useLiveStatus } from '../live-status';
import { STATUS_TEXTS } from '../texts/advisor';
import styles from './advisor.module.css';

/** 'availability': Disponible / Occupé / Indisponible; 'presence': En ligne / Occupé / Hors ligne. */
export type StatusWording = 'availability' | 'presence';

/** By availability: the state shown (`data-state`, `part` status-online…, and its class) and the label in each wording. */
const SHOWN: Readonly<Record<Availability, { state: 'online' | 'busy' | 'offline'; label: Readonly<Record<StatusWording, string>> }>> = {
  available: { state: 'online', label: { availability: STATUS_TEXTS.available, presence: STATUS_TEXTS.online } },
  busy: { state: 'busy', label: { availability: STATUS_TEXTS.busy, presence: STATUS_TEXTS.busy } },
  offline: { state: 'offline', label: { availability: STATUS_TEXTS.unavailable, presence: STATUS_TEXTS.offline } },
};

/**
 * Available, busy or offline by the availability rule
 * (widgets/core/domain/availability.ts), kept live: while a dot shows, the
 * page's live stream is open (widgets/core/live-status.ts). A dot whose
 * advisor sits in no cached query (the free question's suggestions, the
 * site's team list) passes `advisorId` to follow it too.
 */
export function StatusIndicator({ status, wording = 'availability', advisorId }: { status: string | null | undefined; wording?: StatusWording; advisorId?: number }) {
  const { state, label } = SHOWN[availabilityOf({ status: useLiveStatus(advisorId) ?? status })];
  return (
    <span className={`${styles.status} ${styles[state]}`} part={`status status-${state}`} data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {label[wording]}
    </span>
  );
}
