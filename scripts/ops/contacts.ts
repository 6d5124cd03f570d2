import { writeFileSync } from 'node:fs';
import { csvTable } from '../../src/server/csv';
import { formatHkDateTime } from '../../src/shared/format';
import { maskMobile } from '../../src/shared/mask-mobile';
import type { ContactRow } from '../../worker/db/contact-store';
import { PAGE_SIZE, QUEUE_KINDS, QUEUE_STATES, pageCount, parseQueueFilter, queueQueries, type QueueFilter } from '../../worker/db/contact-queue';
import { auditRead } from './audit';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

/** What each option may be, for the message when it is not. */
const INVALID = {
  state: `--state must be one of ${QUEUE_STATES.join(', ')}`,
  kind: `--kind must be one of ${QUEUE_KINDS.join(', ')}`,
  day: '--day must be a date as YYYY-MM-DD (a Hong Kong day)',
  page: '--page must be a whole number from 1',
} as const;

const describe = (f: QueueFilter) =>
  [
    f.state === 'pending' ? 'state pending (not yet contacted)' : `state ${f.state}`,
    f.kind ? `kind ${f.kind}` : '',
    f.day ? `received ${f.day} (Hong Kong)` : '',
    f.slot ? 'time to call is now' : '',
  ]
    .filter(Boolean)
    .join(', ');
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Columns of the stored request (ContactRow): one renamed or dropped in worker/db fails here. */
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
] as const satisfies readonly (keyof ContactRow)[];

type Row = Record<(typeof COLUMNS)[number], string | number | null>;

/** `npm run ops -- contacts list|show|export`: the customer-service queue from the terminal. */
export async function contactsCommand(
  db: LeadDb,
  action: string | undefined,
  arg: string | undefined,
  options: {
    state?: string | undefined;
    kind?: string | undefined;
    day?: string | undefined;
    page?: string | undefined;
    'slot-now'?: boolean | undefined;
    out?: string | undefined;
  },
): Promise<string> {
  switch (action) {
    case 'list': {
      // The console's filters and pages (worker/db/contact-queue.ts): the same options list the same rows.
      const parsed = parseQueueFilter({
        state: options.state,
        kind: options.kind,
        day: options.day,
        slot: options['slot-now'] ? 'now' : undefined,
        page: options.page,
      });
      if ('invalid' in parsed) throw new UsageError(INVALID[parsed.invalid as keyof typeof INVALID] ?? `--${parsed.invalid} is not valid`);
      const { filter } = parsed;
      const now = new Date();
      const queries = queueQueries(filter, now, 'id, created_at, kind, mobile, time_slot, status');
      const counts = await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM contact_requests GROUP BY status ORDER BY status');
      const [{ n: total } = { n: 0 }] = await db.all<{ n: number }>(queries.count.sql, queries.count.params);
      const pages = pageCount(total);
      const lines = [`Contact requests by status: ${counts.map((c) => `${c.status} ${c.n}`).join(', ') || 'none'}`];
      if (filter.page > pages) throw new Error(`there is no page ${filter.page}: ${total} request(s) match, ${pages} page(s) of ${PAGE_SIZE}`);
      lines.push(`${total} request(s) match (${describe(filter)}); page ${filter.page} of ${pages}, ${PAGE_SIZE} a page, newest first`);
      const rows = await db.all<Row>(queries.page.sql, queries.page.params);
      for (const r of rows)
        lines.push(
          `${formatHkDateTime(new Date(String(r.created_at)), 'en-US')}  ${r.id}  ${String(r.kind).padEnd(8)} ${maskMobile(String(r.mobile))}  slot ${r.time_slot}  ${r.status}`,
        );
      if (filter.page < pages) lines.push(`Older: add --page ${filter.page + 1}`);
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
        // Times as the console shows them (Hong Kong); the CSV export keeps the stored UTC values.
        ...COLUMNS.map((c) => `${c.padEnd(width)}  ${c.endsWith('_at') && row[c] ? formatHkDateTime(new Date(String(row[c])), 'en-US') : (row[c] ?? '')}`),
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
      throw new UsageError('contacts needs one of: list [--state S] [--kind K] [--day YYYY-MM-DD] [--slot-now] [--page N], show ID, export --out FILE');
  }
}
