/** Signing in and out, who is signed in, and changing one's own password. */
import { ConsoleSession, type SignIn } from '../../contract/schemas/console/session';
import { ConsoleError, request } from './client';

/** Who is signed in (and until when at the latest), or null (no session, or an expired one). */
export async function currentUser(signal?: AbortSignal): Promise<ConsoleSession | null> {
  try {
    return await request('/session', { schema: ConsoleSession, signal, unauthorizedIsAnswer: true });
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 401) return null;
    throw error;
  }
}

export const signIn = (credentials: SignIn) => request('/session', { method: 'POST', body: credentials, schema: ConsoleSession, unauthorizedIsAnswer: true });

export const signOut = () => request('/session', { method: 'DELETE', schema: null, unauthorizedIsAnswer: true });

export const changePassword = (currentPassword: string, newPassword: string) =>
  request('/session/password', { method: 'PUT', body: { current_password: currentPassword, new_password: newPassword }, schema: null });
