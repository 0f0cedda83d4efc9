/**
 * A signed-in console user for API tests of the routes behind the guard: an
 * account and a session row written in the test's real database
 * (console-session-row.ts), and the headers a browser on the console page
 * would send (cookie and Origin).
 * The sign-in itself is tested on its own (tests/server/console-auth.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../contract/schemas/console/accounts';
import { insertConsoleAccount } from './console-session-row';

/** The origin app.inject's requests come to (Host: localhost:80). */
export const CONSOLE_ORIGIN = 'http://localhost:80';

export interface SignedIn {
  accountId: number;
  email: string;
  /** Cookie and Origin, to spread into app.inject's headers. */
  headers: { cookie: string; origin: string };
}

export async function signedIn(app: FastifyInstance, role: Role, advisorId: number | null = null): Promise<SignedIn> {
  const { accountId, email, cookie } = await insertConsoleAccount(app.database.db, role, advisorId);
  return { accountId, email, headers: { cookie, origin: CONSOLE_ORIGIN } };
}
