// CSV (RFC 4180) for downloads people open in spreadsheets.

/** Cells a spreadsheet would run as a formula ("=HYPERLINK(...)", "+1+2", "-2", "@SUM"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: null is empty; text that a spreadsheet would take for a formula gets a leading
 * apostrophe (CSV injection); a cell with a quote, comma or line break is quoted, quotes doubled.
 * Numbers are written as they are (a negative amount stays a number).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 has it. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
