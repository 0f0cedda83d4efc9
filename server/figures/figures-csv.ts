/**
 * The figures page as a CSV file for French Excel (server/console/csv.ts):
 * the range, each day's figures and their total, then each advisor's.
 * Amounts in euros with a decimal comma, days as French Excel reads them
 * (31/03/2026); a first name or a label that starts like a formula is
 * defused by the writer.
 */
import { acceptanceRate, slashDay as frenchDay } from '../../contract/domain/figures';
import { FIGURE_LABELS as L, type DayFigures, type FiguresAnswer, type RangeFigures } from '../../contract/schemas/figures';
import { csvDocument, csvNumber } from '../console/csv';

const euros = (cents: number) => csvNumber(cents / 100, 2);
const orEmpty = (value: number | null, format: (value: number) => string) => (value === null ? null : format(value));

const DAY_HEADER = [L.day, L.requests, L.accepted, L.missed, L.ordersSent, L.ordersPaid, `${L.revenue} (€)`, L.ordersRefunded, `${L.refunded} (€)`];
const dayCells = (row: Omit<DayFigures, 'day'>) => [
  String(row.requests),
  String(row.accepted),
  String(row.missed),
  String(row.orders_sent),
  String(row.orders_paid),
  euros(row.revenue_cents),
  String(row.orders_refunded),
  euros(row.refunded_cents),
];

const RANGE_HEADER = [
  L.advisor,
  L.requests,
  L.accepted,
  L.missed,
  `${L.acceptance} (%)`,
  `${L.median} (s)`,
  L.ordersSent,
  L.ordersPaid,
  `${L.revenue} (€)`,
  L.ordersRefunded,
  `${L.refunded} (€)`,
  L.rating,
  L.reviews,
];
const rangeCells = (row: RangeFigures) => [
  String(row.requests),
  String(row.accepted),
  String(row.missed),
  orEmpty(acceptanceRate(row.accepted, row.requests), (rate) => csvNumber(rate, 1)),
  orEmpty(row.median_seconds, String),
  String(row.orders_sent),
  String(row.orders_paid),
  euros(row.revenue_cents),
  String(row.orders_refunded),
  euros(row.refunded_cents),
  orEmpty(row.rating, (rating) => csvNumber(rating, 2)),
  String(row.reviews),
];

export function figuresCsv(figures: FiguresAnswer): string {
  return csvDocument([
    ['Période', frenchDay(figures.from), frenchDay(figures.to)],
    ...(figures.demo_orders > 0 ? [['Commandes de démonstration non comptées', String(figures.demo_orders)]] : []),
    [],
    DAY_HEADER,
    ...figures.days.map((row) => [frenchDay(row.day), ...dayCells(row)]),
    ['Total', ...dayCells(figures.totals)],
    [],
    RANGE_HEADER,
    ...figures.advisors.map((row) => [row.first_name, ...rangeCells(row)]),
    ...(figures.advisor_id === null ? [['Total', ...rangeCells(figures.totals)]] : []),
  ]);
}

/** `chiffres-2026-03-01-au-2026-03-31.csv` */
export const figuresCsvFileName = ({ from, to }: Pick<FiguresAnswer, 'from' | 'to'>) => `chiffres-${from}-au-${to}.csv`;
