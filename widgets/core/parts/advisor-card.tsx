import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useCanChat } from '../chat-presence';
import { cheapestPriceCents } from '../../../contract/domain/offers';
import { formatEuros } from '../../../contract/domain/price';
import { descriptionSummary, descriptionText, expertiseLine } from '../description';
import type { Advisor } from '../../../contract/schemas';
import type { StoredId } from '../storage';
import { ADVISOR_TEXTS } from '../texts/advisor';
import { TEXTS } from '../texts/common';
import { useWidget } from '../widget-context';
import { AdvisorPhoto } from './advisor-photo';
import { ContactButtons, type Channel } from './contact-buttons';
import { Icon } from './icons';
import styles from './advisor.module.css';
import parts from './parts.module.css';
import { RatingLine } from './star-rating';
import { StatusIndicator } from './status-indicator';
import { WidgetLink } from './widget-link';

/** The profile page's address; with `#tchat`, the page opens the chat with the advisor (site/pages/profile.tsx). */
export const profilePath = (advisor: Pick<Advisor, 'slug'>, hash = '') => `/consultant-profile/${encodeURIComponent(advisor.slug)}${hash}`;

/** A link to the advisor's profile page (or a part of it: `hash`); a click also selects the advisor. */
export function ProfileLink({ advisor, hash, ...link }: { advisor: Advisor; hash?: '#tchat' } & Omit<ComponentProps<typeof WidgetLink>, 'path' | 'advisorId'>) {
  return <WidgetLink path={profilePath(advisor, hash)} advisorId={advisor.id} {...link} />;
}

/** "à partir de 25,00 €" when the advisor has offers; nothing otherwise. */
export function FromPrice({ advisor }: { advisor: Advisor }) {
  const cents = cheapestPriceCents(advisor.offers);
  return cents === null ? null : (
    <p className={styles.fromPrice} part="price">
      {ADVISOR_TEXTS.fromPrice(formatEuros(cents))}
    </p>
  );
}

/** The photo, linking to the profile. */
export function PhotoLink({ advisor, className, eager }: { advisor: Advisor; className?: string; eager?: boolean }) {
  return (
    <ProfileLink advisor={advisor} ariaLabel={`${ADVISOR_TEXTS.seeProfile} : ${advisor.first_name}`}>
      <AdvisorPhoto advisor={advisor} className={className} eager={eager} />
    </ProfileLink>
  );
}

/** The name as a heading of the given level, linking to the profile. */
export function NameHeading({ advisor, level, ...heading }: { advisor: Advisor; level: 2 | 3; className?: string; style?: CSSProperties }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading {...heading}>
      <ProfileLink advisor={advisor} className={styles.cardName} part="name">
        {advisor.first_name}
      </ProfileLink>
    </Heading>
  );
}

/**
 * The partner page's own `<voy-chat>` with this advisor, if it embedded one,
 * brought into view with its first field focused: true when there is one.
 */
function openChatOnPage(advisor: Advisor): boolean {
  const chat = [...document.querySelectorAll('voy-chat')].find((element) => {
    const id = element.getAttribute('advisor-id')?.trim();
    const named = element.getAttribute('advisor')?.trim();
    return id ? id === String(advisor.id) : named === advisor.slug || named === String(advisor.id);
  });
  if (!chat) return false;
  chat.scrollIntoView({ block: 'start' });
  chat.shadowRoot?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  return true;
}

/**
 * « Tchat »: the chat of the advisor's profile (`#tchat`), opened in this tab
 * on our site and on a partner's page alike; a partner page that embedded
 * this advisor's `<voy-chat>` brings that one into view instead.
 */
export function ChatLink({ advisor }: { advisor: Advisor }) {
  const { home } = useWidget();
  return (
    <ProfileLink
      advisor={advisor}
      hash="#tchat"
      sameTab
      openHere={home ? undefined : () => openChatOnPage(advisor)}
      className={`${parts.button} ${parts.primary}`}
      part="button chat"
      ariaLabel={`${TEXTS.contact.chat} : ${advisor.first_name}`}
    >
      <Icon name="chat" />
      {TEXTS.contact.chat}
    </ProfileLink>
  );
}

/**
 * A card's ways to the advisor, the same on our site and on a partner's page:
 * their channels (none for a Médium card), `lead` (the numérologie card's
 * « Contacter »), « Tchat » while they can be reached by chat (else
 * `unreachable`, when given: the « Tchat en direct » card says so) and
 * « Voir le profil ».
 */
export function CardLinks({
  advisor,
  channels,
  lead,
  unreachable,
  alsoRemember,
}: {
  advisor: Advisor;
  channels?: readonly Channel[];
  lead?: ReactNode;
  unreachable?: ReactNode;
  alsoRemember?: StoredId;
}) {
  const canChat = useCanChat(advisor);
  return (
    <div className={styles.cardLinks}>
      {channels?.length !== 0 && <ContactButtons advisor={advisor} channels={channels} />}
      {!canChat && unreachable}
      <div className={parts.buttons}>
        {lead}
        {canChat && <ChatLink advisor={advisor} />}
        <ProfileLink advisor={advisor} alsoRemember={alsoRemember} className={`${parts.button} ${parts.primary}`} part="button profile-link">
          {ADVISOR_TEXTS.seeProfile}
        </ProfileLink>
      </div>
    </div>
  );
}

export interface AdvisorCardProps {
  advisor: Advisor;
  /** 'summary': first line; 'full': the description with its line breaks. */
  description?: 'summary' | 'full';
  /** Title when the advisor has none (per theme or specialty). */
  fallbackTitle?: string;
  /** Buttons under the text (contact buttons, Contacter, …). */
  actions?: ReactNode;
  /** Heading level of the name inside the widget. */
  headingLevel: 2 | 3;
}

/** One advisor as a card: photo, name linking to the profile, badge, status, rating, text, actions. */
export function AdvisorCard({ advisor, description = 'summary', fallbackTitle, actions, headingLevel }: AdvisorCardProps) {
  const full = description === 'full';
  const text = full ? descriptionText(advisor.description) : descriptionSummary(advisor.description);
  const expertise = expertiseLine(advisor.title?.trim() || fallbackTitle, advisor.specialty);
  return (
    <article className={styles.card} part="card" data-advisor-id={advisor.id}>
      <div className={styles.cardHeader}>
        <PhotoLink advisor={advisor} />
        <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
          <span className={styles.badge} part="badge">
            {advisor.type || ADVISOR_TEXTS.defaultType}
          </span>
          <NameHeading advisor={advisor} level={headingLevel} style={{ fontSize: 20 }} />
          <StatusIndicator status={advisor.status} />
        </div>
      </div>
      <RatingLine advisor={advisor} />
      {expertise && <p className={styles.expertise}>{expertise}</p>}
      <FromPrice advisor={advisor} />
      {text && <p className={`${parts.text} ${full ? parts.preLine : ''}`}>{text}</p>}
      {actions}
    </article>
  );
}
