/**
 * The advisors (admin): search and filters (type, specialty, status,
 * archiving), one row per advisor with its photo, name (to its edit page),
 * type and specialty, rating and a `Statut` select applied at once.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { AVAILABILITIES } from '../../contract/domain/availability';
import { parseRating, ratingText } from '../../contract/domain/rating';
import { ADVISOR_TYPES, SPECIALTIES } from '../../contract/schemas/advisor';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { listAdvisors, type AdvisorFilterValues } from '../api/advisors';
import { useInvalidate } from '../api/query-client';
import buttons from '../components/button.module.css';
import { ErrorMessage, Loading } from '../components/feedback';
import { SelectField } from '../components/field';
import page from '../components/page.module.css';
import { SearchFilters } from '../components/search-filters';
import { StatusSelect } from '../components/status-control';
import { useQuery } from '../hooks/use-query';
import { ADVISOR_TEXTS, APP_TEXTS, STATUS_LABELS } from '../texts';
import { photoUrl } from './advisor-photo-url';
import styles from './advisors.module.css';

const any = ['', ADVISOR_TEXTS.anyValue] as const;
const TYPE_OPTIONS = [any, ...ADVISOR_TYPES.map((type) => [type, type] as const)];
const SPECIALTY_OPTIONS = [['', ADVISOR_TEXTS.anySpecialty] as const, ...SPECIALTIES.map((specialty) => [specialty, specialty] as const)];
const STATUS_OPTIONS = [any, ...AVAILABILITIES.map((availability) => [availability, STATUS_LABELS[availability]] as const)];
const ARCHIVED_OPTIONS = Object.entries(ADVISOR_TEXTS.archivedOptions);

export function AdvisorsPage() {
  const [filters, setFilters] = useState<Required<AdvisorFilterValues>>({ search: '', type: '', specialty: '', availability: '', archived: '0' });
  const advisors = useQuery(['advisors', filters], (signal) => listAdvisors(filters, signal));
  const invalidate = useInvalidate();
  const set = (name: keyof AdvisorFilterValues) => (value: string) => setFilters((current) => (current[name] === value ? current : { ...current, [name]: value }));

  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{ADVISOR_TEXTS.listTitle}</h1>
        <Link href="/voyants/nouveau" className={`${buttons.button} ${buttons.primary}`}>
          {ADVISOR_TEXTS.newAdvisor}
        </Link>
      </div>
      <SearchFilters label={ADVISOR_TEXTS.filters} hint={ADVISOR_TEXTS.searchHint} onSearch={set('search')}>
        <SelectField label={ADVISOR_TEXTS.type} name="type" value={filters.type} onChange={set('type')} options={TYPE_OPTIONS} />
        <SelectField label={ADVISOR_TEXTS.specialty} name="specialty" value={filters.specialty} onChange={set('specialty')} options={SPECIALTY_OPTIONS} />
        <SelectField label={ADVISOR_TEXTS.status} name="availability" value={filters.availability} onChange={set('availability')} options={STATUS_OPTIONS} />
        <SelectField label={ADVISOR_TEXTS.archived} name="archived" value={filters.archived} onChange={set('archived')} options={ARCHIVED_OPTIONS} />
      </SearchFilters>
      {advisors.phase === 'failed' && <ErrorMessage onRetry={advisors.reload}>{advisors.message}</ErrorMessage>}
      {advisors.phase === 'loading' && !advisors.data && <Loading />}
      {advisors.data && <AdvisorRows advisors={advisors.data} busy={advisors.phase === 'loading'} onStatusChanged={() => invalidate('advisors')} />}
    </>
  );
}

function AdvisorRows({ advisors, busy, onStatusChanged }: { advisors: readonly ConsoleAdvisor[]; busy: boolean; onStatusChanged: () => void }) {
  return (
    <section aria-label={ADVISOR_TEXTS.listTitle} aria-busy={busy || undefined}>
      <p className={page.count} role="status">
        {APP_TEXTS.results(advisors.length)}
      </p>
      {advisors.length === 0 ? (
        <p className={page.muted}>{ADVISOR_TEXTS.empty}</p>
      ) : (
        <ul className={styles.list}>
          {advisors.map((advisor) => (
            <AdvisorRow key={advisor.id} advisor={advisor} onStatusChanged={onStatusChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ratingOf(advisor: ConsoleAdvisor): string {
  const rating = parseRating(advisor.rating);
  return rating === null ? '—' : ratingText(rating);
}

function AdvisorRow({ advisor, onStatusChanged }: { advisor: ConsoleAdvisor; onStatusChanged: () => void }) {
  return (
    <li className={styles.row} data-advisor-id={advisor.id}>
      {/* The name beside it says whose photo it is. */}
      <img className={styles.photo} src={photoUrl(advisor)} alt="" width={48} height={60} loading="lazy" />
      <div className={styles.name}>
        <Link href={`/voyants/${advisor.id}`} className={styles.nameLink} aria-label={ADVISOR_TEXTS.edit(advisor.first_name)}>
          {advisor.first_name}
        </Link>
        {advisor.archived && <span className={page.badge}>{ADVISOR_TEXTS.archivedBadge}</span>}
      </div>
      <span className={styles.kind}>{[advisor.type, advisor.specialty].filter(Boolean).join(' · ')}</span>
      <span className={styles.rating}>{ratingOf(advisor)}</span>
      <div className={styles.status}>
        {/* A filter on the status: the row may leave the list once its status changes. */}
        <StatusSelect advisor={advisor} onChanged={onStatusChanged} />
      </div>
    </li>
  );
}
