import { writeFileSync } from 'node:fs';
import { csvTable } from '../../src/server/csv';
import { formatHkDateTime } from '../../src/shared/format';
import { maskMobile } from '../../src/shared/mask-mobile';
import type { LeadRow } from '../../worker/db/lead-store';
import { LEAD_PAGE_SIZE, LEAD_STATES, leadListQueries, leadPageCount, parseLeadFilter } from '../../worker/db/lead-list';
import { auditRead } from './audit';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

// The rows as worker/db/lead-store.ts stores them: a column renamed or retyped there fails here.
type LeadSummary = Pick<LeadRow, 'id' | 'created_at' | 'loan_type' | 'mobile' | 'forward_state' | 'forward_attempts' | 'last_error'>;

/** Columns of the stored lead (LeadRow). */
const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'mobile',
  'gender',
  'first_name',
  'last_name',
  'loan_code',
  'loan_type',
  'loan_text',
  'locale',
  'utm',
  'referrer',
  'gclid',
  'theclub_id',
  'tapngo_id',
  'is_opt_in',
  'terms_accepted',
  'forward_state',
  'forward_attempts',
  'last_error',
  'forwarded_at',
  'upstream_id',
] as const satisfies readonly (keyof LeadRow)[];

export async function leadsCommand(
  db: LeadDb,
  action: string | undefined,
  options: { state?: string | undefined; out?: string | undefined; page?: string | undefined },
): Promise<string> {
  if (options.state && !(LEAD_STATES as readonly string[]).includes(options.state)) throw new UsageError(`--state must be one of ${LEAD_STATES.join(', ')}`);
  switch (action) {
    case 'list': {
      // The console's list and pages (worker/db/lead-list.ts): the same options list the same rows.
      const parsed = parseLeadFilter({ state: options.state, page: options.page });
      if ('invalid' in parsed)
        throw new UsageError(parsed.invalid === 'page' ? '--page must be a whole number from 1' : `--state must be one of ${LEAD_STATES.join(', ')}`);
      const { filter } = parsed;
      const queries = leadListQueries(filter, 'id, created_at, loan_type, mobile, forward_state, forward_attempts, last_error');
      const counts = await db.all<{ forward_state: string; n: number }>(
        'SELECT forward_state, COUNT(*) AS n FROM leads GROUP BY forward_state ORDER BY forward_state',
      );
      const [{ n: total } = { n: 0 }] = await db.all<{ n: number }>(queries.count.sql, queries.count.params);
      const pages = leadPageCount(total);
      if (filter.page > pages) throw new Error(`there is no page ${filter.page}: ${total} lead(s) match, ${pages} page(s) of ${LEAD_PAGE_SIZE}`);
      const rows = await db.all<LeadSummary>(queries.page.sql, queries.page.params);
      const lines = [
        `Leads by state: ${counts.map((c) => `${c.forward_state} ${c.n}`).join(', ') || 'none'}`,
        `${total} lead(s)${filter.state ? ` in state ${filter.state}` : ''}; page ${filter.page} of ${pages}, ${LEAD_PAGE_SIZE} a page, newest first (Hong Kong time)`,
      ];
      for (const r of rows) {
        lines.push(
          `${formatHkDateTime(new Date(r.created_at), 'en-US')}  ${r.id}  ${r.loan_type.padEnd(24)} ${maskMobile(r.mobile)}  ${r.forward_state} (${r.forward_attempts})${r.last_error ? `  ${r.last_error}` : ''}`,
        );
      }
      if (filter.page < pages) lines.push(`Older: add --page ${filter.page + 1}`);
      return lines.join('\n');
    }
    case 'export': {
      if (!options.out) throw new UsageError('leads export needs --out FILE (the file holds personal data: keep it safe, delete it after use)');
      const rows = await db.all<Record<string, unknown>>(
        `SELECT ${EXPORT_COLUMNS.join(', ')} FROM leads ${options.state ? 'WHERE forward_state = ?' : ''} ORDER BY created_at`,
        options.state ? [options.state] : [],
      );
      // The exports' one cell rule (src/server/csv.ts): a name starting with = must not run in a spreadsheet.
      const csv = csvTable(EXPORT_COLUMNS, rows) + '\n';
      // Who took which leads out, how many and with which filter (never a lead's details), recorded
      // first: an export that cannot be recorded is not written.
      await auditRead(db, 'lead.export', 'leads', { leads: rows.length, state: options.state ?? null });
      writeFileSync(options.out, csv, { mode: 0o600 });
      return `${rows.length} lead(s) written to ${options.out} (personal data: keep it safe, delete it after use; this export is recorded in the audit log)`;
    }
    case 'retry': {
      const changed = await db.run(
        "UPDATE leads SET forward_state = 'pending', forward_attempts = 0, next_attempt_at = ?, last_error = NULL WHERE forward_state = 'failed'",
        [new Date().toISOString()],
      );
      return `${changed} failed lead(s) queued for forwarding again; the next cron run sends them.`;
    }
    default:
      throw new UsageError('leads needs one of: list [--state S] [--page N], export --out FILE [--state S], retry');
  }
}
