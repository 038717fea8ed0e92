/**
 * CSV for Dutch Excel (issue 35, the submissions export): `;` as separator, CRLF line ends, a
 * UTF-8 byte order mark first (so Excel reads UTF-8), every cell quoted when it holds the
 * separator, a quote or a line break (quotes doubled), and formula injection defused: a cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in front (OWASP), so a
 * spreadsheet shows it as text instead of running it.
 */

export const csvBom = '\uFEFF';
export const csvSeparator = ';';
export const csvLineEnd = '\r\n';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[;"\r\n]/;

/** One cell: formula starts defused, quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  // Numbers are data, not formulas: only text gets the prefix (a negative amount stays a number).
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its line end. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(csvSeparator) + csvLineEnd;
}
