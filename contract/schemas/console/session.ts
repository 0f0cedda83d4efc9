/** Signing in to the console, the session it opens, and a password change. */
import * as z from 'zod/mini';
import { ConsoleUser } from './accounts';
import { newPassword, PASSWORD_MAX_LENGTH } from './password-policy';

/** POST /api/console/session. Any wrong pair gets one answer: 401 'Identifiants incorrects.' */
export const SignIn = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'E-mail requis'), z.maxLength(254, 'E-mail invalide')),
  password: z.string().check(z.minLength(1, 'Mot de passe requis'), z.maxLength(PASSWORD_MAX_LENGTH, 'Identifiants incorrects.')),
});
export type SignIn = z.infer<typeof SignIn>;

/**
 * The answer to a sign-in and to GET /api/console/session: who, and when the
 * session ends at the latest (its absolute limit, ISO), so that the console
 * warns a few minutes before and signs out then.
 */
export const ConsoleSession = z.extend(ConsoleUser, { session_ends_at: z.string() });
export type ConsoleSession = z.infer<typeof ConsoleSession>;

/** PUT /api/console/session/password: the signed-in user changes their own password. */
export const PasswordChange = z.object({ current_password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)), new_password: newPassword });
