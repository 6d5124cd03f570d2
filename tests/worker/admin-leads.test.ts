import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';
import { UpstreamLeadApi } from './upstream-stub';

/**
 * The leads page's "send all failed leads again" (role ops): one form queues every failed lead
 * the way the per-lead button does, the audit row keeps the count and no personal data, and the
 * next cron run delivers them to the lead API (a loopback stand-in, tests/worker/upstream-stub.ts).
 */
const keys = new AccessKeys();
const upstream = new UpstreamLeadApi();
let worker: TestWorker;
let db: D1Database;

const EMAILS = { ops: 'ops@lender.example', marketing: 'marketing@lender.example', viewer: 'viewer@lender.example' } as const;
type Role = keyof typeof EMAILS;

beforeAll(async () => {
  await Promise.all([keys.start(), upstream.start()]);
  worker = await startWorker({
    vars: {
      ...keys.vars({ [EMAILS.ops]: 'ops', [EMAILS.marketing]: 'marketing', [EMAILS.viewer]: 'viewer' }),
      LEAD_API_URL: upstream.url,
      LEAD_API_TIMEOUT_MS: '1000',
    },
    logs: [],
  });
  db = await worker.db();
});
afterAll(async () => {
  await worker?.dispose();
  await Promise.all([keys.stop(), upstream.stop()]);
});
beforeEach(async () => {
  await db.exec('DELETE FROM audit_log');
  await db.exec('DELETE FROM leads');
  upstream.accepted.length = 0;
  upstream.mode = 'up';
});

async function session(role: Role) {
  const token = await keys.sign({ email: EMAILS[role] });
  const page = await worker.get('/admin/leads', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(page.status).toBe(200);
  const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  return {
    get: (path: string) => worker.get(path, { headers: headers() }),
    post: (path: string, { withCsrf = true, origin = 'http://localhost' } = {}) =>
      worker.get(path, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }),
        body: new URLSearchParams(withCsrf ? { csrf } : {}).toString(),
      }),
  };
}

/** A lead in the given outbox state; a failed one is what the forwarding leaves after 8 failed attempts. */
async function lead(mobile: string, state: 'failed' | 'forwarded' | 'local' = 'failed'): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, utm, referrer, gclid,
        theclub_id, tapngo_id, is_opt_in, dedupe_key, forward_state, forward_attempts, next_attempt_at, last_error)
       VALUES (?, '2026-11-20T02:05:00.000Z', ?, 'F', 'Mei', 'Chan', 1, 'n-loan', 'N Loan', 'en-US', '', '', '', '', '', 0, ?, ?, ?, NULL, ?)`,
    )
    .bind(id, mobile, id, state, state === 'failed' ? 8 : 1, state === 'failed' ? 'HTTP 500' : null)
    .run();
  return id;
}

const states = async (): Promise<Record<string, { forward_state: string; forward_attempts: number; last_error: string | null }>> =>
  Object.fromEntries(
    (await db.prepare('SELECT mobile, forward_state, forward_attempts, last_error FROM leads ORDER BY mobile').all<Record<string, unknown>>()).results.map(
      ({ mobile, ...rest }) => [mobile, rest],
    ),
  );
const auditRows = async () =>
  (await db.prepare('SELECT actor, action, target, before_json, after_json FROM audit_log ORDER BY id').all<Record<string, string | null>>()).results;

async function runCron() {
  const w = await worker.mf.getWorker();
  await w.scheduled({ cron: '*/5 * * * *' });
}

describe('send all failed leads again', () => {
  it('queues every failed lead, audited with the count only, and the next run delivers them', async () => {
    for (const mobile of ['61000001', '61000002', '61000003']) await lead(mobile);
    await lead('62000001', 'forwarded');
    await lead('63000001', 'local');
    const ops = await session('ops');
    const page = await (await ops.get('/admin/leads?lang=en')).text();
    expect(page).toContain('action="/admin/leads/retry-failed?lang=en"');
    expect(page).toContain('Send all failed leads again (3)');

    const res = await ops.post('/admin/leads/retry-failed?lang=en');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/admin/leads?done=requeued-all&count=3&lang=en');
    const after = await (await ops.get(res.headers.get('Location')!)).text();
    expect(after).toContain('3 failed lead(s) queued again; the next scheduled run (within about five minutes) starts sending them.');
    expect(after).toMatch(/data-state="pending">3</);
    expect(after).not.toContain('retry-failed');
    expect(await (await ops.get('/admin/leads?done=requeued-all&count=3')).text()).toContain('3 個失敗的客戶資料已重新排隊');

    // As the per-lead button leaves one: pending, attempts from zero, no error; the others untouched.
    const queued = { forward_state: 'pending', forward_attempts: 0, last_error: null };
    expect(await states()).toEqual({
      '61000001': queued,
      '61000002': queued,
      '61000003': queued,
      '62000001': { forward_state: 'forwarded', forward_attempts: 1, last_error: null },
      '63000001': { forward_state: 'local', forward_attempts: 1, last_error: null },
    });

    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: EMAILS.ops, action: 'lead.retry_all', target: 'leads:failed' });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ forward_state: 'failed', leads: 3 });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ forward_state: 'pending', leads: 3, forward_attempts: 0 });
    expect(JSON.stringify(rows[0])).not.toMatch(/61000|Mei|Chan/);

    // The next scheduled run sends the three to the lead API.
    await runCron();
    expect(upstream.accepted.map((body) => body.mobile).sort()).toEqual(['61000001', '61000002', '61000003']);
    expect(Object.values(await states()).filter((s) => s.forward_state === 'forwarded')).toHaveLength(4);

    // Nothing failed any more: nothing changes and nothing is logged.
    const again = await ops.post('/admin/leads/retry-failed?lang=en');
    expect(again.headers.get('Location')).toBe('/admin/leads?done=requeued-all&count=0&lang=en');
    expect(await (await ops.get(again.headers.get('Location')!)).text()).toContain('No lead was flagged failed; nothing was changed.');
    expect(await auditRows()).toHaveLength(1);
  });

  it('is for ops only, and needs the form token from the console itself', async () => {
    await lead('61000001');
    for (const role of ['viewer', 'marketing'] as const) {
      const s = await session(role);
      expect(await (await s.get('/admin/leads?lang=en')).text()).not.toContain('retry-failed');
      expect((await s.post('/admin/leads/retry-failed')).status).toBe(403);
    }
    const ops = await session('ops');
    expect((await ops.post('/admin/leads/retry-failed', { withCsrf: false })).status).toBe(403);
    expect((await ops.post('/admin/leads/retry-failed', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await states())['61000001']).toMatchObject({ forward_state: 'failed', forward_attempts: 8 });
    expect(await auditRows()).toEqual([]);
  });
});

/** `count` leads a minute apart from 2026-11-30 15:30 UTC (23:30 in Hong Kong); every third failed, the rest forwarded. */
async function manyLeads(count: number) {
  for (let i = 0; i < count; i++) {
    await db
      .prepare(
        `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, utm, referrer, gclid,
          theclub_id, tapngo_id, is_opt_in, dedupe_key, forward_state, forward_attempts)
         VALUES (?, ?, ?, 'F', 'Mei', 'Chan', 1, 'n-loan', 'N Loan', 'en-US', '', '', '', '', '', 0, ?, ?, ?)`,
      )
      .bind(
        `list-${String(i).padStart(2, '0')}`,
        new Date(Date.UTC(2026, 10, 30, 15, 30 + i)).toISOString(),
        String(51000000 + i * 10000),
        `list-${i}`,
        i % 3 === 0 ? 'failed' : 'forwarded',
        i % 3 === 0 ? 8 : 1,
      )
      .run();
  }
}

/** The stored-leads table's rows: id and the cells as shown. */
function listRows(html: string): [string, string[]][] {
  const table = html.slice(html.indexOf('data-lead-list'));
  return [...table.matchAll(/<tr data-lead="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => [
    m[1]!,
    [...m[2]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!),
  ]);
}

describe('the stored leads list', () => {
  it('lists every lead newest first, 50 a page, with previous and next, in Hong Kong time and masked, for every role', async () => {
    await manyLeads(55);
    const viewer = await session('viewer');
    const first = await (await viewer.get('/admin/leads?lang=en')).text();
    const rows = listRows(first);
    expect(rows).toHaveLength(50);
    // The newest: 16:24 UTC on 30 November is 00:24 on 1 December in Hong Kong.
    expect(rows[0]).toEqual(['list-54', ['1 December 2026, 00:24', 'N Loan', '5154****', 'Failed', '8']]);
    expect(rows[1]).toEqual(['list-53', ['1 December 2026, 00:23', 'N Loan', '5153****', 'Forwarded', '1']]);
    expect(rows[49]![0]).toBe('list-05');
    expect(first).toContain('55 lead(s); page 1 of 2, newest first.');
    expect(first).toContain('<a href="/admin/leads?page=2&amp;lang=en#list-heading" rel="next">Next (older)</a>');
    expect(first).not.toContain('rel="prev"');
    expect(first).not.toMatch(/51540000|Chan/);

    const second = await (await viewer.get('/admin/leads?page=2&lang=en')).text();
    expect(listRows(second).map(([id]) => id)).toEqual(['list-04', 'list-03', 'list-02', 'list-01', 'list-00']);
    expect(listRows(second)[4]![1]).toEqual(['30 November 2026, 23:30', 'N Loan', '5100****', 'Failed', '8']);
    expect(second).toContain('<a href="/admin/leads?lang=en#list-heading" rel="prev">Previous (newer)</a>');
    expect(second).not.toContain('rel="next"');
    const zh = await (await viewer.get('/admin/leads?page=2')).text();
    expect(listRows(zh)[4]![1]).toEqual(['2026年11月30日 23:30', 'N Loan', '5100****', '轉送失敗', '8']);
  });

  it('filters by state, the filter kept on the next page', async () => {
    await manyLeads(55);
    const ops = await session('ops');
    const failed = await (await ops.get('/admin/leads?state=failed&lang=en')).text();
    const ids = listRows(failed).map(([id]) => id);
    // Every third of 0..54 failed: 19 of them.
    expect(ids).toHaveLength(19);
    expect(ids.every((id) => Number(id.slice(5)) % 3 === 0)).toBe(true);
    expect(failed).toContain('19 lead(s); page 1 of 1, newest first.');
    expect(failed).toContain('<option value="failed" selected="">Failed</option>');
    const forwarded = await (await ops.get('/admin/leads?state=forwarded&lang=en')).text();
    expect(forwarded).toContain('36 lead(s); page 1 of 1');
    // An empty state field (the form's "Any state") is every lead.
    expect(await (await ops.get('/admin/leads?state=&lang=en')).text()).toContain('55 lead(s); page 1 of 2');
    expect(await (await ops.get('/admin/leads?state=pending&lang=en')).text()).toContain('No lead is stored in this state.');
  });

  it('answers a state or page that is not one with a 400 page saying which, in the page language', async () => {
    await manyLeads(55);
    const viewer = await session('viewer');
    const cases: [query: string, en: string, zh: string][] = [
      ['state=sent', 'Not a valid state. Choose one from the list.', '狀態無效，請從清單中選擇。'],
      ['state=%3Cscript%3E', 'Not a valid state. Choose one from the list.', '狀態無效，請從清單中選擇。'],
      ['page=abc', 'Not a valid page number: use a whole number from 1.', '頁數無效：請使用由 1 起的整數。'],
      ['page=0', 'Not a valid page number: use a whole number from 1.', '頁數無效：請使用由 1 起的整數。'],
      ['page=1.5', 'Not a valid page number: use a whole number from 1.', '頁數無效：請使用由 1 起的整數。'],
      ['page=99999999999', 'Not a valid page number: use a whole number from 1.', '頁數無效：請使用由 1 起的整數。'],
      ['page=3', 'There is no page 3: there are 2 page(s).', '沒有第 3 頁：共 2 頁。'],
    ];
    for (const [query, en, zh] of cases) {
      const res = await viewer.get(`/admin/leads?${query}&lang=en`);
      expect(res.status, query).toBe(400);
      const html = await res.text();
      expect(html, query).toContain(en);
      expect(html, query).not.toContain('<script>');
      expect(listRows(html), query).toEqual([]);
      const zhRes = await viewer.get(`/admin/leads?${query}`);
      expect(zhRes.status, query).toBe(400);
      expect(await zhRes.text(), query).toContain(zh);
    }
    expect(await (await viewer.get('/admin/leads?page=3&lang=en')).text()).toContain(
      '<a href="/admin/leads?page=2&amp;lang=en#list-heading">Go to the last page</a>',
    );
  });
});
