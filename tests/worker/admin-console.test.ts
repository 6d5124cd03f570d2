import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The console's pages as each role uses them (signed in through Access tokens from a local key
 * pair, tests/worker/access-keys.ts): what they see, the changes only ops may make, the checks
 * against cross-site requests, and what each change writes to KV, D1 and the audit log.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let kv: KVNamespace;
let db: D1Database;

const EMAILS = { ops: 'ops@lender.example', marketing: 'marketing@lender.example', viewer: 'viewer@lender.example' } as const;
type Role = keyof typeof EMAILS;

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars({ [EMAILS.ops]: 'ops', [EMAILS.marketing]: 'marketing', [EMAILS.viewer]: 'viewer' }), logs: [] });
  kv = await worker.kv();
  db = await worker.db();
});
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});
beforeEach(async () => {
  await kv.delete('maintenance');
  await db.exec('DELETE FROM audit_log');
  await db.exec('DELETE FROM leads');
});

const HOUR = 3600_000;
/** Hong Kong wall time as a datetime-local field writes it (UTC+8, no daylight saving). */
const hkField = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16);

/** A signed-in browser: its Access token, and the CSRF cookie and field a console page gave it. */
async function session(role: Role) {
  const token = await keys.sign({ email: EMAILS[role] });
  const page = await worker.get('/admin/maintenance', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(page.status).toBe(200);
  const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
  const html = await page.text();
  const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(html)?.[1] ?? cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  return {
    get: (path: string) => worker.get(path, { headers: headers() }),
    /** A form post as the browser sends it from a console page. */
    post: (path: string, fields: Record<string, string> = {}, extra: Record<string, string> = { Origin: 'http://localhost' }, withCsrf = true) =>
      worker.get(path, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', ...extra }),
        body: new URLSearchParams({ ...(withCsrf ? { csrf } : {}), ...fields }).toString(),
      }),
  };
}

const storedMaintenance = async () =>
  JSON.parse((await kv.get('maintenance')) ?? 'null') as { enabled: boolean; windows: { start: string; end: string }[] } | null;
const auditRows = async () =>
  (await db.prepare('SELECT at, actor, action, target, before_json, after_json FROM audit_log ORDER BY id').all<Record<string, string | null>>()).results;

describe('roles', () => {
  it('every console page names the site icon, which is served (no request for a missing /favicon.ico)', async () => {
    const ops = await session('ops');
    for (const path of ['/admin', '/admin/maintenance', '/admin/contacts']) {
      const html = await (await ops.get(path)).text();
      const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
      expect(icon, path).toBe('/favicon.svg');
    }
    const icon = await worker.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toContain('image/svg+xml');
  });

  it('the overview says what each role may do', async () => {
    const ops = await (await (await session('ops')).get('/admin?lang=en')).text();
    expect(ops).toContain('Change: Maintenance');
    expect(ops).toContain('Change: Leads');
    expect(ops).toContain('See: Audit log');
    const viewer = await (await (await session('viewer')).get('/admin')).text();
    expect(viewer).toContain('檢視：暫停服務');
    expect(viewer).not.toContain('更改：');
  });

  it('a viewer sees maintenance and leads but gets no form, and each change is refused with 403', async () => {
    const viewer = await session('viewer');
    const html = await (await viewer.get('/admin/maintenance?lang=en')).text();
    expect(html).toContain('Your role may look but not change.');
    expect(html).not.toContain('<form');
    for (const path of ['/admin/maintenance/on', '/admin/maintenance/off', '/admin/maintenance/window', '/admin/maintenance/cancel']) {
      const res = await viewer.post(path, { start: hkField(Date.now()), end: hkField(Date.now() + HOUR) });
      expect(res.status, path).toBe(403);
    }
    expect(await storedMaintenance()).toBeNull();
    await failedLead('91234567');
    const leadsPage = await (await viewer.get('/admin/leads?lang=en')).text();
    expect(leadsPage).toContain('9123****');
    // The list's state filter is the one form: a GET, changing nothing.
    expect(leadsPage).not.toContain('method="post"');
    expect(leadsPage).toContain('<form method="get" action="/admin/leads"');
    expect(await auditRows()).toEqual([]);
  });

  it('marketing may not change maintenance or send a lead again', async () => {
    const marketing = await session('marketing');
    expect((await marketing.post('/admin/maintenance/on')).status).toBe(403);
    const id = await failedLead('91234567');
    expect((await marketing.post(`/admin/leads/${id}/retry`)).status).toBe(403);
    expect(await storedMaintenance()).toBeNull();
    expect((await db.prepare('SELECT forward_state FROM leads WHERE id = ?').bind(id).first())?.forward_state).toBe('failed');
    expect(await auditRows()).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('refuses a change without the form token, with a foreign token, from another origin, or with no origin at all', async () => {
    const ops = await session('ops');
    expect((await ops.post('/admin/maintenance/on', {}, { Origin: 'http://localhost' }, false)).status).toBe(403);
    expect((await ops.post('/admin/maintenance/on', { csrf: 'a'.repeat(48) }, { Origin: 'http://localhost' }, false)).status).toBe(403);
    expect((await ops.post('/admin/maintenance/on', {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await ops.post('/admin/maintenance/on', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await ops.post('/admin/maintenance/on', {}, {})).status).toBe(403);
    // A body of another type (which Hono's origin check leaves alone) carries no form token: refused.
    expect((await ops.post('/admin/maintenance/on', {}, { Origin: 'https://evil.example', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await ops.post('/admin/maintenance/on', {}, { Origin: 'http://localhost', 'Content-Type': 'application/json' })).status).toBe(403);
    const refusal = await (await ops.post('/admin/maintenance/on?lang=en', {}, { Origin: 'https://evil.example' })).text();
    expect(refusal).toContain('failed a security check');
    // A body larger than any console form is refused unread.
    expect((await ops.post('/admin/maintenance/on', { padding: 'x'.repeat(9000) })).status).toBe(413);
    expect(await storedMaintenance()).toBeNull();
    expect(await auditRows()).toEqual([]);
    // The same request from the console's own page goes through (also when only Sec-Fetch-Site vouches for it).
    expect((await ops.post('/admin/maintenance/on', {}, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect((await storedMaintenance())?.enabled).toBe(true);
  });
});

describe('maintenance', () => {
  it('switching on writes KV, the audit row, and visitors get the notice; switching off ends it', async () => {
    const ops = await session('ops');
    const on = await ops.post('/admin/maintenance/on?lang=en');
    expect(on.status).toBe(303);
    expect(on.headers.get('Location')).toBe('/admin/maintenance?saved=1&lang=en');
    expect((await storedMaintenance())?.enabled).toBe(true);
    const visitor = await (await worker.get('/en/faq')).text();
    expect(visitor).toContain('Online application service suspended');
    const page = await (await ops.get('/admin/maintenance?saved=1&lang=en')).text();
    expect(page).toContain('Saved.');
    expect(page).toContain('Suspended (switched on, until switched off)');

    expect((await ops.post('/admin/maintenance/off')).status).toBe(303);
    expect((await storedMaintenance())?.enabled).toBe(false);
    expect(await (await worker.get('/en/faq')).text()).not.toContain('Online application service suspended');

    const rows = await auditRows();
    expect(rows.map((r) => [r.actor, r.action, r.target])).toEqual([
      [EMAILS.ops, 'maintenance.on', 'kv:maintenance'],
      [EMAILS.ops, 'maintenance.off', 'kv:maintenance'],
    ]);
    expect(rows[0]!.before_json).toBeNull();
    expect(JSON.parse(rows[0]!.after_json!).enabled).toBe(true);
    expect(JSON.parse(rows[1]!.before_json!).enabled).toBe(true);
    expect(JSON.parse(rows[1]!.after_json!).enabled).toBe(false);
  });

  it('a window in Hong Kong time is stored with its offset beside the single window stored before, shown, previewable and audited', async () => {
    // The value as stored before windows were a list: read as a list of one, written back as the list.
    const single = { enabled: false, start: '2029-12-31T01:00:00+08:00', end: '2029-12-31T05:00:00+08:00' };
    await kv.put('maintenance', JSON.stringify(single));
    const ops = await session('ops');
    const listed = await (await ops.get('/admin/maintenance?lang=en')).text();
    expect(windowRows(listed)).toEqual([['31 December 2029, 01:00', '31 December 2029, 05:00', 'Upcoming']]);
    const res = await ops.post('/admin/maintenance/window', { start: '2030-01-02T23:30', end: '2030-01-03T02:15' });
    expect(res.status).toBe(303);
    expect(await storedMaintenance()).toEqual({
      enabled: false,
      windows: [
        { start: '2029-12-31T01:00:00+08:00', end: '2029-12-31T05:00:00+08:00' },
        { start: '2030-01-02T23:30:00+08:00', end: '2030-01-03T02:15:00+08:00' },
      ],
    });
    const en = await (await ops.get('/admin/maintenance?lang=en')).text();
    expect(en).toContain('Running; a suspension is scheduled');
    expect(windowRows(en)).toEqual([
      ['31 December 2029, 01:00', '31 December 2029, 05:00', 'Upcoming'],
      ['2 January 2030, 23:30', '3 January 2030, 02:15', 'Upcoming'],
    ]);
    // Visitors: the next window is named; the preview form starts at its start.
    expect(en).toContain('From 31 December 2029, 01:00 to 31 December 2029, 05:00, every page will hide the apply buttons');
    expect(en).toContain('name="at" type="datetime-local" value="2029-12-31T01:00"');
    const zh = await (await ops.get('/admin/maintenance')).text();
    expect(windowRows(zh)[1]).toEqual(['2030年1月2日 23:30', '2030年1月3日 02:15', '尚未開始']);
    // A signed preview link (worker/maintenance-preview.ts) shows the notice at a time inside the second window.
    const made = await (await ops.post('/admin/maintenance/preview?lang=en', { at: '2030-01-02T23:30', hours: '24' })).text();
    const link = /<a href="(\/en\?today=2030-01-02T23%3A30&amp;preview=[^"]+)">Preview in English<\/a>/.exec(made)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();
    expect(await (await worker.get(link!)).text()).toContain('Online application service suspended');
    expect(await (await worker.get('/en?today=2030-01-02T23:29')).text()).not.toContain('Online application service suspended');
    const [row, preview] = await auditRows();
    expect(row!.action).toBe('maintenance.window');
    expect(JSON.parse(row!.before_json!)).toEqual(single);
    expect(JSON.parse(row!.after_json!).windows[1].start).toBe('2030-01-02T23:30:00+08:00');
    expect([preview!.action, preview!.target, JSON.parse(preview!.after_json!).at]).toEqual(['maintenance.preview', 'preview-link', '2030-01-02T23:30']);
  });

  it('schedules two windows, refuses one overlapping them, cancels one; the site is suspended inside each, not between', async () => {
    const ops = await session('ops');
    const first = { start: '2031-03-01T01:00', end: '2031-03-01T05:00' };
    const second = { start: '2031-03-08T01:00', end: '2031-03-08T05:00' };
    expect((await ops.post('/admin/maintenance/window', second)).status).toBe(303);
    expect((await ops.post('/admin/maintenance/window', first)).status).toBe(303);
    const page = await (await ops.get('/admin/maintenance?lang=en')).text();
    expect(windowRows(page)).toEqual([
      ['1 March 2031, 01:00', '1 March 2031, 05:00', 'Upcoming'],
      ['8 March 2031, 01:00', '8 March 2031, 05:00', 'Upcoming'],
    ]);
    expect(page).toContain('aria-label="Cancel the window from 8 March 2031, 01:00 to 8 March 2031, 05:00"');

    // What visitors get, seen through the local site's ?today (Hong Kong time).
    const suspended = async (at: string) => (await (await worker.get(`/en?today=${at}`)).text()).includes('Online application service suspended');
    expect(await suspended('2031-03-01T03:00')).toBe(true);
    expect(await suspended('2031-03-04T12:00')).toBe(false);
    expect(await suspended('2031-03-08T01:00')).toBe(true);
    expect(await suspended('2031-03-08T05:00')).toBe(false);
    const inSecond = await (await worker.get('/en?today=2031-03-08T02:00')).text();
    expect(inSecond).toContain('from 8 March 2031, 01:00 to 8 March 2031, 05:00');

    // Overlapping the second by an hour: refused in the page's language, nothing saved or logged.
    const before = await kv.get('maintenance');
    const overlapping = { start: '2031-03-08T04:00', end: '2031-03-08T09:00' };
    const refused = await ops.post('/admin/maintenance/window?lang=en', overlapping);
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain('This window overlaps the window from 8 March 2031, 01:00 to 8 March 2031, 05:00.');
    expect(refusal).toContain('value="2031-03-08T04:00"');
    expect(await (await ops.post('/admin/maintenance/window', overlapping)).text()).toContain('此時段與 2031年3月8日 01:00 至 2031年3月8日 05:00 的時段重疊。');
    expect(await kv.get('maintenance')).toBe(before);

    // Cancelling the first, by its start as its button sends it.
    const start = /<tr data-window="([^"]+)"/.exec(page)?.[1];
    expect(start).toBe('2031-03-01T01:00:00+08:00');
    expect((await ops.post('/admin/maintenance/cancel', { start: start! })).status).toBe(303);
    expect(await storedMaintenance()).toEqual({ enabled: false, windows: [{ start: '2031-03-08T01:00:00+08:00', end: '2031-03-08T05:00:00+08:00' }] });
    expect(windowRows(await (await ops.get('/admin/maintenance?lang=en')).text())).toEqual([['8 March 2031, 01:00', '8 March 2031, 05:00', 'Upcoming']]);
    expect(await suspended('2031-03-01T03:00')).toBe(false);
    expect(await suspended('2031-03-08T02:00')).toBe(true);

    // The same start again: no window starts then, said in the page's language; nothing changes.
    const gone = await ops.post('/admin/maintenance/cancel?lang=en', { start: start! });
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain('No window starts at 1 March 2031, 01:00 (it may have been cancelled); nothing was changed.');
    expect((await ops.post('/admin/maintenance/cancel', { start: 'whenever' })).status).toBe(400);

    expect((await auditRows()).map((r) => r.action)).toEqual(['maintenance.window', 'maintenance.window', 'maintenance.cancel']);
    const cancel = (await auditRows())[2]!;
    expect(JSON.parse(cancel.before_json!).windows).toHaveLength(2);
    expect(JSON.parse(cancel.after_json!).windows).toHaveLength(1);
    expect(await (await ops.get('/admin/audit?lang=en')).text()).toContain('Cancel a window');
  });

  it('a window covering now puts the notice on the site; resuming ends it there and then, and the window to come stays', async () => {
    const ops = await session('ops');
    const now = Date.now();
    expect((await ops.post('/admin/maintenance/window', { start: hkField(now - HOUR), end: hkField(now + HOUR) })).status).toBe(303);
    expect((await ops.post('/admin/maintenance/window', { start: hkField(now + 24 * HOUR), end: hkField(now + 26 * HOUR) })).status).toBe(303);
    expect(await (await worker.get('/faq')).text()).toContain('網上申請服務暫停');
    const during = await (await ops.get('/admin/maintenance?lang=en')).text();
    expect(during).toContain('Suspended (inside the window)');
    expect(windowRows(during).map((r) => r[2])).toEqual(['Running', 'Upcoming']);
    expect((await ops.post('/admin/maintenance/off')).status).toBe(303);
    // The running window is over, so gone; the one to come is as it was.
    const stored = await storedMaintenance();
    expect(stored!.windows.map((w) => w.start.slice(0, 16))).toEqual([hkField(now + 24 * HOUR)]);
    expect(await (await worker.get('/faq')).text()).not.toContain('網上申請服務暫停');
    expect(await (await ops.get('/admin/maintenance?lang=en')).text()).toContain('Running; a suspension is scheduled');
  });

  it('refuses a window that is already over', async () => {
    const ops = await session('ops');
    const res = await ops.post('/admin/maintenance/window?lang=en', { start: '2020-01-01T01:00', end: '2020-01-01T02:00' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The end has already passed.');
    expect(await storedMaintenance()).toBeNull();
  });

  it('refuses an impossible or inverted window with localized errors, changing nothing', async () => {
    const ops = await session('ops');
    const cases: [fields: Record<string, string>, en: string[], zh: string][] = [
      [{ start: '2026-02-30T01:00', end: '2026-03-01T01:00' }, ['The start is not a valid date and time.'], '開始時間不是有效的日期及時間。'],
      [{ start: '2026-12-31T01:00', end: 'tomorrow' }, ['The end is not a valid date and time.'], '結束時間不是有效的日期及時間。'],
      [{ start: '', end: '' }, ['The start is not a valid date and time.', 'The end is not a valid date and time.'], '開始時間不是有效的日期及時間。'],
      [{ start: '2026-12-31T05:00', end: '2026-12-31T01:00' }, ['The end must be after the start.'], '結束時間必須遲於開始時間。'],
      [{ start: '2026-12-31T05:00', end: '2026-12-31T05:00' }, ['The end must be after the start.'], '結束時間必須遲於開始時間。'],
    ];
    for (const [fields, en, zh] of cases) {
      const res = await ops.post('/admin/maintenance/window?lang=en', fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await res.text();
      for (const message of en) expect(html).toContain(message);
      // The language switch leads to the page, not to the form's address.
      expect(html).toContain('class="lang" href="/admin/maintenance" lang="zh-Hant-HK"');
      expect(html).toContain('aria-invalid="true"');
      // What was typed stays in the form (escaped).
      if (fields.end === 'tomorrow') expect(html).toContain('value="tomorrow"');
      expect(await (await ops.post('/admin/maintenance/window', fields)).text()).toContain(zh);
    }
    const hostile = await (await ops.post('/admin/maintenance/window', { start: '"><script>alert(1)</script>', end: 'x' })).text();
    expect(hostile).not.toContain('<script>alert(1)');
    expect(await storedMaintenance()).toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it('reports a stored value the site cannot read', async () => {
    await kv.put('maintenance', '{"enabled":"yes"}');
    const html = await (await (await session('viewer')).get('/admin/maintenance?lang=en')).text();
    expect(html).toContain('The stored setting is invalid; the site treats it as off.');
  });
});

/** The windows table's rows: start, end and status as shown. */
function windowRows(html: string): string[][] {
  return [...html.matchAll(/<tr data-window="[^"]*" data-status="[^"]*">([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => cell[1]!),
  );
}

/** A lead the outbox gave up on (what the forwarding leaves after 8 failed attempts). */
async function failedLead(mobile: string, created = '2026-11-20T02:05:00.000Z'): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, utm, referrer, gclid,
        theclub_id, tapngo_id, is_opt_in, dedupe_key, forward_state, forward_attempts, next_attempt_at, last_error)
       VALUES (?, ?, ?, 'F', 'Mei', 'Chan', 1, 'n-loan', 'N Loan', 'en-US', '', '', '', '', '', 0, ?, 'failed', 8, NULL, 'HTTP 500')`,
    )
    .bind(id, created, mobile, id)
    .run();
  return id;
}

describe('leads', () => {
  it('shows counts by state and failed leads with masked numbers; ops sends one again, audited without personal data', async () => {
    const id = await failedLead('91234567');
    await failedLead('62345678', '2026-11-21T03:00:00.000Z');
    const ops = await session('ops');
    const html = await (await ops.get('/admin/leads?lang=en')).text();
    expect(html).toMatch(/data-state="failed">2</);
    expect(html).toMatch(/data-state="pending">0</);
    expect(html).toContain('9123****');
    expect(html).toContain('6234****');
    expect(html).not.toContain('91234567');
    expect(html).not.toContain('Chan');
    // 02:05 UTC is 10:05 in Hong Kong.
    expect(html).toContain('20 November 2026, 10:05');

    const res = await ops.post(`/admin/leads/${id}/retry?lang=en`);
    expect(res.status).toBe(303);
    const lead = await db.prepare('SELECT forward_state, forward_attempts, last_error FROM leads WHERE id = ?').bind(id).first();
    expect(lead).toEqual({ forward_state: 'pending', forward_attempts: 0, last_error: null });
    expect(
      await (await worker.get(res.headers.get('Location')!, { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: EMAILS.ops }) } })).text(),
    ).toContain('Queued again');
    const [row] = await auditRows();
    expect(row).toMatchObject({ actor: EMAILS.ops, action: 'lead.retry', target: `lead:${id}` });
    expect(JSON.parse(row!.before_json!)).toEqual({ forward_state: 'failed', forward_attempts: 8, last_error: 'HTTP 500' });
    expect(JSON.parse(row!.after_json!)).toEqual({ forward_state: 'pending', forward_attempts: 0, last_error: null });
    expect(JSON.stringify(row)).not.toContain('9123');

    // Again: no longer failed, nothing changes, nothing is logged.
    const again = await ops.post(`/admin/leads/${id}/retry`);
    expect(again.headers.get('Location')).toBe('/admin/leads?done=not-failed');
    expect((await ops.post('/admin/leads/not-a-lead/retry')).status).toBe(303);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('lists changes newest first in Hong Kong time, 20 a page, for every role', async () => {
    // 25 entries a minute apart from 2026-11-26 01:00 UTC (09:00 in Hong Kong).
    for (let i = 0; i < 25; i += 1) {
      await db
        .prepare(
          "INSERT INTO audit_log (at, actor, action, target, before_json, after_json) VALUES (?, 'ops@lender.example', 'maintenance.on', 'kv:maintenance', NULL, ?)",
        )
        .bind(new Date(Date.UTC(2026, 10, 26, 1, i)).toISOString(), JSON.stringify({ n: i }))
        .run();
    }
    const viewer = await session('viewer');
    const first = await (await viewer.get('/admin/audit?lang=en')).text();
    const times = [...first.matchAll(/<time datetime="([^"]+)">([^<]+)</g)];
    expect(times).toHaveLength(20);
    expect(times[0]![2]).toBe('26 November 2026, 09:24');
    expect(times[19]![2]).toBe('26 November 2026, 09:05');
    expect(first).toContain('href="/admin/audit?page=2&amp;lang=en"');
    const second = await (await viewer.get('/admin/audit?page=2&lang=en')).text();
    const older = [...second.matchAll(/<time datetime="([^"]+)">([^<]+)</g)].map((m) => m[2]);
    expect(older).toEqual([
      '26 November 2026, 09:04',
      '26 November 2026, 09:03',
      '26 November 2026, 09:02',
      '26 November 2026, 09:01',
      '26 November 2026, 09:00',
    ]);
    expect(second).not.toContain('page=3');
    expect(second).toContain('Suspend now');
    const zh = await (await viewer.get('/admin/audit')).text();
    expect(zh).toContain('2026年11月26日 09:24');
    // A page number that is not one shows the first page.
    expect(await (await viewer.get('/admin/audit?page=abc&lang=en')).text()).toContain('26 November 2026, 09:24');
  });

  it('records the e-mail of whoever made the change', async () => {
    await (await session('ops')).post('/admin/maintenance/on');
    const html = await (await (await session('marketing')).get('/admin/audit')).text();
    expect(html).toContain('ops@lender.example');
    expect(html).toContain('立即暫停');
  });
});
