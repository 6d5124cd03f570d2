import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';

/**
 * Every D1 table with personal data has a retention period, and the cron deletes what is older
 * (worker/retention.ts; the periods are listed in docs/security.md, "Retention"). Rows just inside
 * the period stay; rows just past it go.
 */
let worker: TestWorker;
let db: D1Database;
beforeAll(async () => {
  // Its own worker: the cron here runs without an upstream, and this file fills the tables at will.
  worker = await startWorker({ logs: [] });
  db = await worker.db();
});
afterAll(() => worker.dispose());

const DAY_MS = 24 * 3600 * 1000;
/** An ISO time `days` ago, a minute inside (+) or outside (-) that boundary. */
const ago = (days: number, minutes = 0) => new Date(Date.now() - days * DAY_MS + minutes * 60_000).toISOString();
const runCron = async () => (await worker.mf.getWorker()).scheduled({ cron: '*/5 * * * *' });

async function insertContact(id: string, createdAt: string) {
  await db
    .prepare("INSERT INTO contact_requests (id, created_at, kind, mobile, time_slot, surname) VALUES (?, ?, 'contact', '91234567', '12-15', 'Chan')")
    .bind(id, createdAt)
    .run();
}

async function insertLead(id: string, createdAt: string, state: 'pending' | 'failed' | 'local' | 'forwarded', forwardedAt: string | null = null) {
  await db
    .prepare(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, dedupe_key, forward_state, forwarded_at)
       VALUES (?, ?, '91234567', 'M', 'Tai Man', 'Chan', 1, 'n-loan', ?, ?, ?)`,
    )
    .bind(id, createdAt, id, state, forwardedAt)
    .run();
}

const ids = async (sql: string) => ((await db.prepare(sql).all<{ id: string | number }>()).results ?? []).map((r) => String(r.id)).sort();

describe('the cron purges personal data past its retention period', () => {
  it('contact and callback requests: 90 days', async () => {
    await insertContact('new', ago(0));
    await insertContact('kept', ago(90, 1));
    await insertContact('gone', ago(90, -1));
    await insertContact('older', ago(400));
    await runCron();
    expect(await ids('SELECT id FROM contact_requests')).toEqual(['kept', 'new']);
  });

  it('leads never forwarded (failed, local, pending): 90 days after they came; forwarded ones by LEAD_RETENTION_DAYS', async () => {
    await insertLead('failed-kept', ago(89), 'failed');
    await insertLead('failed-gone', ago(91), 'failed');
    await insertLead('local-kept', ago(10), 'local');
    await insertLead('local-gone', ago(200), 'local');
    await insertLead('pending-gone', ago(91), 'pending');
    // A forwarded lead goes 30 days after forwarding, however old (the outbox's own purge).
    await insertLead('forwarded-kept', ago(100), 'forwarded', ago(29));
    await insertLead('forwarded-gone', ago(40), 'forwarded', ago(31));
    await runCron();
    expect(await ids('SELECT id FROM leads')).toEqual(['failed-kept', 'forwarded-kept', 'local-kept']);
  });

  it('analytics and A/B events: 395 days; the audit log: 730 days', async () => {
    const event = db.prepare("INSERT INTO analytics_events (received_at, event, anonymous_id) VALUES (?, 'page_view', 'visitor-0000000000000001')");
    const ab = db.prepare(
      "INSERT INTO ab_events (received_at, event, banner_type, campaign, variant, anonymous_id, share) VALUES (?, 'banner_impression', 'floating', 'c', 'A', ?, 0.5)",
    );
    const audit = db.prepare("INSERT INTO audit_log (at, actor, action, target) VALUES (?, 'ops@lender.example', 'maintenance.on', 'maintenance')");
    await db.batch([
      event.bind(ago(394)),
      event.bind(ago(396)),
      ab.bind(ago(394), 'kept-visitor-000000001'),
      ab.bind(ago(396), 'gone-visitor-000000001'),
      audit.bind(ago(729)),
      audit.bind(ago(731)),
    ]);
    await runCron();
    const times = async (sql: string) => ((await db.prepare(sql).all<{ t: string }>()).results ?? []).map((r) => r.t);
    const events = await times('SELECT received_at AS t FROM analytics_events');
    expect(events).toHaveLength(1);
    expect(new Date(events[0]!).getTime()).toBeGreaterThan(Date.now() - 395 * DAY_MS);
    expect(await ids('SELECT anonymous_id AS id FROM ab_events')).toEqual(['kept-visitor-000000001']);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM audit_log').first('n')).toBe(1);
    expect(new Date((await times('SELECT at AS t FROM audit_log'))[0]!).getTime()).toBeGreaterThan(Date.now() - 730 * DAY_MS);
  });

  it('campaign landings, form opens, conversions and tallies: 395 Hong Kong days; the landing cap’s address hashes: today and yesterday', async () => {
    // Hong Kong days, counted back from today (UTC+8 all year).
    const hkDay = (days: number) => new Date(Date.now() + 8 * 3600_000 - days * DAY_MS).toISOString().slice(0, 10);
    const landing = db.prepare("INSERT INTO campaign_landings (day, anonymous_id, campaign, landing_page, landed_at) VALUES (?, ?, 'utm_source=x', '/', ?)");
    const open = db.prepare("INSERT INTO campaign_form_opens (day, anonymous_id, campaign, landing_page) VALUES (?, ?, 'utm_source=x', '/')");
    const conversion = db.prepare("INSERT INTO campaign_conversions (id, kind, day, campaign, landing_page) VALUES (?, 'lead', ?, 'utm_source=x', '/')");
    const tally = db.prepare("INSERT INTO campaign_uncounted (day, event, reason, count) VALUES (?, 'lead', 'no_id', 1)");
    const address = db.prepare("INSERT INTO campaign_address_visitors (day, address_hash, campaign, anonymous_id) VALUES (?, 'h', 'utm_source=x', ?)");
    await db.batch([
      landing.bind(hkDay(394), 'kept', ago(394)),
      landing.bind(hkDay(396), 'gone', ago(396)),
      open.bind(hkDay(394), 'kept'),
      open.bind(hkDay(396), 'gone'),
      conversion.bind('kept', hkDay(394)),
      conversion.bind('gone', hkDay(396)),
      tally.bind(hkDay(394)),
      tally.bind(hkDay(396)),
      address.bind(hkDay(0), 'today'),
      address.bind(hkDay(1), 'yesterday'),
      address.bind(hkDay(2), 'gone'),
    ]);
    await runCron();
    expect(await ids('SELECT anonymous_id AS id FROM campaign_landings')).toEqual(['kept']);
    expect(await ids('SELECT anonymous_id AS id FROM campaign_form_opens')).toEqual(['kept']);
    expect(await ids('SELECT id FROM campaign_conversions')).toEqual(['kept']);
    expect(await ids('SELECT day AS id FROM campaign_uncounted')).toEqual([hkDay(394)]);
    expect(await ids('SELECT anonymous_id AS id FROM campaign_address_visitors')).toEqual(['today', 'yesterday']);
  });
});
