/**
 * A console session written straight into a database (an account and its
 * session row), for tests whose server runs in another process: a built
 * server on a data folder prepared before it starts, or server processes
 * sharing one PostgreSQL. tests/helpers/console-session.ts does the same for
 * an app in the test's own process.
 */
import { accounts, sessions } from '../../server/db/schema';
import type { AppDb } from '../../server/db/open';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../server/console/session-token';
import type { Role } from '../../widgets/core/schemas/console';

/** The Cookie header of a new session of a new account with this role. */
export async function insertConsoleSession(db: AppDb, role: Role, advisorId: number | null = null): Promise<string> {
  const [account] = await db
    .insert(accounts)
    // Never used to sign in: the test starts from the session.
    .values({ email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@agence.test`, passwordHash: 'not-a-hash', role, advisorId })
    .returning({ id: accounts.id });
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), accountId: account!.id });
  return `${SESSION_COOKIE}=${token}`;
}

/** PUT /api/console/advisors/:id/status on a server over HTTP, as the console page of that server would send it. */
export async function putStatus(serverUrl: string, cookie: string, advisorId: number, availability: string): Promise<Response> {
  return fetch(`${serverUrl}/api/console/advisors/${advisorId}/status`, {
    method: 'PUT',
    headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ availability }),
  });
}
