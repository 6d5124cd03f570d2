import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadDb } from '../../scripts/ops/lead-db';
import { startWorker } from './harness';

/**
 * `npm run ops -- contacts list|show|export` as an operator runs it (a real process) against a
 * local state the built worker wrote: requests sent through POST /api/contact come out masked in
 * the list, whole in `show` (recorded in the audit log) and in a CSV whose cells cannot run as
 * spreadsheet formulas.
 */
let state: string;
const ids: string[] = [];

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', 'contacts', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'contacts-cli-'));
  const db = await openLeadDb({ remote: false, persistTo: state });
  try {
    for (const file of readdirSync('migrations').sort()) {
      for (const statement of readFileSync(join('migrations', file), 'utf8').replace(/--.*$/gm, '').split(';')) {
        if (statement.trim()) await db.run(statement);
      }
    }
    // A row with values a spreadsheet would run as formulas (the site's forms refuse such names;
    // an export must be safe whatever the table holds).
    await db.run(
      `INSERT INTO contact_requests (id, created_at, kind, title, surname, given_name, mobile, time_slot, loan_code, theclub_id, tapngo_id, referrer, utm)
       VALUES ('0b0b0b0b-0000-4000-8000-000000000001', '2026-11-01T01:00:00.000Z', 'contact', 'Mr', '=HYPERLINK("x")', '@SUM(1)', '61112222', '9-12', 1, '+1', '-2', '\ttab', 'utm_source=a,b')`,
    );
  } finally {
    await db.close();
  }
  const worker = await startWorker({ persistTo: state });
  try {
    const res = await worker.get('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'callback', mobile: '52345678', time_slot: '12-15' }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  } finally {
    await worker.dispose();
  }
}, 120_000);
afterAll(() => rmSync(state, { recursive: true, force: true }));

describe('npm run ops -- contacts', () => {
  it('lists requests newest first with masked numbers, and filters by status', () => {
    const list = ops('list');
    expect(list.code).toBe(0);
    expect(list.out).toContain('Contact requests by status: new 2');
    expect(list.out).toContain('5234****');
    expect(list.out).toContain('6111****');
    expect(list.out).not.toContain('52345678');
    expect(list.out.indexOf(ids[0]!)).toBeLessThan(list.out.indexOf('0b0b0b0b-0000-4000-8000-000000000001'));
    expect(ops('list', '--state', 'closed').out).not.toContain('5234****');
    const bad = ops('list', '--state', 'done');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--state must be one of');
  });

  it('shows one request whole, says it is personal data, and records the view', async () => {
    const show = ops('show', ids[0]!);
    expect(show.code).toBe(0);
    expect(show.out).toContain('Personal data');
    expect(show.out).toMatch(/mobile\s+52345678/);
    expect(show.out).toMatch(/time_slot\s+12-15/);
    expect(ops('show', 'not-an-id').code).toBe(2);
    const missing = ops('show', '0b0b0b0b-0000-4000-8000-00000000ffff');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no contact request');
    const db = await openLeadDb({ remote: false, persistTo: state });
    try {
      const rows = await db.all<{ actor: string; action: string; target: string }>('SELECT actor, action, target FROM audit_log');
      expect(rows).toEqual([{ actor: expect.stringMatching(/^ops-cli:/), action: 'contact.view', target: `contact:${ids[0]}` }]);
    } finally {
      await db.close();
    }
  });

  it('exports every request as CSV, formula-like cells defused and quoted, readable by its owner only', () => {
    const out = join(state, 'contacts.csv');
    expect(ops('export').code).toBe(2);
    const res = ops('export', '--out', out);
    expect(res.code).toBe(0);
    expect(res.out).toContain('2 contact request(s) written');
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,kind,title,surname,given_name,mobile,time_slot,loan_code,theclub_id,tapngo_id,is_opt_in,referrer,utm,status,status_at,status_by,no_answer_count',
    );
    expect(lines[1]).toBe(
      `0b0b0b0b-0000-4000-8000-000000000001,2026-11-01T01:00:00.000Z,contact,Mr,"'=HYPERLINK(""x"")",'@SUM(1),61112222,9-12,1,'+1,'-2,0,'\ttab,"utm_source=a,b",new,,,0`,
    );
    expect(lines[2]).toContain(`${ids[0]},`);
    expect(lines[2]).toContain(',callback,,,,52345678,12-15,');
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });
});
