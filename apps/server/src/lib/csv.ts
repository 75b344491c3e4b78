/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; a value a spreadsheet
 * would run as a formula (= + - @, a tab or a carriage return first) gets a leading apostrophe
 * (OWASP 'CSV injection'): company names come from exporters.
 */
export function toCsvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as a CSV file for spreadsheets (RFC 4180): UTF-8 with a BOM (Excel then reads Cyrillic),
 * CRLF lines, every field through `toCsvField`.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(toCsvField).join(',')).join('\r\n')}\r\n`;
}
