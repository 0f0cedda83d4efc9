/** The outbox: the e-mails the site sent, sends or keeps, by page. */
import { MailTestReceipt, OutboxPage } from '../../contract/schemas/console/outbox';
import { query, request } from './client';

export const listOutbox = (page: number, signal?: AbortSignal) => request(`/outbox${query({ page })}`, { schema: OutboxPage, signal });

export const sendTestMail = (email: string) => request('/outbox/test', { method: 'POST', body: { email }, schema: MailTestReceipt });
