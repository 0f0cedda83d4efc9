/**
 * Console API: sign-in, who is signed in, sign-out, own password (issue 15 point 1).
 *
 * Sign-in answers one 401 for any wrong pair (unknown e-mail, wrong password,
 * disabled account) and takes the same time whichever it is; it is throttled
 * before any password is checked, on the browser's own count when it brings a
 * device cookie trusted for the e-mail and per e-mail and client otherwise
 * (sign-in-throttle.ts), so that nobody else's failures lock the owner out;
 * every success starts a new session with a new random token, leaving the
 * account's sessions in other browsers alone, and renews the device cookie.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ConsoleSession, PasswordChange, SignIn } from '../../../contract/schemas/console/session';
import { ApiError } from '../../../contract/schemas';
import { accounts, sessions } from '../../db/schema';
import { HttpError, invalidField } from '../../http-error';
import { applyPostProtection } from '../../routes/post-protection';
import { endSessions, findAccountByEmail, setPassword, toConsoleUser } from '../accounts-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';
import { hashPassword, needsRehash, verifyPassword, verifyWithoutAccount } from '../password';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../session-cookie';
import { hashSessionToken, newSessionToken, SESSION_LIMITS } from '../session-token';
import { attemptFailed, attemptSucceeded, claimAttempt, TOO_MANY_ATTEMPTS, type Attempt } from '../sign-in-throttle';
import { trustDevice, trustedDeviceFor } from '../trusted-devices';

const INVALID_CREDENTIALS_MESSAGE = 'Identifiants incorrects.';
const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect.';

const tags = ['console'];
const signedIn = requireRole('admin', 'advisor');

export const sessionRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database: { db }, clock, config } = context;
  // JSON bodies only, and no NUL nor lone surrogate reaching a query (a 400, not a failed query).
  await applyPostProtection(app, config);

  /** An attempt on `email` from this request: its address, and its device when the request's cookie is trusted for that e-mail. */
  async function attemptOf(request: FastifyRequest, email: string): Promise<Attempt> {
    return { email, client: request.ip, device: await trustedDeviceFor(db, request, email, clock()) };
  }

  /**
   * Claims the attempt; when it is throttled, sends the 429 and answers true:
   * the handler must then stop before any password is checked. (Not the reply
   * itself: a FastifyReply is a thenable, and awaiting it waits for the
   * response and gives undefined, which let a refused attempt check its
   * password all the same, and a right one lift the throttle.)
   */
  async function throttled(attempt: Attempt, reply: FastifyReply): Promise<boolean> {
    const claim = await claimAttempt(db, attempt, clock());
    if (claim.allowed) return false;
    void reply.status(429).header('retry-after', String(claim.retryAfterSeconds)).send(TOO_MANY_ATTEMPTS);
    return true;
  }

  app.post(
    '/api/console/session',
    {
      schema: {
        tags,
        summary: 'Se connecter à la console',
        body: SignIn,
        response: { 200: ConsoleSession, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await attemptOf(request, email);
      if (await throttled(attempt, reply)) return reply;

      const account = await findAccountByEmail(db, email);
      // Always one scrypt: with no account, against a dummy hash.
      const matches = account ? await verifyPassword(password, account.passwordHash) : await verifyWithoutAccount(password);
      if (!account || !matches || account.disabledAt) {
        await attemptFailed(db, attempt, clock());
        await audit(db, { email }, { action: 'sign-in-failed' });
        throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }

      // A hash made with older parameters is rewritten now that the password is known.
      if (needsRehash(account.passwordHash)) {
        await db.update(accounts).set({ passwordHash: await hashPassword(password) }).where(eq(accounts.id, account.id));
      }
      const token = newSessionToken();
      const now = clock();
      await db.insert(sessions).values({ tokenHash: hashSessionToken(token), accountId: account.id, createdAt: now, lastSeenAt: now });
      // This browser's previous session, if it had one, is replaced rather than left open behind the new cookie.
      if (request.consoleSession) await db.delete(sessions).where(eq(sessions.tokenHash, request.consoleSession));
      await attemptSucceeded(db, attempt);
      const user = toConsoleUser(account);
      await audit(db, user, { action: 'sign-in', target: `account:${account.id}` });
      setSessionCookie(request, reply, token);
      setDeviceCookie(request, reply, await trustDevice(db, request, email, now));
      return { ...user, session_ends_at: new Date(now.getTime() + SESSION_LIMITS.absoluteMs).toISOString() };
    },
  );

  app.get(
    '/api/console/session',
    { onRequest: signedIn, schema: { tags, summary: 'Le compte connecté, et quand sa session prendra fin au plus tard', response: { 200: ConsoleSession, 401: ApiError } } },
    async (request) => ({ ...userOf(request), session_ends_at: (request.consoleSessionEndsAt ?? new Date()).toISOString() }),
  );

  app.delete(
    '/api/console/session',
    { onRequest: signedIn, schema: { tags, summary: 'Se déconnecter', response: { 204: z.null(), 401: ApiError, 403: ApiError } } },
    async (request, reply) => {
      const user = userOf(request);
      if (request.consoleSession) {
        // The row goes: the cookie, even kept or copied, opens nothing any more.
        await db.delete(sessions).where(eq(sessions.tokenHash, request.consoleSession));
        // An advisor's console streams end on every instance, and they are no longer present, at once
        // (an admin's streams, which make nobody present, end at the next session check).
        await context.presence.signOut(request.consoleSession, user.advisor_id);
      }
      await audit(db, user, { action: 'sign-out', target: `account:${user.id}` });
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/console/session/password',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Changer son mot de passe',
        body: PasswordChange,
        response: { 204: z.null(), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      // A session left open on a shared computer must not become a way to guess the password.
      const attempt = await attemptOf(request, user.email);
      if (await throttled(attempt, reply)) return reply;
      const [account] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, user.id));
      if (!account || !(await verifyPassword(request.body.current_password, account.passwordHash))) {
        await attemptFailed(db, attempt, clock());
        throw invalidField('current_password', WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      await attemptSucceeded(db, attempt);
      await setPassword(db, user.id, request.body.new_password);
      // Whoever else was signed in with the old password is signed out, and other devices are no longer trusted; this browser stays in.
      await context.presence.signOutAll(await endSessions(db, user.id, request.consoleSession ?? undefined, attempt.device ?? undefined), user.advisor_id);
      await audit(db, user, { action: 'password-changed', target: `account:${user.id}` });
      return reply.status(204).send(null);
    },
  );
};
