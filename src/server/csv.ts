/**
 * The one CSV writer of the exports (the A/B results, the campaigns report, the contact requests
 * and the leads): comma-separated, records ended by `\n`, a header line first.
 */

/**
 * A cell: quoted when it holds `"`, `,`, `\n` or `\r`, its quotes doubled. Text a spreadsheet would
 * run as a formula (a leading `=`, `+`, `-`, `@`, their full-width forms, a tab or CR) gets a
 * leading `'`: names come from addresses, the console and visitors. Numbers stay numbers;
 * null and undefined are empty cells.
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
