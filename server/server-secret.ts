/**
 * The server's own secrets, made on first use and kept in the database so
 * that every instance and every restart uses the same one (the audit log's
 * keyed hashes must stay comparable). Never sent to a client, never logged.
 *
 *   const key = await serverSecret(db, 'audit-hmac');
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from './db/open';
import { serverSecrets } from './db/schema';

/** audit-hmac: the audit log's keyed hashes; chat-key-seal: the conversation keys kept for e-mailed links (sealText); review-link: the review links' tokens (server/reviews/review-link.ts). */
export type ServerSecretName = 'audit-hmac' | 'chat-key-seal' | 'review-link';

/** One lookup per database and name: the secret never changes once made. */
const known = new WeakMap<AppDb, Map<ServerSecretName, Promise<Buffer>>>();

async function loadOrCreate(db: AppDb, name: ServerSecretName): Promise<Buffer> {
  // Two instances starting at once both insert; the first row wins and both read it.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}

function serverSecret(db: AppDb, name: ServerSecretName): Promise<Buffer> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed read is not kept: the next call tries again.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

/** HMAC-SHA-256 of `text` under the named secret, hex: comparable across instances, untestable without the secret. */
export async function keyedDigest(db: AppDb, name: ServerSecretName, text: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, name)).update(text).digest('hex');
}

/** AES-256-GCM: a fresh 96-bit nonce per text, the 128-bit tag checked on opening. */
const SEAL = 'aes-256-gcm';

/** `text` sealed under the named secret (base64url of nonce, tag and ciphertext): only a holder of the secret opens it, and any change is found. */
export async function sealText(db: AppDb, name: ServerSecretName, text: string): Promise<string> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(SEAL, await serverSecret(db, name), nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** What sealText sealed; throws on a text sealed under another secret or altered. */
export async function openSealed(db: AppDb, name: ServerSecretName, sealed: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv(SEAL, await serverSecret(db, name), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
