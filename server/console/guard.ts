/**
 * What every /api/console/… request goes through: its session is read from
 * the cookie (request.consoleUser), a state change from a foreign page is
 * refused (Origin), and each route names the roles that may call it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleUser, Role } from '../../contract/schemas/console/accounts';
import type { Clock } from '../clock';
import type { AppDb } from '../db/open';
import { accounts, sessions } from '../db/schema';
import { HttpError } from '../http-error';
import { toConsoleUser } from './accounts-store';
import { hashSessionToken, SESSION_COOKIE, SESSION_LIMITS } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in console user, when the request carries a live session. */
    consoleUser: ConsoleUser | null;
    /** The session's token hash, for sign-out. */
    consoleSession: string | null;
    /** When the session ends at the latest (its absolute limit), whatever the user does. */
    consoleSessionEndsAt: Date | null;
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Veuillez vous connecter.');
export const forbidden = () => new HttpError(403, 'forbidden', 'Action non autorisée pour ce compte.');

/** lastSeenAt is written at most this often per session: a page's requests do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** A session's end was found: its advisor's console streams end on every instance, and their presence with them (Presence.signOut). */
export type SessionEnded = (tokenHash: string, advisorId: number | null) => Promise<void>;

export interface FindSessionOptions {
  /**
   * A request of the user (it counts as activity; the default). An open
   * stream checking it is still signed in does not; the console's answer to
   * its stream's ping does (POST CONSOLE_CHAT_PATHS.alive): an advisor whose
   * console page is open and live is at work, and stays signed in up to the
   * absolute limit.
   */
  touch?: boolean;
  /** Told when the session is found expired (and deleted). */
  onEnded?: SessionEnded;
}

export interface LiveSession {
  user: ConsoleUser;
  tokenHash: string;
  /** Its absolute limit. */
  endsAt: Date;
}

/**
 * The live session of a token, or null (unknown, expired, or its account
 * disabled); an expired one is deleted, and `onEnded` told.
 */
export async function findSession(db: AppDb, token: string, now: Date, { touch = true, onEnded }: FindSessionOptions = {}): Promise<LiveSession | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, and(eq(accounts.id, sessions.accountId), isNull(accounts.disabledAt)))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  const age = now.getTime() - row.session.createdAt.getTime();
  if (idle > SESSION_LIMITS.idleMs || age > SESSION_LIMITS.absoluteMs) {
    const [deleted] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ tokenHash: sessions.tokenHash });
    // Whoever deleted it tells (two requests at once find it expired once).
    if (deleted) await onEnded?.(tokenHash, row.account.advisorId);
    return null;
  }
  if (touch && idle > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  return { user: toConsoleUser(row.account), tokenHash, endsAt: new Date(row.session.createdAt.getTime() + SESSION_LIMITS.absoluteMs) };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a console page is served from: PUBLIC_ORIGIN when set, else the address the request came to. */
export function ownOrigins(request: FastifyRequest, publicOrigin: string | undefined): string[] {
  if (publicOrigin) return [new URL(publicOrigin).origin];
  return [`${request.protocol}://${request.host}`];
}

export interface GuardOptions {
  db: AppDb;
  clock: Clock;
  publicOrigin: string | undefined;
  /** A session found expired: its presence ends at once. */
  onEnded?: SessionEnded;
}

/**
 * Installs the console's checks on an encapsulated plugin (every route under
 * /api/console): Origin first (a browser sends it on every state change; a
 * foreign or missing one is a cross-site request), then the session.
 */
export function installConsoleGuard(app: FastifyInstance, { db, clock, publicOrigin, onEnded }: GuardOptions): void {
  app.decorateRequest('consoleUser', null);
  app.decorateRequest('consoleSession', null);
  app.decorateRequest('consoleSessionEndsAt', null);
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (!origin || !ownOrigins(request, publicOrigin).includes(origin)) {
        throw new HttpError(403, 'forbidden', 'Origine de la requête refusée.');
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    const found = token ? await findSession(db, token, clock(), { onEnded }) : null;
    if (found) {
      request.consoleUser = found.user;
      request.consoleSession = found.tokenHash;
      request.consoleSessionEndsAt = found.endsAt;
    }
    // Denied by default: a route that forgot its requireRole still answers 401
    // without a session, before its body is even read.
    else if (!isSignIn(request)) throw unauthorized();
  });
}

/** The one console request made without a session. */
const isSignIn = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.url === '/api/console/session';

/** A route's preHandler: 401 without a session, 403 for a role not listed. */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = request.consoleUser;
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
  };

/** The signed-in user in a handler behind requireRole. */
export function userOf(request: FastifyRequest): ConsoleUser {
  if (!request.consoleUser) throw unauthorized();
  return request.consoleUser;
}

/** An `advisor` account acts on its own advisor only; an admin on any. */
export function assertMayActOn(user: ConsoleUser, advisorId: number): void {
  if (user.role === 'advisor' && user.advisor_id !== advisorId) throw forbidden();
}
