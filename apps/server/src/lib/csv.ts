/**
 * Characters that start a formula in a spreadsheet cell (= + - @), and a tab or carriage return
 * some of them also read so (OWASP 'CSV injection'): company names and people's names come from
 * exporters.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
/**
 * A trigger right after a character some spreadsheet splits cells on: the comma, the semicolon
 * (Excel with Ukrainian or other European regional settings reads `;` as the separator and
 * ignores the quotes of a comma-separated file), a tab, a line break.
 */
const TRIGGER_AFTER_SEPARATOR = /([,;\t\r\n])([=+\-@])/g;

/**
 * One CSV field, always quoted (quotes doubled), so no separator or line break inside a value
 * ever starts a cell of its own; a formula trigger at the start of the value, or after any
 * separator within it, gets an apostrophe before it, so no part of a value runs as a formula
 * whichever separator the spreadsheet splits on (issue 24 §5).
 */
export function toCsvField(value: string): string {
  const guarded = value.replace(TRIGGER_AFTER_SEPARATOR, "$1'$2");
  const safe = FORMULA_TRIGGER.test(guarded) ? `'${guarded}` : guarded;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows as a CSV file for spreadsheets (RFC 4180): UTF-8 with a BOM (Excel then reads Cyrillic),
 * CRLF lines, every field through `toCsvField`.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(toCsvField).join(',')).join('\r\n')}\r\n`;
}
