import { TEXTS } from '../texts';
import styles from './parts.module.css';

export type StatusWording = 'availability' | 'presence' | 'monthly';
export type DisplayState = 'online' | 'offline' | 'busy';

const labels: Record<StatusWording, Record<DisplayState, string>> = {
  availability: { online: TEXTS.status.available, offline: TEXTS.status.unavailable, busy: TEXTS.status.busy },
  presence: { online: TEXTS.status.online, offline: TEXTS.status.offline, busy: TEXTS.status.busy },
  monthly: { online: TEXTS.status.available, offline: TEXTS.status.unavailable, busy: TEXTS.status.busy },
};

/** '1' is online; anything else offline (SPEC.md section 4). 'busy' exists for display only. */
export function displayState(status: string | null | undefined): DisplayState {
  return status === '1' ? 'online' : 'offline';
}

export function StatusIndicator({
  status,
  wording = 'availability',
  state,
}: {
  status: string | null | undefined;
  wording?: StatusWording;
  /** Forces a display state (the busy state is never produced from data). */
  state?: DisplayState;
}) {
  const shown = state ?? displayState(status);
  return (
    <span className={`${styles.status} ${styles[shown]}`} part={`status status-${shown}`} data-state={shown}>
      <span className={styles.dot} aria-hidden="true" />
      {labels[wording][shown]}
    </span>
  );
}
