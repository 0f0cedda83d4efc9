/** What visitors sent: the inbox, its handled marks, deletion, the CSV export and the right to erasure. */
import { ErasureReceipt } from '../../contract/schemas/console/erasure';
import { InboxPage, type InboxKind } from '../../contract/schemas/console/inbox';
import { CONSOLE_API, query, request } from './client';

export interface InboxFilterValues {
  search?: string;
  kind?: InboxKind | '';
  state?: 'unhandled' | 'handled' | 'all';
  page?: number;
}

export const listInbox = (filters: InboxFilterValues, signal?: AbortSignal) => request(`/inbox${query({ ...filters })}`, { schema: InboxPage, signal });

export const setHandled = (kind: InboxKind, id: number, handled: boolean) => request(`/inbox/${kind}/${id}`, { method: 'PATCH', body: { handled }, schema: null });

export const deleteItem = (kind: InboxKind, id: number) => request(`/inbox/${kind}/${id}`, { method: 'DELETE', schema: null });

/** The CSV export's address with the same filters as the list (the browser downloads it with the session cookie). */
export const inboxCsvUrl = ({ page: _page, ...filters }: InboxFilterValues) => `${CONSOLE_API}/inbox.csv${query({ ...filters })}`;

export const erase = (email: string) => request('/erasure', { method: 'POST', body: { email }, schema: ErasureReceipt });
