/**
 * `npm run bench -- figures`: the figures page's query (server/figures/
 * figures.ts, the function GET /api/console/figures answers with) over a
 * year of an agency's business: 20 advisors, 150,000 chat conversations,
 * 100,000 orders and 20,000 reviews, written by generate_series in a fresh
 * database, on PGlite (in memory) and on PostgreSQL (a throwaway server,
 * skipped without its binaries). Timed for the last 30 days and the last
 * 365, the whole agency (an admin's page, the heaviest); p50 and p99, the
 * p99 against 300 ms on each engine.
 */
import pg from 'pg';
import { lastDays } from '../contract/domain/figures';
import { parisDay } from '../contract/domain/paris-day';
import { agencyFigures } from '../server/figures/figures';
import { IN_MEMORY, openDatabase, type AppDb, type Database } from '../server/db/open';
import { startPostgres } from '../tests/helpers/postgres';
import { latencyFigures, type BenchFigure } from './figures';

const ADVISORS = 20;
const CONVERSATIONS = 150_000;
const ORDERS = 100_000;
const REVIEWS = 20_000;
const RUNS = 20;
const TARGET_MS = 300;

/** A year of business, spread evenly back from now: plain SQL, each statement run by `run`. */
const FILL = [
  `insert into advisors (slug, first_name, type, reviews_count)
    select 'bench-' || i, 'Voyant ' || i, 'voyant', 0 from generate_series(1, ${ADVISORS}) as i`,
  `insert into conversations (key_hash, advisor_id, prenom, state, origin, started_at, accepted_at, missed_at)
    select 'bench-' || i, first.id + i % ${ADVISORS}, 'Camille',
      case when i % 5 = 1 then 'missed' else 'closed' end,
      case when i % 10 = 0 then 'message' else 'chat' end,
      at, case when i % 5 <> 1 then at + make_interval(secs => 5 + (i * 7) % 120) end,
      case when i % 5 = 1 then at + interval '60 seconds' end
    from (select min(id) as id from advisors) as first,
      (select i, now() - make_interval(secs => i * (365 * 86400.0 / ${CONVERSATIONS})) as at from generate_series(1, ${CONVERSATIONS}) as i) as s`,
  `insert into orders (reference, advisor_id, label, duration_minutes, amount_cents, state, created_at, expires_at, paid_at, refunded_at, paid_via, demo)
    select 'BENCH-' || i, first.id + i % ${ADVISORS}, 'Consultation 30 min', 30, 1500 + (i % 4) * 1000,
      case when i % 10 = 0 then 'refunded' when i % 3 = 0 then 'sent' else 'paid' end,
      at, at + interval '1 day',
      case when i % 3 <> 0 or i % 10 = 0 then at + interval '10 minutes' end,
      case when i % 10 = 0 then at + interval '2 days' end,
      case when i % 3 <> 0 or i % 10 = 0 then 'manual' end,
      i % 50 = 0
    from (select min(id) as id from advisors) as first,
      (select i, now() - make_interval(secs => i * (365 * 86400.0 / ${ORDERS})) as at from generate_series(1, ${ORDERS}) as i) as s`,
  `insert into reviews (order_id, advisor_id, rating, text, first_name, state, created_at, moderated_at)
    select id, advisor_id, 1 + id % 5, 'Très juste.', 'Camille', case when id % 7 = 0 then 'pending' else 'published' end,
      paid_at + interval '1 day', paid_at + interval '2 days'
    from orders where paid_at is not null and id % 3 = 1 order by id limit ${REVIEWS}`,
  // What autovacuum does on a live server: the planner's statistics.
  'analyze',
];

async function timed(db: AppDb, days: number): Promise<number[]> {
  const range = lastDays(parisDay(new Date()), days);
  // Warm: the first run reads the pages into the cache.
  for (let i = 0; i < 2; i++) await agencyFigures(db, range);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await agencyFigures(db, range);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Fills the database (`run`: a connection of its own, without the server's
 * query timeouts of server/db/open.ts: a bulk load is no request), then
 * times the query through the app's own connection.
 */
async function measure(engine: string, database: Database, run: (statement: string) => Promise<unknown>): Promise<BenchFigure[]> {
  const start = performance.now();
  for (const statement of FILL) await run(statement);
  console.log(`[bench] figures: ${engine} filled in ${Math.round(performance.now() - start)} ms`);
  const figures: BenchFigure[] = [];
  for (const days of [30, 365]) {
    figures.push(...latencyFigures(`figures page query, ${days} days, ${ORDERS / 1000}k orders and ${REVIEWS / 1000}k reviews, ${engine}`, await timed(database.db, days), 'runs', TARGET_MS));
  }
  return figures;
}

export async function figuresQueryBench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const pglite = await openDatabase({ dataDir: IN_MEMORY });
  try {
    figures.push(...(await measure('PGlite', pglite, (statement) => pglite.pglite!.exec(statement))));
  } finally {
    await pglite.close();
  }
  const started = await startPostgres();
  if (!('url' in started)) {
    console.warn(`[bench] figures on PostgreSQL skipped: ${started.unavailable}`);
    return figures;
  }
  try {
    const postgres = await openDatabase({ url: started.url });
    const loader = new pg.Client({ connectionString: started.url });
    await loader.connect();
    try {
      figures.push(...(await measure('PostgreSQL', postgres, (statement) => loader.query(statement))));
    } finally {
      await loader.end();
      await postgres.close();
    }
  } finally {
    started.stop();
  }
  return figures;
}
