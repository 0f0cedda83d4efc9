import { Link } from 'wouter';

export interface LinkCard {
  title: string;
  text: string;
  href: string;
  /** A short symbol shown above the title (emoji-free: a glyph or initials). */
  glyph?: string;
}

/** A row of cards that each lead to a page (themes, specialties, channels). */
export function LinkCards({ cards, headingLevel = 3 }: { cards: LinkCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="link-cards">
      {cards.map((card) => (
        <li key={card.title}>
          <Link href={card.href} className="link-card">
            {card.glyph && (
              <span className="link-card__glyph" aria-hidden="true">
                {card.glyph}
              </span>
            )}
            <Heading className="link-card__title">{card.title}</Heading>
            <p className="link-card__text">{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
