import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';
import { sentEmails as waitForMessages, sentLogs } from './sent-email';

/**
 * The e-mail to customer service for each new contact or callback request: locally the EMAIL
 * binding (Miniflare's send_email) logs each message's sender, recipient and subject and writes its
 * text to a file, which is read back here: exactly what would have been sent.
 */
const CS = 'cs-inbox@lender.example';
const FROM = 'notices@lender.example';
let worker: TestWorker;
let unset: TestWorker;
const mfLogs: string[] = [];
const unsetMfLogs: string[] = [];
const unsetLogs: string[] = [];

beforeAll(async () => {
  [worker, unset] = await Promise.all([
    startWorker({ vars: { CS_NOTIFY_TO: CS, NOTIFY_FROM: FROM }, miniflareLogs: mfLogs, logs: [] }),
    startWorker({ vars: { CS_NOTIFY_TO: 'cs-inbox@lender.example\r\nBcc: x@evil.example', NOTIFY_FROM: FROM }, miniflareLogs: unsetMfLogs, logs: unsetLogs }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([worker?.dispose(), unset?.dispose()]);
});

let ip = 0;
async function send(w: TestWorker, body: Record<string, unknown>): Promise<string> {
  const res = await w.get('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${++ip}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('notice of a new request', () => {
  it('sends customer service the form, the masked number, the slot and the console link, nothing more', async () => {
    const id = await send(worker, {
      kind: 'contact',
      title: 'Miss',
      surname: 'Wong',
      given_name: 'Mei Ling',
      mobile: '61234567',
      time_slot: '18-21',
      loan_type: 2,
      theclub_id: 'C123456',
      tapngo_id: 'T998877',
      utm: 'utm_source=mail',
      terms: true,
    });
    const [sent] = await waitForMessages(mfLogs, 1);
    const { from, to, subject, text } = sent!;
    expect(to).toBe(CS);
    expect(from).toBe(FROM);
    expect(subject).toBe('新的聯絡我們要求 / New Contact us request');
    expect(text).toContain('手機號碼：6123****');
    expect(text).toContain('Mobile: 6123****');
    expect(text).toContain('Time to call: 18:00–21:00 (Hong Kong time)');
    expect(text).toContain(`Open it in the console: http://localhost/admin/contacts/${id}`);
    for (const personal of ['61234567', 'Wong', 'Mei Ling', 'C123456', 'T998877', 'utm_source']) expect(subject + text).not.toContain(personal);
  });

  it('sends one notice for a request sent twice', async () => {
    const before = sentLogs(mfLogs).length;
    await send(worker, { kind: 'callback', mobile: '52345678', time_slot: '9-12' });
    await send(worker, { kind: 'callback', mobile: '52345678', time_slot: '9-12' });
    const all = await waitForMessages(mfLogs, before + 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(sentLogs(mfLogs)).toHaveLength(before + 1);
    expect(all.at(-1)!.text).toContain('9:00–12:00');
  });

  it('sends nothing when CS_NOTIFY_TO is not one plain address, and still stores the request', async () => {
    const id = await send(unset, { kind: 'callback', mobile: '53456789', time_slot: '12-15' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentLogs(unsetMfLogs)).toEqual([]);
    expect(unsetLogs.join('\n')).toContain('not sent');
    expect(unsetLogs.join('\n')).not.toContain('evil');
    const db = await unset.db();
    expect(await db.prepare('SELECT mobile FROM contact_requests WHERE id = ?').bind(id).first()).toEqual({ mobile: '53456789' });
  });
});
