/**
 * An advisor's own page: its status (the `Statut` control, applied at once),
 * its own text (title and description, with the live preview) and its weekly
 * hours, nothing else; the server refuses anything more (403).
 */
import { OWN_PROFILE_FIELDS, type ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { getAdvisor } from '../api/advisors';
import { Pending } from '../components/feedback';
import page from '../components/page.module.css';
import { useOwnAdvisorChanged } from '../components/auto-offline-banner';
import { StatusControl } from '../components/status-control';
import { useQuery } from '../hooks/use-query';
import { useUser } from '../session/session-context';
import { ADVISOR_TEXTS, APP_TEXTS } from '../texts';
import { AdvisorForm, saveChanges } from './advisor-form';
import { HoursPanel } from './advisor-hours';

export function OwnProfilePage() {
  const user = useUser();
  const advisorId = user.advisor_id;
  const advisor = useQuery(['advisor', advisorId], (signal) => (advisorId === null ? Promise.reject(new Error(APP_TEXTS.notFound)) : getAdvisor(advisorId, signal)));
  // Set Hors ligne by missed requests, or back with the banner's button: the Statut control shows it.
  useOwnAdvisorChanged(advisor.reload);
  return (
    <>
      <h1 className={page.title}>{ADVISOR_TEXTS.ownTitle}</h1>
      <p className={page.intro}>{ADVISOR_TEXTS.ownIntro}</p>
      <Pending query={advisor} />
      {advisor.data && <OwnProfile advisor={advisor.data} onChange={advisor.replace} />}
    </>
  );
}

function OwnProfile({ advisor, onChange }: { advisor: ConsoleAdvisor; onChange(advisor: ConsoleAdvisor): void }) {
  return (
    <>
      <section className={page.panel} aria-label={ADVISOR_TEXTS.status}>
        <StatusControl advisor={advisor} onChanged={onChange} />
      </section>
      <AdvisorForm saved={advisor} editable={OWN_PROFILE_FIELDS} legend={ADVISOR_TEXTS.ownText} submitLabel={APP_TEXTS.save} save={saveChanges(advisor)} onSaved={onChange} />
      <HoursPanel advisorId={advisor.id} />
    </>
  );
}
