/**
 * The inbox as a CSV file that French Excel opens as it is: UTF-8 with a BOM
 * (without it Excel reads Windows-1252 and mangles the accents), `;` between
 * cells (the `,` is France's decimal separator), CRLF and quoting per RFC 4180.
 * A cell that a spreadsheet would run as a formula (OWASP "CSV Injection") is
 * defused with a leading apostrophe: what a visitor wrote stays text.
 */
import { INBOX_KIND_LABELS, type InboxItem } from '../../widgets/core/schemas/console';
import { parisDay } from '../../widgets/core/domain/paris-day';

const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** What Excel, LibreOffice and Google Sheets start a formula (or a DDE call) with. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted (RFC 4180, with our separator). */
const NEEDS_QUOTES = /[";\r\n]/;

function csvCell(value: string | null): string {
  const text = value ?? '';
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

const HEADER = ['Type', 'Reçu le', 'Traité', 'Nom', 'E-mail', 'Téléphone', 'Texte', 'Réponse', 'Catégorie'];

const row = (item: InboxItem) => [
  INBOX_KIND_LABELS[item.kind],
  // '02/01/2025 14:30', Paris time: a date French Excel recognises.
  parisDateTime.format(new Date(item.created_at)),
  item.handled ? 'Oui' : 'Non',
  item.name,
  item.email,
  item.phone,
  item.text,
  item.answer,
  item.category,
];

export function inboxCsv(items: readonly InboxItem[]): string {
  const lines = [HEADER, ...items.map(row)].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}

/** `messages-2025-01-02.csv`, the day in Paris. */
export const inboxCsvFileName = (now: Date) => `messages-${parisDay(now)}.csv`;
