/**
 * A CSV cell: quoted, and a leading = + - @ (or tab, carriage return) neutralised with an apostrophe so
 * that a spreadsheet shows the text and never runs it as a formula. Every CSV export of the shop uses it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF, as spreadsheets expect) of guarded cells. */
export function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
