/**
 * Console passwords, hashed with scrypt as the OWASP Password Storage Cheat
 * Sheet recommends, with Node's own crypto: no native dependency.
 * Each hash is stored as one self-describing string,
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`, so that a hash made with
 * other parameters is still verified, and rewritten at its next sign-in
 * (needsRehash). A password is never logged nor kept anywhere but in this form.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of scrypt's cost N. */
  logN: number;
  r: number;
  p: number;
}

/**
 * One of the parameter sets OWASP lists as equal in strength (N=2^17 r=8 p=1,
 * N=2^16 p=2, N=2^15 p=3…). Node runs p sequentially, so this one costs 32 MiB
 * and about 0.4 s on two quiet cores, where N=2^17 p=1 costs 128 MiB and 0.9 s:
 * within the 100–500 ms a sign-in may take, and a quarter of the memory when
 * several operators sign in at once.
 */
export const OWASP_SCRYPT_PARAMETERS: Readonly<ScryptParameters> = { logN: 15, r: 8, p: 3 };

/**
 * Set by the test suite only (tests/setup/global-setup.ts): its servers hash
 * with N=2^10 p=1, a hundredth of the work, because its hundreds of sign-ins
 * are about sessions and roles, not about the hash's strength. Never set it
 * anywhere else. The tests of the hash itself use the OWASP set.
 */
export const CHEAP_HASHING_FOR_TESTS = 'VOYANCE_TEST_CHEAP_PASSWORD_HASHING';

/** The parameters new hashes are made with, in this environment. */
export function scryptParametersFor(env: NodeJS.ProcessEnv): Readonly<ScryptParameters> {
  return env[CHEAP_HASHING_FOR_TESTS] === '1' ? { logN: 10, r: 8, p: 1 } : OWASP_SCRYPT_PARAMETERS;
}

/** Read at each hash: a test of the hash's timing sets the OWASP parameters for itself. */
export const currentScryptParameters = () => scryptParametersFor(process.env);

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

/** A new random salt and the stored form of `password`'s hash (today's parameters unless others are named). */
export async function hashPassword(password: string, parameters: Readonly<ScryptParameters> = currentScryptParameters()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters);
  const { logN, r, p } = parameters;
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

/** Whether `stored` was made with other parameters than today's: rehash it once its password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { logN, r, p } = parsed.parameters;
  const current = currentScryptParameters();
  return logN !== current.logN || r !== current.r || p !== current.p;
}

/** The dummy hash per parameter set (one in a server; the tests switch). */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Costs what verifyPassword costs and matches nothing: run for an e-mail that
 * no account has, so that the answer's timing does not tell whether it exists.
 * The first call computes the dummy hash (one scrypt, the price of a
 * verification); later ones verify against it.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  const parameters = currentScryptParameters();
  const key = JSON.stringify(parameters);
  const dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    const made = hashPassword(randomBytes(SALT_BYTES).toString('base64'), parameters);
    dummyHashes.set(key, made);
    await made;
    return false;
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
