/**
 * `npm run bench -- payments`: Stripe's webhook (issue 39 point 3) on the
 * built server, in its own process, on loopback: PAYMENT_EVENTS (500)
 * signed events posted one after the other, as Stripe sends them: four in
 * five a checkout.session.completed paying an order of its own (each pays
 * and writes « Paiement reçu » into its conversation, notified to the
 * instances), one in five a replay of an event already applied (answered
 * 200, changing nothing). The time from the POST to its answer, p99 <= 50 ms.
 */
import { randomBytes } from 'node:crypto';
import { advisors, conversations, orders } from '../server/db/schema';
import type { AppDb } from '../server/db/open';
import { newOrderReference } from '../server/orders/reference';
import { postStripe, sessionEvent, signed, TEST_STRIPE_SECRET } from '../tests/helpers/orders';
import { onSeededServer } from './bench-servers';
import { latencyFigures, type BenchFigure, type BenchSection } from './figures';

const EVENTS = Number(process.env.PAYMENT_EVENTS ?? 500);
/** One event in this many is a replay of one already applied. */
const REPLAY_EVERY = 5;
const AMOUNT = 2500;

/** The orders the events pay, each in a conversation of its own (as sent offers make them). */
async function ordersToPay(db: AppDb, count: number): Promise<string[]> {
  const [advisor] = await db.select({ id: advisors.id }).from(advisors).orderBy(advisors.id).limit(1);
  const rows = await db
    .insert(conversations)
    .values(Array.from({ length: count }, () => ({ advisorId: advisor!.id, prenom: 'Banc', keyHash: randomBytes(32).toString('hex'), state: 'active' })))
    .returning({ id: conversations.id });
  const references = rows.map(() => newOrderReference());
  await db.insert(orders).values(
    rows.map((row, index) => ({
      reference: references[index]!,
      advisorId: advisor!.id,
      conversationId: row.id,
      label: 'Tchat 30 minutes',
      durationMinutes: 30,
      amountCents: AMOUNT,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return references;
}

export const paymentsBench: BenchSection = async () => {
  const replays = Math.floor(EVENTS / REPLAY_EVERY);
  let references: string[] = [];
  return onSeededServer<BenchFigure[]>(
    'voyance-bench-payments-',
    async (server) => {
      const applied: { payload: string; event: Record<string, unknown> }[] = [];
      const latencies: number[] = [];
      const outcomes = { paid: 0, duplicate: 0, other: 0 };
      for (let i = 0; i < EVENTS; i++) {
        const replay = i % REPLAY_EVERY === REPLAY_EVERY - 1 && applied.length > 0;
        const event = replay ? applied[i % applied.length]!.event : sessionEvent({ reference: references.pop()!, amount: AMOUNT, email: `banc${i}@example.fr` });
        // Signed at the moment of sending, as Stripe does on each attempt.
        const { payload, signature } = signed(event);
        const start = performance.now();
        const response = await postStripe(server.url, payload, signature);
        const body = (await response.json()) as { outcome?: string };
        latencies.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
        outcomes[body.outcome === 'paid' || body.outcome === 'duplicate' ? body.outcome : 'other'] += 1;
        if (!replay) applied.push({ payload, event });
      }
      if (outcomes.other > 0 || outcomes.duplicate !== replays) throw new Error(`unexpected outcomes: ${JSON.stringify(outcomes)}`);
      return latencyFigures(`Stripe webhook, ${EVENTS - replays} payments and ${replays} replays`, latencies, 'events', 50);
    },
    async (db) => {
      references = await ordersToPay(db, EVENTS - replays);
    },
    { STRIPE_WEBHOOK_SECRET: TEST_STRIPE_SECRET },
  );
};
