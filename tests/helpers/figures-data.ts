/**
 * A database filled with known conversations, orders and reviews for the
 * figures page (issue 39 point 5), over 27 to 31 March 2026 in Paris: the
 * 29th is the day clocks go forward (23 hours long), and several rows sit
 * just after a Paris midnight, on a day that UTC would call the one before.
 * The first two advisors by id become Alma and Bruno, the next three carry
 * names a spreadsheet would read as formulas. What the figures must be is
 * written out in full beside the rows (the tests assert exactly these).
 */
import { asc } from 'drizzle-orm';
import type { AppDb } from '../../server/db/open';
import { advisors, conversations, orders, reviews } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import type { DayFigures } from '../../contract/schemas/figures';

export const FIGURES_RANGE = { from: '2026-03-27', to: '2026-03-31' } as const;
export const NAMES = ['Alma', 'Bruno', '=cmd|calc', '+Céleste', '-Dora', '@Eve'] as const;

const at = (iso: string) => new Date(iso);
const later = (iso: string, seconds: number) => new Date(at(iso).getTime() + seconds * 1000);

export interface FilledIds {
  alma: number;
  bruno: number;
  /** The advisors named like formulas. */
  others: number[];
}

/** Empties the figures' tables (the seed's sample orders and reviews), names the advisors and writes the rows. */
export async function fillFigures(db: AppDb): Promise<FilledIds> {
  await db.delete(reviews);
  await db.delete(orders);
  await db.delete(conversations);
  const ids = (await db.select({ id: advisors.id }).from(advisors).orderBy(asc(advisors.id)).limit(NAMES.length)).map((row) => row.id);
  for (const [i, id] of ids.entries()) await db.update(advisors).set({ firstName: NAMES[i]!, archivedAt: null }).where(eq(advisors.id, id));
  const [alma, bruno] = ids as [number, number];

  const chat = (advisorId: number, startedAt: string, outcome: { wait: number } | 'missed' | 'message') => ({
    advisorId,
    prenom: 'Camille',
    keyHash: `figures-${advisorId}-${startedAt}-${JSON.stringify(outcome)}`,
    startedAt: at(startedAt),
    origin: outcome === 'message' ? 'message' : 'chat',
    state: outcome === 'missed' ? 'missed' : 'closed',
    acceptedAt: typeof outcome === 'object' ? later(startedAt, outcome.wait) : null,
    missedAt: outcome === 'missed' ? later(startedAt, 60) : null,
  });
  await db.insert(conversations).values([
    chat(alma, '2026-03-27T09:00:00Z', { wait: 20 }),
    // 00:30 in Paris on the 29th (UTC: the 28th).
    chat(alma, '2026-03-28T23:30:00Z', { wait: 40 }),
    // 00:30 in Paris on the 30th, summer time (UTC: the 29th).
    chat(alma, '2026-03-29T22:30:00Z', 'missed'),
    // 00:30 in Paris on the 27th, winter time (UTC: the 26th, before the range).
    chat(alma, '2026-03-26T23:30:00Z', { wait: 100 }),
    // 00:30 in Paris on 1 April (UTC: the 31st): after the range.
    chat(alma, '2026-03-31T22:30:00Z', { wait: 5 }),
    // A message left, not a live request.
    chat(alma, '2026-03-28T10:00:00Z', 'message'),
    chat(bruno, '2026-03-29T10:00:00Z', { wait: 60 }),
    chat(bruno, '2026-03-31T10:00:00Z', 'missed'),
  ]);

  let count = 0;
  const order = (advisorId: number, amountCents: number, createdAt: string, paidAt: string | null, refundedAt: string | null = null, demo = false) => ({
    reference: `FIG-${++count}`,
    advisorId,
    label: count === 1 ? '=HYPERLINK("http://x")' : 'Consultation 30 min',
    durationMinutes: 30,
    amountCents,
    state: refundedAt ? 'refunded' : paidAt ? 'paid' : 'sent',
    createdAt: at(createdAt),
    expiresAt: later(createdAt, 86_400),
    paidAt: paidAt ? at(paidAt) : null,
    refundedAt: refundedAt ? at(refundedAt) : null,
    paidVia: paidAt ? 'manual' : null,
    demo,
  });
  const rows = await db
    .insert(orders)
    .values([
      order(alma, 2500, '2026-03-27T10:00:00Z', '2026-03-27T10:05:00Z'),
      // Sent at 23:30 on the 28th in Paris, paid at 00:10 on the 29th.
      order(alma, 4000, '2026-03-28T22:30:00Z', '2026-03-28T23:10:00Z'),
      order(alma, 3000, '2026-03-29T08:00:00Z', '2026-03-29T08:10:00Z', '2026-03-30T12:00:00Z'),
      order(alma, 3500, '2026-03-30T09:00:00Z', null),
      order(alma, 1800, '2026-03-20T09:00:00Z', '2026-03-20T09:30:00Z'),
      // Sent and paid before the range, refunded in it.
      order(alma, 1500, '2026-03-25T09:00:00Z', '2026-03-25T09:30:00Z', '2026-03-31T09:00:00Z'),
      // Sent at 23:30 on the 31st in Paris, paid at 00:10 on 1 April: after the range.
      order(bruno, 5000, '2026-03-31T21:30:00Z', '2026-03-31T22:10:00Z'),
      order(bruno, 6000, '2026-03-29T12:00:00Z', '2026-03-29T12:30:00Z'),
      // A demonstration order: left out, counted apart.
      order(alma, 9900, '2026-03-28T10:00:00Z', '2026-03-28T10:30:00Z', null, true),
    ])
    .returning({ id: orders.id, reference: orders.reference });
  const orderId = (n: number) => rows.find((row) => row.reference === `FIG-${n}`)!.id;

  const review = (n: number, advisorId: number, rating: number, createdAt: string, state = 'published', demo = false) => ({
    orderId: orderId(n),
    advisorId,
    rating,
    text: 'Très juste.',
    firstName: 'Camille',
    state,
    createdAt: at(createdAt),
    moderatedAt: state === 'pending' ? null : at(createdAt),
    demo,
  });
  await db.insert(reviews).values([
    review(1, alma, 5, '2026-03-28T10:00:00Z'),
    review(2, alma, 4, '2026-03-30T10:00:00Z'),
    review(3, alma, 1, '2026-03-30T11:00:00Z', 'pending'),
    review(8, bruno, 3, '2026-03-31T21:00:00Z'),
    // 00:30 on 1 April in Paris: after the range.
    review(7, bruno, 5, '2026-03-31T22:30:00Z'),
    review(9, alma, 1, '2026-03-28T11:00:00Z', 'published', true),
  ]);
  return { alma, bruno, others: ids.slice(2) };
}

const day = (date: string, figures: Partial<Omit<DayFigures, 'day'>>): DayFigures => ({
  day: date,
  requests: 0,
  accepted: 0,
  missed: 0,
  orders_sent: 0,
  orders_paid: 0,
  revenue_cents: 0,
  orders_refunded: 0,
  refunded_cents: 0,
  ...figures,
});

/** The agency's days. */
export const EXPECTED_DAYS: DayFigures[] = [
  day('2026-03-27', { requests: 2, accepted: 2, orders_sent: 1, orders_paid: 1, revenue_cents: 2500 }),
  day('2026-03-28', { orders_sent: 1 }),
  day('2026-03-29', { requests: 2, accepted: 2, orders_sent: 2, orders_paid: 3, revenue_cents: 13_000 }),
  day('2026-03-30', { requests: 1, missed: 1, orders_sent: 1, orders_refunded: 1, refunded_cents: 3000 }),
  day('2026-03-31', { requests: 1, missed: 1, orders_sent: 1, orders_refunded: 1, refunded_cents: 1500 }),
];

/** Alma's days alone. */
export const ALMA_DAYS: DayFigures[] = [
  day('2026-03-27', { requests: 2, accepted: 2, orders_sent: 1, orders_paid: 1, revenue_cents: 2500 }),
  day('2026-03-28', { orders_sent: 1 }),
  day('2026-03-29', { requests: 1, accepted: 1, orders_sent: 1, orders_paid: 2, revenue_cents: 7000 }),
  day('2026-03-30', { requests: 1, missed: 1, orders_sent: 1, orders_refunded: 1, refunded_cents: 3000 }),
  day('2026-03-31', { orders_refunded: 1, refunded_cents: 1500 }),
];

export const EXPECTED_TOTALS = {
  requests: 6,
  accepted: 4,
  missed: 2,
  // 20, 40, 60 and 100 s.
  median_seconds: 50,
  orders_sent: 6,
  orders_paid: 4,
  revenue_cents: 15_500,
  orders_refunded: 2,
  refunded_cents: 4500,
  rating: 4,
  reviews: 3,
};

export const ALMA = {
  first_name: 'Alma',
  requests: 4,
  accepted: 3,
  missed: 1,
  median_seconds: 40,
  orders_sent: 4,
  orders_paid: 3,
  revenue_cents: 9500,
  orders_refunded: 2,
  refunded_cents: 4500,
  rating: 4.5,
  reviews: 2,
};

export const BRUNO = {
  first_name: 'Bruno',
  requests: 2,
  accepted: 1,
  missed: 1,
  median_seconds: 60,
  orders_sent: 2,
  orders_paid: 1,
  revenue_cents: 6000,
  orders_refunded: 0,
  refunded_cents: 0,
  rating: 3,
  reviews: 1,
};
