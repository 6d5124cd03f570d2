import { writeFileSync } from 'node:fs';
import { csvTable } from '../../src/server/csv';
import { auditRead } from './audit';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

const STATUSES = ['new', 'no_answer', 'contacted', 'closed'] as const;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** As the console's queue masks it (worker/mask-mobile.ts). */
const mask = (mobile: string) => `${mobile.slice(0, 4)}****`;

const COLUMNS = [
  'id',
  'created_at',
  'kind',
  'title',
  'surname',
  'given_name',
  'mobile',
  'time_slot',
  'loan_code',
  'theclub_id',
  'tapngo_id',
  'is_opt_in',
  'referrer',
  'utm',
  'status',
  'status_at',
  'status_by',
  'no_answer_count',
] as const;

type Row = Record<(typeof COLUMNS)[number], string | number | null>;

/** `npm run ops -- contacts list|show|export`: the customer-service queue from the terminal. */
export async function contactsCommand(
  db: LeadDb,
  action: string | undefined,
  arg: string | undefined,
  options: { state?: string | undefined; out?: string | undefined },
): Promise<string> {
  switch (action) {
    case 'list': {
      if (options.state && !(STATUSES as readonly string[]).includes(options.state)) throw new UsageError(`--state must be one of ${STATUSES.join(', ')}`);
      const counts = await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM contact_requests GROUP BY status ORDER BY status');
      const rows = await db.all<Row>(
        `SELECT id, created_at, kind, mobile, time_slot, status FROM contact_requests ${options.state ? 'WHERE status = ?' : ''} ORDER BY created_at DESC LIMIT 50`,
        options.state ? [options.state] : [],
      );
      const lines = [`Contact requests by status: ${counts.map((c) => `${c.status} ${c.n}`).join(', ') || 'none'}`];
      for (const r of rows) lines.push(`${r.created_at}  ${r.id}  ${String(r.kind).padEnd(8)} ${mask(String(r.mobile))}  slot ${r.time_slot}  ${r.status}`);
      return lines.join('\n');
    }
    case 'show': {
      if (!arg || !ID.test(arg)) throw new UsageError('contacts show needs a request id (from contacts list)');
      const [row] = await db.all<Row>(`SELECT ${COLUMNS.join(', ')} FROM contact_requests WHERE id = ?`, [arg]);
      if (!row) throw new Error(`no contact request ${arg} (it may have been purged after 90 days)`);
      await auditRead(db, 'contact.view', `contact:${arg}`, null);
      const width = Math.max(...COLUMNS.map((c) => c.length));
      return [
        'Personal data: use it only to return this call; this view is recorded in the audit log.',
        ...COLUMNS.map((c) => `${c.padEnd(width)}  ${row[c] ?? ''}`),
      ].join('\n');
    }
    case 'export': {
      if (!options.out) throw new UsageError('contacts export needs --out FILE (the file holds personal data: keep it safe, delete it after use)');
      const rows = await db.all<Row>(`SELECT ${COLUMNS.join(', ')} FROM contact_requests ORDER BY created_at`);
      // The exports' one cell rule (src/server/csv.ts): a name or campaign starting with = must not run in a spreadsheet.
      const csv = csvTable(COLUMNS, rows) + '\n';
      // Recorded first: an export that cannot be recorded is not written.
      await auditRead(db, 'contact.export', 'contacts', { requests: rows.length });
      writeFileSync(options.out, csv, { mode: 0o600 });
      return `${rows.length} contact request(s) written to ${options.out} (personal data: keep it safe, delete it after use)`;
    }
    default:
      throw new UsageError('contacts needs one of: list [--state S], show ID, export --out FILE');
  }
}
