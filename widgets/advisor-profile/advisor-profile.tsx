import { useEffect, useId, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useCanChat } from '../core/chat-presence';
import { availabilityOf } from '../../contract/domain/availability';
import { clockText, dayName, DEFAULT_WEEKLY_HOURS } from '../../contract/domain/weekly-hours';
import { formatEuros } from '../../contract/domain/price';
import { responseTimeText } from '../../contract/domain/response-time';
import { useLiveStatus } from '../core/live-status';
import { profilePath } from '../core/parts/advisor-card';
import { Icon } from '../core/parts/icons';
import { NextReturn } from '../core/parts/next-return';
import { NotifyMe } from '../core/parts/notify-me';
import { descriptionSummary, descriptionText, expertiseLine } from '../core/description';
import { AdvisorMedia, AdvisorPhoto } from '../core/parts/advisor-photo';
import { ContactButtons } from '../core/parts/contact-buttons';
import { ErrorMessage, Skeleton } from '../core/parts/feedback';
import advisorParts from '../core/parts/advisor.module.css';
import parts from '../core/parts/parts.module.css';
import { RatingLine } from '../core/parts/star-rating';
import { StatusIndicator } from '../core/parts/status-indicator';
import { WidgetLink } from '../core/parts/widget-link';
import { useApiQuery } from '../core/query';
import { advisorByIdQuery, advisorBySlugQuery, isNotFound } from '../core/single-advisor-queries';
import type { Advisor } from '../../contract/schemas/advisor';
import { forgetId, readStoredId } from '../core/storage';
import { STATUS_TEXTS } from '../../contract/texts/status';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { TEXTS } from '../core/texts/common';
import { PROFILE_TEXTS } from './texts';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import styles from './advisor-profile.module.css';
import { resolveProfileTarget } from './resolve-target';
import { supportChips } from './supports';
import { ProfileReviews } from './reviews';

export interface AdvisorProfileProps {
  /** The profile route's parameter: a slug ('helene') or an id ('12'). */
  slug?: string;
  /** The advisor's id. */
  advisorId?: number | string;
}

const ALL_ADVISORS = '/tous-nos-voyants';

/**
 * The advisor profile screen. Which advisor: see resolveProfileTarget. The
 * stored lastVoyantId is forgotten when the profile is left (unmounted).
 */
export function AdvisorProfileView({ slug, advisorId }: AdvisorProfileProps) {
  const target = useMemo(
    () =>
      resolveProfileTarget({
        slug,
        advisorId,
        navigationState: typeof history === 'undefined' ? null : history.state,
        storage: { selectedVoyantId: readStoredId('selectedVoyantId'), lastVoyantId: readStoredId('lastVoyantId') },
      }),
    [slug, advisorId],
  );
  // A layout effect's cleanup runs at once when the element leaves the page, in
  // React and in Preact alike (Preact defers passive cleanups to the next frame).
  useLayoutEffect(() => () => forgetId('lastVoyantId'), []);

  if (target.kind === 'slug') return <ProfileBySlug slug={target.slug} />;
  if (target.kind === 'id') return <ProfileById id={target.id} />;
  return <Notice>{PROFILE_TEXTS.errors.noIdentifier}</Notice>;
}

function ProfileBySlug({ slug }: { slug: string }) {
  const { apiBase } = useWidget();
  const found = useApiQuery(advisorBySlugQuery(apiBase, slug));
  if (found.isPending) return <ProfileLoading />;
  if (found.isError) return <LoadFailure error={found.error} />;
  return <ProfileById id={found.data.id} />;
}

function ProfileById({ id }: { id: number }) {
  const { apiBase } = useWidget();
  const advisor = useApiQuery(advisorByIdQuery(apiBase, id));
  if (advisor.isPending) return <ProfileLoading />;
  if (advisor.isError) return <LoadFailure error={advisor.error} />;
  return <Profile advisor={advisor.data} />;
}

/** Tells the host page which advisor is shown (null: none found; undefined: nothing to tell), so its title names the advisor. */
function useShownAdvisor(advisor: Advisor | null | undefined) {
  const { emit } = useWidget();
  useEffect(() => {
    if (advisor !== undefined) emit('voy-advisor-show', { advisor });
  }, [advisor, emit]);
}

function LoadFailure({ error }: { error: Error }) {
  const notFound = isNotFound(error);
  useShownAdvisor(notFound ? null : undefined);
  return notFound ? <Notice alert>{PROFILE_TEXTS.errors.advisorNotFound}</Notice> : <ErrorMessage>{PROFILE_TEXTS.errors.data}</ErrorMessage>;
}

/** A message with the way back to the list of advisors. */
function Notice({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className={styles.notice} data-state={alert ? 'not-found' : 'no-identifier'}>
      <p className={parts.message} role={alert ? 'alert' : undefined}>
        {children}
      </p>
      <WidgetLink path={ALL_ADVISORS} className={`${parts.button} ${parts.primary}`} part="button back-link">
        {PROFILE_TEXTS.backToList}
      </WidgetLink>
    </div>
  );
}

function ProfileLoading() {
  return (
    <div className={styles.profile} role="status" aria-live="polite" data-state="loading">
      <span className={theme.visuallyHidden}>{PROFILE_TEXTS.errors.profileLoading}</span>
      <Skeleton height={96} />
      <div className={styles.columns}>
        <Skeleton height={360} />
        <div className={styles.details}>
          <Skeleton height={24} width="40%" />
          <Skeleton height={20} width="60%" />
          <Skeleton height={140} />
          <Skeleton height={44} width="70%" />
        </div>
      </div>
    </div>
  );
}

/**
 * 'Tchatter avec …' while the advisor is present (at their console, and
 * Disponible): the site's profile page opens the chat at `#tchat`
 * (site/pages/profile.tsx); on a partner's page the link opens that page in a
 * new tab. Disponible but not at their console: « Hors ligne sur le tchat »,
 * above the phone, WhatsApp and Messenger buttons, which follow the status.
 */
function ChatLink({ advisor }: { advisor: Advisor }) {
  const available = (useLiveStatus(advisor.id) ?? availabilityOf(advisor)) === 'available';
  const present = useCanChat(advisor);
  if (!present) {
    return (
      <>
        {available && (
          <p className={styles.chatOffline} part="chat-offline">
            {TEXTS.contact.chatOffline}
          </p>
        )}
        <NextReturn hours={advisor.weekly_hours} className={styles.chatOffline} />
        <NotifyMe advisor={advisor} />
      </>
    );
  }
  return (
    <WidgetLink path={profilePath(advisor, '#tchat')} className={`${parts.button} ${parts.primary} ${styles.chatLink}`} part="button chat">
      <Icon name="chat" />
      {ADVISOR_TEXTS.chatWith(advisor.first_name)}
    </WidgetLink>
  );
}

/** 'Tarifs': each paid offer's label, length and price; nothing when the advisor has none. */
function Prices({ offers, titleId }: { offers: Advisor['offers']; titleId: string }) {
  if (!offers?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} part="prices">
      <h3 id={titleId} className={styles.sectionTitle}>
        {PROFILE_TEXTS.prices}
      </h3>
      <ul className={styles.prices}>
        {offers.map((offer) => (
          <li key={offer.id} className={styles.price} part="price">
            <span className={styles.priceLabel}>{offer.label}</span>
            <span className={styles.priceMinutes}>{ADVISOR_TEXTS.minutes(offer.duration_minutes)}</span>
            <strong className={styles.priceAmount}>{formatEuros(offer.price_cents)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Profile({ advisor }: { advisor: Advisor }) {
  useShownAdvisor(advisor);
  const name = advisor.first_name;
  const ids = useId();
  const summary = descriptionSummary(advisor.description) ?? ADVISOR_TEXTS.defaultSummary;
  const text = descriptionText(advisor.description);
  const expertise = expertiseLine(advisor.title, advisor.specialty);

  return (
    <article className={styles.profile} aria-labelledby={`${ids}name`} data-advisor-id={advisor.id}>
      <nav aria-label={PROFILE_TEXTS.breadcrumb}>
        <ol className={styles.breadcrumb}>
          <li>
            <WidgetLink path="/">{PROFILE_TEXTS.home}</WidgetLink>
          </li>
          <li>
            <WidgetLink path={ALL_ADVISORS}>{PROFILE_TEXTS.advisors}</WidgetLink>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>

      <header className={styles.hero} part="hero">
        <h2 id={`${ids}name`} className={styles.name}>
          {name}
        </h2>
        <p className={styles.tagline}>{summary}</p>
      </header>

      <div className={styles.columns}>
        <div className={styles.media} part="media">
          <AdvisorMedia advisor={advisor} className={styles.portrait} photo={<AdvisorPhoto advisor={advisor} className={styles.portrait} eager />} />
        </div>

        <section className={styles.details} part="details" aria-label={PROFILE_TEXTS.details(name)}>
          <div className={styles.meta}>
            <span className={advisorParts.badge} part="badge">
              {advisor.type || ADVISOR_TEXTS.defaultType}
            </span>
            <StatusIndicator status={advisor.status} />
          </div>
          <RatingLine advisor={advisor} />
          {expertise && <p className={styles.expertise}>{expertise}</p>}
          {text && <p className={`${parts.text} ${parts.preLine} ${styles.description}`}>{text}</p>}
          <section className={styles.contact} part="contact" aria-labelledby={`${ids}contact`}>
            <h3 id={`${ids}contact`} className={styles.contactTitle}>
              {TEXTS.contact.consult(name)}
            </h3>
            {advisor.response_seconds != null && (
              <p className={styles.responseTime} part="response-time">
                {PROFILE_TEXTS.responseTime(responseTimeText(advisor.response_seconds))}
              </p>
            )}
            <ChatLink advisor={advisor} />
            <ContactButtons advisor={advisor} channels={['whatsapp', 'messenger', 'phone']} />
          </section>
          {/* Beside the portrait, where the column has room: no half-empty row below. */}
          <section className={styles.section} aria-labelledby={`${ids}supports`}>
            <h3 id={`${ids}supports`} className={styles.sectionTitle}>
              {PROFILE_TEXTS.supports}
            </h3>
            <ul className={styles.chips}>
              {supportChips(advisor).map((chip) => (
                <li key={chip} className={styles.chip} part="chip">
                  {chip}
                </li>
              ))}
            </ul>
          </section>
        </section>
      </div>

      {/* Below both columns: beside the portrait, three offers made the column 300 px taller than the photo (an empty column under it). */}
      <Prices offers={advisor.offers} titleId={`${ids}prices`} />

      <ProfileReviews advisorId={advisor.id} titleId={`${ids}reviews`} />

      <section className={styles.section} aria-labelledby={`${ids}hours`}>
        <h3 id={`${ids}hours`} className={styles.sectionTitle}>
          {PROFILE_TEXTS.availability}
        </h3>
        <p className={styles.hoursZone}>{PROFILE_TEXTS.parisTime}</p>
        <dl className={styles.hours}>
          {(advisor.weekly_hours ?? DEFAULT_WEEKLY_HOURS).slice(0, 7).map((ranges, day) => (
            <div key={day} className={styles.hoursRow} data-available={String(ranges.length > 0)}>
              <dt>{dayName(day)}</dt>
              <dd>
                {ranges.length
                  ? ranges.map(({ from, to }) => (
                      <span key={from} className={styles.range}>
                        {PROFILE_TEXTS.range(clockText(from), clockText(to))}
                      </span>
                    ))
                  : STATUS_TEXTS.offline}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
