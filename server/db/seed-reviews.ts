/**
 * The demonstration reviews of a fresh install: for each seed advisor with a
 * rating, sample paid orders and a published review of each (all marked
 * `demo`), whose mean and count give back the seed's rating and review
 * count (SPEC.md's figures: Capucine's 5.0 over 197 reviews are 197 reviews
 * of 5; 4.8 over 248 are 198 of 5 and 50 of 4). An advisor without a rating
 * gets none (a count without reviews behind it is what issue 39 removes).
 * Dates are spread over the past year; the texts are short samples, which
 * the console marks as such and removes in one action
 * (server/reviews/demo-data.ts). One insert per table (a JSON recordset: a
 * few thousand rows in one statement, whatever the parameter limit).
 */
import { sql } from 'drizzle-orm';
import { mulberry32 } from '../../contract/domain/deterministic-random';
import { DAY_MS } from '../clock';
import { recomputeAdvisorRatings } from '../reviews/advisor-rating';
import type { AppDb } from './open';
import { advisors } from './schema';

const FIRST_NAMES = ['Sophie', 'Nathalie', 'Isabelle', 'Claire', 'Julie', 'Marc', 'Céline', 'Laurent', 'Sandrine', 'Émilie', 'Karine', 'Thomas', 'Aurélie', 'Valérie', 'Nicolas', 'Camille', 'Stéphanie', 'Manon', 'Patricia', 'Léa'];

const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Consultation très juste, je me suis sentie écoutée du début à la fin.',
    'Des réponses claires et sans détour, merci pour votre bienveillance.',
    'Tout ce qui m’a été annoncé s’est confirmé en quelques semaines.',
    'Une vraie écoute et des conseils précieux, je reviendrai.',
    'Très précis sur les dates, et d’une grande douceur.',
    'Je suis ressortie apaisée de cette consultation, merci.',
  ],
  4: [
    'Bonne consultation, des éléments justes sur ma situation.',
    'Agréable et à l’écoute, quelques points restent à confirmer.',
    'Des conseils utiles, j’aurais aimé un peu plus de détails.',
  ],
  3: ['Consultation correcte, mais certaines réponses restent floues.', 'Un peu rapide à mon goût, sans être décevant.'],
  2: ['Je n’ai pas retrouvé ma situation dans ce qui m’a été dit.'],
  1: ['Consultation trop courte, je n’ai pas eu de réponse à ma question.'],
};

/** The ratings of `count` reviews whose mean, to one decimal, is `rating`: the nearest sum, split between two neighbouring values. */
export function sampleRatings(rating: number, count: number): number[] {
  const sum = Math.round(rating * count);
  const base = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const higher = Math.min(count, Math.max(0, sum - base * count));
  return Array.from({ length: count }, (_, index) => (index < higher ? Math.min(5, base + 1) : base));
}

/** Seeds the sample orders and reviews of every advisor that has a rating and none yet; returns the number of reviews. */
export async function seedSampleReviews(db: AppDb, now = new Date()): Promise<number> {
  const rows = await db.select({ id: advisors.id, slug: advisors.slug, rating: advisors.rating, count: advisors.reviewsCount }).from(advisors);
  const orderRows: Record<string, unknown>[] = [];
  const reviewRows: Record<string, unknown>[] = [];
  for (const advisor of rows) {
    const rating = advisor.rating === null ? NaN : Number(advisor.rating);
    if (!Number.isFinite(rating) || advisor.count <= 0) continue;
    const random = mulberry32(advisor.id * 7919);
    sampleRatings(rating, advisor.count).forEach((stars, index) => {
      const paidAt = new Date(now.getTime() - Math.floor(random() * 360 * DAY_MS) - DAY_MS * 3);
      const reference = `DEMO-${advisor.id}-${index + 1}`;
      const texts = TEXTS[stars]!;
      orderRows.push({ reference, advisor_id: advisor.id, paid_at: paidAt.toISOString() });
      reviewRows.push({
        reference,
        advisor_id: advisor.id,
        rating: stars,
        text: texts[Math.floor(random() * texts.length)],
        first_name: FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)],
        created_at: new Date(paidAt.getTime() + DAY_MS).toISOString(),
      });
    });
  }
  if (orderRows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into orders (reference, advisor_id, label, duration_minutes, amount_cents, currency, state, paid_via, created_at, expires_at, paid_at, review_invited_at, demo)
      select x.reference, x.advisor_id, 'Consultation 30 minutes', 30, 3000, 'eur', 'paid', 'manual', x.paid_at, x.paid_at + interval '1 day', x.paid_at, x.paid_at, true
      from jsonb_to_recordset(${JSON.stringify(orderRows)}::jsonb) as x(reference text, advisor_id int, paid_at timestamptz)`);
    await tx.execute(sql`
      insert into reviews (order_id, advisor_id, rating, text, first_name, state, created_at, moderated_at, demo)
      select o.id, x.advisor_id, x.rating, x.text, x.first_name, 'published', x.created_at, x.created_at + interval '1 day', true
      from jsonb_to_recordset(${JSON.stringify(reviewRows)}::jsonb) as x(reference text, advisor_id int, rating int, text text, first_name text, created_at timestamptz)
      join orders o on o.reference = x.reference`);
    await recomputeAdvisorRatings(tx, 'all');
  });
  return reviewRows.length;
}
