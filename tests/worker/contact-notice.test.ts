import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';
import { sentEmails as waitForMessages, sentLogs } from './sent-email';

/**
 * The e-mail to customer service about new contact and callback requests: locally the EMAIL
 * binding (Miniflare's send_email) logs each message's sender, recipient and subject and writes its
 * text to a file, which is read back here: exactly what would have been sent. At most one in 5
 * minutes: the first request of a quiet spell is told at once, the cron tells the rest.
 */
const CS = 'cs-inbox@lender.example';
const FROM = 'notices@lender.example';
const PUBLIC_ORIGIN = 'https://www.lender.example';
const QUEUE_LINK = `${PUBLIC_ORIGIN}/admin/contacts?state=new`;
const MINUTE = 60_000;
const vars = { CS_NOTIFY_TO: CS, NOTIFY_FROM: FROM, PUBLIC_ORIGIN };

let quiet: TestWorker;
let burst: TestWorker;
let unset: TestWorker;
let local: TestWorker;
const quietLogs: string[] = [];
const burstLogs: string[] = [];
const unsetMfLogs: string[] = [];
const unsetLogs: string[] = [];
const localLogs: string[] = [];

beforeAll(async () => {
  [quiet, burst, unset, local] = await Promise.all([
    startWorker({ vars, miniflareLogs: quietLogs, logs: [] }),
    startWorker({ vars, miniflareLogs: burstLogs, logs: [] }),
    startWorker({ vars: { CS_NOTIFY_TO: 'cs-inbox@lender.example\r\nBcc: x@evil.example', NOTIFY_FROM: FROM }, miniflareLogs: unsetMfLogs, logs: unsetLogs }),
    // The local site without PUBLIC_ORIGIN: links to what `npm start` serves.
    startWorker({ vars: { CS_NOTIFY_TO: CS, NOTIFY_FROM: FROM }, miniflareLogs: localLogs, logs: [] }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([quiet?.dispose(), burst?.dispose(), unset?.dispose(), local?.dispose()]);
});

let ip = 0;
/** A request from an address of its own; `url` lets a test send it to another host name. */
async function send(w: TestWorker, body: Record<string, unknown>, url?: string): Promise<string> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${++ip}` },
    body: JSON.stringify(body),
  };
  const res = url ? ((await w.mf.dispatchFetch(url, init as never)) as unknown as Response) : await w.get('/api/contact', init);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const callback = (n: number) => ({ kind: 'callback', mobile: `5${String(2000000 + n)}`, time_slot: '9-12' });
/** The cron as it runs `minutes` from now. */
const cronIn = async (w: TestWorker, minutes: number) =>
  (await w.mf.getWorker()).scheduled({ cron: '*/5 * * * *', scheduledTime: new Date(Date.now() + minutes * MINUTE) });
const settle = () => new Promise((r) => setTimeout(r, 1500));
/** The count a notice names ('New contact requests: 3'). */
const countIn = (subject: string) => Number(subject.match(/New contact requests: (\d+)/)?.[1]);

describe('notice of new requests', () => {
  it('tells customer service of a request on a quiet day at once: how many, and the queue on the configured origin, even when the Host is foreign', async () => {
    // Sent to another host name, as a client choosing its own Host header would.
    await send(
      quiet,
      {
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
      },
      'https://evil.example/api/contact',
    );
    const [sent] = await waitForMessages(quietLogs, 1);
    const { from, to, subject, text } = sent!;
    expect(to).toBe(CS);
    expect(from).toBe(FROM);
    expect(subject).toBe('新的聯絡要求：1 個 / New contact requests: 1');
    expect(text).toContain('新的聯絡我們及預約回電要求共 1 個');
    expect(text).toContain('New contact-us and callback requests since the last notice: 1.');
    expect(text).toContain(`The queue of new requests: ${QUEUE_LINK}`);
    expect(text).not.toContain('evil.example');
    expect(text.match(/https?:\/\/[^\s]+/g)?.every((link) => link === QUEUE_LINK)).toBe(true);
    for (const personal of ['6123', 'Wong', 'Mei Ling', 'C123456', 'T998877', 'utm_source']) expect(subject + text).not.toContain(personal);
  });

  it('sends nothing for a request sent twice, nor for one within 5 minutes of a notice; the cron then names it', async () => {
    const before = sentLogs(quietLogs).length;
    await send(quiet, callback(1));
    await send(quiet, callback(1));
    await settle();
    expect(sentLogs(quietLogs)).toHaveLength(before);
    // The cron 3 minutes on: still within 5 minutes of the last notice.
    await cronIn(quiet, 3);
    await settle();
    expect(sentLogs(quietLogs)).toHaveLength(before);
    await cronIn(quiet, 5.5);
    const all = await waitForMessages(quietLogs, before + 1);
    expect(all).toHaveLength(before + 1);
    expect(countIn(all.at(-1)!.subject)).toBe(1);
    // Nothing new: the next runs send nothing.
    await cronIn(quiet, 11);
    await settle();
    expect(sentLogs(quietLogs)).toHaveLength(before + 1);
  });

  it('turns a burst of 30 requests into one e-mail at once, and 10 more within 5 minutes into one from the cron, naming all 40 between them', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => send(burst, callback(100 + n))));
    expect(new Set(ids).size).toBe(30);
    const first = await waitForMessages(burstLogs, 1);
    await settle();
    // Thirty requests at once race for the notice: one claims it, naming those stored by then.
    expect(sentLogs(burstLogs)).toHaveLength(1);
    // Within the 5 minutes after it, more requests send nothing at once...
    await Promise.all(Array.from({ length: 10 }, (_, n) => send(burst, callback(200 + n))));
    await settle();
    expect(sentLogs(burstLogs)).toHaveLength(1);
    // ...and the cron names every request the first notice did not.
    await cronIn(burst, 5.5);
    const both = await waitForMessages(burstLogs, 2);
    await settle();
    expect(sentLogs(burstLogs)).toHaveLength(2);
    expect(countIn(first[0]!.subject)).toBeGreaterThanOrEqual(1);
    expect(countIn(first[0]!.subject) + countIn(both[1]!.subject)).toBe(40);
    expect(both[1]!.text).toContain(QUEUE_LINK);
  });

  it('links the local site when PUBLIC_ORIGIN is unset on the local site', async () => {
    await send(local, callback(500), 'https://evil.example/api/contact');
    const [sent] = await waitForMessages(localLogs, 1);
    expect(sent!.text).toContain('The queue of new requests: http://127.0.0.1:8787/admin/contacts?state=new');
    expect(sent!.text).not.toContain('evil.example');
  });

  it('sends nothing when CS_NOTIFY_TO is not one plain address, and still stores the request', async () => {
    const id = await send(unset, { kind: 'callback', mobile: '53456789', time_slot: '12-15' });
    await settle();
    expect(sentLogs(unsetMfLogs)).toEqual([]);
    expect(unsetLogs.join('\n')).toContain('not sent');
    expect(unsetLogs.join('\n')).not.toContain('evil');
    const db = await unset.db();
    expect(await db.prepare('SELECT mobile FROM contact_requests WHERE id = ?').bind(id).first()).toEqual({ mobile: '53456789' });
  });
});
