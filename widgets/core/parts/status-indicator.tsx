import { isAvailable } from '../domain/availability';
import { STATUS_TEXTS } from '../texts/advisor';
import styles from './advisor.module.css';

/** 'availability': Disponible / Indisponible; 'presence': En ligne / Hors ligne. */
export type StatusWording = 'availability' | 'presence';

const labels: Record<StatusWording, [online: string, offline: string]> = {
  availability: [STATUS_TEXTS.available, STATUS_TEXTS.unavailable],
  presence: [STATUS_TEXTS.online, STATUS_TEXTS.offline],
};

/** Online or offline by the availability rule (widgets/core/domain/availability.ts). */
export function StatusIndicator({ status, wording = 'availability' }: { status: string | null | undefined; wording?: StatusWording }) {
  const online = isAvailable({ status });
  const shown = online ? 'online' : 'offline';
  return (
    <span className={`${styles.status} ${styles[shown]}`} part={`status status-${shown}`} data-state={shown}>
      <span className={styles.dot} aria-hidden="true" />
      {labels[wording][online ? 0 : 1]}
    </span>
  );
}
