/**
 * `npm run operator -- …`: console accounts from the command line, where the
 * first operator comes from (no default credentials anywhere).
 *
 *   npm run operator -- create --email E-MAIL --role admin
 *   npm run operator -- create --email E-MAIL --role advisor --advisor SLUG
 *   npm run operator -- reset-password --email E-MAIL
 *
 * The password is read from standard input (README, "Le premier opérateur").
 * Exit code 0 when done, 1 with a French message otherwise.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { accountEmail, ROLES, type Role } from '../contract/schemas/console/accounts';
import { newPassword } from '../contract/schemas/console/password-policy';
import { loadConfig } from '../server/config';
import { createAccount, endSessions, findAccountByEmail, setPassword } from '../server/console/accounts-store';
import { announceSignOut } from '../server/live/presence';
import { audit } from '../server/console/audit';
import type { AppDb } from '../server/db/open';
import { advisors } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { HttpError } from '../server/http-error';
import { OperatorError, runScript } from './backup/cli';
import { openOperatorDatabase } from './operator/database';
import { readNewPassword } from './operator/read-password';

const NNBSP = '\u202f';

const USAGE = [
  `Utilisation${NNBSP}:`,
  '  npm run operator -- create --email E-MAIL --role admin',
  '  npm run operator -- create --email E-MAIL --role advisor --advisor SLUG',
  '  npm run operator -- reset-password --email E-MAIL',
  'Le mot de passe (12 caractères au moins) est lu sur l’entrée standard, masqué au terminal.',
].join('\n');

type Command = { kind: 'create'; email: string; role: Role; advisorSlug: string | null } | { kind: 'reset-password'; email: string };

const usageError = (problem: string) => new OperatorError(`${problem}\n${USAGE}`);

/** The command line, checked before anything is opened. */
function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, role: { type: 'string' }, advisor: { type: 'string' } } });
  } catch {
    throw usageError('Option inconnue ou incomplète.');
  }
  const { positionals, values } = parsed;
  const [kind, ...extra] = positionals;
  if (extra.length > 0 || (kind !== 'create' && kind !== 'reset-password')) throw usageError(kind ? `Commande inconnue${NNBSP}: ${kind}.` : 'Indiquez une commande.');
  if (!values.email) throw usageError('Indiquez l’e-mail du compte (--email).');
  const email = z.safeParse(accountEmail, values.email);
  if (!email.success) throw new OperatorError(`E-mail invalide${NNBSP}: ${values.email}`);
  if (kind === 'reset-password') {
    if (values.role || values.advisor) throw usageError('reset-password ne prend que --email.');
    return { kind, email: email.data };
  }
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw usageError(`Indiquez le rôle du compte${NNBSP}: --role admin ou --role advisor.`);
  if (role === 'advisor' && !values.advisor) throw usageError(`Un compte voyant est lié à un voyant${NNBSP}: indiquez son slug (--advisor SLUG).`);
  if (role === 'admin' && values.advisor) throw usageError(`Un compte administrateur n’est lié à aucun voyant${NNBSP}: retirez --advisor.`);
  return { kind, email: email.data, role, advisorSlug: values.advisor ?? null };
}

/** The password typed or piped, held to the shared rule (12 characters at least). */
async function readPassword(): Promise<string> {
  const password = await readNewPassword();
  const checked = z.safeParse(newPassword, password);
  if (!checked.success) throw new OperatorError(`${checked.error.issues[0]?.message ?? 'Mot de passe refusé'}. Aucun compte n’a été modifié.`);
  return checked.data;
}

async function advisorIdOf(db: AppDb, slug: string): Promise<number> {
  // On a folder the server never started on, the catalogue is not there yet: seed it as the server would.
  await seedIfEmpty(db);
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, slug));
  if (!advisor) throw new OperatorError(`Aucun voyant n’a le slug «${NNBSP}${slug}${NNBSP}».`);
  return advisor.id;
}

async function create(db: AppDb, command: Extract<Command, { kind: 'create' }>): Promise<string> {
  // Checked before the password is asked for: nobody types one for nothing.
  if (await findAccountByEmail(db, command.email)) {
    throw new OperatorError(`Un compte existe déjà avec l’e-mail ${command.email}. Pour changer son mot de passe${NNBSP}: npm run operator -- reset-password --email ${command.email}`);
  }
  const advisorId = command.advisorSlug ? await advisorIdOf(db, command.advisorSlug) : null;
  const password = await readPassword();
  const account = await createAccount(db, { email: command.email, role: command.role, advisorId, password });
  await audit(db, null, { action: 'account-created', target: `account:${account.id}`, details: { via: 'command', role: command.role, advisor_id: advisorId } });
  const what = command.role === 'admin' ? 'administrateur' : `voyant (${command.advisorSlug})`;
  return `Compte ${what} créé pour ${account.email}${NNBSP}: il peut se connecter sur /gestion/.`;
}

async function resetPassword(db: AppDb, command: Extract<Command, { kind: 'reset-password' }>): Promise<string> {
  const account = await findAccountByEmail(db, command.email);
  if (!account) throw new OperatorError(`Aucun compte n’a l’e-mail ${command.email}.`);
  const password = await readPassword();
  await setPassword(db, account.id, password);
  // Whoever was signed in with the old password is signed out, and no longer present to visitors (servers running on the same PostgreSQL hear it).
  for (const session of await endSessions(db, account.id)) await announceSignOut(db, session, account.advisorId);
  await audit(db, null, { action: 'password-reset', target: `account:${account.id}`, details: { via: 'command' } });
  const disabled = account.disabledAt ? ` Ce compte est désactivé${NNBSP}: un administrateur doit le réactiver dans la console.` : '';
  return `Mot de passe de ${account.email} changé, ses sessions sont fermées.${disabled}`;
}

runScript(async (argv) => {
  const command = parseCommand(argv);
  const database = await openOperatorDatabase(loadConfig());
  try {
    return command.kind === 'create' ? await create(database.db, command) : await resetPassword(database.db, command);
  } catch (error) {
    // The account rules' refusals are already French sentences for a person.
    if (error instanceof HttpError) throw new OperatorError(error.message);
    throw error;
  } finally {
    await database.close();
  }
});
