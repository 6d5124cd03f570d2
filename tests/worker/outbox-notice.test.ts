import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';
import { sentEmails, sentLogs } from './sent-email';

/**
 * The operations notice of a stuck lead outbox: the cron e-mails OPS_NOTIFY_TO once when leads have
 * waited or failed for over 15 minutes (counts and the oldest age, no personal data), not again
 * while that lasts, and again only after the outbox recovered and got stuck anew. The console's
 * overview shows the same state to every role.
 */
const OPS = 'ops-inbox@lender.example';
let worker: TestWorker;
let db: D1Database;
const mfLogs: string[] = [];

beforeAll(async () => {
  // No LEAD_API_URL: the cron forwards nothing, so a lead stays as the test leaves it.
  worker = await startWorker({
    vars: { OPS_NOTIFY_TO: OPS, NOTIFY_FROM: 'notices@lender.example', PUBLIC_ORIGIN: 'https://www.lender.example' },
    miniflareLogs: mfLogs,
    logs: [],
  });
  db = await worker.db();
});
afterAll(async () => {
  await worker?.dispose();
});
beforeEach(async () => {
  await db.exec('DELETE FROM leads');
});

const MINUTE = 60_000;
async function lead(mobile: string, state: 'pending' | 'failed' | 'forwarded', minutesAgo: number): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, utm, referrer, gclid,
        theclub_id, tapngo_id, is_opt_in, dedupe_key, forward_state, forward_attempts, next_attempt_at, last_error)
       VALUES (?, ?, ?, 'F', 'Mei', 'Chan', 1, 'n-loan', 'N Loan', 'en-US', '', '', '', '', '', 0, ?, ?, 1, ?, NULL)`,
    )
    .bind(id, new Date(Date.now() - minutesAgo * MINUTE).toISOString(), mobile, id, state, new Date(Date.now() + 60 * MINUTE).toISOString())
    .run();
  return id;
}

async function runCron() {
  await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });
}

const overview = async () => (await worker.get('/admin?lang=en', { headers: { Cookie: 'admin_dev_role=viewer' } })).text();

describe('operations notice of a stuck outbox', () => {
  it('is sent once, not again while stuck, and again only after recovery and new trouble', async () => {
    await lead('61000001', 'pending', 5);
    await runCron();
    expect(sentLogs(mfLogs)).toHaveLength(0);

    await lead('61000002', 'pending', 20);
    const failed = await lead('61000003', 'failed', 42);
    await runCron();
    const [first] = await sentEmails(mfLogs, 1);
    expect(first!.to).toBe(OPS);
    expect(first!.subject).toBe('客戶資料未能轉交 / Leads are not being forwarded');
    expect(first!.text).toContain('2 lead(s) waiting and 1 failed; the oldest has waited 42 minutes.');
    expect(first!.text).toContain('有 2 項等待中、1 項失敗；最舊的一項已等了 42 分鐘');
    expect(first!.text).not.toMatch(/6100000|Mei|Chan/);
    // The console on the site's configured origin (the cron has no request to take a host from).
    expect(first!.text).toContain('See the console: https://www.lender.example/admin/leads');

    const page = await overview();
    expect(page).toContain('Leads have waited over 15 minutes: see the Leads page.');
    expect(page).toMatch(/data-outbox-waiting="">2</);
    expect(page).toMatch(/data-outbox-failed="">1</);
    expect(page).toMatch(/data-outbox-oldest="">42 minutes</);

    await runCron();
    await runCron();
    await new Promise((r) => setTimeout(r, 500));
    expect(sentLogs(mfLogs)).toHaveLength(1);

    // Recovered: nothing older than 15 minutes is waiting or failed.
    await db.exec("UPDATE leads SET forward_state = 'forwarded', forwarded_at = created_at");
    await runCron();
    expect(sentLogs(mfLogs)).toHaveLength(1);
    const calm = await overview();
    expect(calm).not.toContain('Leads have waited over 15 minutes');
    expect(calm).toMatch(/data-outbox-oldest="">none</);

    // Stuck anew: a second notice.
    await db.prepare("UPDATE leads SET forward_state = 'failed' WHERE id = ?").bind(failed).run();
    await runCron();
    const all = await sentEmails(mfLogs, 2);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('0 lead(s) waiting and 1 failed');
  });
});
