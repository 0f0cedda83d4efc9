import styles from './badge.module.css';

/**
 * A count in a gold pill, read out with what it counts (`label`): the
 * navigation's unread messages and waiting conversations, a conversation's
 * unread messages. Nothing for zero.
 */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (!count) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      {count}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
