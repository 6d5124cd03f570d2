import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';
import { sentEmails, sentLogs } from './sent-email';

/**
 * A flood of junk callback requests from one client, as an attacker sends it: the write limit
 * raised so 20 minutes' worth (200) arrive at once. The address's daily cap keeps all but 5 out
 * (429 `daily_limit`, nothing stored), an IPv6 /64 counts as one address, a real request from
 * elsewhere is still on the queue's first page of new requests, and customer service gets one
 * e-mail at once and one from the cron, not hundreds.
 */
const CAP = 5;
const CS = 'cs-inbox@lender.example';
const keys = new AccessKeys();
let worker: TestWorker;
let db: D1Database;
const mfLogs: string[] = [];

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({
    vars: {
      ...keys.vars({ 'officer@lender.example': 'cs' }),
      CS_NOTIFY_TO: CS,
      NOTIFY_FROM: 'notices@lender.example',
      PUBLIC_ORIGIN: 'https://www.lender.example',
    },
    limits: { WRITE_LIMITER: 1000 },
    miniflareLogs: mfLogs,
    logs: [],
  });
  db = await worker.db();
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});

const post = (address: string, body: Record<string, unknown>) =>
  worker.get('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: JSON.stringify(body) });
const junk = (n: number) => ({ kind: 'callback', mobile: `5${String(3000000 + n)}`, time_slot: '9-12' });
const stored = async (prefix: string) =>
  (await db.prepare('SELECT COUNT(*) AS n FROM contact_requests WHERE mobile LIKE ?').bind(`${prefix}%`).first<{ n: number }>())!.n;

async function consoleGet(path: string): Promise<string> {
  const token = await keys.sign({ email: 'officer@lender.example' });
  const res = await worker.get(path, { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('a flood of callback requests from one client', () => {
  it('stores 5 of 200 from one address and answers the rest 429 daily_limit', async () => {
    const answers: { status: number; body: unknown }[] = [];
    for (let n = 0; n < 200; n++) {
      const res = await post('198.51.100.7', junk(n));
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers.slice(0, CAP).every((a) => a.status === 201)).toBe(true);
    expect(answers.slice(CAP).every((a) => a.status === 429 && JSON.stringify(a.body) === '{"error":"daily_limit"}')).toBe(true);
    expect(await stored('53')).toBe(CAP);
    // What D1 keeps of the address: a keyed hash, never the address.
    const counted = (await db.prepare('SELECT day, address_hash FROM contact_address_requests').all<{ day: string; address_hash: string }>()).results;
    expect(counted).toHaveLength(CAP);
    expect(JSON.stringify(counted)).not.toContain('198.51.100');
    expect(new Set(counted.map((r) => r.address_hash)).size).toBe(1);
  });

  it('counts an IPv6 /64 as one address, whatever the low bits', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const res = await post(`2001:db8:aa:bb:${n.toString(16)}:${((n * 7919) & 0xffff).toString(16)}::${n + 1}`, junk(1000 + n));
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CAP);
    expect(await stored('5300')).toBe(CAP + 5);
  });

  it('does not count a request sent again within minutes against the cap', async () => {
    const first = await post('203.0.113.50', junk(2000));
    const { id } = (await first.json()) as { id: string };
    for (let i = 0; i < 8; i++) {
      const again = await post('203.0.113.50', junk(2000));
      expect(again.status).toBe(201);
      expect(((await again.json()) as { id: string }).id).toBe(id);
    }
    for (let n = 1; n < CAP; n++) expect((await post('203.0.113.50', junk(2000 + n))).status).toBe(201);
    expect((await post('203.0.113.50', junk(2000 + CAP))).status).toBe(429);
    // A copy of a stored request past the cap is still the stored one, not a refusal.
    expect((await post('203.0.113.50', junk(2000))).status).toBe(201);
  });

  it('keeps a real request from another address on the first page of new requests', async () => {
    const res = await post('192.0.2.44', { kind: 'callback', mobile: '61234567', time_slot: '15-18' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const html = await consoleGet('/admin/contacts?state=new&lang=en');
    expect(html).toContain(`data-contact="${id}"`);
    expect(html).toMatch(/data-total="\d+"/);
  });

  it('sends customer service one e-mail at once and one more from the cron, naming every request', async () => {
    await sentEmails(mfLogs, 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentLogs(mfLogs)).toHaveLength(1);
    await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *', scheduledTime: new Date(Date.now() + 5.5 * 60_000) });
    const mails = await sentEmails(mfLogs, 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentLogs(mfLogs)).toHaveLength(2);
    const named = mails.map((m) => Number(m.subject.match(/New contact requests: (\d+)/)?.[1]));
    const total = (await db.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())!.n;
    expect(named[0]! + named[1]!).toBe(total);
    for (const mail of mails) expect(mail.text).toContain('https://www.lender.example/admin/contacts?state=new');
  });

  it("forgets the addresses' counts after a day (the cron)", async () => {
    expect((await db.prepare('SELECT COUNT(*) AS n FROM contact_address_requests').first<{ n: number }>())!.n).toBeGreaterThan(0);
    await (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *', scheduledTime: new Date(Date.now() + 2 * 24 * 3600_000) });
    expect((await db.prepare('SELECT COUNT(*) AS n FROM contact_address_requests').first<{ n: number }>())!.n).toBe(0);
  });
});
