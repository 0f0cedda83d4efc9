/**
 * Operator accounts from the console (issue 15, points 1 and 5): an admin
 * invites, resets, disables; the temporary password is the way in; an
 * advisor account is refused everywhere an admin acts; everything lands in
 * the audit log, newest first.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { audit } from '../../server/console/audit';
import { SESSION_COOKIE } from '../../server/console/session-token';
import { accounts, advisors } from '../../server/db/schema';
import { Account, AccountList, TemporaryPassword } from '../../contract/schemas/console/accounts';
import { AuditPage } from '../../contract/schemas/console/audit';
import { CONSOLE_ORIGIN, signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

// Every sign-in and every new password is a deliberately slow scrypt: on a busy
// two-core machine a few of them take longer than vitest's default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let app: FastifyInstance;
let admin: SignedIn;
let advisorId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
  const [advisor] = await app.database.db.select({ id: advisors.id }).from(advisors).limit(1);
  advisorId = advisor!.id;
});
afterAll(async () => app?.close());

const as = (who: SignedIn | { headers: { cookie: string; origin: string } }, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...who.headers, ...options.headers } });

let inviteCount = 0;
const newEmail = () => `invite${++inviteCount}@agence.test`;

async function invite(body: object): Promise<LightMyRequestResponse> {
  return as(admin, { method: 'POST', url: '/api/console/accounts', payload: body });
}

async function invited(body: { email: string; role: 'admin' | 'advisor'; advisor_id?: number }) {
  const response = await invite(body);
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(TemporaryPassword, response.json());
}

function signIn(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/console/session', headers: { origin: CONSOLE_ORIGIN }, payload: { email, password } });
}

/** The headers of a browser signed in with this pair. */
async function browserOf(email: string, password: string) {
  const response = await signIn(email, password);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  return { headers: { cookie: `${SESSION_COOKIE}=${cookie.value}`, origin: CONSOLE_ORIGIN } };
}

const whoAmI = (browser: { headers: { cookie: string } }) => app.inject({ method: 'GET', url: '/api/console/session', headers: { cookie: browser.headers.cookie } });

async function latestAudit() {
  const response = await as(admin, { method: 'GET', url: '/api/console/audit' });
  expect(response.statusCode).toBe(200);
  return z.parse(AuditPage, response.json());
}

describe('invitations', () => {
  it('creates an account with a temporary password shown once, which signs in', async () => {
    const email = newEmail();
    const { account, temporary_password } = await invited({ email: ` ${email.toUpperCase()} `, role: 'admin' });
    expect(account).toMatchObject({ email, role: 'admin', advisor_id: null, disabled: false });
    expect(temporary_password.length).toBeGreaterThanOrEqual(16);

    const me = await whoAmI(await browserOf(email, temporary_password));
    expect(me.json()).toEqual({ id: account.id, email, role: 'admin', advisor_id: null, session_ends_at: expect.any(String) });

    // The list shows it, and never a hash or a password.
    const list = await as(admin, { method: 'GET', url: '/api/console/accounts' });
    expect(list.statusCode).toBe(200);
    expect(z.parse(AccountList, list.json())).toContainEqual(account);
    expect(list.body).not.toContain(temporary_password);
    expect(list.body).not.toMatch(/scrypt|password/);
  });

  it('ties an advisor account to its advisor', async () => {
    const email = newEmail();
    const { account, temporary_password } = await invited({ email, role: 'advisor', advisor_id: advisorId });
    expect(account).toMatchObject({ role: 'advisor', advisor_id: advisorId });
    expect((await whoAmI(await browserOf(email, temporary_password))).json()).toMatchObject({ role: 'advisor', advisor_id: advisorId });
  });

  it('gives each invitation its own random password', async () => {
    const first = await invited({ email: newEmail(), role: 'admin' });
    const second = await invited({ email: newEmail(), role: 'admin' });
    expect(first.temporary_password).not.toBe(second.temporary_password);
  });

  it.each([
    ['an advisor account without an advisor', { role: 'advisor' }, 'advisor_id'],
    ['an advisor account with an advisor that does not exist', { role: 'advisor', advisor_id: 999_999 }, 'advisor_id'],
    ['an admin account tied to an advisor', { role: 'admin', advisor_id: 1 }, 'advisor_id'],
    ['an e-mail that is not one', { role: 'admin', email: 'pas-un-e-mail' }, 'email'],
    ['an unknown role', { role: 'root' }, 'role'],
  ])('refuses %s with a French message on the field, creating nothing', async (_name, body, field) => {
    const before = (await app.database.db.select({ id: accounts.id }).from(accounts)).length;
    const response = await invite({ email: newEmail(), ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ field: string; message: string }>();
    expect(answer.field).toBe(field);
    expect(typographyFaults(answer.message)).toEqual([]);
    expect((await app.database.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);
  });

  it('refuses an e-mail that already has an account, whatever its case, with 409', async () => {
    const email = newEmail();
    await invited({ email, role: 'admin' });
    const again = await invite({ email: email.toUpperCase(), role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'email_taken', message: 'Un compte existe déjà avec cet e-mail.', field: 'email' });
  });
});

describe('password reset', () => {
  it('gives a new temporary password, the old one stops working, and the account is signed out everywhere', async () => {
    const email = newEmail();
    const { account, temporary_password: first } = await invited({ email, role: 'admin' });
    const browser = await browserOf(email, first);

    const reset = await as(admin, { method: 'POST', url: `/api/console/accounts/${account.id}/password-reset` });
    expect(reset.statusCode).toBe(200);
    const { temporary_password: second } = z.parse(TemporaryPassword, reset.json());
    expect(second).not.toBe(first);
    expect(second.length).toBeGreaterThanOrEqual(16);

    expect((await whoAmI(browser)).statusCode).toBe(401);
    expect((await signIn(email, first)).statusCode).toBe(401);
    expect((await signIn(email, second)).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await as(admin, { method: 'POST', url: '/api/console/accounts/999999/password-reset' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Compte introuvable.' });
  });
});

describe('disabling', () => {
  const patch = (id: number, disabled: boolean, who: SignedIn = admin) =>
    as(who, { method: 'PATCH', url: `/api/console/accounts/${id}`, payload: { disabled } });

  it('ends the account’s sessions and refuses its sign-in until it is enabled again', async () => {
    const email = newEmail();
    const { account, temporary_password } = await invited({ email, role: 'admin' });
    const browser = await browserOf(email, temporary_password);

    const disabled = await patch(account.id, true);
    expect(disabled.statusCode).toBe(200);
    expect(z.parse(Account, disabled.json())).toMatchObject({ id: account.id, disabled: true });
    expect((await whoAmI(browser)).statusCode).toBe(401);
    expect((await signIn(email, temporary_password)).json()).toEqual({ error: 'invalid_credentials', message: 'Identifiants incorrects.' });

    expect((await patch(account.id, false)).json()).toMatchObject({ disabled: false });
    expect((await signIn(email, temporary_password)).statusCode).toBe(200);
  });

  it('does not let an admin disable their own account', async () => {
    const response = await patch(admin.accountId, true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'cannot_disable_self', message: 'Vous ne pouvez pas désactiver votre propre compte.' });
    const [row] = await app.database.db.select({ disabledAt: accounts.disabledAt }).from(accounts).where(eq(accounts.id, admin.accountId));
    expect(row!.disabledAt).toBeNull();
    expect((await whoAmI(admin)).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist, 400 for an id that is not one', async () => {
    expect((await patch(999_999, true)).statusCode).toBe(404);
    expect((await as(admin, { method: 'PATCH', url: '/api/console/accounts/abc', payload: { disabled: true } })).statusCode).toBe(400);
    expect((await as(admin, { method: 'PATCH', url: `/api/console/accounts/${admin.accountId}`, payload: { disabled: 'oui' } })).statusCode).toBe(400);
  });
});

describe('an advisor account', () => {
  it('gets 403 JSON on every admin route, whatever it sends, and changes nothing', async () => {
    const advisor = await signedIn(app, 'advisor', advisorId);
    const target = (await invited({ email: newEmail(), role: 'admin' })).account;
    const before = await app.database.db.select().from(accounts).orderBy(accounts.id);
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/console/accounts' },
      { method: 'POST', url: '/api/console/accounts', payload: { email: newEmail(), role: 'admin' } },
      { method: 'POST', url: '/api/console/accounts', payload: { nonsense: true } },
      { method: 'PATCH', url: `/api/console/accounts/${target.id}`, payload: { disabled: true } },
      { method: 'POST', url: `/api/console/accounts/${target.id}/password-reset` },
      { method: 'GET', url: '/api/console/audit' },
      { method: 'GET', url: '/api/console/audit?page=2' },
    ];
    for (const request of requests) {
      const response = await as(advisor, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'Action non autorisée pour ce compte.' });
    }
    expect(await app.database.db.select().from(accounts).orderBy(accounts.id)).toEqual(before);
    // Its own session is its own: it may still see who it is.
    expect((await whoAmI(advisor)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records each account action with its actor and target, newest first', async () => {
    const email = newEmail();
    const { account, temporary_password } = await invited({ email, role: 'admin' });
    expect((await signIn(email, 'pas le bon mot de passe')).statusCode).toBe(401);
    await browserOf(email, temporary_password);
    await as(admin, { method: 'POST', url: `/api/console/accounts/${account.id}/password-reset` });
    await as(admin, { method: 'PATCH', url: `/api/console/accounts/${account.id}`, payload: { disabled: true } });
    await as(admin, { method: 'PATCH', url: `/api/console/accounts/${account.id}`, payload: { disabled: false } });

    const { entries } = await latestAudit();
    const target = `account:${account.id}`;
    expect(entries.slice(0, 6).map(({ action, actor, target }) => ({ action, actor, target }))).toEqual([
      { action: 'account-enabled', actor: admin.email, target },
      { action: 'account-disabled', actor: admin.email, target },
      { action: 'password-reset', actor: admin.email, target },
      { action: 'sign-in', actor: email, target },
      { action: 'sign-in-failed', actor: email, target: null },
      { action: 'account-created', actor: admin.email, target },
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // No password in the log, in any form.
    expect(JSON.stringify(entries)).not.toContain(temporary_password);
  });

  it('pages by 50, newest first, with the total', async () => {
    for (let i = 0; i < 60; i++) await audit(app.database.db, null, { action: 'status-set', target: `advisor:${i}` });
    const first = await latestAudit();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.target).toBe('advisor:59');
    expect(first.total).toBeGreaterThanOrEqual(60);

    const second = z.parse(AuditPage, (await as(admin, { method: 'GET', url: '/api/console/audit?page=2' })).json());
    expect(second.total).toBe(first.total);
    expect(second.entries[0]!.target).toBe('advisor:9');
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[49]!.id);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[49]!.id);

    expect((await as(admin, { method: 'GET', url: '/api/console/audit?page=0' })).statusCode).toBe(400);
  });
});
