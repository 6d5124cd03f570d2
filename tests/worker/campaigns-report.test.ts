import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsCommand } from '../../scripts/ops/campaigns';
import type { LeadDb } from '../../scripts/ops/lead-db';
import type { CampaignCounts } from '../../src/server/campaigns/report';
import { UsageError } from '../../scripts/ops/maintenance';
import { AccessKeys } from './access-keys';
import { migrate, startWorker, type TestWorker } from './harness';

/**
 * What each campaign brings, as marketing reads it: `npm run ops -- campaigns` (JSON and CSV) and
 * the console's page, over analytics events, leads and contact requests stored as the site stores
 * them: two campaigns, two landing pages, two Hong Kong days. Every expected figure is counted out
 * by hand next to the rows below.
 */
let state: string;
const keys = new AccessKeys();

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', 'campaigns', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

// Two Hong Kong days. 2026-11-10T16:30Z is 00:30 on the 11th in Hong Kong (UTC+8): the second day.
const DAY1 = '2026-11-10';
const DAY2 = '2026-11-11';
const A_UTM = 'utm_source=google&utm_medium=cpc&utm_campaign=spring';
// A partner campaign with a staff referral and a member's id: the id must never be reported.
const B_UTM = 'utm_source=theclub&utm_medium=partner&utm_campaign=club-nov&staff=S042&theclub_id=M123';
// What the browser puts in an event's context for each (src/browser/leads/track.ts).
const A_CAMPAIGN = { source: 'google', medium: 'cpc', name: 'spring' };
const B_CAMPAIGN = { source: 'theclub', medium: 'partner', name: 'club-nov', staff: 'S042', partner: 'theclub' };
const NLOAN = '/loan/n-loan';
const TLOAN = '/en/loan/t-loan';

/** The Wilson 95% interval, written out here from Wilson (1927) rather than taken from the code. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.959963984540054;
  const p = k / n;
  const centre = (k + (z * z) / 2) / (n + z * z);
  const half = (z * Math.sqrt(n * p * (1 - p) + (z * z) / 4)) / (n + z * z);
  return [centre - half, centre + half];
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'campaigns-report-'));
  await keys.start();
  const worker = await startWorker({ persistTo: state });
  try {
    const db = await worker.db();
    await migrate(db);
    const event = db.prepare('INSERT INTO analytics_events (received_at, event, anonymous_id, properties, context) VALUES (?, ?, ?, ?, ?)');
    const ev = (at: string, name: string, visitor: string, properties: object, campaign: object, landing?: string) =>
      event.bind(at, name, visitor, JSON.stringify(properties), JSON.stringify({ campaign, ...(landing ? { page: { landing } } : {}) }));
    const lead = db.prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, utm, theclub_id, dedupe_key, forward_state)
       VALUES (?, ?, '91234567', 'M', 'Tai Man', 'Chan', 1, 'n-loan', ?, ?, ?, ?)`,
    );
    const request = db.prepare(
      `INSERT INTO contact_requests (id, created_at, kind, surname, given_name, mobile, time_slot, theclub_id, utm) VALUES (?, ?, ?, 'Chan', 'Siu Ming', '61234567', 'am', ?, ?)`,
    );
    await db.batch([
      // Campaign A, day 1, n-loan: visitors v1 (twice), v2, v3 and one without a site id: 4.
      ev('2026-11-10T02:00:00.000Z', 'campaign_landing', 'v1', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T02:05:00.000Z', 'campaign_landing', 'v1', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T03:00:00.000Z', 'campaign_landing', 'v2', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T04:00:00.000Z', 'campaign_landing', 'v3', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T05:00:00.000Z', 'campaign_landing', '', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      // Form opens, counted as openings: v1 twice, v2: 3.
      ev('2026-11-10T02:01:00.000Z', 'lead_form_open', 'v1', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T02:06:00.000Z', 'lead_form_open', 'v1', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-10T03:01:00.000Z', 'lead_form_open', 'v2', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      // Campaign A, day 1, t-loan: v4.
      ev('2026-11-10T06:00:00.000Z', 'campaign_landing', 'v4', { path: TLOAN }, A_CAMPAIGN, TLOAN),
      // Campaign A, day 2 (00:30 and 10:00 Hong Kong), n-loan: v1 again and v5: 2; one form open.
      ev('2026-11-10T16:30:00.000Z', 'campaign_landing', 'v1', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-11T02:00:00.000Z', 'campaign_landing', 'v5', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      ev('2026-11-11T02:01:00.000Z', 'lead_form_open', 'v5', { path: '/loan/p-loan' }, A_CAMPAIGN, NLOAN),
      // Before the range (23:59 on 9 November in Hong Kong): not counted.
      ev('2026-11-09T15:59:00.000Z', 'campaign_landing', 'v9', { path: NLOAN }, A_CAMPAIGN, NLOAN),
      // Campaign B, day 2, t-loan: v6, v7; two form opens.
      ev('2026-11-11T03:00:00.000Z', 'campaign_landing', 'v6', { path: TLOAN }, B_CAMPAIGN, TLOAN),
      ev('2026-11-11T03:10:00.000Z', 'campaign_landing', 'v7', { path: TLOAN }, B_CAMPAIGN, TLOAN),
      ev('2026-11-11T03:01:00.000Z', 'lead_form_open', 'v6', { path: TLOAN }, B_CAMPAIGN, TLOAN),
      ev('2026-11-11T03:11:00.000Z', 'lead_form_open', 'v7', { path: TLOAN }, B_CAMPAIGN, TLOAN),
      // Leads: a1 (day 1, forwarded) and a2 (day 1, pending) landed on n-loan, by their events;
      // a3 (day 2, forwarded) has no event: landing page unknown. b1 (day 2, forwarded) on t-loan.
      lead.bind('a1', '2026-11-10T03:02:00.000Z', A_UTM, '', 'k1', 'forwarded'),
      ev('2026-11-10T03:02:01.000Z', 'short_form_submitted', 'v2', { lead_id: 'a1' }, A_CAMPAIGN, NLOAN),
      lead.bind('a2', '2026-11-10T04:02:00.000Z', A_UTM, '', 'k2', 'pending'),
      ev('2026-11-10T04:02:01.000Z', 'short_form_submitted', 'v3', { lead_id: 'a2' }, A_CAMPAIGN, NLOAN),
      lead.bind('a3', '2026-11-11T02:02:00.000Z', A_UTM, '', 'k3', 'forwarded'),
      lead.bind('b1', '2026-11-11T03:12:00.000Z', B_UTM, 'M123', 'k4', 'forwarded'),
      ev('2026-11-11T03:12:01.000Z', 'short_form_submitted', 'v7', { lead_id: 'b1' }, B_CAMPAIGN, TLOAN),
      // After the range (08:00 on 12 November in Hong Kong), and one without a campaign: not counted.
      lead.bind('a4', '2026-11-12T00:00:00.000Z', A_UTM, '', 'k5', 'forwarded'),
      lead.bind('n1', '2026-11-10T05:00:00.000Z', '', '', 'k6', 'forwarded'),
      // Requests: a contact on day 1 from t-loan (by its event), a callback on day 2 with no event;
      // B's callback on day 2 from t-loan, the member id in its own column.
      request.bind('c1', '2026-11-10T06:05:00.000Z', 'contact', null, A_UTM),
      ev('2026-11-10T06:05:01.000Z', 'contact_form_submitted', 'v4', { kind: 'contact', request_id: 'c1' }, A_CAMPAIGN, TLOAN),
      request.bind('c2', '2026-11-11T05:00:00.000Z', 'callback', null, A_UTM),
      request.bind('c3', '2026-11-11T03:20:00.000Z', 'callback', 'M123', B_UTM),
      ev('2026-11-11T03:20:01.000Z', 'contact_form_submitted', 'v6', { kind: 'callback', request_id: 'c3' }, B_CAMPAIGN, TLOAN),
      // 15 November: a campaign whose name a spreadsheet would run as a formula.
      lead.bind('f1', '2026-11-15T03:00:00.000Z', 'utm_source=x&utm_campaign=%3DHYPERLINK(1)', '', 'k7', 'pending'),
    ]);
  } finally {
    await worker.dispose();
  }
}, 120_000);
afterAll(async () => {
  rmSync(state, { recursive: true, force: true });
  await keys.stop();
});

type Counts = CampaignCounts;
interface Report {
  from: string;
  to: string;
  days: number;
  campaigns: (Counts & { utm_source: string; utm_medium: string; utm_campaign: string; staff: string; partner: string })[];
  rows: (Counts & { day: string; utm_campaign: string; landing_page: string })[];
}

const A_KEY = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', staff: '', partner: '' };
const B_KEY = { utm_source: 'theclub', utm_medium: 'partner', utm_campaign: 'club-nov', staff: 'S042', partner: 'theclub' };
const counts = (visitors: number, form_opens: number, leads: number, contact_requests: number, callback_requests: number, forwarded: number) => ({
  visitors,
  form_opens,
  leads,
  contact_requests,
  callback_requests,
  forwarded,
});

describe('npm run ops -- campaigns', () => {
  it('prints each campaign with its utm values and counts, as JSON', () => {
    const res = ops('--from', DAY1, '--to', DAY2, '--format', 'json');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    const report = JSON.parse(res.out) as Report;
    expect([report.from, report.to, report.days]).toEqual([DAY1, DAY2, 2]);
    // A: distinct visitors over both days v1 v2 v3 v4 v5 and the one without an id: 6 (the days
    // alone add up to 4 + 1 + 2 = 7: v1 came on both). Opens 3 + 1; leads a1 a2 a3, a1 and a3
    // forwarded; contact c1, callback c2. Conversion 3 / 6.
    // B: v6 v7; two opens; lead b1 forwarded; callback c3. Conversion 1 / 2.
    expect(report.campaigns).toMatchObject([
      { ...A_KEY, ...counts(6, 4, 3, 1, 1, 2), conversion: 0.5 },
      { ...B_KEY, ...counts(2, 2, 1, 0, 1, 1), conversion: 0.5 },
    ]);
    const [low, high] = wilson(3, 6);
    expect(report.campaigns[0]!.conversion_low).toBeCloseTo(low, 10);
    expect(report.campaigns[0]!.conversion_high).toBeCloseTo(high, 10);
    expect(low).toBeCloseTo(0.1876, 3);
    // Day by day, each campaign by landing page ('' where no event names it).
    expect(
      report.rows.map((r) => [
        r.day,
        r.utm_campaign,
        r.landing_page,
        r.visitors,
        r.form_opens,
        r.leads,
        r.contact_requests,
        r.callback_requests,
        r.forwarded,
        r.conversion,
      ]),
    ).toEqual([
      [DAY1, 'spring', TLOAN, 1, 0, 0, 1, 0, 0, 0],
      [DAY1, 'spring', NLOAN, 4, 3, 2, 0, 0, 1, 0.5],
      [DAY2, 'spring', '', 0, 0, 1, 0, 1, 1, null],
      [DAY2, 'spring', NLOAN, 2, 1, 0, 0, 0, 0, 0],
      [DAY2, 'club-nov', TLOAN, 2, 2, 1, 0, 1, 1, 0.5],
    ]);
    // No personal data: no member id, mobile, name or anonymous id.
    for (const secret of ['M123', '9123', '6123', 'Chan', '"v1"', 'anonymous']) expect(res.out).not.toContain(secret);
  }, 60_000);

  it('limits the report to one campaign', () => {
    const report = JSON.parse(ops('--from', DAY1, '--to', DAY2, '--campaign', 'club-nov', '--format', 'json').out) as Report;
    expect(report.campaigns.map((c) => c.utm_campaign)).toEqual(['club-nov']);
    expect(report.rows).toHaveLength(1);
  }, 60_000);

  it('writes the day rows as CSV, formulas defused', () => {
    const res = ops('--from', DAY1, '--to', DAY2, '--format', 'csv');
    expect(res.code).toBe(0);
    const lines = res.out.trim().split('\n');
    expect(lines[0]).toBe(
      'day,utm_source,utm_medium,utm_campaign,staff,partner,landing_page,visitors,form_opens,leads,contact_requests,callback_requests,forwarded,conversion,conversion_low,conversion_high',
    );
    expect(lines).toHaveLength(6);
    const [low, high] = wilson(1, 2);
    expect(lines[5]).toMatch(new RegExp(`^${DAY2},theclub,partner,club-nov,S042,theclub,/en/loan/t-loan,2,2,1,0,1,1,0.5,0.09`));
    const cells = lines[5]!.split(',');
    expect(Number(cells[14])).toBeCloseTo(low, 10);
    expect(Number(cells[15])).toBeCloseTo(high, 10);
    expect(lines[3]).toBe(`${DAY2},google,cpc,spring,,,,0,0,1,0,1,1,,,`);
    expect(res.out).not.toContain('M123');
    const formula = ops('--from', '2026-11-15', '--to', '2026-11-15', '--format', 'csv').out.trim().split('\n');
    expect(formula[1]).toBe("2026-11-15,x,,'=HYPERLINK(1),,,,0,0,1,0,0,0,,,");
  }, 90_000);

  it('refuses bad parameters with usage, exit code 2, before reading anything', async () => {
    const untouched: LeadDb = {
      all: () => Promise.reject(new Error('read')),
      run: () => Promise.reject(new Error('written')),
      close: () => Promise.resolve(),
    };
    for (const options of [
      { from: '2026-02-30' },
      { from: '2026-13-01' },
      { to: 'yesterday' },
      { from: DAY2, to: DAY1 },
      { from: '2024-01-01', to: DAY2 },
      { campaign: '<script>' },
      { format: 'xml' },
    ]) {
      await expect(campaignsCommand(untouched, options), JSON.stringify(options)).rejects.toBeInstanceOf(UsageError);
    }
    const res = ops('--from', '2026-02-30');
    expect(res.code).toBe(2);
    expect(res.err).toContain('--from must be a Hong Kong day as YYYY-MM-DD');
  }, 60_000);
});

describe('the console’s campaigns page', () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ persistTo: state, vars: keys.vars({ 'viewer@lender.example': 'viewer', 'marketing@lender.example': 'marketing' }) });
  }, 60_000);
  afterAll(async () => {
    await worker?.dispose();
  });
  const get = async (path: string, email = 'marketing@lender.example') =>
    worker.get(path, { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email }) } });

  it('shows the campaigns and their days with the same counts, in English', async () => {
    const res = await get(`/admin/campaigns?from=${DAY1}&to=${DAY2}&lang=en`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const a = /<tr data-campaign="google\/cpc\/spring\/\/">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(a).toContain('data-figure="visitors">6<');
    expect(a).toContain('data-figure="leads">3<');
    expect(a).toContain('data-figure="forwarded">2<');
    // 3 / 6 = 50.0%, Wilson 18.8% to 81.2%.
    expect(a).toContain('data-figure="conversion">50.0% (18.8%–81.2%)<');
    const b = /<tr data-campaign="theclub\/partner\/club-nov\/S042\/theclub">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(b).toContain('<td>The Club</td>');
    expect(b).toContain('data-figure="callback_requests">1<');
    const unknown = new RegExp(`<tr data-row="${DAY2}/google/cpc/spring///">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
    expect(unknown).toContain('<td>Unknown</td>');
    expect(unknown).toContain('data-figure="conversion">—<');
    expect(html).toContain(`${DAY1} to ${DAY2}, 2 days`);
    expect(html).not.toContain('M123');
    expect(html).toContain(`href="/admin/campaigns/report.csv?from=${DAY1}&amp;to=${DAY2}&amp;lang=en"`);
  });

  it('reads in Chinese by default, over the last 28 Hong Kong days', async () => {
    const html = await (await get('/admin/campaigns', 'viewer@lender.example')).text();
    expect(html).toContain('各推廣活動的成效');
    const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date(ms));
    expect(html).toContain(`${day(Date.now() - 27 * 86_400_000)} 至 ${day(Date.now())}，共 28 日`);
  });

  it('downloads the same rows as CSV', async () => {
    const res = await get(`/admin/campaigns/report.csv?from=${DAY1}&to=${DAY2}&campaign=spring`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 10).join(','))).toEqual([
      `${DAY1},google,cpc,spring,,,${TLOAN},1,0,0`,
      `${DAY1},google,cpc,spring,,,${NLOAN},4,3,2`,
      `${DAY2},google,cpc,spring,,,,0,0,1`,
      `${DAY2},google,cpc,spring,,,${NLOAN},2,1,0`,
    ]);
  });

  it('refuses bad parameters with 400, never a 500', async () => {
    for (const query of ['from=2026-13-01', 'to=11%2F11%2F2026', `from=${DAY2}&to=${DAY1}`, `from=2020-01-01&to=${DAY2}`, 'campaign=%3Cscript%3E']) {
      for (const path of ['/admin/campaigns', '/admin/campaigns/report.csv']) {
        const res = await get(`${path}?${query}&lang=en`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(await res.text()).toContain('Invalid parameters');
      }
    }
  });

  it('is refused to someone without a role (403) or a sign-in (401)', async () => {
    expect((await get('/admin/campaigns', 'stranger@lender.example')).status).toBe(403);
    expect((await get('/admin/campaigns/report.csv', 'stranger@lender.example')).status).toBe(403);
    expect((await worker.get('/admin/campaigns')).status).toBe(401);
  });
});
