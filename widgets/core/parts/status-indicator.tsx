import { availabilityOf, type Availability } from '../../../contract/domain/availability';
import { useLiveStatus } from '../live-status';
import { STATUS_TEXTS } from '../../../contract/texts/status';
import styles from './advisor.module.css';

/** By availability: the state shown (`data-state`, `part` status-online…, and its class); its word is STATUS_TEXTS's. */
const STATE: Readonly<Record<Availability, 'online' | 'busy' | 'offline'>> = { available: 'online', busy: 'busy', offline: 'offline' };

/**
 * Available, busy or offline by the availability rule
 * (contract/domain/availability.ts), kept live: while a dot shows, the
 * page's live stream is open (widgets/core/live-status.ts). A dot whose
 * advisor sits in no cached query (the free question's suggestions, the
 * site's team list) passes `advisorId` to follow it too.
 */
export function StatusIndicator({ status, advisorId }: { status: string | null | undefined; advisorId?: number }) {
  const availability = availabilityOf({ status: useLiveStatus(advisorId) ?? status });
  const state = STATE[availability];
  return (
    <span className={`${styles.status} ${styles[state]}`} part={`status status-${state}`} data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_TEXTS[availability]}
    </span>
  );
}
