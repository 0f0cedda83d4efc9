/** The console's accounts: roles, who is signed in, and the admins' list and invitations. */
import * as z from 'zod/mini';

export const ROLES = ['admin', 'advisor'] as const;
export type Role = (typeof ROLES)[number];

/** An e-mail as accounts keep it: trimmed and lowercased. */
export const accountEmail = z.string().check(z.trim(), z.toLowerCase(), z.email('E-mail invalide'), z.maxLength(254, 'E-mail invalide'));

/** Who is signed in (GET and POST /api/console/session). */
export const ConsoleUser = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The advisor an `advisor` account speaks for; null for an admin. */
  advisor_id: z.nullable(z.int()),
});
export type ConsoleUser = z.infer<typeof ConsoleUser>;

/** An account as the admins' list shows it (never its hash). */
export const Account = z.extend(ConsoleUser, {
  disabled: z.boolean(),
  created_at: z.string(),
});
export type Account = z.infer<typeof Account>;
export const AccountList = z.array(Account);

/** POST /api/console/accounts (admin): an invitation; the answer carries a temporary password, shown once. */
export const NewAccount = z.object({
  email: accountEmail,
  role: z.enum(ROLES),
  /** Required for an `advisor` account, refused for an `admin`. */
  advisor_id: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type NewAccount = z.infer<typeof NewAccount>;

/** PATCH /api/console/accounts/:id (admin): disable or enable; disabling ends its sessions. */
export const AccountUpdate = z.object({ disabled: z.boolean() });

/** Answer of an invitation or a password reset: the password to hand over, shown once. */
export const TemporaryPassword = z.object({ account: Account, temporary_password: z.string() });
