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
