/**
 * The agency's figures (issue 39 point 5), from a database filled with known
 * conversations, orders and reviews over 27 to 31 March 2026 in Paris (the
 * 29th is 23 hours long; tests/helpers/figures-data.ts): each day's figures
 * (days without anything as zeros), the totals and each advisor's, exactly;
 * demonstration orders left out and counted apart; an advisor reads their
 * own figures only; bad ranges refused in French on their field; the CSV
 * holds the same numbers for French Excel and defuses what a spreadsheet
 * would run as a formula; the same figures on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { agencyFigures } from '../../server/figures/figures';
import { FIGURES_CSV_PATH, FIGURES_FAULTS, FIGURES_PATH, FiguresAnswer } from '../../contract/schemas/figures';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { ALMA, ALMA_DAYS, BRUNO, EXPECTED_DAYS, EXPECTED_TOTALS, fillFigures, FIGURES_RANGE, NAMES, type FilledIds } from '../helpers/figures-data';
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';

const RANGE = `from=${FIGURES_RANGE.from}&to=${FIGURES_RANGE.to}`;
let app: FastifyInstance;
let ids: FilledIds;
let admin: SignedIn;
let almaAccount: SignedIn;

beforeAll(async () => {
  // Noon in Paris on 31 March 2026: the default range ends that day.
  app = await createTestApp({ clock: () => new Date('2026-03-31T10:00:00Z') });
  ids = await fillFigures(app.database.db);
  admin = await signedIn(app, 'admin');
  almaAccount = await signedIn(app, 'advisor', ids.alma);
});
afterAll(async () => {
  await app?.close();
});

const get = (who: SignedIn | null, url: string) => app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
async function figures(who: SignedIn, query = RANGE): Promise<FiguresAnswer> {
  const response = await get(who, `${FIGURES_PATH}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(FiguresAnswer, response.json());
}

describe('the figures of a range of Paris days', () => {
  it('give every day of the range, the range’s totals and each advisor’s, by revenue', async () => {
    const answer = await figures(admin);
    expect(answer).toMatchObject({ ...FIGURES_RANGE, advisor_id: null, demo_orders: 1 });
    expect(answer.days).toEqual(EXPECTED_DAYS);
    expect(answer.totals).toEqual(EXPECTED_TOTALS);
    expect(answer.advisors[0]).toEqual({ advisor_id: ids.alma, ...ALMA });
    expect(answer.advisors[1]).toEqual({ advisor_id: ids.bruno, ...BRUNO });
    // Every advisor still on the site, zeros for those without anything.
    const others = answer.advisors.filter((row) => ids.others.includes(row.advisor_id));
    expect(others).toHaveLength(ids.others.length);
    for (const row of others) expect(row).toMatchObject({ requests: 0, median_seconds: null, orders_sent: 0, revenue_cents: 0, rating: null, reviews: 0 });
  });

  it('count a day by its Paris calendar: one more day each side moves what lies across midnight', async () => {
    const answer = await figures(admin, 'from=2026-03-26&to=2026-04-01');
    expect(answer.days.map((day) => day.day)).toEqual(['2026-03-26', ...EXPECTED_DAYS.map((day) => day.day), '2026-04-01']);
    // Nothing on the 26th in Paris (00:30 on the 27th is not the 26th); 1 April holds what UTC calls the 31st.
    expect(answer.days[0]).toMatchObject({ requests: 0, orders_sent: 0 });
    expect(answer.days[6]).toMatchObject({ requests: 1, accepted: 1, orders_paid: 1, revenue_cents: 5000 });
    expect(answer.totals).toMatchObject({ requests: 7, revenue_cents: 20_500, reviews: 4 });
  });

  it('open on the last 30 days, today included', async () => {
    const answer = await figures(admin, '');
    expect(answer).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect(answer.days).toHaveLength(30);
    // The orders paid on 20 and 25 March, before the filled range, are in.
    expect(answer.totals).toMatchObject({ orders_paid: 6, revenue_cents: 18_800 });
  });
});

describe('an advisor', () => {
  it('reads their own figures only, and is refused another advisor’s', async () => {
    const own = await figures(almaAccount);
    expect(own.advisor_id).toBe(ids.alma);
    expect(own.advisors).toEqual([{ advisor_id: ids.alma, ...ALMA }]);
    expect(own.days).toEqual(ALMA_DAYS);
    const { first_name: _name, ...almaTotals } = ALMA;
    expect(own.totals).toEqual(almaTotals);
    expect(own.demo_orders).toBe(1);

    for (const path of [FIGURES_PATH, FIGURES_CSV_PATH]) {
      const refused = await get(almaAccount, `${path}?${RANGE}&advisor=${ids.bruno}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden' });
      expect(refused.body).not.toContain('Bruno');
    }
    // Naming oneself is fine.
    expect((await figures(almaAccount, `${RANGE}&advisor=${ids.alma}`)).advisors).toHaveLength(1);
  });

  it('is one an admin can choose', async () => {
    const bruno = await figures(admin, `${RANGE}&advisor=${ids.bruno}`);
    expect(bruno.advisors).toEqual([{ advisor_id: ids.bruno, ...BRUNO }]);
    expect(bruno.days.reduce((sum, day) => sum + day.revenue_cents, 0)).toBe(6000);
  });

  it('needs a session', async () => {
    expect((await get(null, `${FIGURES_PATH}?${RANGE}`)).statusCode).toBe(401);
    expect((await get(null, `${FIGURES_CSV_PATH}?${RANGE}`)).statusCode).toBe(401);
  });
});

describe('a bad range', () => {
  it.each([
    ['from=2026-03-31&to=2026-03-01', 'to', FIGURES_FAULTS.order],
    ['from=2025-03-01&to=2026-03-02', 'to', FIGURES_FAULTS.tooLong],
    ['from=2026-02-30&to=2026-03-02', 'from', FIGURES_FAULTS.from],
    ['from=hier', 'from', FIGURES_FAULTS.from],
    ['to=2026-13-01', 'to', FIGURES_FAULTS.to],
    // Without `to`, today: a start more than 366 days before is too long.
    ['from=2024-01-01', 'from', FIGURES_FAULTS.tooLong],
    ['advisor=abc', 'advisor', FIGURES_FAULTS.advisor],
  ])('%s is refused on its field, in French', async (query, field, message) => {
    for (const path of [FIGURES_PATH, FIGURES_CSV_PATH]) {
      const response = await get(admin, `${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    }
  });

  it('of 366 days is read', async () => {
    expect((await figures(admin, 'from=2025-03-31&to=2026-03-31')).days).toHaveLength(366);
  });
});

/** The CSV's rows, cut at `;` (none of these cells is quoted). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(';'));

describe('the CSV export', () => {
  it('holds the same numbers for French Excel: BOM, `;`, decimal comma, a file name with the range', async () => {
    const response = await get(admin, `${FIGURES_CSV_PATH}?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="chiffres-2026-03-27-au-2026-03-31.csv"');
    expect(response.body.startsWith('\uFEFFPériode;27/03/2026;31/03/2026\r\n')).toBe(true);
    const rows = csvRows(response.body);
    expect(rows).toContainEqual(['Commandes de démonstration non comptées', '1']);
    const days = rows.slice(rows.findIndex((row) => row[0] === 'Jour') + 1);
    expect(days.slice(0, 6)).toEqual([
      ['27/03/2026', '2', '2', '0', '1', '1', '25,00', '0', '0,00'],
      ['28/03/2026', '0', '0', '0', '1', '0', '0,00', '0', '0,00'],
      ['29/03/2026', '2', '2', '0', '2', '3', '130,00', '0', '0,00'],
      ['30/03/2026', '1', '0', '1', '1', '0', '0,00', '1', '30,00'],
      ['31/03/2026', '1', '0', '1', '1', '0', '0,00', '1', '15,00'],
      ['Total', '6', '4', '2', '6', '4', '155,00', '2', '45,00'],
    ]);
    const advisors = rows.slice(rows.findIndex((row) => row[0] === 'Voyant') + 1);
    expect(advisors[0]).toEqual(['Alma', '4', '3', '1', '75,0', '40', '4', '3', '95,00', '2', '45,00', '4,50', '2']);
    expect(advisors[1]).toEqual(['Bruno', '2', '1', '1', '50,0', '60', '2', '1', '60,00', '0', '0,00', '3,00', '1']);
    // No request: no rate, no median; no review: no rating.
    expect(advisors.find((row) => row[0] === "'@Eve")).toEqual(["'@Eve", '0', '0', '0', '', '', '0', '0', '0,00', '0', '0,00', '', '0']);
    expect(rows.at(-2)).toEqual(['Total', '6', '4', '2', '66,7', '50', '6', '4', '155,00', '2', '45,00', '4,00', '3']);
  });

  it('defuses every cell a spreadsheet would run as a formula: =, +, -, @', async () => {
    const body = (await get(admin, `${FIGURES_CSV_PATH}?${RANGE}`)).body;
    const firstCells = csvRows(body).map((row) => row[0]);
    for (const name of NAMES.slice(2)) {
      expect(firstCells).toContain(`'${name}`);
      expect(firstCells).not.toContain(name);
    }
    // No line starts with a formula character.
    expect(body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => /^[=+\-@\t]/.test(line))).toEqual([]);
  });

  it('gives an advisor their own figures', async () => {
    const rows = csvRows((await get(almaAccount, `${FIGURES_CSV_PATH}?${RANGE}`)).body);
    const advisors = rows.slice(rows.findIndex((row) => row[0] === 'Voyant') + 1).filter((row) => row.length > 1);
    expect(advisors).toEqual([['Alma', '4', '3', '1', '75,0', '40', '4', '3', '95,00', '2', '45,00', '4,50', '2']]);
  });
});

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] PostgreSQL figures test skipped: ${'unavailable' in started ? started.unavailable : ''}`);
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('on PostgreSQL', () => {
  it('gives the same figures', async () => {
    const onPostgres = await createApp(testConfig({ DATABASE_URL: postgres!.url }));
    try {
      const filled = await fillFigures(onPostgres.database.db);
      const answer = await agencyFigures(onPostgres.database.db, FIGURES_RANGE);
      expect(answer.days).toEqual(EXPECTED_DAYS);
      expect(answer.totals).toEqual(EXPECTED_TOTALS);
      expect(answer.advisors[0]).toEqual({ advisor_id: filled.alma, ...ALMA });
      expect(answer.advisors[1]).toEqual({ advisor_id: filled.bruno, ...BRUNO });
      expect(answer.demo_orders).toBe(1);
    } finally {
      await onPostgres.close();
    }
  });
});
