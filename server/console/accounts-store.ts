/**
 * Console accounts: the one place for their rules, used by the admins' routes
 * and by `npm run operator`: e-mails kept trimmed and lowercased, an `advisor`
 * account tied to an existing advisor and an `admin` to none, passwords of at
 * least 12 characters (the shared `newPassword` schema), stored hashed.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as z from 'zod/mini';
import { accountEmail, type Account, type ConsoleUser, type Role } from '../../contract/schemas/console/accounts';
import { newPassword } from '../../contract/schemas/console/password-policy';
import type { AppDb } from '../db/open';
import { accounts, advisors, sessions, trustedDevices, type AccountRow } from '../db/schema';
import { typeset } from '../french-typography';
import { HttpError, invalidField } from '../http-error';
import { hashPassword } from './password';

const EMAIL_TAKEN_MESSAGE = 'Un compte existe déjà avec cet e-mail.';
const ADVISOR_REQUIRED_MESSAGE = 'Un compte voyant doit être lié à un voyant existant.';
const ADMIN_WITHOUT_ADVISOR_MESSAGE = 'Un compte administrateur n’est lié à aucun voyant.';

/** The account as the one signed in with it. */
export function toConsoleUser(row: AccountRow): ConsoleUser {
  return { id: row.id, email: row.email, role: row.role as Role, advisor_id: row.advisorId };
}

/** The account as the admins' list shows it: never its hash. */
export function toAccount(row: AccountRow): Account {
  return { ...toConsoleUser(row), disabled: row.disabledAt !== null, created_at: row.createdAt.toISOString() };
}

/** `value` through a shared schema, or a 400 on `field` with the schema's French message. */
function checked<T>(schema: z.ZodMiniType<T>, value: unknown, field: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw invalidField(field, typeset(result.error.issues[0]?.message ?? 'Valeur invalide.'));
  return result.data;
}

export async function findAccountByEmail(db: AppDb, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

export interface NewAccountInput {
  email: string;
  role: Role;
  advisorId?: number | null | undefined;
  password: string;
}

/** Creates an account, or throws an HttpError whose French message says which rule it breaks. */
export async function createAccount(db: AppDb, input: NewAccountInput): Promise<AccountRow> {
  const email = checked(accountEmail, input.email, 'email');
  const password = checked(newPassword, input.password, 'password');
  const advisorId = input.advisorId ?? null;
  if (input.role === 'admin' && advisorId !== null) throw invalidField('advisor_id', ADMIN_WITHOUT_ADVISOR_MESSAGE);
  if (input.role === 'advisor') {
    const [advisor] = advisorId === null ? [] : await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.id, advisorId));
    if (!advisor) throw invalidField('advisor_id', ADVISOR_REQUIRED_MESSAGE);
  }
  if (await findAccountByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await db.insert(accounts).values({ email, passwordHash, role: input.role, advisorId }).returning();
    return row!;
  } catch (error) {
    // Two invitations of one address at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => new HttpError(409, 'email_taken', EMAIL_TAKEN_MESSAGE, 'email');

/** PostgreSQL's unique_violation, whether the driver's error is wrapped by drizzle or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Stores a new password (checked against the shared rule); false when the account does not exist. */
export async function setPassword(db: AppDb, accountId: number, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(checked(newPassword, password, 'new_password'));
  const updated = await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  return updated.length > 0;
}

/**
 * Signs the account out everywhere, or everywhere but the session `keep` (its
 * token hash), and forgets its trusted devices (trusted-devices.ts), but the
 * device `keepDevice` (its token hash): what a new password or a disabled
 * account must end.
 */
export async function endSessions(db: AppDb, accountId: number, keep?: string, keepDevice?: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keep)) : eq(sessions.accountId, accountId))
    .returning({ tokenHash: sessions.tokenHash });
  const ofAccount = inArray(trustedDevices.email, db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)));
  await db.delete(trustedDevices).where(keepDevice ? and(ofAccount, ne(trustedDevices.tokenHash, keepDevice)) : ofAccount);
  return ended.map((row) => row.tokenHash);
}

/** Letters and digits a person reads back without confusion (no 0/O, 1/l/I). */
const READABLE = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_LENGTH = 20;

/** A password to hand over once (an invitation, a reset): 20 characters, about 116 random bits. */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_LENGTH; i++) password += READABLE[randomInt(READABLE.length)];
  return password;
}
