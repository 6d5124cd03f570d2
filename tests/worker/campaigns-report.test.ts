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
 * the console's page, over the landings, form opens, conversions and not-counted tallies the worker
 * records (worker/campaigns/) and the leads' forwarding state: two campaigns, two landing pages, two Hong Kong days. Every expected figure is counted out
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
// The key strings the worker files each campaign under: five keys in a fixed order, never the member id.
const A_KEY_STRING = 'utm_source=google&utm_medium=cpc&utm_campaign=spring&staff=&partner=';
const B_KEY_STRING = 'utm_source=theclub&utm_medium=partner&utm_campaign=club-nov&staff=S042&partner=theclub';
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
    const landing = db.prepare('INSERT INTO campaign_landings (day, anonymous_id, campaign, landing_page, landed_at) VALUES (?, ?, ?, ?, ?)');
    const land = (day: string, visitor: string, key: string, page: string) => landing.bind(day, visitor, key, page, `${day}T02:00:00.000Z`);
    const open = db.prepare('INSERT INTO campaign_form_opens (day, anonymous_id, campaign, landing_page) VALUES (?, ?, ?, ?)');
    const conversion = db.prepare('INSERT INTO campaign_conversions (id, kind, day, campaign, landing_page) VALUES (?, ?, ?, ?, ?)');
    const uncounted = db.prepare('INSERT INTO campaign_uncounted (day, event, reason, count) VALUES (?, ?, ?, ?)');
    const lead = db.prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, utm, theclub_id, dedupe_key, forward_state)
       VALUES (?, ?, '91234567', 'M', 'Tai Man', 'Chan', 1, 'n-loan', ?, ?, ?, ?)`,
    );
    await db.batch([
      // Campaign A, day 1: v1, v2, v3 landed on n-loan (3), v4 on t-loan (1).
      land(DAY1, 'v1', A_KEY_STRING, NLOAN),
      land(DAY1, 'v2', A_KEY_STRING, NLOAN),
      land(DAY1, 'v3', A_KEY_STRING, NLOAN),
      land(DAY1, 'v4', A_KEY_STRING, TLOAN),
      // Form opens of day 1 (distinct visitors): v1, v2.
      open.bind(DAY1, 'v1', A_KEY_STRING, NLOAN),
      open.bind(DAY1, 'v2', A_KEY_STRING, NLOAN),
      // Leads a1 (forwarded) and a2 (pending) from n-loan; a contact request c1 from t-loan.
      conversion.bind('a1', 'lead', DAY1, A_KEY_STRING, NLOAN),
      lead.bind('a1', '2026-11-10T03:02:00.000Z', A_UTM, '', 'k1', 'forwarded'),
      conversion.bind('a2', 'lead', DAY1, A_KEY_STRING, NLOAN),
      lead.bind('a2', '2026-11-10T04:02:00.000Z', A_UTM, '', 'k2', 'pending'),
      conversion.bind('c1', 'contact', DAY1, A_KEY_STRING, TLOAN),
      // Day 2: v1 again and v5 on n-loan (2); v5 opens the form, sends lead a3 (forwarded) and callback c2.
      land(DAY2, 'v1', A_KEY_STRING, NLOAN),
      land(DAY2, 'v5', A_KEY_STRING, NLOAN),
      open.bind(DAY2, 'v5', A_KEY_STRING, NLOAN),
      conversion.bind('a3', 'lead', DAY2, A_KEY_STRING, NLOAN),
      lead.bind('a3', '2026-11-11T02:02:00.000Z', A_UTM, '', 'k3', 'forwarded'),
      conversion.bind('c2', 'callback', DAY2, A_KEY_STRING, NLOAN),
      // Before the range: not counted.
      land('2026-11-09', 'v9', A_KEY_STRING, NLOAN),
      // Campaign B, day 2, t-loan: v6 and v7 land and open the form; lead b1 (forwarded), callback c3.
      land(DAY2, 'v6', B_KEY_STRING, TLOAN),
      land(DAY2, 'v7', B_KEY_STRING, TLOAN),
      open.bind(DAY2, 'v6', B_KEY_STRING, TLOAN),
      open.bind(DAY2, 'v7', B_KEY_STRING, TLOAN),
      conversion.bind('b1', 'lead', DAY2, B_KEY_STRING, TLOAN),
      lead.bind('b1', '2026-11-11T03:12:00.000Z', B_UTM, 'M123', 'k4', 'forwarded'),
      conversion.bind('c3', 'callback', DAY2, B_KEY_STRING, TLOAN),
      // After the range: not counted.
      conversion.bind('a4', 'lead', '2026-11-12', A_KEY_STRING, NLOAN),
      // What was left out on day 1 (and once before the range, not reported).
      uncounted.bind(DAY1, 'landing', 'over_cap', 30),
      uncounted.bind(DAY1, 'form_open', 'no_landing', 8),
      uncounted.bind(DAY2, 'lead', 'no_id', 2),
      uncounted.bind('2026-11-09', 'lead', 'no_landing', 5),
      // 15 November: a campaign whose name a spreadsheet would run as a formula.
      conversion.bind('f1', 'lead', '2026-11-15', 'utm_source=x&utm_medium=&utm_campaign=%3DHYPERLINK(1)&staff=&partner=', NLOAN),
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
  attribution_days: number;
  not_counted: Record<'no_id' | 'over_cap' | 'no_landing', Record<string, number>>;
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
    // A: distinct visitors over both days v1 v2 v3 v4 v5: 5 (the days alone add up to 3 + 1 + 2 = 6:
    // v1 came on both). Opens 2 + 1; leads a1 a2 a3, a1 and a3 forwarded; contact c1, callback c2.
    // Conversion 3 / 5. B: v6 v7; two opens; lead b1 forwarded; callback c3. Conversion 1 / 2.
    expect(report.campaigns).toMatchObject([
      { ...A_KEY, ...counts(5, 3, 3, 1, 1, 2), conversion: 0.6 },
      { ...B_KEY, ...counts(2, 2, 1, 0, 1, 1), conversion: 0.5 },
    ]);
    const [low, high] = wilson(3, 5);
    expect(report.campaigns[0]!.conversion_low).toBeCloseTo(low, 10);
    expect(report.campaigns[0]!.conversion_high).toBeCloseTo(high, 10);
    expect(low).toBeCloseTo(0.2307, 3);
    // What was left out in the range, by reason and event; the 9 November row is outside it.
    expect(report.attribution_days).toBe(30);
    expect(report.not_counted.over_cap).toMatchObject({ total: 30, landing: 30, form_open: 0 });
    expect(report.not_counted.no_landing).toMatchObject({ total: 8, form_open: 8, lead: 0 });
    expect(report.not_counted.no_id).toMatchObject({ total: 2, lead: 2 });
    // Day by day, each campaign by landing page.
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
      [DAY1, 'spring', NLOAN, 3, 2, 2, 0, 0, 1, 2 / 3],
      [DAY2, 'spring', NLOAN, 2, 1, 1, 0, 1, 1, 0.5],
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
    expect(lines).toHaveLength(5);
    const [low, high] = wilson(1, 2);
    expect(lines[4]).toMatch(new RegExp(`^${DAY2},theclub,partner,club-nov,S042,theclub,/en/loan/t-loan,2,2,1,0,1,1,0.5,0.09`));
    const cells = lines[4]!.split(',');
    expect(Number(cells[14])).toBeCloseTo(low, 10);
    expect(Number(cells[15])).toBeCloseTo(high, 10);
    expect(lines[3]).toMatch(new RegExp(`^${DAY2},google,cpc,spring,,,/loan/n-loan,2,1,1,0,1,1,0.5,`));
    expect(res.out).not.toContain('M123');
    const formula = ops('--from', '2026-11-15', '--to', '2026-11-15', '--format', 'csv').out.trim().split('\n');
    expect(formula[1]).toBe("2026-11-15,x,,'=HYPERLINK(1),,,/loan/n-loan,0,0,1,0,0,0,,,");
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
    expect(a).toContain('data-figure="visitors">5<');
    expect(a).toContain('data-figure="leads">3<');
    expect(a).toContain('data-figure="forwarded">2<');
    // 3 / 5 = 60.0%, Wilson 23.1% to 88.2%.
    expect(a).toContain('data-figure="conversion">60.0% (23.1%–88.2%)<');
    const b = /<tr data-campaign="theclub\/partner\/club-nov\/S042\/theclub">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(b).toContain('<td>The Club</td>');
    expect(b).toContain('data-figure="callback_requests">1<');
    // What was left out, by reason.
    const overCap = /<tr data-reason="over_cap">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(overCap).toContain('more than 10 new visitors a day from one address');
    expect(overCap).toContain('data-figure="total">30<');
    expect(overCap).toContain('data-figure="landing">30<');
    const noLanding = /<tr data-reason="no_landing">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(noLanding).toContain('in the 30 days before');
    expect(noLanding).toContain('data-figure="form_open">8<');
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
      `${DAY1},google,cpc,spring,,,${NLOAN},3,2,2`,
      `${DAY2},google,cpc,spring,,,${NLOAN},2,1,1`,
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
