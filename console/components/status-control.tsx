/**
 * An advisor's availability, applied as soon as it is chosen
 * (PUT /api/console/advisors/:id/status): the segmented `Statut` control of
 * the edit page and of an advisor's own page, and a compact select per row
 * of the list. The choice shows at once; a refusal puts the previous state
 * back and says why.
 */
import { useId, useState } from 'react';
import { AVAILABILITIES, type Availability } from '../../contract/domain/availability';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { setStatus } from '../api/advisors';
import { STATUS_LABELS, STATUS_TEXTS } from '../texts';
import { ownAdvisorChanged } from './auto-offline-banner';
import styles from './status-control.module.css';

type Target = Pick<ConsoleAdvisor, 'id' | 'first_name' | 'availability'>;

function useStatusChange(advisor: Target, onChanged?: (advisor: ConsoleAdvisor) => void) {
  const [chosen, setChosen] = useState<Availability>(advisor.availability);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  // The server's availability wins when it changes (another operator, a reload), unless a choice is on its way.
  const [seen, setSeen] = useState(advisor.availability);
  if (seen !== advisor.availability && phase !== 'saving') {
    setSeen(advisor.availability);
    setChosen(advisor.availability);
  }

  const choose = (next: Availability) => {
    if (next === chosen && phase !== 'failed') return;
    const previous = chosen;
    setChosen(next);
    setPhase('saving');
    setMessage(STATUS_TEXTS.saving);
    setStatus(advisor.id, next).then(
      (updated) => {
        setPhase('saved');
        setMessage(STATUS_TEXTS.saved(STATUS_LABELS[next]));
        onChanged?.(updated);
        ownAdvisorChanged();
      },
      (error: unknown) => {
        setChosen(previous);
        setPhase('failed');
        setMessage(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return { chosen, phase, message, choose };
}

interface StatusControlProps {
  advisor: Target;
  /** The advisor as the server now has it. */
  onChanged?: (advisor: ConsoleAdvisor) => void;
}

/** Three radio buttons, `Disponible`, `Occupé`, `Hors ligne`, in a group labelled `Statut`. */
export function StatusControl({ advisor, onChanged }: StatusControlProps) {
  const { chosen, phase, message, choose } = useStatusChange(advisor, onChanged);
  const id = useId();
  return (
    <div className={styles.group} role="radiogroup" aria-labelledby={`${id}label`} aria-describedby={`${id}message`} aria-busy={phase === 'saving' || undefined}>
      <span className={styles.label} id={`${id}label`}>
        {STATUS_TEXTS.label}
      </span>
      <div className={styles.segments}>
        {AVAILABILITIES.map((availability) => (
          <label key={availability} className={styles.segment} data-value={availability}>
            <input type="radio" name={`${id}status`} value={availability} checked={chosen === availability} onChange={() => choose(availability)} />
            <span className={styles.dot} aria-hidden="true" />
            {STATUS_LABELS[availability]}
          </label>
        ))}
      </div>
      <p className={`${styles.message} ${phase === 'failed' ? styles.failed : ''}`} id={`${id}message`} role="status">
        {message}
      </p>
    </div>
  );
}

/** The same control as one select, for a row of the list: `Statut d’Hélène`. */
export function StatusSelect({ advisor, onChanged }: StatusControlProps) {
  const { chosen, phase, message, choose } = useStatusChange(advisor, onChanged);
  const id = useId();
  return (
    <div className={styles.group}>
      <select
        className={styles.select}
        aria-label={STATUS_TEXTS.rowLabel(advisor.first_name)}
        aria-describedby={phase === 'failed' ? `${id}message` : undefined}
        aria-busy={phase === 'saving' || undefined}
        data-value={chosen}
        value={chosen}
        onChange={(event) => choose(event.currentTarget.value as Availability)}
      >
        {AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {STATUS_LABELS[availability]}
          </option>
        ))}
      </select>
      {phase === 'failed' && (
        <p className={`${styles.message} ${styles.failed}`} id={`${id}message`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
