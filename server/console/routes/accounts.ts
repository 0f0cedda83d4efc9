/**
 * Console API: admins invite, reset, disable accounts (issue 15 point 1).
 * A new or reset account gets a random temporary password, answered once and
 * kept only hashed; disabling an account or resetting its password signs it
 * out everywhere.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { Account, AccountList, AccountUpdate, NewAccount, TemporaryPassword } from '../../../contract/schemas/console/accounts';
import { serialId } from '../../../contract/schemas/console/params';
import { ApiError } from '../../../contract/schemas';
import { accounts } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { applyPostProtection } from '../../routes/post-protection';
import { createAccount, endSessions, generateTemporaryPassword, setPassword, toAccount } from '../accounts-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { requireRole, userOf } from '../guard';

const CANNOT_DISABLE_SELF_MESSAGE = 'Vous ne pouvez pas désactiver votre propre compte.';
const ACCOUNT_NOT_FOUND_MESSAGE = 'Compte introuvable.';

const tags = ['console'];
const AccountParams = z.object({ id: serialId(ACCOUNT_NOT_FOUND_MESSAGE) });
const ADMIN_ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError } as const;

export const accountRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, clock, config, presence }) => {
  await applyPostProtection(app, config);
  // Before the body is read: an advisor's request is refused whatever it carries.
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/api/console/accounts',
    { schema: { tags, summary: 'Les comptes de la console', response: { 200: AccountList, ...ADMIN_ERRORS } } },
    async () => (await db.select().from(accounts).orderBy(asc(accounts.id))).map(toAccount),
  );

  app.post(
    '/api/console/accounts',
    {
      schema: {
        tags,
        summary: 'Inviter : créer un compte avec un mot de passe temporaire',
        body: NewAccount,
        response: { 201: TemporaryPassword, ...ADMIN_ERRORS, 409: ApiError },
      },
    },
    async (request, reply) => {
      const { email, role, advisor_id } = request.body;
      const temporary = generateTemporaryPassword();
      const row = await createAccount(db, { email, role, advisorId: advisor_id, password: temporary });
      await audit(db, userOf(request), { action: 'account-created', target: `account:${row.id}`, details: { role, advisor_id: row.advisorId } });
      return reply.status(201).send({ account: toAccount(row), temporary_password: temporary });
    },
  );

  app.patch(
    '/api/console/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Désactiver ou réactiver un compte',
        params: AccountParams,
        body: AccountUpdate,
        response: { 200: Account, ...ADMIN_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const { disabled } = request.body;
      // The last way in must not be shut by mistake: another admin can do it.
      if (disabled && id === user.id) throw new HttpError(400, 'cannot_disable_self', CANNOT_DISABLE_SELF_MESSAGE);
      // Disabling again keeps when it first was.
      const disabledAt = disabled ? sql`coalesce(${accounts.disabledAt}, ${clock().toISOString()}::timestamptz)` : null;
      const [row] = await db.update(accounts).set({ disabledAt }).where(eq(accounts.id, id)).returning();
      if (!row) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      // Signed out everywhere, and no longer present to visitors, at once.
      if (disabled) await presence.signOutAll(await endSessions(db, id), row.advisorId);
      await audit(db, user, { action: disabled ? 'account-disabled' : 'account-enabled', target: `account:${id}` });
      return toAccount(row);
    },
  );

  app.post(
    '/api/console/accounts/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Réinitialiser le mot de passe d’un compte',
        params: AccountParams,
        response: { 200: TemporaryPassword, ...ADMIN_ERRORS, 404: ApiError },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Looked up before any hashing; the new password changes nothing the answer shows.
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
      if (!row) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      const temporary = generateTemporaryPassword();
      await setPassword(db, id, temporary);
      // Whoever knew the old password is signed out with it.
      await presence.signOutAll(await endSessions(db, id), row.advisorId);
      await audit(db, userOf(request), { action: 'password-reset', target: `account:${id}` });
      return { account: toAccount(row), temporary_password: temporary };
    },
  );
};
