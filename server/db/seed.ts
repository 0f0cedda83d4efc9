/** Fills an empty advisors table with the seed catalogue; leaves a filled one alone. Then the price list, once (./seed-offers.ts). */
import { sql } from 'drizzle-orm';
import { slugify } from '../../contract/domain';
import { SEED_ADVISORS } from '../catalogue/seed-advisors';
import type { AppDb } from './open';
import { NewAdvisorRowSchema } from './row-schemas';
import { advisors } from './schema';
import { seedPriceList } from './seed-offers';
import { seedSampleReviews } from './seed-reviews';

/** Returns how many advisors were inserted (0 when the catalogue already existed). */
export async function seedIfEmpty(db: AppDb): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(advisors);
  if ((row?.count ?? 0) > 0) {
    // A database from before the price list gets it on its next start (once: see seedPriceList).
    await seedPriceList(db);
    return 0;
  }
  // Checked as any insert is (server/db/row-schemas.ts): a seed entry out of a column's range fails here, by name.
  const rows = SEED_ADVISORS.map((advisor) => NewAdvisorRowSchema.parse({ ...advisor, slug: slugify(advisor.firstName) }));
  await db.insert(advisors).values(rows);
  await seedPriceList(db);
  // Their ratings become those of sample reviews of sample paid orders (./seed-reviews.ts), removable from the console.
  await seedSampleReviews(db);
  return rows.length;
}
