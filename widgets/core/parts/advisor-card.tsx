import type { ReactNode } from 'react';
import { descriptionText, expertiseLine, parseDescription } from '../description';
import { DEFAULT_RATING, parseRating } from '../rating';
import type { Advisor } from '../schemas';
import { ADVISOR_TEXTS } from '../texts/advisor';
import { AdvisorPhoto } from './advisor-photo';
import styles from './advisor.module.css';
import parts from './parts.module.css';
import { RatingLine } from './star-rating';
import { StatusIndicator, type StatusWording } from './status-indicator';
import { WidgetLink } from './widget-link';

export const profilePath = (advisor: Advisor) => `/consultant-profile/${encodeURIComponent(advisor.slug)}`;

export interface AdvisorCardProps {
  advisor: Advisor;
  /** Review text under the stars ('238 avis'); none when absent. */
  reviews?: string;
  /** Rating shown: most pages show the fixed 4.8 (SPEC.md section 9). */
  rating?: number;
  /** 'summary': first line; 'full': the description with its line breaks; 'none'. */
  description?: 'summary' | 'full' | 'none';
  statusWording?: StatusWording;
  /** Title when the advisor has none (per theme or specialty). */
  fallbackTitle?: string;
  /** Buttons under the text (contact buttons, Contacter, …). */
  actions?: ReactNode;
  /** Heading level of the name inside the widget. */
  headingLevel?: 2 | 3;
}

/** One advisor as a card: photo, name linking to the profile, badge, status, rating, text, actions. */
export function AdvisorCard({
  advisor,
  reviews,
  rating = DEFAULT_RATING,
  description = 'summary',
  statusWording = 'availability',
  fallbackTitle,
  actions,
  headingLevel = 3,
}: AdvisorCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const text = description === 'full' ? descriptionText(advisor.description) : description === 'summary' ? parseDescription(advisor.description).summary : null;
  const expertise = expertiseLine(advisor.title?.trim() || fallbackTitle, advisor.specialty);
  return (
    <article className={styles.card} part="card" data-advisor-id={advisor.id}>
      <div className={styles.cardHeader}>
        <WidgetLink path={profilePath(advisor)} advisorId={advisor.id} ariaLabel={`${ADVISOR_TEXTS.seeProfile} : ${advisor.first_name}`}>
          <AdvisorPhoto advisor={advisor} />
        </WidgetLink>
        <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
          <span className={styles.badge} part="badge">
            {advisor.type || ADVISOR_TEXTS.defaultType}
          </span>
          <Heading style={{ fontSize: 20 }}>
            <WidgetLink path={profilePath(advisor)} advisorId={advisor.id} className={styles.cardName} part="name">
              {advisor.first_name}
            </WidgetLink>
          </Heading>
          <StatusIndicator status={advisor.status} wording={statusWording} />
        </div>
      </div>
      <RatingLine rating={rating} reviews={reviews} />
      {expertise && <p className={styles.expertise}>{expertise}</p>}
      {text && <p className={`${parts.text} ${description === 'full' ? parts.preLine : ''}`}>{text}</p>}
      {actions}
    </article>
  );
}

/** The rating an advisor's own text gives, or the fallback. */
export function advisorRating(advisor: Advisor, fallback = DEFAULT_RATING): number {
  return parseRating(advisor.rating) ?? fallback;
}
