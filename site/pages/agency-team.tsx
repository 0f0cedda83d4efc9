import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ADVISOR_TEXTS, type Advisor } from '../../widgets';
import { advisorCss, StatusIndicator, widgetComponent } from '../../widgets/site-kit';
import styles, { css } from './agency-team.shadow.module.css';

/** The fields SPEC.md section 7 gives GET /api/voyants's team list. */
type TeamMember = Pick<Advisor, 'id' | 'slug' | 'first_name' | 'type' | 'status' | 'photo' | 'title'>;

/**
 * The agency's team, compact: a small photo, the first name, the type and the
 * availability of each advisor, linking to the profile (GET /api/voyants, in
 * the catalogue's order). The availability is the widgets' status dot, live
 * like theirs. The full cards live on /tous-nos-voyants.
 */
function AgencyTeamView() {
  const [team, setTeam] = useState<TeamMember[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/voyants', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TeamMember[]>) : Promise.reject(new Error(String(response.status)))))
      .then(setTeam, (error: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      });
    return () => controller.abort();
  }, []);

  if (failed) return <p className={styles.message} role="alert">Une erreur est survenue lors du chargement des voyants.</p>;
  if (!team) return <p className={styles.message} role="status">Chargement des voyants...</p>;
  return (
    <ul className={styles.team} aria-label="Notre équipe de voyants">
      {team.map((member) => (
        <li key={member.id}>
          <Link href={`/consultant-profile/${encodeURIComponent(member.slug)}`} className={styles.member}>
            <img className={styles.photo} src={member.photo ? `/${member.photo.replace(/^\/+/, '')}` : '/images/voyants/placeholder.svg'} alt="" width={56} height={70} loading="lazy" decoding="async" />
            <span className={styles.text}>
              <span className={styles.name}>{member.first_name}</span>
              <span className={styles.type}>{member.type || ADVISOR_TEXTS.defaultType}</span>
              <StatusIndicator status={member.status} advisorId={member.id} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The team in the widgets' frame: their theme tokens and the status dot's styles, adopted by the document. */
export const AgencyTeam = widgetComponent({ element: { tag: 'voy-agency-team', attributes: {} }, view: AgencyTeamView, styles: [advisorCss, css] });
