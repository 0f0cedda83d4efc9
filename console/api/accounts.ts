/** The accounts (admin): list, invitation, password reset, disable and enable. */
import { Account, AccountList, TemporaryPassword, type NewAccount } from '../../contract/schemas/console/accounts';
import { request } from './client';

export const listAccounts = (signal?: AbortSignal) => request('/accounts', { schema: AccountList, signal });

export const inviteAccount = (account: NewAccount) => request('/accounts', { method: 'POST', body: account, schema: TemporaryPassword });

export const resetPassword = (id: number) => request(`/accounts/${id}/password-reset`, { method: 'POST', schema: TemporaryPassword });

export const setDisabled = (id: number, disabled: boolean) => request(`/accounts/${id}`, { method: 'PATCH', body: { disabled }, schema: Account });
