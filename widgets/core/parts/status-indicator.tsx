import { availabilityOf, type Availability } from '../../../contract/domain/availability';
import { useLiveStatus } from '../live-status';
import { STATUS_TEXTS } from '../../../contract/texts/status';
import styles from './advisor.module.css';

/**
 * The dot's CSS `part` of each availability. These names are published to
 * partners (`::part(status-online)`: the manifest's cssParts, the README)
 * and stay as they are, though the availability's own name is `available`.
 */
const PART: Readonly<Record<Availability, string>> = { available: 'status-online', busy: 'status-busy', offline: 'status-offline' };

/** An availability as a dot: its class and `data-state` are its name, its word STATUS_TEXTS's. */
export function AvailabilityIndicator({ availability }: { availability: Availability }) {
  return (
    <span className={`${styles.status} ${styles[availability]}`} part={`status ${PART[availability]}`} data-state={availability}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_TEXTS[availability]}
    </span>
  );
}

/**
 * An advisor's availability as the API served it (`status`, the spec's code),
 * kept live: while a dot shows, the page's live stream is open
 * (widgets/core/live-status.ts). A dot whose advisor sits in no cached query
 * (the free question's suggestions, the site's team list) passes
 * `advisorId` to follow it too.
 */
export function StatusIndicator({ status, advisorId }: { status: string | null | undefined; advisorId?: number }) {
  return <AvailabilityIndicator availability={useLiveStatus(advisorId) ?? availabilityOf({ status })} />;
}
