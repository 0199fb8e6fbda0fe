// CSV files for spreadsheets: UTF-8 with a byte order mark (so Excel reads å, ä, ö), `;` between
// fields as Swedish Excel expects, CRLF line ends.

/**
 * What a spreadsheet may run as a formula: a cell starting with =, +, - or @, or with a tab or
 * carriage return in front of one. Every such cell is neutralised, numbers like `-2+3` as well,
 * since the text in an export comes from users and the public order page.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: prefixed with `'` when a spreadsheet would read a formula, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** What a file starts with: the byte order mark. */
export const CSV_START = '\uFEFF';

/** One line of the file (the header or a row), ended with CRLF. */
export const csvLine = (cells: readonly (string | null)[]): string => `${cells.map(csvCell).join(';')}\r\n`;
