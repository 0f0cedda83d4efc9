import { Link } from 'wouter';
import { Icon, type IconName } from './icons';
import grid from './even-grid.module.css';
import styles from './link-cards.module.css';

export interface LinkCard {
  title: string;
  text: string;
  href: string;
  /** The icon shown above the title (kept under the name `glyph` the pages already use). */
  glyph?: IconName;
}

/** A row of cards that each lead to a page (themes, specialties, channels). */
export function LinkCards({ cards, headingLevel = 3 }: { cards: LinkCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`${styles.cards} ${grid.grid}`}>
      {cards.map((card) => (
        <LinkCardItem key={card.title} card={card} Heading={Heading} />
      ))}
    </ul>
  );
}

/** One card, named by what it shows: its title, then its text (WCAG 2.5.3, label in name). */
function LinkCardItem({ card, Heading }: { card: LinkCard; Heading: 'h2' | 'h3' }) {
  return (
    <li>
      <Link href={card.href} className={styles.card}>
        {card.glyph && <Icon name={card.glyph} className={styles.icon} />}
        <Heading className={styles.title}>{card.title}</Heading>
        <p className={styles.text}>
          {card.text}
        </p>
      </Link>
    </li>
  );
}
