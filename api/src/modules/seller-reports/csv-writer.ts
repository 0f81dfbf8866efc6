// CSV as RFC 4180 writes it (CRLF between records, a field quoted when it holds a quote, comma, CR or LF, quotes
// doubled), and safe to open in a spreadsheet: text that a spreadsheet would run as a formula (starting with
// =, +, -, @, a tab or a CR, as OWASP's "CSV Injection" page lists) gets a leading apostrophe, so it shows as text.
// Numbers the report computes are written as they are: a negative amount is a number, not a formula.

/** A number the report computed, written as is ("-12.05", "3"). */
export interface CsvNumeral {
  numeral: string;
}

/** A cell: text (from people, made safe), a computed number, or nothing. */
export type CsvCell = string | CsvNumeral | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NUMERAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** A computed number as a cell; anything but plain digits is refused, so nothing else skips the text rules. */
export function numeral(value: string | number): CsvNumeral {
  const text = String(value);
  if (!NUMERAL.test(text)) throw new Error(`not a numeral: ${text}`);
  return { numeral: text };
}

/** One field as it goes in the file. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return cell.numeral;
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header, then each record, every line ended by CRLF. */
export function csvDocument(header: readonly string[], records: readonly CsvCell[][]): string {
  return [header, ...records].map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}
