import { fieldsOfKey, isCampaign } from '../../shared/campaigns/fields';
import { wilsonInterval } from '../../shared/ab/wilson';
import type { SqlReader } from '../ab/read-results';
import { csvTable } from '../csv';
import { hongKongDay } from '../vitals/days';
import { ATTRIBUTION_DAYS } from './attribution-window';

/**
 * What each campaign brings (docs/lead-form.md, "Campaign attribution"), as the ops CLI prints it
 * and the console shows it: per campaign (utm source / medium / campaign, staff referral, partner)
 * and landing page, by Hong Kong day, the visitors, lead-form opens, leads, contact and callback
 * requests and leads forwarded upstream, and the conversion rate leads / visitors with its Wilson
 * 95% interval. Only keys and counts: no mobile, name, member id or anonymous id leaves the
 * database rows.
 */

const DAY_MS = 86_400_000;
/** The longest range: analytics events are kept 395 days (worker/retention.ts). */
export const MAX_RANGE_DAYS = 366;
const DEFAULT_RANGE_DAYS = 28;

export interface CampaignKey {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  staff: string;
  /** 'theclub', 'tapngo' or '' (the member id itself is never reported). */
  partner: string;
}

export interface CampaignCounts {
  /** Distinct visitors whose landing the edge recorded (campaign_landings), within the address cap. */
  visitors: number;
  /** Distinct visitors a day who opened the lead form after a landing of the campaign. */
  form_opens: number;
  leads: number;
  contact_requests: number;
  callback_requests: number;
  /** Leads the outbox handed to the upstream lead API (forward_state 'forwarded'). */
  forwarded: number;
  /** leads / visitors; null without visitors or with more leads than visitors (see the docs). */
  conversion: number | null;
  conversion_low: number | null;
  conversion_high: number | null;
}

interface CampaignDayRow extends CampaignKey, CampaignCounts {
  /** Hong Kong day, 'YYYY-MM-DD'. */
  day: string;
  /** The path the edge served the landing on. */
  landing_page: string;
}

type CampaignTotal = CampaignKey & CampaignCounts;

export interface CampaignsReport {
  from: string;
  to: string;
  days: number;
  /** The utm_campaign the report was limited to, if any. */
  campaign: string | null;
  conversion: 'leads / visitors, Wilson 95% interval';
  /** Days after a landing that its visitor's form opens, leads and requests count for the campaign. */
  attribution_days: number;
  /** What claimed a campaign and was not counted, and why. */
  not_counted: NotCounted;
  /** One row per campaign over the whole range, most visitors first. */
  campaigns: CampaignTotal[];
  /** One row per day, campaign and landing page, oldest day first. */
  rows: CampaignDayRow[];
}

export interface CampaignsQuery {
  from: string;
  to: string;
  campaign?: string | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function isRealDay(s: string): boolean {
  const at = ISO_DAY.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  // 2026-02-30 parses as 2 March: a real day reads back the same.
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === s;
}

/** A campaign name as the filter takes it: what a utm_campaign may reasonably hold. */
const CAMPAIGN_FILTER = /^[\w .:+-]{1,200}$/;

/**
 * Checks a range and filter as given (CLI flags, console query); undefined dates take the default
 * (the last 28 Hong Kong days, today included). Returns a message for the first problem, or the query.
 */
export function campaignsQuery(
  raw: { from?: string | undefined; to?: string | undefined; campaign?: string | undefined },
  now: Date,
): CampaignsQuery | { error: 'from' | 'to' | 'order' | 'span' | 'campaign' } {
  const today = hongKongDay(now);
  const to = raw.to ?? today;
  if (!isRealDay(to)) return { error: 'to' };
  const from = raw.from ?? hongKongDay(new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  if (!isRealDay(from)) return { error: 'from' };
  if (from > to) return { error: 'order' };
  if (spanDays(from, to) > MAX_RANGE_DAYS) return { error: 'span' };
  if (raw.campaign !== undefined && raw.campaign !== '' && !CAMPAIGN_FILTER.test(raw.campaign)) return { error: 'campaign' };
  return { from, to, campaign: raw.campaign || undefined };
}

const spanDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const keyOf = (k: CampaignKey) => [k.utm_source, k.utm_medium, k.utm_campaign, k.staff, k.partner].join('\u0000');
const zero = (): CampaignCounts => ({
  visitors: 0,
  form_opens: 0,
  leads: 0,
  contact_requests: 0,
  callback_requests: 0,
  forwarded: 0,
  conversion: null,
  conversion_low: null,
  conversion_high: null,
});

/** The rate and its interval once the counts are in. More leads than visitors (analytics blocked, say) has no rate. */
function withRate<T extends CampaignCounts>(row: T): T {
  if (row.visitors > 0 && row.leads <= row.visitors) {
    const [low, high] = wilsonInterval(row.leads, row.visitors)!;
    row.conversion = row.leads / row.visitors;
    row.conversion_low = low;
    row.conversion_high = high;
  }
  return row;
}

interface CountRow {
  day: string;
  campaign: string;
  landing_page: string;
  n: number;
}

interface ConversionRow extends CountRow {
  kind: 'lead' | 'contact' | 'callback';
  forwarded: number;
}

/** The report's key for a stored campaign key string (campaignKey); null for one naming no campaign. */
function keyOfStored(stored: string): CampaignKey | null {
  const f = fieldsOfKey(stored);
  if (!isCampaign(f)) return null;
  return { utm_source: f.source ?? '', utm_medium: f.medium ?? '', utm_campaign: f.name ?? '', staff: f.staff ?? '', partner: f.partner ?? '' };
}

export async function campaignsReport(db: SqlReader, query: CampaignsQuery): Promise<CampaignsReport> {
  const range = [query.from, query.to];
  const [landings, totals, opens, conversions, uncounted] = await Promise.all([
    db.all<CountRow>(
      `SELECT day, campaign, landing_page, COUNT(*) AS n FROM campaign_landings WHERE day BETWEEN ? AND ? GROUP BY day, campaign, landing_page`,
      range,
    ),
    db.all<{ campaign: string; n: number }>(
      `SELECT campaign, COUNT(DISTINCT anonymous_id) AS n FROM campaign_landings WHERE day BETWEEN ? AND ? GROUP BY campaign`,
      range,
    ),
    db.all<CountRow>(
      `SELECT day, campaign, landing_page, COUNT(*) AS n FROM campaign_form_opens WHERE day BETWEEN ? AND ? GROUP BY day, campaign, landing_page`,
      range,
    ),
    // A lead's forwarding state is on its row while the row is kept (LEAD_RETENTION_DAYS after forwarding).
    db.all<ConversionRow>(
      `SELECT c.day, c.campaign, c.landing_page, c.kind, COUNT(*) AS n, COALESCE(SUM(l.forward_state = 'forwarded'), 0) AS forwarded
       FROM campaign_conversions c LEFT JOIN leads l ON c.kind = 'lead' AND l.id = c.id
       WHERE c.day BETWEEN ? AND ? GROUP BY c.day, c.campaign, c.landing_page, c.kind`,
      range,
    ),
    db.all<{ event: string; reason: string; n: number }>(
      `SELECT event, reason, SUM(count) AS n FROM campaign_uncounted WHERE day BETWEEN ? AND ? GROUP BY event, reason`,
      range,
    ),
  ]);

  const rows = new Map<string, CampaignDayRow>();
  const byCampaign = new Map<string, CampaignTotal>();
  const wanted = (k: CampaignKey) => !query.campaign || k.utm_campaign === query.campaign;
  const total = (k: CampaignKey) => {
    const id = keyOf(k);
    let t = byCampaign.get(id);
    if (!t) byCampaign.set(id, (t = { ...k, ...zero() }));
    return t;
  };
  const row = (r: CountRow): CampaignDayRow | null => {
    const k = keyOfStored(r.campaign);
    if (!k || !wanted(k)) return null;
    const id = `${r.day}\u0000${keyOf(k)}\u0000${r.landing_page}`;
    let out = rows.get(id);
    if (!out) rows.set(id, (out = { day: r.day, ...k, landing_page: r.landing_page, ...zero() }));
    total(k);
    return out;
  };

  for (const l of landings) {
    const r = row(l);
    if (r) r.visitors += l.n;
  }
  for (const t of totals) {
    const k = keyOfStored(t.campaign);
    if (k && wanted(k)) total(k).visitors += t.n;
  }
  for (const o of opens) {
    const r = row(o);
    if (r) r.form_opens += o.n;
  }
  for (const c of conversions) {
    const r = row(c);
    if (!r) continue;
    if (c.kind === 'lead') {
      r.leads += c.n;
      r.forwarded += c.forwarded;
    } else if (c.kind === 'callback') r.callback_requests += c.n;
    else r.contact_requests += c.n;
  }
  // Totals of the additive counts; visitors came from their own query (distinct over the range).
  for (const r of rows.values()) {
    const t = total(r);
    t.form_opens += r.form_opens;
    t.leads += r.leads;
    t.contact_requests += r.contact_requests;
    t.callback_requests += r.callback_requests;
    t.forwarded += r.forwarded;
  }
  const notCounted = notCountedOf(uncounted);
  const byKey = (a: CampaignKey, b: CampaignKey) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
  return {
    from: query.from,
    to: query.to,
    days: spanDays(query.from, query.to),
    campaign: query.campaign ?? null,
    conversion: 'leads / visitors, Wilson 95% interval',
    attribution_days: ATTRIBUTION_DAYS,
    not_counted: notCounted,
    campaigns: [...byCampaign.values()].map(withRate).sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || byKey(a, b)),
    rows: [...rows.values()]
      .map(withRate)
      .sort((a, b) =>
        a.day !== b.day ? (a.day < b.day ? -1 : 1) : byKey(a, b) || (a.landing_page < b.landing_page ? -1 : a.landing_page > b.landing_page ? 1 : 0),
      ),
  };
}

export const NOT_COUNTED_EVENTS = ['landing', 'form_open', 'lead', 'contact', 'callback'] as const;
export const NOT_COUNTED_REASONS = ['no_id', 'over_cap', 'no_landing'] as const;
type NotCountedEvent = (typeof NOT_COUNTED_EVENTS)[number];
type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

/**
 * What claimed a campaign and was left out, over the range, for every campaign together (a
 * made-up campaign name is not worth a row of its own): by reason, and by event within each.
 */
type NotCounted = Record<NotCountedReason, { total: number } & Record<NotCountedEvent, number>>;

function notCountedOf(rows: { event: string; reason: string; n: number }[]): NotCounted {
  const out = Object.fromEntries(
    NOT_COUNTED_REASONS.map((reason) => [reason, { total: 0, ...Object.fromEntries(NOT_COUNTED_EVENTS.map((e) => [e, 0])) }]),
  ) as NotCounted;
  for (const { event, reason, n } of rows) {
    const byReason = out[reason as NotCountedReason];
    if (!byReason || !(NOT_COUNTED_EVENTS as readonly string[]).includes(event)) continue;
    byReason[event as NotCountedEvent] += n;
    byReason.total += n;
  }
  return out;
}

const CSV_COLUMNS = [
  'day',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'staff',
  'partner',
  'landing_page',
  'visitors',
  'form_opens',
  'leads',
  'contact_requests',
  'callback_requests',
  'forwarded',
  'conversion',
  'conversion_low',
  'conversion_high',
] as const satisfies readonly (keyof CampaignDayRow)[];

/**
 * The report's day rows as CSV (raw fractions: 0.05 is 5%; the interval is Wilson 95%; an empty
 * landing_page is a lead or request whose landing page is not known). Cells as ../csv.ts writes
 * them: a campaign name is whatever an address carried.
 */
export const campaignsCsv = (report: CampaignsReport): string => csvTable(CSV_COLUMNS, report.rows);
