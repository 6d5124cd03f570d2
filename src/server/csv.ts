/**
 * The one CSV writer of the exports (the A/B results, the campaigns report, the contact requests
 * and the leads): comma-separated, records ended by `\n`, a header line first.
 *
 * A cell is quoted when it holds `"`, `,`, `\n` or `\r` (a bare CR ends a record in many readers),
 * its quotes doubled. Text that a spreadsheet would run as a formula is defused with a leading `'`
 * (formula injection: a campaign or variant name is whatever an address or the console carried, a
 * contact's name whatever a visitor typed): a leading `=`, `+`, `-` or `@`, their full-width forms
 * (`＝`, `＋`, `－`, `＠`, which a Chinese input method types and some spreadsheets read as the ASCII
 * ones), and a leading tab or CR (spreadsheets strip those before reading a formula). Numbers stay
 * numbers, minus sign included; null and undefined are empty cells.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  const safe = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line of `columns`, then one line per row, each cell through csvCell; no newline at the end. */
export function csvText(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\n');
}

/** Records read from a table by column name, in the columns' order (csvText). */
export function csvTable<C extends string>(columns: readonly C[], records: readonly Partial<Record<C, unknown>>[]): string {
  return csvText(
    columns,
    records.map((record) => columns.map((column) => record[column])),
  );
}
