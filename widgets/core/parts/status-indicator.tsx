import { STATUS_TEXTS } from '../texts/advisor';
import styles from './advisor.module.css';

export type StatusWording = 'availability' | 'presence' | 'monthly';
export type DisplayState = 'online' | 'offline' | 'busy';

const labels: Record<StatusWording, Record<DisplayState, string>> = {
  availability: { online: STATUS_TEXTS.available, offline: STATUS_TEXTS.unavailable, busy: STATUS_TEXTS.busy },
  presence: { online: STATUS_TEXTS.online, offline: STATUS_TEXTS.offline, busy: STATUS_TEXTS.busy },
  monthly: { online: STATUS_TEXTS.available, offline: STATUS_TEXTS.unavailable, busy: STATUS_TEXTS.busy },
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
