import { Link } from 'wouter';
import styles from './breadcrumb.module.css';

export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav className={styles.breadcrumb} aria-label="Fil d’Ariane">
      <ol>
        {items.map((item, index) => (
          <li key={item.label}>
            {item.href && index < items.length - 1 ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
