import { AVAILABILITIES, availabilityOf } from '../domain/availability';
import { useLiveStatus } from '../live-status';
import { STATUS_TEXTS } from '../texts/advisor';
import styles from './advisor.module.css';

/** 'availability': Disponible / Occupé / Indisponible; 'presence': En ligne / Occupé / Hors ligne. */
export type StatusWording = 'availability' | 'presence';

/** By availability (available, busy, offline): the state, as `data-state`, `part` (status-online…) and class. */
const STATES = ['online', 'busy', 'offline'] as const;

/** By availability, the label in each wording. */
const labels: Record<StatusWording, readonly [available: string, busy: string, offline: string]> = {
  availability: [STATUS_TEXTS.available, STATUS_TEXTS.busy, STATUS_TEXTS.unavailable],
  presence: [STATUS_TEXTS.online, STATUS_TEXTS.busy, STATUS_TEXTS.offline],
};

/**
 * Available, busy or offline by the availability rule
 * (widgets/core/domain/availability.ts), kept live: while a dot shows, the
 * page's live stream is open (widgets/core/live-status.ts). A dot whose
 * advisor sits in no cached query (the free question's suggestions) passes
 * `advisorId` to follow it too.
 */
export function StatusIndicator({ status, wording = 'availability', advisorId }: { status: string | null | undefined; wording?: StatusWording; advisorId?: number }) {
  const index = AVAILABILITIES.indexOf(availabilityOf({ status: useLiveStatus(advisorId) ?? status }));
  const shown = STATES[index]!;
  return (
    <span className={`${styles.status} ${styles[shown]}`} part={`status status-${shown}`} data-state={shown}>
      <span className={styles.dot} aria-hidden="true" />
      {labels[wording][index]}
    </span>
  );
}
