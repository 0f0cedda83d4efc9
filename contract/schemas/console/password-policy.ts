/** The console's password policy: how long a password must be, and may be. */
import * as z from 'zod/mini';

/** OWASP's minimum for a password that is the only factor. */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounded so that hashing a huge body cannot be used to tie the server up. */
export const PASSWORD_MAX_LENGTH = 256;

export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`),
  );
