/**
 * `npm run operator`: the real command in its own process, on a real data
 * folder, as an operator runs it. The first admin comes from it and signs in
 * to a server started afterwards; a short password is refused; while a server
 * holds the folder, the command says to stop it first and changes nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { verifyPassword } from '../../server/console/password';
import { openDatabase } from '../../server/db/open';
import { accounts, sessions } from '../../server/db/schema';
import { PROJECT_ROOT } from '../../server/paths';
import { ConsoleUser } from '../../contract/schemas/console/accounts';
import { AuditPage } from '../../contract/schemas/console/audit';
import { entryArgs, runProjectScript } from '../helpers/run-script';
import { exitOf, startServerProcess } from '../helpers/server-process';
import { typographyFaults } from '../helpers/typography';

const dataDir = mkdtempSync(join(tmpdir(), 'voyance-operator-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Like the operator's shell: no DATABASE_URL of the developer's leaking in. */
const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };

/** `npm run operator -- <args>` (the script it runs), with `input` piped to its standard input. */
const operator = (args: string[], input: string) => runProjectScript('scripts/operator.ts', args, env, { input });

/** The French prose of a message, without the command lines and options it quotes. */
const prose = (text: string) => text.replace(/--[\w-]+/g, '').replace(/\([^)]*\)/g, '');

async function accountsInFolder() {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db.select().from(accounts).orderBy(accounts.id);
  } finally {
    await database.close();
  }
}

const ADMIN = 'premiere.operatrice@agence.test';
const SCRIPT = '/usr/bin/script';
const PASSWORD = 'Correct cheval pile agrafe';

describe('npm run operator', () => {
  it('creates the first admin from a piped password; a server started afterwards signs them in; a running server blocks it', async () => {
    const short = await operator(['create', '--email', ADMIN, '--role', 'admin'], 'court\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Le mot de passe doit contenir au moins 12 caractères');
    expect(typographyFaults(prose(short.stderr))).toEqual([]);

    // One line from the pipe: what follows it is not part of the password.
    const created = await operator(['create', '--email', ADMIN.toUpperCase(), '--role', 'admin'], `${PASSWORD}\nune autre ligne\n`);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Compte administrateur créé pour ${ADMIN}`);
    expect(created.stdout).not.toContain(PASSWORD);

    const server = await startServerProcess({ ...env, LOG_LEVEL: 'info' }, 150_000);
    try {
      const origin = server.url;
      const signIn = await fetch(`${server.url}/api/console/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      expect(z.parse(ConsoleUser, await signIn.json())).toMatchObject({ email: ADMIN, role: 'admin', advisor_id: null });
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;

      // The folder is the server's now: the command refuses, says why, names the process.
      const blocked = await operator(['create', '--email', 'seconde@agence.test', '--role', 'admin'], `${PASSWORD}\n`);
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toContain('Arrêtez d’abord le serveur');
      expect(blocked.stderr).toContain(`processus ${server.child.pid}`);
      expect(blocked.stderr).toContain(dataDir);
      expect(typographyFaults(prose(blocked.stderr))).toEqual([]);
      // And the server goes on, with its session.
      expect((await fetch(`${server.url}/api/console/session`, { headers: { cookie } })).status).toBe(200);

      // The creation is in the audit log, by no one signed in, through the command.
      const log = z.parse(AuditPage, await (await fetch(`${server.url}/api/console/audit`, { headers: { cookie } })).json());
      const creation = log.entries.find((entry) => entry.action === 'account-created');
      expect(creation).toMatchObject({ actor: null, details: { via: 'command', role: 'admin' } });
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // Only the admin: neither the short password nor the blocked run left an account behind.
    const rows = await accountsInFolder();
    expect(rows.map((row) => row.email)).toEqual([ADMIN]);
    expect(rows[0]!.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, rows[0]!.passwordHash)).toBe(true);
  }, 400_000);

  it('resets a password from the pipe and ends the account’s sessions', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(accounts);
      await database.db.insert(sessions).values({ tokenHash: 'une-session-ouverte', accountId: admin!.id });
    } finally {
      await database.close();
    }
    const next = 'Une nouvelle phrase de passe';
    const reset = await operator(['reset-password', '--email', ADMIN], `${next}\n`);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain(`Mot de passe de ${ADMIN} changé`);

    const check = await openDatabase({ dataDir });
    try {
      const [admin] = await check.db.select().from(accounts);
      expect(await verifyPassword(next, admin!.passwordHash)).toBe(true);
      expect(await verifyPassword(PASSWORD, admin!.passwordHash)).toBe(false);
      expect(await check.db.select().from(sessions)).toEqual([]);
    } finally {
      await check.close();
    }
  }, 200_000);

  it.skipIf(!existsSync(SCRIPT))('reads the password on a terminal without echoing it, twice', async () => {
    const email = 'au.terminal@agence.test';
    const typed = 'Tapee au clavier sans echo';
    // util-linux's script gives the command a real terminal and copies what that terminal shows.
    const child = spawn(SCRIPT, ['-q', '-e', '-f', '-c', `node ${entryArgs('scripts/operator.ts').join(' ')} create --email ${email} --role admin`, '/dev/null'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let screen = '';
    const waiting: { text: string; resolve: () => void }[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString();
      for (const wait of waiting.filter(({ text }) => screen.includes(text))) wait.resolve();
    });
    /** Resolves once the terminal has shown `text`. */
    const shown = (text: string) => new Promise<void>((resolve) => (screen.includes(text) ? resolve() : waiting.push({ text, resolve })));
    await shown('Mot de passe (');
    child.stdin.write(`${typed}\r`);
    await shown('Confirmez le mot de passe');
    child.stdin.write(`${typed}\r`);
    await shown('[voyance]');
    child.stdin.end();
    expect(await exitOf(child)).toBe(0);
    expect(screen).toContain(`Compte administrateur créé pour ${email}`);
    expect(screen).not.toContain(typed);
    const account = (await accountsInFolder()).find((row) => row.email === email);
    expect(await verifyPassword(typed, account!.passwordHash)).toBe(true);
  }, 120_000);

  it.each([
    [['create', '--email', 'x@agence.test'], 'Indiquez le rôle du compte'],
    [['create', '--email', 'x@agence.test', '--role', 'advisor'], 'indiquez son slug'],
    [['create', '--email', 'x@agence.test', '--role', 'advisor', '--advisor', 'personne-de-ce-nom'], 'Aucun voyant n’a le slug'],
    [['create', '--email', ADMIN, '--role', 'admin'], 'Un compte existe déjà'],
    [['supprimer', '--email', ADMIN], 'Commande inconnue'],
    [['reset-password', '--email', 'personne@agence.test'], 'Aucun compte n’a l’e-mail'],
  ])('refuses %j with a French message and exit code 1', async (args, message) => {
    const run = await operator(args, `${PASSWORD}\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(typographyFaults(prose(run.stderr))).toEqual([]);
  }, 120_000);
});
