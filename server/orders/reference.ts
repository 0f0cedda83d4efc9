/**
 * An order's reference: `VE-` and 10 characters of Crockford's base32 (50
 * random bits). Short enough to read over the phone, without I, L, O or U,
 * and URL-safe as Stripe's client_reference_id asks (letters, digits, - and
 * _, up to 200). The unique index on orders.reference stands behind it.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderReference(): string {
  const bytes = randomBytes(10);
  // One character per byte, its low 5 bits: 32 values, each as likely.
  return `VE-${Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')}`;
}
