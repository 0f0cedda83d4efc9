/**
 * The agency's figures (issue 39 point 5): GET /api/console/figures and its
 * CSV twin, over a range of Paris days. What the console sends and what the
 * server answers, parsed by both; no widget imports this file.
 */
import * as z from 'zod/mini';
import { FIGURES_MAX_DAYS, isCalendarDay, rangeLength } from '../domain/figures';
import { serialId } from './console/params';

/** GET → FiguresAnswer. */
export const FIGURES_PATH = '/api/console/figures';
/** GET → the same figures as a CSV file for French Excel. */
export const FIGURES_CSV_PATH = '/api/console/figures.csv';

const NNBSP = '\u202f';
export const FIGURES_FAULTS = {
  from: `Date de début invalide${NNBSP}: attendu AAAA-MM-JJ.`,
  to: `Date de fin invalide${NNBSP}: attendu AAAA-MM-JJ.`,
  order: 'La date de fin doit être le jour de début ou un jour suivant.',
  tooLong: `La période ne peut pas dépasser ${FIGURES_MAX_DAYS} jours.`,
  advisor: 'Voyant invalide.',
} as const;

/** The name of each figure, as the console's tables and the CSV export head their columns. */
export const FIGURE_LABELS = {
  day: 'Jour',
  advisor: 'Voyant',
  requests: 'Demandes de tchat',
  accepted: 'Acceptées',
  missed: 'Manquées',
  acceptance: 'Taux d’acceptation',
  median: 'Temps médian de réponse',
  ordersSent: 'Commandes envoyées',
  ordersPaid: 'Commandes payées',
  revenue: 'Chiffre d’affaires TTC encaissé',
  ordersRefunded: 'Commandes remboursées',
  refunded: 'Remboursé TTC',
  rating: 'Note moyenne',
  reviews: 'Avis publiés',
} as const;

/** Why a range is refused, on the field to correct; null when it is fine. Both days are calendar days. */
export function rangeFault(from: string, to: string): { field: 'to'; message: string } | null {
  if (to < from) return { field: 'to', message: FIGURES_FAULTS.order };
  if (rangeLength(from, to) > FIGURES_MAX_DAYS) return { field: 'to', message: FIGURES_FAULTS.tooLong };
  return null;
}

const calendarDay = (message: string) => z.optional(z.string(message).check(z.refine(isCalendarDay, message)));

/**
 * The range, both days included (Paris days). Without `to`, today; without
 * `from`, the 30 days that end on `to`. `advisor`: an admin's choice of one
 * advisor (an advisor account gets its own figures whatever it asks; another
 * advisor's id is refused with 403).
 */
export const FiguresQuery = z
  .object({
    from: calendarDay(FIGURES_FAULTS.from),
    to: calendarDay(FIGURES_FAULTS.to),
    advisor: z.optional(serialId(FIGURES_FAULTS.advisor)),
  })
  .check(
    z.superRefine((query, context) => {
      const fault = query.from && query.to ? rangeFault(query.from, query.to) : null;
      if (fault) context.issues.push({ code: 'custom', input: query[fault.field], path: [fault.field], message: fault.message });
    }),
  );
export type FiguresQuery = z.infer<typeof FiguresQuery>;

/** One Paris day: chat requests started that day, and orders sent, paid and refunded that day. */
export const DayFigures = z.object({
  day: z.string(),
  /** Live chat requests (origin 'chat') started that day… */
  requests: z.int(),
  /** …of which accepted, and missed (nobody accepted in time). */
  accepted: z.int(),
  missed: z.int(),
  /** Orders (offers sent in a chat) created that day. */
  orders_sent: z.int(),
  /** Orders paid that day, and their amount TTC in cents: the revenue taken that day. */
  orders_paid: z.int(),
  revenue_cents: z.number(),
  /** Orders refunded that day, and their amount TTC in cents (shown apart, never subtracted). */
  orders_refunded: z.int(),
  refunded_cents: z.number(),
});
export type DayFigures = z.infer<typeof DayFigures>;

/** The whole range, for every advisor in scope or for one. */
export const RangeFigures = z.object({
  requests: z.int(),
  accepted: z.int(),
  missed: z.int(),
  /** Median seconds from a request to its accept, over those accepted; null without any. */
  median_seconds: z.nullable(z.int()),
  orders_sent: z.int(),
  orders_paid: z.int(),
  revenue_cents: z.number(),
  orders_refunded: z.int(),
  refunded_cents: z.number(),
  /** Mean rating of the reviews published and written in the range (1 to 5); null without any. */
  rating: z.nullable(z.number()),
  /** How many reviews that mean is of. */
  reviews: z.int(),
});
export type RangeFigures = z.infer<typeof RangeFigures>;

export const AdvisorFigures = z.extend(RangeFigures, { advisor_id: z.int(), first_name: z.string() });
export type AdvisorFigures = z.infer<typeof AdvisorFigures>;

export const FiguresAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** The one advisor the figures are about (an advisor account, or an admin's choice); null for the whole agency. */
  advisor_id: z.nullable(z.int()),
  /** Every day of the range, in order, days without anything as zeros. */
  days: z.array(DayFigures),
  totals: RangeFigures,
  /** By revenue, then requests, then first name. */
  advisors: z.array(AdvisorFigures),
  /** Demonstration orders sent, paid or refunded in the range, left out of every figure. */
  demo_orders: z.int(),
});
export type FiguresAnswer = z.infer<typeof FiguresAnswer>;
