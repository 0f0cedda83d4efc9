/**
 * CSV files that French Excel opens as they are: UTF-8 with a BOM (without it
 * Excel reads Windows-1252 and mangles the accents), `;` between cells (the
 * `,` is France's decimal separator), CRLF and quoting per RFC 4180. A cell
 * that a spreadsheet would run as a formula (OWASP "CSV Injection") is
 * defused with a leading apostrophe: what a visitor or an operator wrote
 * stays text. The console's exports (messages, figures) are all written here.
 */

const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** What Excel, LibreOffice and Google Sheets start a formula (or a DDE call) with. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted (RFC 4180, with our separator). */
const NEEDS_QUOTES = /[";\r\n]/;

/** One cell: defused when a spreadsheet would read a formula, quoted when it must be; null is an empty cell. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** The whole file: its rows of cells (an empty row is a blank line), the BOM first. */
export function csvDocument(rows: readonly (readonly (string | null)[])[]): string {
  return BOM + rows.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join(LINE_END) + LINE_END;
}

/** A number as French Excel reads one: '1234,50' (a comma, no thousands separator). */
export const csvNumber = (value: number, decimals = 0): string => value.toFixed(decimals).replace('.', ',');
