/**
 * One advisor, for an admin: its status (applied at once), every field with
 * the live preview, its photo and video, its paid offers, and archiving
 * (confirmed first; restorable). `/voyants/nouveau` creates one, then opens its page.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { createAdvisor, getAdvisor, setArchived } from '../api/advisors';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { StatusControl } from '../components/status-control';
import { useQuery } from '../hooks/use-query';
import { ADVISOR_TEXTS, APP_TEXTS } from '../texts';
import { AdvisorForm, saveChanges } from './advisor-form';
import { FIELD_NAMES } from './advisor-form-values';
import { HoursPanel } from './advisor-hours';
import { OffersPanel } from './advisor-offers';
import { MediaPanel } from './media-upload';

function BackLink() {
  return (
    <Link href="/voyants" className={page.back}>
      {ADVISOR_TEXTS.backToList}
    </Link>
  );
}

export function AdvisorCreatePage() {
  const [, navigate] = useLocation();
  return (
    <>
      <BackLink />
      <h1 className={page.title}>{ADVISOR_TEXTS.createTitle}</h1>
      <AdvisorForm
        saved={null}
        editable={FIELD_NAMES}
        submitLabel={ADVISOR_TEXTS.create}
        savedMessage={ADVISOR_TEXTS.created}
        save={(fields) => createAdvisor(fields as Parameters<typeof createAdvisor>[0])}
        onSaved={(advisor) => navigate(`/voyants/${advisor.id}`, { replace: true })}
      />
    </>
  );
}

export function AdvisorEditPage({ id }: { id: number }) {
  const advisor = useQuery(['advisor', id], (signal) => getAdvisor(id, signal));
  if (advisor.phase === 'failed' && !advisor.data) {
    return (
      <>
        <BackLink />
        <ErrorMessage onRetry={advisor.reload}>{advisor.message}</ErrorMessage>
      </>
    );
  }
  if (!advisor.data) return <Loading />;
  return <AdvisorEditor key={advisor.data.id} advisor={advisor.data} onChange={advisor.replace} />;
}

function AdvisorEditor({ advisor, onChange }: { advisor: ConsoleAdvisor; onChange(advisor: ConsoleAdvisor): void }) {
  const [notice, setNotice] = useState('');
  return (
    <>
      <BackLink />
      <div className={page.head}>
        <h1 className={page.title}>{ADVISOR_TEXTS.editTitle(advisor.first_name)}</h1>
        <div className={buttons.row}>
          {!advisor.archived && (
            <a className={buttons.button} href={`/consultant-profile/${encodeURIComponent(advisor.slug)}`} target="_blank" rel="noopener">
              {ADVISOR_TEXTS.publicProfile}
            </a>
          )}
          <ArchiveButton
            advisor={advisor}
            onChange={(updated) => {
              onChange(updated);
              setNotice(updated.archived ? ADVISOR_TEXTS.archivedDone : ADVISOR_TEXTS.restoredDone);
            }}
          />
        </div>
      </div>
      <SuccessMessage>{notice}</SuccessMessage>
      {advisor.archived && <p className={page.notice}>{ADVISOR_TEXTS.archivedNotice}</p>}
      <section className={page.panel} aria-label={ADVISOR_TEXTS.status}>
        <StatusControl advisor={advisor} onChanged={onChange} />
      </section>
      <AdvisorForm saved={advisor} editable={FIELD_NAMES} submitLabel={APP_TEXTS.save} save={saveChanges(advisor)} onSaved={onChange} />
      <MediaPanel advisor={advisor} onUploaded={onChange} />
      <HoursPanel advisorId={advisor.id} />
      <OffersPanel advisorId={advisor.id} />
    </>
  );
}

function ArchiveButton({ advisor, onChange }: { advisor: ConsoleAdvisor; onChange(advisor: ConsoleAdvisor): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archiving = !advisor.archived;

  const confirm = () => {
    setBusy(true);
    setError(null);
    setArchived(advisor.id, archiving).then(
      (updated) => {
        onChange(updated);
        setBusy(false);
        setOpen(false);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <>
      <button type="button" className={`${buttons.button} ${archiving ? buttons.danger : ''}`} onClick={() => setOpen(true)}>
        {archiving ? ADVISOR_TEXTS.archive : ADVISOR_TEXTS.restore}
      </button>
      {open && (
        <Dialog
          title={archiving ? ADVISOR_TEXTS.archiveQuestion(advisor.first_name) : ADVISOR_TEXTS.restoreQuestion(advisor.first_name)}
          confirmLabel={archiving ? ADVISOR_TEXTS.archive : ADVISOR_TEXTS.restore}
          danger={archiving}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        >
          <p>{archiving ? ADVISOR_TEXTS.archiveExplained : ADVISOR_TEXTS.restoreExplained}</p>
        </Dialog>
      )}
    </>
  );
}
