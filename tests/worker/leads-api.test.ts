import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';

let worker: TestWorker;
let db: D1Database;
beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
});
afterAll(() => worker.dispose());
beforeEach(async () => {
  await db.exec('DELETE FROM leads');
  await db.exec('DELETE FROM contact_requests');
  await db.exec('DELETE FROM analytics_events');
});

let ip = 0;
/** Each test client gets its own address, as visitors do, so the rate limit counts them apart. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return worker.get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${(ip++ % 250) + 1}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const lead = {
  mobile: '91234567',
  gender: 'F',
  first_name: 'Mei Ling',
  last_name: 'Chan',
  loan_type: 3,
  utm: 'utm_source=facebook',
  referrer: '/loan/t-loan?form=1',
  gclid: '',
  theclub_id: '',
  tapngo_id: '',
  is_opt_in: 1,
  terms: true,
};

const count = async (table: string) => (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('POST /api/insertToShortForm', () => {
  it('stores a valid lead before answering 201 with its id', async () => {
    const res = await post('/api/insertToShortForm', lead);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      mobile: '91234567',
      gender: 'F',
      first_name: 'Mei Ling',
      last_name: 'Chan',
      loan_code: 3,
      loan_type: 't-loan',
      utm: 'utm_source=facebook',
      referrer: '/loan/t-loan?form=1',
      is_opt_in: 1,
      // No upstream configured: the lead stays here, marked as such.
      forward_state: 'local',
    });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('rejects each invalid field with its message key, and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ mobile: '12345678' }, { mobile: 'mobile' }],
      [{ mobile: '9123456' }, { mobile: 'mobile' }],
      [{ first_name: '美玲' }, { first_name: 'firstName' }],
      [{ last_name: '' }, { last_name: 'lastName' }],
      [{ loan_type: 0 }, { loan_type: 'loanType' }],
      [{ loan_type: 'x' }, { loan_type: 'loanType' }],
      [{ terms: false }, { terms: 'terms' }],
      [{ gender: 'X' }, { gender: 'invalid' }],
      [{ is_opt_in: 2 }, { is_opt_in: 'invalid' }],
      [{ utm: 'u'.repeat(2000) }, { utm: 'tooLong' }],
    ];
    for (const [change, fields] of cases) {
      const res = await post('/api/insertToShortForm', { ...lead, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await res.json(), JSON.stringify(change)).toEqual({ error: 'invalid', fields });
    }
    expect(await count('leads')).toBe(0);
  });

  it('answers malformed JSON, a wrong content type, an oversized or empty body cleanly', async () => {
    expect((await post('/api/insertToShortForm', '{"mobile": "9123')).status).toBe(400);
    expect((await post('/api/insertToShortForm', '')).status).toBe(400);
    expect((await post('/api/insertToShortForm', 'null')).status).toBe(400);
    expect((await post('/api/insertToShortForm', '[1,2]')).status).toBe(400);
    expect((await post('/api/insertToShortForm', 'mobile=91234567', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('/api/insertToShortForm', { ...lead, referrer: 'x'.repeat(9000) })).status).toBe(413);
    expect((await post('/api/insertToShortForm', '\xff\xfe')).status).toBe(400);
    const get = await worker.get('/api/insertToShortForm');
    expect(get.status).toBe(404);
    expect(get.headers.get('Content-Type')).toContain('application/json');
    expect(await count('leads')).toBe(0);
  });

  it('collapses the same lead sent again within minutes into one', async () => {
    const first = (await (await post('/api/insertToShortForm', lead)).json()) as { id: string };
    const again = await post('/api/insertToShortForm', { ...lead, first_name: 'MEI LING' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: first.id, duplicate: true });
    const parallel = await Promise.all([1, 2, 3].map(() => post('/api/insertToShortForm', { ...lead, loan_type: 1 })));
    const ids = new Set(await Promise.all(parallel.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await count('leads')).toBe(2);
  });

  it('keeps a bot that fills the hidden field out, without telling it', async () => {
    const res = await post('/api/insertToShortForm', { ...lead, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await count('leads')).toBe(0);
  });

  it('limits writes per client with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/insertToShortForm', { ...lead, mobile: `9${String(1000000 + i)}` }, { 'CF-Connecting-IP': '198.51.100.7' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('Retry-After')).toBe('60');
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor is not affected.
    expect((await post('/api/insertToShortForm', { ...lead, mobile: '88888888' }, { 'CF-Connecting-IP': '198.51.100.8' })).status).toBe(201);
  });

  it('takes the campaign and the ad click id from the cookies when the form did not send them', async () => {
    const res = await post('/api/insertToShortForm', { ...lead, utm: '', gclid: '' }, { Cookie: 'utm=utm_source%3Dgoogle%26staff%3DA12; gclid=Cj0-abc' });
    const { id } = (await res.json()) as { id: string };
    const row = await db.prepare('SELECT utm, gclid FROM leads WHERE id = ?').bind(id).first();
    expect(row).toEqual({ utm: 'utm_source=google&staff=A12', gclid: 'Cj0-abc' });
  });
});

describe('POST /api/contact', () => {
  it('stores a contact request and a callback request', async () => {
    const contact = await post('/api/contact', {
      kind: 'contact', title: 'Miss', surname: 'Wong', given_name: 'Ka Yan', mobile: '61234567', time_slot: '12-15', loan_type: 2, terms: true, is_opt_in: 0,
    });
    expect(contact.status).toBe(201);
    const callback = await post('/api/contact', { kind: 'callback', mobile: '51234567', time_slot: '18-21' });
    expect(callback.status).toBe(201);
    const rows = await db.prepare('SELECT kind, title, surname, mobile, time_slot, loan_code FROM contact_requests ORDER BY kind').all();
    expect(rows.results).toEqual([
      { kind: 'callback', title: null, surname: null, mobile: '51234567', time_slot: '18-21', loan_code: null },
      { kind: 'contact', title: 'Miss', surname: 'Wong', mobile: '61234567', time_slot: '12-15', loan_code: 2 },
    ]);
  });

  it('rejects an incomplete callback with the spec messages', async () => {
    const res = await post('/api/contact', { kind: 'callback', mobile: '', time_slot: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { mobile: 'callbackMobile', time_slot: 'callbackTimeSlot' } });
  });
});

describe('POST /api/track and GET /data/cat.json', () => {
  it('stores an analytics event', async () => {
    const res = await post('/api/track', {
      event: 'page_section_action',
      anonymousId: 'a1b2c3d4-0000-4000-8000-000000000000',
      properties: { section: 'hero', action: 'apply' },
      context: { campaign: { source: 'facebook' } },
    });
    expect(res.status).toBe(204);
    const row = await db.prepare('SELECT event, anonymous_id, properties, context FROM analytics_events').first<Record<string, string>>();
    expect(row!.event).toBe('page_section_action');
    expect(JSON.parse(row!.properties!)).toEqual({ section: 'hero', action: 'apply' });
    expect(JSON.parse(row!.context!)).toEqual({ campaign: { source: 'facebook' } });
    expect((await post('/api/track', { event: '', anonymousId: 'x' })).status).toBe(400);
  });

  it('keeps no name or mobile number of a Lead Created event, only the lead id and its type', async () => {
    const anonymousId = 'e5f6a7b8-0000-4000-8000-000000000000';
    const res = await post('/api/track', {
      event: 'Lead Created',
      anonymousId,
      properties: { lead_first_name: 'Tai Man', lead_gender: 'M', lead_id: 'lead-1', lead_last_name: 'Chan', lead_loan_type: 't-loan', lead_mobile: '91234567' },
    });
    expect(res.status).toBe(204);
    const row = await db.prepare('SELECT properties FROM analytics_events WHERE anonymous_id = ?').bind(anonymousId).first<{ properties: string }>();
    expect(JSON.parse(row!.properties)).toEqual({ lead_gender: 'M', lead_id: 'lead-1', lead_loan_type: 't-loan' });
    expect(row!.properties).not.toContain('91234567');
    expect(row!.properties).not.toContain('Chan');
  });

  it('lists the loan categories in the asked language', async () => {
    const zh = (await (await worker.get('/data/cat.json')).json()) as { value: string; text: string }[];
    expect(zh).toHaveLength(15);
    expect(zh.find((c) => c.value === '1')?.text).toBe('私人貸款');
    const en = (await (await worker.get('/data/cat.json?locale=en-US')).json()) as { value: string; text: string }[];
    expect(en.find((c) => c.value === '22')?.text).toMatch(/public-housing/i);
    expect((await worker.get('/data/cat.json?locale=%3Cscript%3E')).status).toBe(200);
  });
});
