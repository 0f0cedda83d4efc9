/**
 * A signed-in console user for API tests of the routes behind the guard: an
 * account and a session row written in the test's real database, and the
 * headers a browser on the console page would send (cookie and Origin).
 * The sign-in itself is tested on its own (tests/server/console-auth.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { accounts, sessions } from '../../server/db/schema';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../../server/console/session-token';
import type { Role } from '../../widgets/core/schemas/console';

/** The origin app.inject's requests come to (Host: localhost:80). */
export const CONSOLE_ORIGIN = 'http://localhost:80';

let accountCount = 0;

export interface SignedIn {
  accountId: number;
  email: string;
  /** Cookie and Origin, to spread into app.inject's headers. */
  headers: { cookie: string; origin: string };
}

export async function signedIn(app: FastifyInstance, role: Role, advisorId: number | null = null): Promise<SignedIn> {
  const email = `${role}${++accountCount}-${Date.now()}@agence.test`;
  const [account] = await app.database.db
    .insert(accounts)
    // Never used to sign in: these tests start from a session.
    .values({ email, passwordHash: 'not-a-hash', role, advisorId })
    .returning({ id: accounts.id });
  const token = newSessionToken();
  await app.database.db.insert(sessions).values({ tokenHash: hashSessionToken(token), accountId: account!.id });
  return { accountId: account!.id, email, headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: CONSOLE_ORIGIN } };
}
