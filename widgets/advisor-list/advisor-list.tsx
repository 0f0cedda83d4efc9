import { advisorListQuery } from '../core/advisor-queries';
import { messengerHref } from '../../contract/domain/contact-links';
import { log } from '../core/log';
import advisorParts from '../core/parts/advisor.module.css';
import { AdvisorCard, CardLinks } from '../core/parts/advisor-card';
import { EmptyMessage, ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import { Icon } from '../core/parts/icons';
import { NextReturn } from '../core/parts/next-return';
import { NotifyMe } from '../core/parts/notify-me';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import { useApiQuery } from '../core/query';
import type { Advisor } from '../../contract/schemas/advisor';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';
import { TEXTS } from '../core/texts/common';
import { useWidget } from '../core/widget-context';
import styles from './advisor-list.module.css';
import { pageRules, resolveLimit, resolveSource, sourcePath, type CardActions, type ListSource } from './list-source';

export interface AdvisorListProps {
  /** Tarologue, Astrologue, Numérologue, Médium, or a theme slug (tarologie, …). */
  type?: string;
  /** Amour, Carrière (carriere), Argent, Famille. */
  specialty?: string;
  /** 'three-daily': the three advisors of the day. */
  pick?: string;
  /** How many cards at most (default 3). */
  limit?: number;
  /** 'chat': the 'Tchat en direct' cards. */
  variant?: string;
  /** Optional heading above the cards (the host page usually has its own). */
  heading?: string;
  /** With specialty: leave out the advisors this other specialty's page already shows. */
  exclude?: string;
}

/** Advisors of a type, of a specialty or of the day, with the rules of the page each stands for. */
export function AdvisorListView(props: AdvisorListProps) {
  const source = resolveSource(props);
  if (!source) {
    log.warn('voy-advisor-list: unknown type, specialty or pick', props);
    return <ErrorMessage>{BLOCK.errors.advisors}</ErrorMessage>;
  }
  return <AdvisorListBlock source={source} limit={resolveLimit(props.limit)} heading={props.heading?.trim()} />;
}

function AdvisorListBlock({ source, limit, heading }: { source: ListSource; limit: number; heading?: string }) {
  const { apiBase } = useWidget();
  const advisors = useApiQuery(advisorListQuery(apiBase, sourcePath(source)));
  const rules = pageRules(source);

  let content;
  if (advisors.isPending) content = <LoadingBlock text={rules.loading} count={limit} />;
  else if (advisors.isError && rules.error) content = <ErrorMessage>{rules.error}</ErrorMessage>;
  else {
    const shown = advisors.data?.slice(0, limit) ?? [];
    content =
      shown.length === 0 ? (
        <EmptyMessage>{rules.empty}</EmptyMessage>
      ) : (
        <ul className={rules.layout === 'list' ? styles.list : styles.grid}>
          {shown.map((advisor) => (
            <li key={advisor.id} className={styles.item}>
              <AdvisorCard
                advisor={advisor}
                description={rules.description}
                fallbackTitle={rules.fallbackTitle}
                headingLevel={heading ? 3 : 2}
                actions={<CardButtons advisor={advisor} actions={rules.actions} />}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className={advisorParts.block}>
      {heading && <h2 className={advisorParts.blockHeading}>{heading}</h2>}
      {content}
      {rules.seeAll && (
        <WidgetLink path="/tous-nos-voyants" className={`${parts.button} ${parts.primary} ${styles.seeAll}`} part="button see-all">
          {ADVISOR_TEXTS.seeAll}
        </WidgetLink>
      )}
    </div>
  );
}

/** The card's links (./list-source.ts says which): the channels, « Tchat » and « Voir le profil » as on every card; the numérologie card's « Contacter »; none but the profile on a Médium card. */
function CardButtons({ advisor, actions }: { advisor: Advisor; actions: CardActions }) {
  if (actions === 'none') return <CardLinks advisor={advisor} channels={[]} />;
  if (actions === 'contacts') return <CardLinks advisor={advisor} />;
  if (actions === 'chat') return <CardLinks advisor={advisor} channels={[]} unreachable={<ChatOffline advisor={advisor} />} />;
  // Numérologie: 'Contacter' opens the messenger in a new tab; no usable value, no button.
  const href = messengerHref(advisor.messenger);
  return (
    <CardLinks
      advisor={advisor}
      channels={[]}
      lead={
        href && (
          <button
            type="button"
            className={`${parts.button} ${parts.primary}`}
            part="button contact-cta"
            aria-label={`${TEXTS.contact.contactCta} : ${advisor.first_name}`}
            onClick={() => window.open(href, '_blank', 'noopener')}
          >
            <Icon name="messenger" />
            {TEXTS.contact.contactCta}
          </button>
        )
      }
    />
  );
}

/** In place of the « Tchat » button while the advisor is not present (at their console, and Disponible): says they are not on the chat, and offers « Prévenez-moi ». */
function ChatOffline({ advisor }: { advisor: Advisor }) {
  return (
    <div className={styles.chatOffline}>
      <p part="chat-offline">{TEXTS.contact.chatOffline}</p>
      <NextReturn hours={advisor.weekly_hours} />
      <NotifyMe advisor={advisor} />
    </div>
  );
}
