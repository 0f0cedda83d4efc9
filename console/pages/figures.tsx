/**
 * « Chiffres » (admin) and « Mes chiffres » (advisor): the agency's figures
 * over a range of Paris days (issue 39 point 5). Two dates and three ready
 * ranges choose the period; the totals, two charts (uPlot) and the same
 * numbers in a table of days, then a table of advisors sorted by revenue
 * (each column can sort it), and the CSV of the same range. The server
 * decides whose figures an account reads. A chunk of its own, with uPlot:
 * the console's other pages do not load it.
 */
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { acceptanceRate, FIGURES_DEFAULT_DAYS, lastDays, slashDay as frenchDay } from '../../contract/domain/figures';
import { parisDay } from '../../contract/domain/paris-day';
import { formatEuros } from '../../contract/domain/price';
import { responseTimeText } from '../../contract/domain/response-time';
import { CHAT_LIMITS } from '../../contract/schemas/chat';
import { FIGURE_LABELS as L, FiguresQuery, type AdvisorFigures, type DayFigures, type FiguresAnswer } from '../../contract/schemas/figures';
import { figuresCsvHref, loadFigures, type Range } from '../api/figures';
import buttons from '../components/button.module.css';
import { ErrorMessage, Loading } from '../components/feedback';
import { SelectField, TextField } from '../components/field';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { useUser } from '../session/session-context';
import { colon, FIGURES_TEXTS as T } from '../texts';
import { FiguresChart } from './figures-chart';
import styles from './figures.module.css';

const PRESETS = [7, 30, 90] as const;
const COLORS = { gold: '#d4af37', accepted: '#34d27b', missed: '#f28b8b' };

const count = (value: number) => value.toLocaleString('fr-FR');
const percent = (accepted: number, requests: number) => {
  const rate = acceptanceRate(accepted, requests);
  return rate === null ? T.none : `${rate.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0%`;
};
const median = (seconds: number | null) => (seconds === null ? T.none : responseTimeText(seconds));
const rating = (value: number | null) => (value === null ? T.none : `${value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}\u00a0/\u00a05`);

export function FiguresPage() {
  const own = useUser().role !== 'admin';
  const [range, setRange] = useState<Range>(() => lastDays(parisDay(new Date()), FIGURES_DEFAULT_DAYS));
  const figures = useQuery(['figures', range], (signal) => loadFigures(range, signal));
  // The advisors an admin can choose from: those of the last answer about the whole agency.
  const [advisors, setAdvisors] = useState<readonly (readonly [string, string])[]>([]);
  const whole = figures.data && figures.data.advisor_id === null ? figures.data.advisors : null;
  useEffect(() => {
    if (whole) setAdvisors(whole.map((row) => [String(row.advisor_id), row.first_name] as const).sort((a, b) => a[1].localeCompare(b[1], 'fr')));
  }, [whole]);
  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{own ? T.ownTitle : T.title}</h1>
        <a className={buttons.button} href={figuresCsvHref(range)} download data-figures-csv>
          {T.csv}
        </a>
      </div>
      <p className={page.intro}>{own ? T.ownIntro : T.intro}</p>
      <RangeForm range={range} onRange={setRange} advisors={own ? null : advisors} />
      {figures.phase === 'failed' && <ErrorMessage onRetry={figures.reload}>{figures.message}</ErrorMessage>}
      {figures.phase === 'loading' && !figures.data && <Loading />}
      {figures.data && <Figures figures={figures.data} own={own} busy={figures.phase === 'loading'} />}
    </>
  );
}

function RangeForm({ range, onRange, advisors }: { range: Range; onRange(range: Range): void; advisors: readonly (readonly [string, string])[] | null }) {
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<keyof Range, string>>>({});
  const choose = (next: Range) => {
    setDraft(next);
    setErrors({});
    onRange(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = z.safeParse(FiguresQuery, draft);
    if (!parsed.success) {
      const found: Partial<Record<keyof Range, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      const first = found.from ? 'from' : 'to';
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    choose(draft);
  };
  const today = parisDay(new Date());
  return (
    <form className={`${page.filters} ${styles.range}`} onSubmit={onSubmit} noValidate aria-label={T.range}>
      <TextField type="date" label={T.from} name="from" value={draft.from} error={errors.from} onChange={(from) => setDraft({ ...draft, from })} />
      <TextField type="date" label={T.to} name="to" value={draft.to} error={errors.to} onChange={(to) => setDraft({ ...draft, to })} />
      {advisors && (
        <SelectField
          label={L.advisor}
          name="advisor"
          value={draft.advisor === undefined ? '' : String(draft.advisor)}
          options={[['', T.allAdvisors], ...advisors]}
          onChange={(advisor) => setDraft({ ...draft, advisor: advisor === '' ? undefined : Number(advisor) })}
        />
      )}
      <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
        {T.show}
      </button>
      <div className={styles.presets} role="group" aria-label={T.presets}>
        {PRESETS.map((days) => {
          const preset = { ...lastDays(today, days), advisor: range.advisor };
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <button key={days} type="button" className={buttons.button} aria-pressed={current} onClick={() => choose(preset)}>
              {T.lastDays(days)}
            </button>
          );
        })}
      </div>
    </form>
  );
}

function Figures({ figures, own, busy }: { figures: FiguresAnswer; own: boolean; busy: boolean }) {
  const { days, totals } = figures;
  const from = frenchDay(figures.from);
  const to = frenchDay(figures.to);
  const dayList = useMemo(() => days.map((day) => day.day), [days]);
  const chatSeries = useMemo(
    () => [
      { label: L.requests, values: days.map((day) => day.requests), color: COLORS.gold },
      { label: L.accepted, values: days.map((day) => day.accepted), color: COLORS.accepted },
      { label: L.missed, values: days.map((day) => day.missed), color: COLORS.missed },
    ],
    [days],
  );
  const moneySeries = useMemo(
    () => [
      { label: L.revenue, values: days.map((day) => day.revenue_cents), color: COLORS.gold, bars: true },
      { label: L.refunded, values: days.map((day) => day.refunded_cents), color: COLORS.missed },
    ],
    [days],
  );
  const nothing = totals.requests === 0 && totals.orders_sent === 0 && totals.orders_paid === 0 && totals.orders_refunded === 0;
  return (
    <div className={styles.figures} aria-busy={busy || undefined} data-figures>
      {figures.demo_orders > 0 && <p className={page.notice}>{T.demo(figures.demo_orders)}</p>}
      <section className={page.panel} aria-labelledby="figures-totals">
        <h2 className={page.subtitle} id="figures-totals">
          {colon(T.totals)} {from} – {to}
        </h2>
        <dl className={styles.totals} data-figures-totals>
          <Total label={L.requests} value={count(totals.requests)} />
          <Total label={L.accepted} value={`${count(totals.accepted)} (${percent(totals.accepted, totals.requests)})`} />
          <Total label={L.missed} value={count(totals.missed)} />
          <Total label={L.median} value={median(totals.median_seconds)} />
          <Total label={L.ordersSent} value={count(totals.orders_sent)} />
          <Total label={L.ordersPaid} value={count(totals.orders_paid)} />
          <Total label={L.revenue} value={formatEuros(totals.revenue_cents)} name="revenue" />
          <Total label={L.refunded} value={`${formatEuros(totals.refunded_cents)} (${count(totals.orders_refunded)})`} />
          <Total label={L.rating} value={totals.reviews === 0 ? T.none : `${rating(totals.rating)} (${count(totals.reviews)})`} />
        </dl>
        {[...T.definitions, T.retention(CHAT_LIMITS.retentionDays)].map((text) => (
          <p key={text} className={styles.definition}>
            {text}
          </p>
        ))}
      </section>
      {nothing ? (
        <p className={`${page.panel} ${page.muted}`}>{T.empty}</p>
      ) : (
        <div className={styles.charts}>
          <FiguresChart title={T.chatChart} description={T.chartName(T.chatChart, from, to)} days={dayList} series={chatSeries} format={count} counts />
          <FiguresChart title={T.revenueChart} description={T.chartName(T.revenueChart, from, to)} days={dayList} series={moneySeries} format={(cents) => formatEuros(cents).replace(/,00(?=\u00a0€)/, '')} />
        </div>
      )}
      <DaysTable figures={figures} />
      {figures.advisors.length > 0 && <AdvisorsTable rows={figures.advisors} own={own} />}
    </div>
  );
}

function Total({ label, value, name }: { label: string; value: string; name?: string }) {
  return (
    <div className={styles.total} data-total={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function DaysTable({ figures }: { figures: FiguresAnswer }) {
  const { totals } = figures;
  return (
    <NumbersTable name="days" caption={T.daysTable}>
        <thead>
          <tr>
            <th scope="col">{L.day}</th>
            <th scope="col">{L.requests}</th>
            <th scope="col">{L.accepted}</th>
            <th scope="col">{L.missed}</th>
            <th scope="col">{L.ordersSent}</th>
            <th scope="col">{L.ordersPaid}</th>
            <th scope="col">{L.revenue}</th>
            <th scope="col">{L.ordersRefunded}</th>
            <th scope="col">{L.refunded}</th>
          </tr>
        </thead>
        <tbody>
          {figures.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{frenchDay(day.day)}</th>
              <DayCells figures={day} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <DayCells figures={totals} />
          </tr>
        </tfoot>
    </NumbersTable>
  );
}

/** The advisors' columns: how each reads and how it sorts (the biggest first; the first name from A). */
const COLUMNS: readonly { key: string; label: string; show(row: AdvisorFigures): string; sort(row: AdvisorFigures): number | string }[] = [
  { key: 'advisor', label: L.advisor, show: (row) => row.first_name, sort: (row) => row.first_name },
  { key: 'requests', label: L.requests, show: (row) => count(row.requests), sort: (row) => row.requests },
  { key: 'acceptance', label: L.acceptance, show: (row) => percent(row.accepted, row.requests), sort: (row) => acceptanceRate(row.accepted, row.requests) ?? -1 },
  { key: 'missed', label: L.missed, show: (row) => count(row.missed), sort: (row) => row.missed },
  { key: 'median', label: L.median, show: (row) => median(row.median_seconds), sort: (row) => -(row.median_seconds ?? Number.MAX_SAFE_INTEGER) },
  { key: 'sent', label: L.ordersSent, show: (row) => count(row.orders_sent), sort: (row) => row.orders_sent },
  { key: 'paid', label: L.ordersPaid, show: (row) => count(row.orders_paid), sort: (row) => row.orders_paid },
  { key: 'revenue', label: L.revenue, show: (row) => formatEuros(row.revenue_cents), sort: (row) => row.revenue_cents },
  { key: 'refunded', label: L.refunded, show: (row) => formatEuros(row.refunded_cents), sort: (row) => row.refunded_cents },
  { key: 'rating', label: L.rating, show: (row) => (row.reviews === 0 ? T.none : `${rating(row.rating)} (${count(row.reviews)})`), sort: (row) => row.rating ?? -1 },
];

function AdvisorsTable({ rows, own }: { rows: readonly AdvisorFigures[]; own: boolean }) {
  // The server's order (by revenue) until a column is chosen.
  const [sortKey, setSortKey] = useState<string | null>(null);
  const column = COLUMNS.find((candidate) => candidate.key === sortKey);
  const sorted = column
    ? [...rows].sort((a, b) => {
        const [x, y] = [column.sort(a), column.sort(b)];
        return typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'fr') : (y as number) - (x as number);
      })
    : rows;
  const current = sortKey ?? 'revenue';
  return (
    <NumbersTable name="advisors" caption={T.advisorsTable}>
        <thead>
          <tr>
            {COLUMNS.map(({ key, label }) => (
              <th key={key} scope="col" aria-sort={key === current ? (key === 'advisor' ? 'ascending' : 'descending') : undefined}>
                {own ? (
                  label
                ) : (
                  <button type="button" className={styles.sort} onClick={() => setSortKey(key)} aria-label={T.sortedBy(label)}>
                    {label}
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.advisor_id} data-advisor-id={row.advisor_id}>
              {COLUMNS.map(({ key, show }) =>
                key === 'advisor' ? (
                  <th key={key} scope="row">
                    {show(row)}
                  </th>
                ) : (
                  <td key={key}>{show(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
    </NumbersTable>
  );
}

/** A row's numbers in the table of days, the same for a day and for the range's total. */
function DayCells({ figures }: { figures: Omit<DayFigures, 'day'> }) {
  return (
    <>
      <td>{count(figures.requests)}</td>
      <td>{count(figures.accepted)}</td>
      <td>{count(figures.missed)}</td>
      <td>{count(figures.orders_sent)}</td>
      <td>{count(figures.orders_paid)}</td>
      <td>{formatEuros(figures.revenue_cents)}</td>
      <td>{count(figures.orders_refunded)}</td>
      <td>{formatEuros(figures.refunded_cents)}</td>
    </>
  );
}

/** A table of numbers in a box that scrolls sideways on a phone (keyboard-reachable), named by its caption; `data-figures-<name>` for the tests. */
function NumbersTable({ name, caption, children }: { name: 'days' | 'advisors'; caption: string; children: ReactNode }) {
  const captionId = `figures-${name}`;
  return (
    <div className={page.scroll} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={`${page.table} ${styles.numbers}`} {...{ [`data-figures-${name}`]: '' }}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
