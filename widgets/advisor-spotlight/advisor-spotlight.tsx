import { useId } from 'react';
import { descriptionSummary, expertiseLine } from '../core/description';
import { log } from '../core/log';
import { CardLinks, FromPrice, NameHeading, PhotoLink } from '../core/parts/advisor-card';
import { AdvisorMedia } from '../core/parts/advisor-photo';
import { EmptyMessage, ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import advisorParts from '../core/parts/advisor.module.css';
import parts from '../core/parts/parts.module.css';
import { RatingLine } from '../core/parts/star-rating';
import { StatusIndicator } from '../core/parts/status-indicator';
import { useApiQuery } from '../core/query';
import type { Advisor } from '../../contract/schemas/advisor';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';
import { useWidget } from '../core/widget-context';
import styles from './advisor-spotlight.module.css';
import { pickQuery, pickRules, resolvePick, spotlightTitle, type PickRules, type SpotlightPick } from './spotlight-picks';

export interface AdvisorSpotlightProps {
  /** daily, monthly, tarologue, astrologue, numerologue, medium, amour, carriere, argent, famille. */
  pick?: string;
  /** Replaces the pick's heading. */
  heading?: string;
  /** Hides the heading (the host page shows its own). */
  noHeading?: boolean;
}

/** The advisor of the day, of the month, or the expert of the day of a theme or specialty. */
export function AdvisorSpotlightView({ pick: pickAttribute, heading, noHeading = false }: AdvisorSpotlightProps) {
  const pick = resolvePick(pickAttribute);
  if (!pick) {
    log.warn('voy-advisor-spotlight: unknown pick', pickAttribute);
    return <ErrorMessage>{BLOCK.errors.homeBlock}</ErrorMessage>;
  }
  const rules = pickRules(pick);
  return <Spotlight pick={pick} rules={rules} heading={noHeading ? null : heading?.trim() || rules.heading} />;
}

function Spotlight({ pick, rules, heading }: { pick: SpotlightPick; rules: PickRules; heading: string | null }) {
  const { apiBase } = useWidget();
  const advisor = useApiQuery(pickQuery(apiBase, pick));
  const headingId = useId();

  let content;
  if (advisor.isPending) content = <LoadingBlock text={rules.loading} count={1} height={320} />;
  else if (advisor.isError) content = <ErrorMessage>{rules.error}</ErrorMessage>;
  else if (!advisor.data) content = rules.empty ? <EmptyMessage>{rules.empty}</EmptyMessage> : <ErrorMessage>{rules.error}</ErrorMessage>;
  else content = <SpotlightCard advisor={advisor.data} pick={pick} rules={rules} nameLevel={heading ? 3 : 2} />;

  return (
    <section className={advisorParts.block} aria-labelledby={heading ? headingId : undefined} data-pick={pick}>
      {heading && (
        <h2 className={advisorParts.blockHeading} id={headingId} part="heading">
          {heading}
        </h2>
      )}
      {content}
    </section>
  );
}

function SpotlightCard({ advisor, pick, rules, nameLevel }: { advisor: Advisor; pick: SpotlightPick; rules: PickRules; nameLevel: 2 | 3 }) {
  const expertise = expertiseLine(spotlightTitle(advisor, pick), advisor.specialty);
  const summary = descriptionSummary(advisor.description);
  return (
    <article className={`${advisorParts.card} ${styles.card}`} part="card" data-advisor-id={advisor.id}>
      <div className={styles.media}>
        {rules.video ? (
          <AdvisorMedia advisor={advisor} className={styles.video} photo={<PhotoLink advisor={advisor} className={styles.photo} eager />} />
        ) : (
          <PhotoLink advisor={advisor} className={styles.photo} eager />
        )}
      </div>
      <div className={styles.body}>
        <span className={advisorParts.badge} part="badge">
          {advisor.type || ADVISOR_TEXTS.defaultType}
        </span>
        <NameHeading advisor={advisor} level={nameLevel} className={styles.name} />
        <StatusIndicator status={advisor.status} />
        <RatingLine advisor={advisor} />
        {expertise && <p className={advisorParts.expertise}>{expertise}</p>}
        <FromPrice advisor={advisor} />
        {summary && <p className={parts.text}>{summary}</p>}
        <CardLinks advisor={advisor} />
      </div>
    </article>
  );
}

