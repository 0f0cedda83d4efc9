/** The audit log (admin), read-only: who did what and when, newest first, by pages. */
import { useState } from 'react';
import { AUDIT_PAGE_SIZE } from '../../contract/schemas/console/audit';
import { auditDetails, auditTarget } from '../audit-details';
import { listAudit } from '../api/audit';
import { ErrorMessage, Loading } from '../components/feedback';
import page from '../components/page.module.css';
import { Pager } from '../components/pager';
import { formatDateTime } from '../format';
import { useQuery } from '../hooks/use-query';
import { APP_TEXTS, AUDIT_TEXTS } from '../texts';
import styles from './audit.module.css';

export function AuditPage() {
  const [pageNumber, setPageNumber] = useState(1);
  const audit = useQuery(['audit', pageNumber], (signal) => listAudit(pageNumber, signal));
  return (
    <>
      <h1 className={page.title}>{AUDIT_TEXTS.title}</h1>
      <p className={page.intro}>{AUDIT_TEXTS.intro}</p>
      {audit.phase === 'failed' && <ErrorMessage onRetry={audit.reload}>{audit.message}</ErrorMessage>}
      {audit.phase === 'loading' && !audit.data && <Loading />}
      {audit.data && (
        <>
          <p className={page.count}>{APP_TEXTS.results(audit.data.total)}</p>
          {audit.data.entries.length === 0 ? (
            <p className={page.muted}>{AUDIT_TEXTS.empty}</p>
          ) : (
            <div className={page.scroll} tabIndex={0} role="region" aria-label={AUDIT_TEXTS.title}>
              <table className={page.table} aria-busy={audit.phase === 'loading' || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{AUDIT_TEXTS.at}</th>
                    <th scope="col">{AUDIT_TEXTS.actor}</th>
                    <th scope="col">{AUDIT_TEXTS.action}</th>
                    <th scope="col">{AUDIT_TEXTS.target}</th>
                    <th scope="col">{AUDIT_TEXTS.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {audit.data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className={styles.when}>
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td>{entry.actor ?? AUDIT_TEXTS.nobody}</td>
                      <td className={styles.action}>{AUDIT_TEXTS.actions[entry.action]}</td>
                      <td>{auditTarget(entry) ?? AUDIT_TEXTS.nobody}</td>
                      <td className={styles.details}>{auditDetails(entry) || AUDIT_TEXTS.nobody}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={pageNumber} total={audit.data.total} pageSize={AUDIT_PAGE_SIZE} onPage={setPageNumber} />
        </>
      )}
    </>
  );
}
