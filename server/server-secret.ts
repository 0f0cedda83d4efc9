/**
 * The server's own secrets, made on first use and kept in the database so
 * that every instance and every restart uses the same one (the audit log's
 * keyed hashes must stay comparable). Never sent to a client, never logged.
 *
 *   const key = await serverSecret(db, 'audit-hmac');
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from './db/open';
import { serverSecrets } from './db/schema';

export type ServerSecretName = 'audit-hmac';

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
