/**
 * A console session written straight into a database (an account and its
 * session row), for tests whose server runs in another process: a built
 * server on a data folder prepared before it starts, or server processes
 * sharing one PostgreSQL. tests/helpers/console-session.ts builds on it for
 * an app in the test's own process.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, sessions } from '../../server/db/schema';
import { openDatabase, type AppDb } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../server/console/session-token';
import type { Role } from '../../contract/schemas/console/accounts';

/** A new account with this role, and the Cookie header of a new session of it. */
export async function insertConsoleAccount(db: AppDb, role: Role, advisorId: number | null = null): Promise<{ accountId: number; email: string; cookie: string }> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@agence.test`;
  const [account] = await db
    .insert(accounts)
    // Never used to sign in: the test starts from the session.
    .values({ email, passwordHash: 'not-a-hash', role, advisorId })
    .returning({ id: accounts.id });
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), accountId: account!.id });
  return { accountId: account!.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The Cookie header of a new session of a new account with this role. */
export async function insertConsoleSession(db: AppDb, role: Role, advisorId: number | null = null): Promise<string> {
  return (await insertConsoleAccount(db, role, advisorId)).cookie;
}

/**
 * A new data folder holding the seeded catalogue and an admin's session, for
 * a built server started on it afterwards (the embedded database belongs to
 * one process at a time). The caller removes the folder.
 */
export async function seededDataDir(prefix: string, template?: string): Promise<{ dataDir: string; cookie: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // A copy of a seeded folder opens in under a second; a new one runs initdb and the migrations first.
  if (template) cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database.db);
  const cookie = await insertConsoleSession(database.db, 'admin');
  await database.close();
  return { dataDir, cookie };
}

/** PUT /api/console/advisors/:id/status on a server over HTTP, as the console page of that server would send it. */
export async function putStatus(serverUrl: string, cookie: string, advisorId: number, availability: string): Promise<Response> {
  return fetch(`${serverUrl}/api/console/advisors/${advisorId}/status`, {
    method: 'PUT',
    headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ availability }),
  });
}
