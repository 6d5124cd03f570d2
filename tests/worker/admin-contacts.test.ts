import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * The customer-service queue at /admin/contacts: requests sent through POST /api/contact appear
 * newest first with the number masked; a request's own page shows the whole number and records
 * the view; officers (cs) and ops move it new → contacted → closed or "no answer", each move an
 * audit row; other roles, cross-site forms and made-up ids get nothing.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let db: D1Database;
/** What the worker wrote to its log, to show a number never goes there. */
const logs: string[] = [];

const EMAILS = {
  cs: 'officer@lender.example',
  ops: 'ops@lender.example',
  marketing: 'marketing@lender.example',
  viewer: 'viewer@lender.example',
} as const;
type Role = keyof typeof EMAILS;

beforeAll(async () => {
  await keys.start();
  worker = await startWorker({ vars: keys.vars(Object.fromEntries(Object.entries(EMAILS).map(([role, email]) => [email, role]))), logs });
  db = await worker.db();
});
afterAll(async () => {
  await worker?.dispose();
  await keys.stop();
});
beforeEach(async () => {
  await db.exec('DELETE FROM audit_log');
  await db.exec('DELETE FROM contact_requests');
  await db.exec('DELETE FROM leads');
});

async function session(role: Role) {
  const token = await keys.sign({ email: EMAILS[role] });
  const first = await worker.get('/admin', { headers: { 'Cf-Access-Jwt-Assertion': token } });
  expect(first.status).toBe(200);
  const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
  const csrf = cookie.split('=')[1]!;
  const headers = (extra: Record<string, string> = {}) => ({ 'Cf-Access-Jwt-Assertion': token, Cookie: cookie, ...extra });
  return {
    get: (path: string) => worker.get(path, { headers: headers() }),
    post: (path: string, fields: Record<string, string>, { withCsrf = true, origin = 'http://localhost' } = {}) =>
      worker.get(path, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }),
        body: new URLSearchParams(withCsrf ? { csrf, ...fields } : fields).toString(),
      }),
  };
}

let ip = 0;
/** A request as the site's forms send it, each from its own address (the write limit is per client). */
async function send(body: Record<string, unknown>): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${(ip++ % 250) + 1}` };
  const res = await worker.get('/api/contact', { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const callback = (mobile: string, time_slot = '9-12') => send({ kind: 'callback', mobile, time_slot, utm: 'utm_source=mail&utm_campaign=xmas' });
const contactUs = (mobile: string) =>
  send({
    kind: 'contact',
    title: 'Miss',
    surname: 'Wong',
    given_name: 'Mei Ling',
    mobile,
    time_slot: '15-18',
    loan_type: 2,
    theclub_id: 'C123456',
    tapngo_id: 'T998877',
    terms: true,
  });

const auditRows = async () =>
  (await db.prepare('SELECT actor, action, target, before_json, after_json FROM audit_log ORDER BY id').all<Record<string, string | null>>()).results;
const statusOf = async (id: string) => (await db.prepare('SELECT status FROM contact_requests WHERE id = ?').bind(id).first<{ status: string }>())?.status;

describe('the queue', () => {
  it('lists requests newest first with the number masked, the slot, loan, partner ids and campaign', async () => {
    const older = await contactUs('61234567');
    await db.prepare("UPDATE contact_requests SET created_at = '2026-11-20T02:05:00.000Z' WHERE id = ?").bind(older).run();
    const newer = await callback('52345678', '18-21');
    const html = await (await (await session('cs')).get('/admin/contacts?lang=en')).text();
    expect(html).toContain('Contact requests to call');
    expect(html.indexOf(`data-contact="${newer}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(`data-contact="${newer}"`)).toBeLessThan(html.indexOf(`data-contact="${older}"`));
    expect(html).toContain('6123****');
    expect(html).toContain('5234****');
    expect(html).not.toContain('61234567');
    expect(html).not.toContain('52345678');
    expect(html).not.toContain('Mei Ling');
    // 2026-11-20 02:05 UTC is 10:05 in Hong Kong.
    expect(html).toContain('20 November 2026, 10:05');
    expect(html).toContain('15:00–18:00');
    expect(html).toContain('18:00–21:00');
    expect(html).toContain('Property-owner loan');
    expect(html).toContain('The Club C123456 · Tap &amp; Go T998877');
    expect(html).toContain('utm_source=mail · utm_campaign=xmas');
    expect(html).toMatch(/data-slot-now="(now|closed|later)"/);
    // Chinese is the default.
    const zh = await (await (await session('cs')).get('/admin/contacts')).text();
    expect(zh).toContain('待回覆的聯絡要求');
    expect(zh).toContain('業主貸款');
  });

  it("shows the whole number only on the request's own page, and records who looked", async () => {
    const id = await contactUs('61234567');
    const cs = await session('cs');
    const html = await (await cs.get(`/admin/contacts/${id}?lang=en`)).text();
    expect(html).toContain('61234567');
    expect(html).toContain('Miss Wong Mei Ling');
    expect(html).toContain('Personal data: use it only to return this call.');
    const rows = await auditRows();
    expect(rows).toEqual([{ actor: EMAILS.cs, action: 'contact.view', target: `contact:${id}`, before_json: null, after_json: null }]);
    expect(JSON.stringify(rows)).not.toContain('61234567');
    // The audit log names the view in the operator's words.
    expect(await (await (await session('ops')).get('/admin/audit?lang=en')).text()).toContain('View a contact request');
  });

  it('answers a made-up or malformed id with the console not-found page', async () => {
    const cs = await session('cs');
    for (const path of [`/admin/contacts/${crypto.randomUUID()}`, '/admin/contacts/not-an-id', "/admin/contacts/1'%20OR%201=1", '/admin/contacts/%00']) {
      const res = await cs.get(`${path}?lang=en`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('No such request');
    }
    const move = await cs.post(`/admin/contacts/${crypto.randomUUID()}/move`, { to: 'contacted' });
    expect(move.status).toBe(404);
    expect(await auditRows()).toEqual([]);
  });
});

/** The statuses seedQueue gives in turn: every fifth closed, the next contacted, the next no answer, two new. */
const SEEDED_STATUSES = ['closed', 'contacted', 'no_answer', 'new', 'new'] as const;

/** Rows written straight into D1, `minutesApart` apart from `newest` back: a queue longer than a page, fast. */
async function seedQueue(count: number, { newest = Date.parse('2026-12-01T04:00:00.000Z'), minutesApart = 7 } = {}): Promise<string[]> {
  const ids: string[] = [];
  const statements = [];
  for (let i = 0; i < count; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    ids.push(id);
    statements.push(
      db
        .prepare('INSERT INTO contact_requests (id, created_at, kind, mobile, time_slot, status) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(
          id,
          new Date(newest - i * minutesApart * 60_000).toISOString(),
          i % 3 ? 'callback' : 'contact',
          `6${String(i).padStart(7, '0')}`,
          ['9-12', '12-15', '15-18', '18-21'][i % 4]!,
          SEEDED_STATUSES[i % 5]!,
        ),
    );
  }
  await db.batch(statements);
  return ids;
}
const listed = (html: string) => [...html.matchAll(/data-contact="([^"]+)"/g)].map((m) => m[1]!);

describe('paging and filters', () => {
  it('reaches every request newest first, page by page, says how many and where the pages end', async () => {
    const ids = await seedQueue(130);
    const cs = await session('cs');
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const html = await (await cs.get(`/admin/contacts?state=all&page=${page}&lang=en`)).text();
      expect(html).toContain(`130 request(s) match; page ${page} of 3.`);
      all.push(...listed(html));
    }
    // Every request once, in order: the oldest on the last page.
    expect(all).toEqual(ids);
    // The page links keep the filter and reach the last page from the first.
    const first = await (await cs.get('/admin/contacts?state=all&lang=en')).text();
    expect(first).toContain('href="/admin/contacts?state=all&amp;page=3&amp;lang=en"');
    expect(first).toContain('href="/admin/contacts?state=all&amp;page=2&amp;lang=en"');
    const beyond = await cs.get('/admin/contacts?state=all&page=9&lang=en');
    expect(beyond.status).toBe(200);
    const text = await beyond.text();
    expect(text).toContain('There is no page 9: these filters give 3 page(s).');
    expect(listed(text)).toEqual([]);
    expect(text).toContain('href="/admin/contacts?state=all&amp;page=3&amp;lang=en"');
  });

  it('filters by status, form, Hong Kong day and the slot holding the time now', async () => {
    const ids = await seedQueue(60, { minutesApart: 60 });
    const cs = await session('cs');
    const get = async (query: string) => listed(await (await cs.get(`/admin/contacts?${query}&lang=en`)).text());
    // Default: what is still to call, new or no answer; contacted and closed are filters of their own.
    expect(await get('')).toEqual(ids.filter((_, i) => i % 5 >= 2));
    expect(await get('state=pending')).toEqual(ids.filter((_, i) => i % 5 >= 2));
    expect(await get('state=new')).toEqual(ids.filter((_, i) => i % 5 >= 3));
    expect(await get('state=no_answer')).toEqual(ids.filter((_, i) => i % 5 === 2));
    expect(await get('state=contacted')).toEqual(ids.filter((_, i) => i % 5 === 1));
    expect(await get('state=closed')).toEqual(ids.filter((_, i) => i % 5 === 0));
    expect(await get('state=all&kind=contact')).toEqual(ids.filter((_, i) => i % 3 === 0));
    // 2026-12-01 04:00 UTC is 12:00 in Hong Kong; hourly back from there, 1 December (HK) holds the first 13.
    expect(await get('state=all&day=2026-12-01')).toEqual(ids.slice(0, 13));
    expect(await get('state=all&day=2026-11-30')).toEqual(ids.slice(13, 37));
    const slotNow = await get('state=all&slot=now');
    const hour = (new Date().getUTCHours() + 8) % 24;
    const slot = ['9-12', '12-15', '15-18', '18-21'].findIndex((s) => {
      const [from, to] = s.split('-').map(Number) as [number, number];
      return hour >= from && hour < to;
    });
    expect(slotNow).toEqual(slot === -1 ? [] : ids.filter((_, i) => i % 4 === slot));
  });

  it('answers a value that is not a filter with a localized message, never an error page', async () => {
    const cs = await session('cs');
    for (const [query, field] of [
      ['state=done', 'state'],
      ['kind=lead', 'kind'],
      ['day=2026-02-30', 'day'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ["state=new'%20OR%201=1", 'state'],
    ] as const) {
      const res = await cs.get(`/admin/contacts?${query}&lang=en`);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toContain(`Not a valid filter: ${field}.`);
    }
    const zh = await (await cs.get('/admin/contacts?kind=lead')).text();
    expect(zh).toContain('篩選條件無效：kind');
  });
});

describe('moving a request', () => {
  it('new → no answer → contacted → closed, each an audit row with who and the states', async () => {
    const id = await callback('52345678');
    const cs = await session('cs');
    const steps = [
      ['no_answer', 'new'],
      ['no_answer', 'no_answer'],
      ['contacted', 'no_answer'],
      ['closed', 'contacted'],
    ] as const;
    for (const [to, from] of steps) {
      const res = await cs.post(`/admin/contacts/${id}/move?lang=en`, { to });
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(`/admin/contacts/${id}?done=moved&lang=en`);
      expect(await statusOf(id)).toBe(to);
      const last = (await auditRows()).filter((r) => r.action !== 'contact.view').at(-1)!;
      expect(last).toEqual({
        actor: EMAILS.cs,
        action: `contact.${to}`,
        target: `contact:${id}`,
        before_json: JSON.stringify({ status: from }),
        after_json: JSON.stringify({ status: to }),
      });
    }
    const page = await (await cs.get(`/admin/contacts/${id}?done=moved&lang=en`)).text();
    expect(page).toContain('Recorded: Closed.');
    expect(page).toContain(`by ${EMAILS.cs}`);
    expect(page).toMatch(/Calls not answered<\/dt><dd>2</);
    // Closed leaves the queue and shows among the closed ones.
    expect(await (await cs.get('/admin/contacts')).text()).not.toContain(id);
    expect(await (await cs.get('/admin/contacts?state=closed')).text()).toContain(id);
  });

  it('takes a contacted request out of the default list; the contacted filter shows it, no answer stays', async () => {
    const reached = await callback('52345678');
    const tryAgain = await callback('52345679');
    const untouched = await contactUs('61234567');
    const cs = await session('cs');
    await cs.post(`/admin/contacts/${reached}/move`, { to: 'contacted' });
    await cs.post(`/admin/contacts/${tryAgain}/move`, { to: 'no_answer' });
    const pending = await (await cs.get('/admin/contacts?lang=en')).text();
    expect(listed(pending).sort()).toEqual([tryAgain, untouched].sort());
    expect(pending).toContain('2 request(s) match; page 1 of 1.');
    expect(pending).toMatch(/<option value="pending" selected="">Still to call \(new, no answer\)<\/option>/);
    const contacted = await (await cs.get('/admin/contacts?state=contacted&lang=en')).text();
    expect(listed(contacted)).toEqual([reached]);
    expect(contacted).toMatch(/<option value="contacted" selected="">Contacted<\/option>/);
    expect(listed(await (await cs.get('/admin/contacts?state=all')).text()).sort()).toEqual([reached, tryAgain, untouched].sort());
    // Closed from contacted: in neither list but the closed one.
    await cs.post(`/admin/contacts/${reached}/move`, { to: 'closed' });
    expect(listed(await (await cs.get('/admin/contacts?state=contacted')).text())).toEqual([]);
    expect(listed(await (await cs.get('/admin/contacts?state=closed')).text())).toEqual([reached]);
  });

  it('refuses a move the state does not allow, and an unknown move, changing nothing', async () => {
    const id = await callback('52345678');
    const ops = await session('ops');
    const closed = await ops.post(`/admin/contacts/${id}/move`, { to: 'closed' });
    expect(closed.headers.get('Location')).toBe(`/admin/contacts/${id}?done=not-moved`);
    expect((await ops.post(`/admin/contacts/${id}/move`, { to: 'new' })).status).toBe(404);
    expect((await ops.post(`/admin/contacts/${id}/move`, { to: 'toString' })).status).toBe(404);
    expect(await statusOf(id)).toBe('new');
    expect(await auditRows()).toEqual([]);
  });

  it('is refused to viewer and marketing (page and moves), and without the form token or from another site', async () => {
    const id = await callback('52345678');
    for (const role of ['viewer', 'marketing'] as const) {
      const s = await session(role);
      expect((await s.get('/admin/contacts')).status).toBe(403);
      const own = await s.get(`/admin/contacts/${id}`);
      expect(own.status).toBe(403);
      expect(await own.text()).not.toContain('5234');
      expect((await s.post(`/admin/contacts/${id}/move`, { to: 'contacted' })).status).toBe(403);
      expect(await (await s.get('/admin')).text()).not.toContain('/admin/contacts');
    }
    const cs = await session('cs');
    expect((await cs.post(`/admin/contacts/${id}/move`, { to: 'contacted' }, { withCsrf: false })).status).toBe(403);
    expect((await cs.post(`/admin/contacts/${id}/move`, { to: 'contacted' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await statusOf(id)).toBe('new');
    expect(await auditRows()).toEqual([]);
    expect(await (await cs.get('/admin?lang=en')).text()).toContain('Change: Contact requests');
  });

  it('gives customer service the queue, the overview and maintenance only: no leads, campaigns, A/B, vitals or audit', async () => {
    await callback('52345678');
    const cs = await session('cs');
    for (const path of ['/admin/leads', '/admin/banners', '/admin/ab', '/admin/campaigns', '/admin/vitals', '/admin/audit']) {
      const res = await cs.get(`${path}?lang=en`);
      expect(res.status, path).toBe(403);
      const page = await res.text();
      expect(page, path).toContain('Your role may not see this page.');
      expect(page, path).not.toMatch(/<table/);
    }
    for (const path of ['/admin', '/admin/maintenance', '/admin/contacts']) expect((await cs.get(path)).status, path).toBe(200);
    const menu = await (await cs.get('/admin?lang=en')).text();
    for (const path of ['/admin/leads', '/admin/campaigns', '/admin/audit']) expect(menu, path).not.toContain(`href="${path}`);
    // The other roles keep their pages.
    for (const role of ['viewer', 'marketing', 'ops'] as const) {
      const s = await session(role);
      for (const path of ['/admin/leads', '/admin/campaigns', '/admin/audit']) expect((await s.get(path)).status, `${role} ${path}`).toBe(200);
    }
  });
});

describe('POST /api/contact duplicates', () => {
  it('takes the same number sending the same form again within minutes as one request', async () => {
    const first = await callback('52345678');
    const again = await callback('52345678', '12-15');
    expect(again).toBe(first);
    const other = await callback('52345679');
    expect(other).not.toBe(first);
    // The contact-us form is a request of its own.
    await contactUs('52345678');
    expect((await db.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())?.n).toBe(3);
    // After the window it is a new request.
    await db.prepare("UPDATE contact_requests SET created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(first).run();
    expect(await callback('52345678')).not.toBe(first);
  });

  it('answers 503 with Retry-After when the request cannot be stored, and sends nothing to the queue', async () => {
    // D1 refusing the write, as when the database is unavailable.
    await db.exec("CREATE TRIGGER refuse_contact BEFORE INSERT ON contact_requests BEGIN SELECT RAISE(ABORT, 'unavailable'); END");
    try {
      const res = await worker.get('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
        body: JSON.stringify({ kind: 'callback', mobile: '52345678', time_slot: '9-12' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await res.json()).toEqual({ error: 'unavailable', retryable: true });
    } finally {
      await db.exec('DROP TRIGGER refuse_contact');
    }
    expect((await db.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())?.n).toBe(0);
    // Sent again once the database is back: stored once.
    await callback('52345678');
    expect((await db.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())?.n).toBe(1);
  });
});

/** A lead as D1 holds it, written straight in: its time, product and forwarding state set by the test. */
async function storedLead(mobile: string, createdAt: string, loanCode: number, loanSlug: string, forwardState: string) {
  await db
    .prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, dedupe_key, forward_state)
       VALUES (?, ?, ?, 'F', 'Mei Ling', 'Chan', ?, ?, ?, ?)`,
    )
    .bind(crypto.randomUUID(), createdAt, mobile, loanCode, loanSlug, crypto.randomUUID(), forwardState)
    .run();
}
/** The "leads from the same number" part of a request's page. */
function leadsSection(html: string) {
  const start = html.indexOf('<section aria-labelledby="same-number-leads"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}
const leadRows = (section: string) => [...section.matchAll(/<tr data-lead-forward="[^"]+">(.*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '|'));

describe("leads from the same number, on a request's page", () => {
  it('shows when, which product and whether each went upstream, newest first, the number masked', async () => {
    const id = await callback('52345678');
    // One through the site's lead API: no upstream is set up here, so it stays on this site.
    const res = await worker.get('/api/insertToShortForm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.9' },
      body: JSON.stringify({
        mobile: '52345678',
        gender: 'M',
        first_name: 'Tai Man',
        last_name: 'Chan',
        loan_type: 3,
        utm: '',
        referrer: '',
        gclid: '',
        theclub_id: '',
        tapngo_id: '',
        is_opt_in: 0,
        terms: true,
      }),
    });
    expect(res.status).toBe(201);
    await storedLead('52345678', '2026-11-20T02:05:00.000Z', 2, 'p-loan', 'forwarded');
    await storedLead('52345678', '2026-11-18T09:30:00.000Z', 1, 'n-loan', 'failed');
    await storedLead('52345678', '2026-11-10T01:00:00.000Z', 4, 'r-loan', 'pending');
    await storedLead('52345679', '2026-11-21T01:00:00.000Z', 9, 'c-loan', 'forwarded');
    const cs = await session('cs');
    const section = leadsSection(await (await cs.get(`/admin/contacts/${id}?lang=en`)).text());
    expect(section).toContain('Leads from the same number');
    expect(section).toContain('4 lead(s) from 5234****; the latest 3, newest first.');
    const rows = leadRows(section);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('|Debt-transfer loan|');
    expect(rows[0]).toContain('|Not forwarded: kept on this site only|');
    // 02:05 UTC is 10:05 in Hong Kong; 09:30 UTC is 17:30.
    expect(rows[1]).toBe('|20 November 2026, 10:05||Property-owner loan||Forwarded|');
    expect(rows[2]).toBe('|18 November 2026, 17:30||Personal loan||Not forwarded: sending failed|');
    // The fourth is counted, not listed; the other number's lead is not there at all.
    expect(section).not.toContain('Renovation loan');
    expect(section).not.toContain('Credit-card consolidation loan');
    expect(section).not.toContain('Tai Man');
    expect(section).not.toContain('52345678');
    // In Chinese, as the console's default, with a lead waiting to be sent.
    await db.prepare("UPDATE leads SET forward_state = 'pending' WHERE loan_code = 2").run();
    const zh = leadsSection(await (await cs.get(`/admin/contacts/${id}`)).text());
    expect(zh).toContain('同一號碼的客戶資料');
    expect(zh).toContain('5234**** 提交了 4 個客戶資料；以下是最新的 3 個，最新的在前。');
    expect(leadRows(zh)[1]).toBe('|2026年11月20日 10:05||業主貸款||未轉送：等待轉送|');
    // Looked at through the audited view only: one row, no number; nothing of it in the log.
    const audit = await auditRows();
    expect(audit.map((r) => r.action)).toEqual(['contact.view', 'contact.view']);
    expect(JSON.stringify(audit)).not.toContain('5234');
    expect(logs.filter((line) => line.includes('52345678') || line.includes('5234****'))).toEqual([]);
  });

  it('lists one or two leads without "the latest", and says plainly when the number left none', async () => {
    const withLead = await contactUs('61234567');
    await storedLead('61234567', '2026-11-20T02:05:00.000Z', 2, 'p-loan', 'forwarded');
    const without = await callback('52345678');
    // A lead from another number is not this one's.
    await storedLead('52345679', '2026-11-21T01:00:00.000Z', 2, 'p-loan', 'forwarded');
    const cs = await session('ops');
    const one = leadsSection(await (await cs.get(`/admin/contacts/${withLead}?lang=en`)).text());
    expect(one).toContain('1 lead(s) from 6123****, newest first.');
    expect(leadRows(one)).toEqual(['|20 November 2026, 10:05||Property-owner loan||Forwarded|']);
    const none = leadsSection(await (await cs.get(`/admin/contacts/${without}?lang=en`)).text());
    expect(none).toContain('None: no lead from 5234**** is on record.');
    expect(leadRows(none)).toEqual([]);
    expect(none).not.toContain('Property-owner loan');
    expect(leadsSection(await (await cs.get(`/admin/contacts/${without}`)).text())).toContain('沒有：沒有 5234**** 提交的客戶資料紀錄。');
  });

  it('shows none of it to roles without the queue', async () => {
    const id = await callback('52345678');
    await storedLead('52345678', '2026-11-20T02:05:00.000Z', 2, 'p-loan', 'forwarded');
    for (const role of ['viewer', 'marketing'] as const) {
      const res = await (await session(role)).get(`/admin/contacts/${id}?lang=en`);
      expect(res.status).toBe(403);
      const page = await res.text();
      expect(page).not.toContain('Property-owner loan');
      expect(page).not.toContain('Leads from the same number');
    }
  });
});
