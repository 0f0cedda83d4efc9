/**
 * Console sign-in, sessions and sign-out (issue 15, point 1), on the real app
 * and its real database, with a clock the tests move: the cookie's flags, one
 * answer for any wrong pair whatever its timing, sessions that end when they
 * should (sign-out, idle, absolute), the throttle, the Origin check, and
 * passwords that reach neither the table nor the logs.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { createAccount } from '../../server/console/accounts-store';
import { CHEAP_HASHING_FOR_TESTS, hashPassword, OWASP_SCRYPT_PARAMETERS, currentScryptParameters, scryptParametersFor, verifyPassword, type ScryptParameters } from '../../server/console/password';
import { SESSION_COOKIE } from '../../server/console/session-token';
import { DEVICE_COOKIE } from '../../server/console/trusted-devices';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { accounts, sessions, signInFailures, trustedDevices } from '../../server/db/schema';
import { ConsoleUser } from '../../contract/schemas/console/accounts';
import { CONSOLE_ORIGIN, signedIn } from '../helpers/console-session';
import { startServerProcess } from '../helpers/server-process';
import { startPostgres } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';
import { settledLog } from '../helpers/server-log';
import { seededFolderCopy } from '../helpers/seeded-folder';

/** The start of a stored hash made with `parameters`: `scrypt$15$8$3$`. */
const storedPrefix = ({ logN, r, p }: ScryptParameters) => `scrypt$${logN}$${r}$${p}$`;

// Every sign-in and every new password is a scrypt, and the strength test hashes with
// OWASP's parameters: on a busy two-core machine a few take longer than vitest's default 30 s.
vi.setConfig({ testTimeout: 120_000 });

const PASSWORD = 'Une phrase de passe assez longue';
const INVALID = { error: 'invalid_credentials', message: 'Identifiants incorrects.' };
const TOO_MANY = { error: 'too_many_attempts', message: 'Trop de tentatives de connexion. Réessayez dans 15\u202fminutes.' };
const MINUTE = 60_000;

let now = new Date('2026-03-02T09:00:00Z');
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => app?.close());

let accountCount = 0;
/** A fresh account with PASSWORD, made by the code the console and the command use. */
async function newAccount(target: FastifyInstance = app, role: 'admin' | 'advisor' = 'admin') {
  const email = `operateur${++accountCount}@agence.test`;
  const advisorId = role === 'advisor' ? 1 : null;
  const row = await createAccount(target.database.db, { email, role, advisorId, password: PASSWORD });
  return { id: row.id, email };
}

let clientCount = 0;
/** A client address of its own, so that one test's failures do not count against another's. */
const newClient = () => `192.0.2.${++clientCount}`;

interface Options {
  target?: FastifyInstance;
  client?: string;
  headers?: Record<string, string>;
}

function signIn(email: string, password: string, { target = app, client = '127.0.0.1', headers = {} }: Options = {}) {
  return target.inject({
    method: 'POST',
    url: '/api/console/session',
    remoteAddress: client,
    headers: { origin: CONSOLE_ORIGIN, ...headers },
    payload: { email, password },
  });
}

/** The session cookie a sign-in set, as the browser will send it back. */
function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The device cookie a sign-in set (OWASP's device cookies), as the browser will send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no ${DEVICE_COOKIE} cookie in ${response.statusCode} ${response.body}`);
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

/** The Set-Cookie line of a cookie (the session's unless told): its value and its attributes. */
function setCookieLineOf(response: LightMyRequestResponse, name: string): { value: string; attributes: string[] } {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}`);
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: pair!.slice(name.length + 1), attributes };
}

const setCookieLine = (response: LightMyRequestResponse) => setCookieLineOf(response, SESSION_COOKIE);

const whoAmI = (cookie: string, target = app) => target.inject({ method: 'GET', url: '/api/console/session', headers: { cookie } });
const signOut = (cookie: string, origin = CONSOLE_ORIGIN) =>
  app.inject({ method: 'DELETE', url: '/api/console/session', headers: { cookie, origin } });

async function sessionCount(accountId?: number): Promise<number> {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(sessions)
    .where(accountId === undefined ? undefined : eq(sessions.accountId, accountId));
  return row!.n;
}

describe('sign-in', () => {
  it('answers the user and sets an HttpOnly, SameSite=Strict, Path=/ cookie, not Secure on plain http to localhost', async () => {
    const { id, email } = await newAccount();
    const response = await signIn(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(z.parse(ConsoleUser, response.json())).toEqual({ id, email, role: 'admin', advisor_id: null });

    const { value, attributes } = setCookieLine(response);
    // 256 random bits, base64url.
    expect(value).toMatch(/^[\w-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);

    const me = await whoAmI(`${SESSION_COOKIE}=${value}`);
    expect(me.statusCode).toBe(200);
    // And when the session ends at the latest (the console warns before it): 12 hours after the sign-in.
    expect(me.json()).toEqual({ id, email, role: 'admin', advisor_id: null, session_ends_at: new Date(now.getTime() + 12 * 3_600_000).toISOString() });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure for any other host', async () => {
    const { email } = await newAccount();
    const response = await signIn(email, PASSWORD, { headers: { host: 'voyance.example', origin: 'http://voyance.example' } });
    expect(response.statusCode).toBe(200);
    expect(setCookieLine(response).attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure']);
  });

  it('marks it Secure behind a trusted proxy that says https, and ignores that header from anyone else', async () => {
    const proxied = await createTestApp({ clock, config: { TRUST_PROXY: 1 } });
    try {
      const { email } = await newAccount(proxied);
      const viaProxy = await signIn(email, PASSWORD, { target: proxied, headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' } });
      expect(viaProxy.statusCode).toBe(200);
      expect(setCookieLine(viaProxy).attributes).toContain('Secure');
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the request is plain http to localhost, whatever the header claims.
    const { email } = await newAccount();
    const direct = await signIn(email, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.statusCode).toBe(200);
    expect(setCookieLine(direct).attributes).not.toContain('Secure');
  });

  it('answers the same 401 for a wrong password, an unknown e-mail and a disabled account, with no cookie', async () => {
    const client = newClient();
    const { id, email } = await newAccount();
    const wrongPassword = await signIn(email, `${PASSWORD}!`, { client });
    const unknownEmail = await signIn('personne@agence.test', PASSWORD, { client });
    await app.database.db.update(accounts).set({ disabledAt: now }).where(eq(accounts.id, id));
    const disabled = await signIn(email, PASSWORD, { client });
    for (const response of [wrongPassword, unknownEmail, disabled]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount(id)).toBe(0);
  });

  it('takes as long for an unknown e-mail as for a known one (medians of alternated tries)', async () => {
    // At the suite's cheap cost a sign-in's hash is lost in its other work: this test hashes as a server does.
    vi.stubEnv(CHEAP_HASHING_FOR_TESTS, '0');
    onTestFinished(() => void vi.unstubAllEnvs());
    const { email } = await newAccount();
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (into: number[], address: string) => {
      const started = performance.now();
      const response = await signIn(address, 'pas le bon mot de passe', { client: newClient() });
      into.push(performance.now() - started);
      expect(response.json()).toEqual(INVALID);
    };
    // The first unknown e-mail of a process makes the dummy hash: one try of each first, not counted.
    await timed([], 'inconnu0@agence.test');
    await timed([], email);
    // Nine rounds: on a busy machine one try can take three times another, and a median of five moved by it.
    for (let i = 1; i <= 9; i++) {
      await timed(known, email);
      await timed(unknown, `inconnu${i}@agence.test`);
      // Out of the throttle's window before the next round.
      advance(16 * MINUTE);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${unknown.map(Math.round).join(', ')} ms; known ${known.map(Math.round).join(', ')} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('stores a scrypt hash, never the password', async () => {
    const { id } = await newAccount();
    const [row] = await app.database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, id));
    expect(row!.hash).not.toContain(PASSWORD);
    expect(row!.hash).toMatch(/^scrypt(\$\d+){3}\$[\w+/]+=*\$[\w+/]+=*$/);
    expect(row!.hash.startsWith(storedPrefix(currentScryptParameters()))).toBe(true);
    // Two accounts with one password: two salts, two hashes.
    const { id: other } = await newAccount();
    const [second] = await app.database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, other));
    expect(second!.hash).not.toBe(row!.hash);
  });

  it('rewrites a hash made with older parameters at the next sign-in, and the password still works', async () => {
    const { id, email } = await newAccount();
    const older = await hashPassword(PASSWORD, { logN: 17, r: 8, p: 1 });
    const db = app.database.db;
    await db.update(accounts).set({ passwordHash: older }).where(eq(accounts.id, id));
    const hashOf = async () => (await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, id)))[0]!.hash;

    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(200);
    const rewritten = await hashOf();
    expect(rewritten.startsWith(storedPrefix(currentScryptParameters()))).toBe(true);
    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(200);
    expect(await hashOf()).toBe(rewritten);
    expect((await signIn(email, 'Pas la bonne phrase du tout', { client: newClient() })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('gives each sign-in a new session: a second browser does not end the first', async () => {
    const { id, email } = await newAccount();
    const first = cookieOf(await signIn(email, PASSWORD));
    const second = cookieOf(await signIn(email, PASSWORD));
    expect(second).not.toBe(first);
    expect(await sessionCount(id)).toBe(2);
    expect((await whoAmI(first)).statusCode).toBe(200);
    expect((await whoAmI(second)).statusCode).toBe(200);
  });

  it('replaces the session of the browser that signs in again instead of leaving it open', async () => {
    const { id, email } = await newAccount();
    const old = cookieOf(await signIn(email, PASSWORD));
    const renewed = await signIn(email, PASSWORD, { headers: { cookie: old } });
    expect(renewed.statusCode).toBe(200);
    expect((await whoAmI(old)).statusCode).toBe(401);
    expect((await whoAmI(cookieOf(renewed))).statusCode).toBe(200);
    expect(await sessionCount(id)).toBe(1);
  });

  it('ends on sign-out: the row is deleted, the cookie cleared, and a stolen copy of it gets 401', async () => {
    const { id, email } = await newAccount();
    const kept = cookieOf(await signIn(email, PASSWORD));
    const stolen = cookieOf(await signIn(email, PASSWORD));
    const out = await signOut(stolen);
    expect(out.statusCode).toBe(204);
    const cleared = setCookieLine(out);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'SameSite=Strict', 'Path=/']));

    const replayed = await whoAmI(stolen);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: 'unauthorized', message: 'Veuillez vous connecter.' });
    expect((await signOut(stolen)).statusCode).toBe(401);
    // The other browser's session is not touched.
    expect((await whoAmI(kept)).statusCode).toBe(200);
    expect(await sessionCount(id)).toBe(1);
  });

  it('ends after 30 minutes without a request, and not while it is used', async () => {
    const { email } = await newAccount();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    for (let i = 0; i < 3; i++) {
      advance(29 * MINUTE);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
    advance(31 * MINUTE);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    // Gone for good, even if the clock went back.
    advance(-31 * MINUTE);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const { email } = await newAccount();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    // A request every 25 minutes until 11 h 40 min.
    for (let elapsed = 25; elapsed <= 700; elapsed += 25) {
      advance(25 * MINUTE);
      expect((await whoAmI(cookie)).statusCode, `${elapsed} min`).toBe(200);
    }
    advance(25 * MINUTE);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });
});

describe('throttle', () => {
  const failureCount = async () => (await app.database.db.select({ n: count() }).from(signInFailures))[0]!.n;

  it('refuses a sixth attempt from one client on one e-mail within 15 minutes, even with the right password, until the window passes', async () => {
    const { id, email } = await newAccount();
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'mauvais mot de passe', { client })).statusCode).toBe(401);

    advance(10 * MINUTE);
    const failuresBefore = await failureCount();
    const refused = await signIn(email, PASSWORD, { client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toBe(String(5 * 60));
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Refused before any password was checked: nothing counted, no session opened,
    // and the right password sent while refused does not lift the throttle (which would tell a guesser it was right).
    expect(await failureCount()).toBe(failuresBefore);
    expect(await sessionCount(id)).toBe(0);
    expect((await signIn(email, PASSWORD, { client })).statusCode).toBe(429);

    advance(5 * MINUTE + 1000);
    expect((await signIn(email, PASSWORD, { client })).statusCode).toBe(200);
  });

  it('lets no more than 5 of a burst of guesses sent at once from one client check a password', async () => {
    const { email } = await newAccount();
    const client = newClient();
    const burst = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'devinette en rafale', { client })));
    const statuses = burst.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    advance(15 * MINUTE + 1000);
    expect((await signIn(email, PASSWORD, { client })).statusCode).toBe(200);
  });

  it('refuses a client after 20 failures over any e-mails, other clients going on, until the window passes', async () => {
    const { email } = await newAccount();
    const client = newClient();
    // Four at a time: libuv runs four hashes at once.
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all([0, 1, 2, 3].map((i) => signIn(`devine${batch * 4 + i}@agence.test`, 'essai', { client })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    }
    const refused = await signIn(email, PASSWORD, { client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(200);

    advance(15 * MINUTE + 1000);
    expect((await signIn(email, PASSWORD, { client })).statusCode).toBe(200);
  });
});

describe('no lock-out by others (OWASP device cookies)', () => {
  /** Wrong guesses for `email` from `client`, one after the other: their statuses. */
  async function guesses(email: string, n: number, options: Options): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await signIn(email, `devinette ${i}`, options)).statusCode);
    return statuses;
  }
  const lockedAfterFive = [...Array(5).fill(401), ...Array(25).fill(429)];

  it('an attacker’s 30 guesses from another address lock out neither the owner’s address nor the owner’s device', async () => {
    const { email } = await newAccount();
    const home = newClient();
    const device = deviceCookieOf(await signIn(email, PASSWORD, { client: home }));
    const attacker = newClient();
    expect(await guesses(email, 30, { client: attacker })).toEqual(lockedAfterFive);

    expect((await signIn(email, PASSWORD, { client: home })).statusCode).toBe(200);
    // The device cookie, from an address never seen (a phone on another network).
    const onDevice = await signIn(email, PASSWORD, { client: newClient(), headers: { cookie: device } });
    expect(onDevice.statusCode).toBe(200);
    // The attacker is still refused, even with the right password.
    expect((await signIn(email, PASSWORD, { client: attacker })).statusCode).toBe(429);
  });

  it('behind a trusted proxy, counts X-Forwarded-For’s client: a guessing neighbour does not lock the owner out', async () => {
    const proxied = await createTestApp({ clock, config: { TRUST_PROXY: 1 } });
    try {
      const { email } = await newAccount(proxied);
      const via = (client: string) => ({ target: proxied, headers: { 'x-forwarded-for': client } });
      const attacker = newClient();
      for (let i = 0; i < 30; i++) await signIn(email, `devinette ${i}`, via(attacker));
      expect((await signIn(email, PASSWORD, via(attacker))).statusCode).toBe(429);
      expect((await signIn(email, PASSWORD, via(newClient()))).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('an attacker behind the owner’s own address (shared NAT) does not lock out the owner’s trusted device', async () => {
    const { email } = await newAccount();
    const nat = newClient();
    const device = deviceCookieOf(await signIn(email, PASSWORD, { client: nat }));
    expect(await guesses(email, 30, { client: nat })).toEqual(lockedAfterFive);
    // And the address's own limit over every e-mail, spent too.
    for (let i = 0; i < 20; i++) await signIn(`voisin${i}@agence.test`, 'essai', { client: nat });
    expect((await signIn(email, PASSWORD, { client: nat })).statusCode).toBe(429);

    const owner = await signIn(email, PASSWORD, { client: nat, headers: { cookie: device } });
    expect(owner.statusCode).toBe(200);
    // The device's cookie is renewed at each sign-in: the new one works, the old one no longer counts as trusted.
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(device);
    expect((await signIn(email, PASSWORD, { client: nat, headers: { cookie: renewed } })).statusCode).toBe(200);
    expect((await signIn(email, PASSWORD, { client: nat, headers: { cookie: device } })).statusCode).toBe(429);
  });

  it('a guess spread over many addresses is stopped at 50 for untrusted clients, never for the owner’s device', async () => {
    const { email } = await newAccount();
    const device = deviceCookieOf(await signIn(email, PASSWORD, { client: newClient() }));
    for (let c = 0; c < 10; c++) {
      const client = newClient();
      const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => signIn(email, `devinette ${c}-${i}`, { client })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    }
    const refused = await signIn(email, PASSWORD, { client: newClient() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(email, PASSWORD, { client: newClient(), headers: { cookie: device } })).statusCode).toBe(200);
  });

  it('gives no way round the throttle with a forged cookie or another account’s device', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const deviceOfA = deviceCookieOf(await signIn(a.email, PASSWORD, { client: newClient() }));
    const attacker = newClient();
    expect(await guesses(b.email, 6, { client: attacker })).toEqual([401, 401, 401, 401, 401, 429]);
    for (const cookie of [`${DEVICE_COOKIE}=${'A'.repeat(43)}`, `${DEVICE_COOKIE}=pas-un-jeton`, deviceOfA]) {
      const refused = await signIn(b.email, PASSWORD, { client: attacker, headers: { cookie } });
      expect(refused.statusCode, cookie).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('throttles a trusted device on its own: a stolen cookie gets 5 guesses, and the owner elsewhere is not locked out', async () => {
    const { email } = await newAccount();
    const device = deviceCookieOf(await signIn(email, PASSWORD, { client: newClient() }));
    const thief = newClient();
    // From many addresses: the device's count is the device's, wherever it is used from.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, `devinette ${i}`, { client: newClient(), headers: { cookie: device } })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(email, PASSWORD, { client: thief, headers: { cookie: device } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(200);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, on the sign-in path only, for a year, and stores only its SHA-256', async () => {
    const { email } = await newAccount();
    const response = await signIn(email, PASSWORD, { client: newClient() });
    const line = setCookieLineOf(response, DEVICE_COOKIE);
    expect(line.value).toMatch(/^[\w-]{43}$/);
    expect(line.attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api/console/session', 'SameSite=Strict']);
    const rows = await app.database.db.select().from(trustedDevices).where(eq(trustedDevices.email, email));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(line.value).digest('hex')]);
    const secure = await signIn(email, PASSWORD, { headers: { host: 'voyance.example', origin: 'http://voyance.example' } });
    expect(setCookieLineOf(secure, DEVICE_COOKIE).attributes).toContain('Secure');
  });

  it('keeps the 10 most recent devices of an account, and forgets them all but this one when its password changes', async () => {
    const { email } = await newAccount();
    const devices: string[] = [];
    for (let i = 0; i < 12; i++) {
      devices.push(deviceCookieOf(await signIn(email, PASSWORD, { client: newClient() })));
      advance(1000);
    }
    const deviceCount = async () => (await app.database.db.select({ n: count() }).from(trustedDevices).where(eq(trustedDevices.email, email)))[0]!.n;
    expect(await deviceCount()).toBe(10);

    // The two oldest are no longer trusted: locked out with the attacker's address, they do not get through.
    const shared = newClient();
    await guesses(email, 5, { client: shared });
    expect((await signIn(email, PASSWORD, { client: shared, headers: { cookie: devices[0]! } })).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD, { client: shared, headers: { cookie: devices[11]! } })).statusCode).toBe(200);

    const here = await signIn(email, PASSWORD, { client: newClient() });
    const hereDevice = deviceCookieOf(here);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/console/session/password',
      headers: { cookie: `${cookieOf(here)}; ${hereDevice}`, origin: CONSOLE_ORIGIN },
      payload: { current_password: PASSWORD, new_password: 'Une toute nouvelle phrase de passe' },
    });
    expect(change.statusCode).toBe(204);
    const kept = await app.database.db.select({ tokenHash: trustedDevices.tokenHash }).from(trustedDevices).where(eq(trustedDevices.email, email));
    expect(kept).toEqual([{ tokenHash: createHash('sha256').update(hereDevice.split('=')[1]!).digest('hex') }]);
  });
});

describe('devices forgotten with the account’s access', () => {
  const deviceCount = async (email: string) => (await app.database.db.select({ n: count() }).from(trustedDevices).where(eq(trustedDevices.email, email)))[0]!.n;

  it('when an admin disables the account or resets its password', async () => {
    const admin = await signedIn(app, 'admin');
    const disabled = await newAccount();
    const reset = await newAccount();
    for (const { email } of [disabled, reset]) {
      for (let i = 0; i < 2; i++) await signIn(email, PASSWORD, { client: newClient() });
      expect(await deviceCount(email)).toBe(2);
    }
    const off = await app.inject({ method: 'PATCH', url: `/api/console/accounts/${disabled.id}`, headers: admin.headers, payload: { disabled: true } });
    expect(off.statusCode).toBe(200);
    expect(await deviceCount(disabled.email)).toBe(0);
    const newPassword = await app.inject({ method: 'POST', url: `/api/console/accounts/${reset.id}/password-reset`, headers: admin.headers });
    expect(newPassword.statusCode).toBe(200);
    expect(await deviceCount(reset.email)).toBe(0);
  });
});

describe('throttle and devices on PostgreSQL, two instances sharing it', async () => {
  const started = await startPostgres();
  const server = 'url' in started ? started : null;
  if (!server) console.warn(`[voyance] sign-in throttle on PostgreSQL skipped: ${'unavailable' in started ? started.unavailable : ''}`);
  afterAll(() => server?.stop());

  it.skipIf(!server)('counts the failures sent to either instance together, and trusts a device on both', async () => {
    const config = testConfig({ DATABASE_URL: server!.url });
    // One after the other: the first migrates and seeds, the second finds it done.
    const first = await createApp(config, { clock });
    const second = await createApp(config, { clock });
    try {
      const { email } = await newAccount(first);
      const device = deviceCookieOf(await signIn(email, PASSWORD, { target: second, client: newClient() }));
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await signIn(email, `devinette ${i}`, { target: i % 2 ? first : second, client })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect((await signIn(email, PASSWORD, { target: first, client })).statusCode).toBe(429);
      expect((await signIn(email, PASSWORD, { target: second, client })).statusCode).toBe(429);
      expect((await signIn(email, PASSWORD, { target: first, client, headers: { cookie: device } })).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('Origin and sessions on every route', () => {
  it('refuses a sign-in from a foreign page or without Origin with 403 JSON, creating no session', async () => {
    const { id, email } = await newAccount();
    for (const headers of [{ origin: 'https://pirate.example' }, { origin: 'null' }]) {
      const response = await signIn(email, PASSWORD, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'Origine de la requête refusée.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const withoutOrigin = await app.inject({ method: 'POST', url: '/api/console/session', payload: { email, password: PASSWORD } });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(withoutOrigin.json()).toMatchObject({ error: 'forbidden' });
    expect(await sessionCount(id)).toBe(0);
  });

  it('refuses a sign-out from a foreign page: the session goes on', async () => {
    const { email } = await newAccount();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const forged = await signOut(cookie, 'https://pirate.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'forbidden' });
    const missing = await app.inject({ method: 'DELETE', url: '/api/console/session', headers: { cookie } });
    expect(missing.statusCode).toBe(403);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });

  it('answers 401 JSON on every console route without a session (all of the API description)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })))
      .filter(({ method, url }) => !(method === 'POST' && url === '/api/console/session'));
    expect(routes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['GET /api/console/session', 'DELETE /api/console/session', 'PUT /api/console/session/password', 'GET /api/console/accounts', 'GET /api/console/audit']),
    );
    for (const { method, url } of routes) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=not-a-session`]) {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { origin: CONSOLE_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toEqual({ error: 'unauthorized', message: 'Veuillez vous connecter.' });
      }
    }
  });
});

describe('own password', () => {
  const change = (cookie: string, body: object) =>
    app.inject({ method: 'PUT', url: '/api/console/session/password', headers: { cookie, origin: CONSOLE_ORIGIN }, payload: body });

  it('needs the current password, keeps this session, ends the others, and the new password works', async () => {
    const { id, email } = await newAccount();
    const here = cookieOf(await signIn(email, PASSWORD));
    const elsewhere = cookieOf(await signIn(email, PASSWORD));
    const next = 'Une toute nouvelle phrase de passe';

    const wrong = await change(here, { current_password: 'pas le mien du tout', new_password: next });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'current_password' });
    const short = await change(here, { current_password: PASSWORD, new_password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'new_password', message: 'Le mot de passe doit contenir au moins 12 caractères' });

    expect((await change(here, { current_password: PASSWORD, new_password: next })).statusCode).toBe(204);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
    expect(await sessionCount(id)).toBe(1);
    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(401);
    expect((await signIn(email, next, { client: newClient() })).statusCode).toBe(200);
  });
});

describe('own password, throttled', () => {
  it('refuses a sixth current password within 15 minutes and changes nothing, even when it is right', async () => {
    const { id, email } = await newAccount();
    const client = newClient();
    const here = cookieOf(await signIn(email, PASSWORD, { client }));
    const change = (current: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/console/session/password',
        remoteAddress: client,
        headers: { cookie: here, origin: CONSOLE_ORIGIN },
        payload: { current_password: current, new_password: 'Une toute nouvelle phrase de passe' },
      });
    const hashOf = async () => (await app.database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, id)))[0]!.hash;
    const before = await hashOf();
    for (let i = 0; i < 5; i++) expect((await change(`pas le mien ${i} du tout`)).statusCode).toBe(400);
    const refused = await change(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Nothing goes on behind the 429 (a handler that did would change the password a moment later).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await hashOf()).toBe(before);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD, { client: newClient() })).statusCode).toBe(200);
  });
});

describe('the server process’s log', () => {
  const dataDir = seededFolderCopy('voyance-auth-log-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never holds a password, whatever happens to the sign-in', async () => {
    const database = await openDatabase({ dataDir });
    const email = 'journal@agence.test';
    try {
      await createAccount(database.db, { email, role: 'admin', password: PASSWORD });
    } finally {
      await database.close();
    }
    // Trace: every log line the server can write, request lines included.
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'trace' }, 150_000);
    try {
      const origin = server.url;
      const send = (method: string, path: string, body: object, cookie = '') =>
        fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', origin, cookie }, body: JSON.stringify(body) });
      const wrongGuess = 'Mauvaise devinette 5813';
      const next = 'Nouvelle phrase secrète 2291';
      expect((await send('POST', '/api/console/session', { email, password: wrongGuess })).status).toBe(401);
      expect((await send('POST', '/api/console/session', { email: 'inconnu@agence.test', password: wrongGuess })).status).toBe(401);
      const signedIn = await send('POST', '/api/console/session', { email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
      expect((await send('PUT', '/api/console/session/password', { current_password: wrongGuess, new_password: next }, cookie)).status).toBe(400);
      expect((await send('PUT', '/api/console/session/password', { current_password: PASSWORD, new_password: next }, cookie)).status).toBe(204);
      expect((await send('PUT', '/api/console/session/password', { current_password: next, new_password: 'court' }, cookie)).status).toBe(400);

      const log = await settledLog(server, 300);
      // The log is on: the requests are in it.
      expect(log).toContain('/api/console/session');
      for (const secret of [PASSWORD, wrongGuess, next, '5813', '2291']) expect(log, secret).not.toContain(secret);
    } finally {
      await server.stop();
    }
  }, 200_000);
});

describe('the hash’s strength', () => {
  it('is OWASP’s N=2^15, r=8, p=3 wherever the test suite’s cheap setting is absent', async () => {
    // A set OWASP lists as strong as N=2^17 p=1, at a quarter of the memory.
    expect(scryptParametersFor({})).toEqual({ logN: 15, r: 8, p: 3 });
    expect(scryptParametersFor({ [CHEAP_HASHING_FOR_TESTS]: '0' })).toEqual(OWASP_SCRYPT_PARAMETERS);
    const stored = await hashPassword(PASSWORD, OWASP_SCRYPT_PARAMETERS);
    expect(stored).toMatch(/^scrypt\$15\$8\$3\$[\w+/]+=*\$[\w+/]+=*$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('Pas la bonne phrase du tout', stored)).toBe(false);
  });
});
