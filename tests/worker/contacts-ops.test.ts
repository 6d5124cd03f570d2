import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadDb } from '../../scripts/ops/lead-db';
import { AccessKeys } from './access-keys';
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
  return opsOn(state, ...args);
}
function opsOn(dir: string, ...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', 'contacts', ...args, '--persist-to', dir], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

async function migrateState(dir: string) {
  const db = await openLeadDb({ remote: false, persistTo: dir });
  for (const file of readdirSync('migrations').sort()) {
    for (const statement of readFileSync(join('migrations', file), 'utf8').replace(/--.*$/gm, '').split(';')) {
      if (statement.trim()) await db.run(statement);
    }
  }
  return db;
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'contacts-cli-'));
  const db = await migrateState(state);
  try {
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
    // Hong Kong time, as the console's request page says it, not the stored UTC value.
    expect(show.out).toMatch(
      /created_at\s+\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d{2}:\d{2}\n/,
    );
    expect(show.out).not.toMatch(/created_at\s+\d{4}-/);
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

/** The ids a CLI list prints, in its order. */
const cliIds = (out: string) => [...out.matchAll(/ ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}) /g)].map((m) => m[1]!);

describe('npm run ops -- contacts list: pages and filters', () => {
  const keys = new AccessKeys();
  let queue: string;
  const ids: string[] = [];

  beforeAll(async () => {
    queue = mkdtempSync(join(tmpdir(), 'contacts-pages-'));
    const db = await migrateState(queue);
    try {
      // 120 requests an hour apart back from 2026-12-01 12:00 in Hong Kong: three pages; in turn
      // closed, contacted, no answer, new.
      for (let i = 0; i < 120; i++) {
        const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        ids.push(id);
        await db.run('INSERT INTO contact_requests (id, created_at, kind, mobile, time_slot, status) VALUES (?, ?, ?, ?, ?, ?)', [
          id,
          new Date(Date.parse('2026-12-01T04:00:00.000Z') - i * 3600_000).toISOString(),
          i % 2 ? 'callback' : 'contact',
          `6${String(i).padStart(7, '0')}`,
          '9-12',
          (['closed', 'contacted', 'no_answer', 'new'] as const)[i % 4]!,
        ]);
      }
    } finally {
      await db.close();
    }
    await keys.start();
  }, 120_000);
  afterAll(async () => {
    await keys.stop();
    rmSync(queue, { recursive: true, force: true });
  });

  it('pages through every request newest first and says where the pages end', () => {
    const seen: string[] = [];
    for (const page of ['1', '2', '3']) {
      const res = opsOn(queue, 'list', '--state', 'all', '--page', page);
      expect(res.code).toBe(0);
      expect(res.out).toContain(`120 request(s) match (state all); page ${page} of 3`);
      seen.push(...cliIds(res.out));
    }
    expect(seen).toEqual(ids);
    const beyond = opsOn(queue, 'list', '--state', 'all', '--page', '4');
    expect(beyond.code).toBe(1);
    expect(beyond.err).toContain('there is no page 4: 120 request(s) match, 3 page(s) of 50');
  });

  it('lists the requests still to call by default (new, no answer): not the contacted, not the closed', () => {
    const pending = opsOn(queue, 'list');
    expect(pending.code).toBe(0);
    expect(pending.out).toContain('60 request(s) match (state pending (not yet contacted)); page 1 of 2');
    expect(cliIds(pending.out)).toEqual(ids.filter((_, i) => i % 4 >= 2).slice(0, 50));
    expect(cliIds(opsOn(queue, 'list', '--page', '2').out)).toEqual(ids.filter((_, i) => i % 4 >= 2).slice(50));
    expect(cliIds(opsOn(queue, 'list', '--state', 'pending').out)).toEqual(cliIds(pending.out));
    expect(cliIds(opsOn(queue, 'list', '--state', 'contacted').out)).toEqual(ids.filter((_, i) => i % 4 === 1));
    expect(cliIds(opsOn(queue, 'list', '--state', 'no_answer').out)).toEqual(ids.filter((_, i) => i % 4 === 2));
  });

  it('filters by status, form and Hong Kong day', () => {
    expect(cliIds(opsOn(queue, 'list', '--state', 'closed').out)).toEqual(ids.filter((_, i) => i % 4 === 0));
    expect(cliIds(opsOn(queue, 'list', '--state', 'all', '--kind', 'callback', '--page', '2').out)).toEqual(ids.filter((_, i) => i % 2).slice(50, 60));
    expect(cliIds(opsOn(queue, 'list', '--state', 'all', '--day', '2026-11-30').out)).toEqual(ids.slice(13, 37));
    const now = opsOn(queue, 'list', '--slot-now');
    expect(now.code).toBe(0);
    expect(now.out).toContain('time to call is now');
  });

  it('refuses every input that is not valid, with a message, before reading anything', () => {
    for (const [args, message] of [
      [['--state', 'done'], '--state must be one of pending, new, no_answer, contacted, closed, all'],
      [['--kind', 'lead'], '--kind must be one of contact, callback'],
      [['--day', '2026-02-30'], '--day must be a date as YYYY-MM-DD'],
      [['--day', 'yesterday'], '--day must be a date as YYYY-MM-DD'],
      [['--page', '0'], '--page must be a whole number from 1'],
      [['--page', '1.5'], '--page must be a whole number from 1'],
    ] as const) {
      const res = opsOn(queue, 'list', ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.err, args.join(' ')).toContain(message);
      expect(res.out).toBe('');
    }
  });

  it('lists the same rows as the console for the same filters and page', async () => {
    const pages = [
      ['', []],
      ['page=2', ['--page', '2']],
      ['state=contacted', ['--state', 'contacted']],
      ['state=all&kind=contact&page=2', ['--state', 'all', '--kind', 'contact', '--page', '2']],
      ['state=new&day=2026-11-29', ['--state', 'new', '--day', '2026-11-29']],
    ] as const;
    // The console's pages first, then the CLI's: a CLI run blocks this process (spawnSync) long
    // enough on a busy machine for the worker's idle connection to be closed under it.
    const consoleIds: string[][] = [];
    const worker = await startWorker({ persistTo: queue, vars: keys.vars({ 'officer@lender.example': 'cs' }) });
    try {
      const token = await keys.sign({ email: 'officer@lender.example' });
      for (const [query] of pages) {
        const html = await (await worker.get(`/admin/contacts?${query}`, { headers: { 'Cf-Access-Jwt-Assertion': token } })).text();
        consoleIds.push([...html.matchAll(/data-contact="([^"]+)"/g)].map((m) => m[1]!));
      }
    } finally {
      await worker.dispose();
    }
    pages.forEach(([query, args], i) => {
      expect(consoleIds[i]!.length, query).toBeGreaterThan(0);
      expect(cliIds(opsOn(queue, 'list', ...args).out), query).toEqual(consoleIds[i]);
    });
  });
});
