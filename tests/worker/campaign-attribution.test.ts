import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { d1Reader } from '../../src/server/ab/read-results';
import { campaignsReport, type CampaignsReport } from '../../src/server/campaigns/report';
import { startWorker, type TestWorker } from './harness';
import { issuedVisitorId } from './visitor-ids';

/**
 * The campaigns report from the attacker's side (docs/lead-form.md, "Campaign attribution"): with
 * only what a browser and curl get, one client tries to give a made-up campaign visitors, form opens
 * and leads. What a marketer reads must stay unmoved beyond the address cap, and the report must say
 * what it left out. Each test uses a campaign of its own and a fresh database state.
 */
let worker: TestWorker;
let db: D1Database;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;
const hkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
}, 60_000);
afterAll(() => worker?.dispose());
beforeEach(async () => {
  for (const table of [
    'campaign_landings',
    'campaign_address_visitors',
    'campaign_form_opens',
    'campaign_conversions',
    'campaign_uncounted',
    'leads',
    'contact_requests',
  ])
    await db.exec(`DELETE FROM ${table}`);
});

let ipCounter = 0;
/** A client address of its own per call, so one test's write limit never reaches another's. */
const freshIp = () => `10.88.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** A top-level navigation from another site (an ad), as a browser sends it. */
const fromAd = (ip: string, extra: Record<string, string> = {}) => ({
  'User-Agent': CHROME,
  'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8',
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'CF-Connecting-IP': ip,
  ...extra,
});

/** A page request; returns the anon_id the answer set (a new visitor) or the one sent. */
async function visit(path: string, headers: Record<string, string>, anonId?: string): Promise<string> {
  const res = await worker.get(path, { headers: { ...headers, ...(anonId ? { Cookie: `anon_id=${anonId}` } : {}) } });
  await res.arrayBuffer();
  expect(res.status, path).toBe(200);
  const set = res.headers
    .getSetCookie()
    .map((c) => /^anon_id=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  return set ?? anonId ?? '';
}

const post = (path: string, body: object, ip: string, anonId?: string) =>
  worker.get(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': CHROME,
      'Accept-Language': 'en',
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': ip,
      ...(anonId ? { Cookie: `anon_id=${anonId}` } : {}),
    },
    body: JSON.stringify(body),
  });

const formOpen = (campaign: string, ip: string, anonId?: string) =>
  post('/api/track', { event: 'lead_form_open', properties: { path: '/loan/n-loan' }, context: { campaign: { source: 'x', name: campaign } } }, ip, anonId);

let mobile = 51000000;
const lead = (utm: string, ip: string, anonId?: string) =>
  post(
    '/api/insertToShortForm',
    { mobile: String(++mobile), gender: 'F', first_name: 'Mei Ling', last_name: 'Chan', loan_type: 1, utm, terms: true, is_opt_in: 0 },
    ip,
    anonId,
  );

/** Rows the worker writes after answering (waitUntil): wait until `sql` counts `n`. */
async function rowsSettle(sql: string, n: number): Promise<void> {
  const started = Date.now();
  let seen = -1;
  while (Date.now() - started < 15_000) {
    seen = (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;
    if (seen >= n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${sql}: ${seen} rows, not ${n}`);
}
/** Every landing attempt ends as a landing row, a not-counted tally, or nothing (a repeat). */
const settledLandings = (n: number) =>
  rowsSettle(`SELECT (SELECT COUNT(*) FROM campaign_landings) + (SELECT COALESCE(SUM(count), 0) FROM campaign_uncounted WHERE event = 'landing') AS n`, n);

async function report(campaign: string): Promise<CampaignsReport> {
  const day = hkToday();
  return campaignsReport(d1Reader(db), { from: day, to: day, campaign });
}
const only = (r: CampaignsReport) => r.campaigns[0] ?? { visitors: 0, form_opens: 0, leads: 0, contact_requests: 0, callback_requests: 0 };

describe('campaign visitors are landings the edge saw', () => {
  it('one address collecting 40 new ids gives a made-up campaign 10 visitors; the rest are reported over the cap', async () => {
    const ip = freshIp();
    for (let i = 0; i < 40; i++) await visit('/en/loan/n-loan?utm_source=x&utm_campaign=forged-ids', fromAd(ip));
    await settledLandings(40);
    const r = await report('forged-ids');
    expect(only(r).visitors).toBe(10);
    expect(r.not_counted.over_cap.landing).toBe(30);
    // A second address has room of its own: the cap is per address, not a ceiling on the campaign.
    await visit('/en/loan/n-loan?utm_source=x&utm_campaign=forged-ids', fromAd(freshIp()));
    await settledLandings(41);
    expect(only(await report('forged-ids')).visitors).toBe(11);
  });

  it('an IPv6 client counts as its /64: other addresses in it share the cap', async () => {
    for (let i = 0; i < 15; i++) await visit('/loan/n-loan?utm_source=x&utm_campaign=v6', fromAd(`2001:db8:1234:5678::${(i + 1).toString(16)}`));
    await settledLandings(15);
    expect(only(await report('v6')).visitors).toBe(10);
  });

  it('a visitor is counted once a day however often they land; the landing page is the path served', async () => {
    const ip = freshIp();
    const id = await visit('/en/loan/t-loan?utm_source=mail&utm_campaign=once&fbclid=1', fromAd(ip));
    for (let i = 0; i < 5; i++) await visit('/en/loan/t-loan?utm_source=mail&utm_campaign=once', fromAd(ip), id);
    await settledLandings(1);
    await new Promise((r) => setTimeout(r, 300));
    const r = await report('once');
    expect(only(r).visitors).toBe(1);
    expect(r.rows.map((row) => row.landing_page)).toEqual(['/en/loan/t-loan']);
    expect(r.not_counted.over_cap.total).toBe(0);
  });

  it('navigations within the site, prefetches, scripts and a client’s own landing events count for nothing', async () => {
    const ip = freshIp();
    const path = '/loan/n-loan?utm_source=x&utm_campaign=inside';
    // The product page a lead goes to carries the campaign on: a same-origin navigation.
    await visit(path, fromAd(ip, { 'Sec-Fetch-Site': 'same-origin' }));
    // A browser without Fetch Metadata, coming from this site's own page.
    const noMetadata = fromAd(ip, { Referer: 'http://localhost/en' }) as Record<string, string>;
    delete noMetadata['Sec-Fetch-Site'];
    await visit(path, noMetadata);
    await visit(path, fromAd(ip, { 'Sec-Purpose': 'prefetch' }));
    await visit(path, fromAd(ip, { 'User-Agent': 'curl/8.5.0' }));
    await visit(path, fromAd(ip, { 'User-Agent': `${CHROME} HeadlessChrome` }));
    // No language of its own: what fetch() in a script sends.
    await visit(path, fromAd(ip, { 'Accept-Language': '*' }));
    // The event the page used to send, posted by a script with a real id.
    const id = await issuedVisitorId(worker);
    const res = await post(
      '/api/track',
      { event: 'campaign_landing', properties: { path: '/loan/n-loan' }, context: { campaign: { source: 'x', name: 'inside' } } },
      ip,
      id,
    );
    expect(res.status).toBe(204);
    // A real landing afterwards is recorded: everything above had its chance to be written.
    await visit('/loan/p-loan?utm_source=x&utm_campaign=control', fromAd(ip));
    await settledLandings(1);
    expect(only(await report('inside')).visitors).toBe(0);
    expect(only(await report('control')).visitors).toBe(1);
  });
});

describe('form opens, leads and requests count only after a landing of the campaign', () => {
  it('form opens without a visit, without an id, or replayed are not counted, and the report says why', async () => {
    const ip = freshIp();
    const stranger = await issuedVisitorId(worker);
    for (let i = 0; i < 8; i++) expect((await formOpen('opens', ip, stranger)).status).toBe(204);
    for (let i = 0; i < 3; i++) await formOpen('opens', ip);
    await rowsSettle(`SELECT COALESCE(SUM(count), 0) AS n FROM campaign_uncounted WHERE event = 'form_open'`, 11);
    // A real visitor opens the form five times: one open.
    const visitor = await visit('/loan/n-loan?utm_source=x&utm_campaign=opens', fromAd(ip));
    await settledLandings(1);
    for (let i = 0; i < 5; i++) await formOpen('opens', ip, visitor);
    await rowsSettle('SELECT COUNT(*) AS n FROM campaign_form_opens', 1);
    await new Promise((r) => setTimeout(r, 300));
    const r = await report('opens');
    expect(only(r).form_opens).toBe(1);
    expect(r.not_counted.no_landing.form_open).toBe(8);
    expect(r.not_counted.no_id.form_open).toBe(3);
  });

  it('a lead counts for the campaign the visitor landed from, not the one its body names', async () => {
    const ip = freshIp();
    const visitor = await visit('/en/loan/n-loan?utm_source=google&utm_campaign=real', fromAd(ip));
    await settledLandings(1);
    // The body claims a made-up campaign: the lead is stored with it, and counted for the landing's.
    const res = await lead('utm_source=x&utm_campaign=claimed', ip, visitor);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await rowsSettle('SELECT COUNT(*) AS n FROM campaign_conversions', 1);
    expect(only(await report('real'))).toMatchObject({ visitors: 1, leads: 1 });
    expect((await report('claimed')).campaigns).toEqual([]);
    expect((await db.prepare('SELECT utm FROM leads WHERE id = ?').bind(id).first<{ utm: string }>())?.utm).toBe('utm_source=x&utm_campaign=claimed');
  });

  it('leads for a campaign never landed on, or without an id, are stored but not counted', async () => {
    const stranger = await issuedVisitorId(worker);
    for (let i = 0; i < 3; i++) expect((await lead('utm_source=x&utm_campaign=made-up', freshIp(), stranger)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await lead('utm_source=x&utm_campaign=made-up', freshIp())).status).toBe(201);
    await rowsSettle(`SELECT COALESCE(SUM(count), 0) AS n FROM campaign_uncounted WHERE event = 'lead'`, 6);
    const r = await report('made-up');
    expect(r.campaigns).toEqual([]);
    expect(r.not_counted.no_landing.lead).toBe(3);
    expect(r.not_counted.no_id.lead).toBe(3);
    expect((await db.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>())?.n).toBe(6);
  });

  it('contact and callback requests take the visitor’s landing too', async () => {
    const ip = freshIp();
    const visitor = await visit('/contactus?utm_source=mail&utm_campaign=calls', fromAd(ip));
    await settledLandings(1);
    expect((await post('/api/contact', { kind: 'callback', mobile: '61234567', time_slot: '9-12', utm: '' }, freshIp(), visitor)).status).toBe(201);
    await rowsSettle('SELECT COUNT(*) AS n FROM campaign_conversions', 1);
    expect(only(await report('calls'))).toMatchObject({ visitors: 1, callback_requests: 1 });
  });

  it('a landing older than the attribution window no longer takes the lead', async () => {
    const ip = freshIp();
    const visitor = await visit('/loan/n-loan?utm_source=x&utm_campaign=old', fromAd(ip));
    await settledLandings(1);
    // The landing moved 31 days back, as if the visitor came a month ago.
    const past = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await db.prepare('UPDATE campaign_landings SET landed_at = ?').bind(past).run();
    expect((await lead('utm_source=x&utm_campaign=old', ip, visitor)).status).toBe(201);
    await rowsSettle(`SELECT COALESCE(SUM(count), 0) AS n FROM campaign_uncounted WHERE event = 'lead'`, 1);
    expect((await report('old')).not_counted.no_landing.lead).toBe(1);
  });
});
