/**
 * A self-exclusion request survives the erasure of its address (the exclusion
 * must still be honoured: a client who asked to be blocked cannot be served
 * because they also asked to be forgotten), but only as the keyed hash of the
 * address. This is that kept form, and the one lookup that finds a request
 * made with an address, as it was sent or as it was kept.
 */
import { eq, or, sql } from 'drizzle-orm';
import { ANONYMISED_ADDRESS_PREFIX } from '../contract/schemas/console/erasure';
import type { AppDb } from './db/open';
import { selfExclusionRequests } from './db/schema';
import { keyedDigest } from './server-secret';

/** The kept form of an erased address: its keyed hash, marked as such. */
export const anonymisedAddress = (hmac: string): string => `${ANONYMISED_ADDRESS_PREFIX}${hmac}`;

/** The requests made with this address (any case), whether it was erased since or not: the durations and dates to honour. */
export async function findSelfExclusions(db: AppDb, email: string): Promise<{ duration: string; createdAt: Date }[]> {
  const address = email.trim().toLowerCase();
  const kept = anonymisedAddress(await keyedDigest(db, 'audit-hmac', address));
  return db
    .select({ duration: selfExclusionRequests.duration, createdAt: selfExclusionRequests.createdAt })
    .from(selfExclusionRequests)
    .where(or(sql`lower(trim(${selfExclusionRequests.email})) = ${address}`, eq(selfExclusionRequests.email, kept)));
}
