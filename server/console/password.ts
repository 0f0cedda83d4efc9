/**
 * Console passwords, as the OWASP Password Storage Cheat Sheet recommends for
 * scrypt (N=2^17, r=8, p=1) with Node's own crypto: no native dependency.
 * Each hash is stored as one self-describing string,
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`, so that a hash made today
 * is still verified after the parameters are raised. A password is never
 * logged nor kept anywhere but in this form.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of scrypt's cost N. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt; hashing takes about 128 MiB and a few hundred milliseconds. */
const SCRYPT_PARAMETERS: Readonly<ScryptParameters> = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs 128·N·r bytes; Node refuses anything over maxmem (32 MiB by default). */
const MAX_MEMORY = 256 * 1024 * 1024;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: Math.max(MAX_MEMORY, 256 * 2 ** logN * r) };
  return new Promise((resolve, reject) => {
    // Asynchronous: the work runs on libuv's pool, not on the event loop serving other requests.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new random salt and the stored form of `password`'s hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMETERS);
  const { logN, r, p } = SCRYPT_PARAMETERS;
  return [PREFIX, logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parts of a stored hash, or null when it is not one this code wrote. */
function parseStored(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((value) => Number.isInteger(value) && value! > 0) || logN! > 24) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length !== KEY_BYTES) return null;
  return { parameters: { logN: logN!, r: r!, p: p! }, salt, key };
}

/**
 * Whether `password` is the one `stored` was made from, compared in constant
 * time. A stored value this code did not write (a placeholder) matches nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Costs what verifyPassword costs and matches nothing: run for an e-mail that
 * no account has, so that the answer's timing does not tell whether it exists.
 * The first call computes the dummy hash (one scrypt, the price of a
 * verification); later ones verify against it.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(SALT_BYTES).toString('base64'));
    await dummyHash;
    return false;
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
