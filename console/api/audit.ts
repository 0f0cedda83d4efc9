/** The audit log, read-only, by page. */
import { AuditPage } from '../../contract/schemas/console/audit';
import { query, request } from './client';

export const listAudit = (page: number, signal?: AbortSignal) => request(`/audit${query({ page })}`, { schema: AuditPage, signal });
