import { campaignFields, isCampaign } from '../../shared/campaigns/fields';
import { wilsonInterval } from '../../shared/ab/wilson';
import type { SqlReader } from '../ab/read-results';
import { csvTable } from '../csv';
import { hongKongDay } from '../vitals/days';

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
  /** Distinct visitors with a campaign landing (an event without a site-issued id counts once). */
  visitors: number;
  /** Lead popups opened (every opening, not distinct visitors). */
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
  /** The path the visit's campaign landed on; '' when unknown (no matching analytics event). */
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
/** The UTC instant a Hong Kong day starts, as the tables stamp rows (ISO 8601, Z). */
const hkDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const keyOf = (k: CampaignKey) => [k.utm_source, k.utm_medium, k.utm_campaign, k.staff, k.partner].join('\u0000');
const fromFields = (utm: string, ids: { theclub_id?: string | null; tapngo_id?: string | null } = {}): CampaignKey | null => {
  const f = campaignFields(utm, ids);
  if (!isCampaign(f)) return null;
  return { utm_source: f.source ?? '', utm_medium: f.medium ?? '', utm_campaign: f.name ?? '', staff: f.staff ?? '', partner: f.partner ?? '' };
};

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

interface EventRow {
  day: string;
  source: string;
  medium: string;
  name: string;
  staff: string;
  partner: string;
  landing: string;
  event: string;
  visitors: number;
  events: number;
}

// The campaign fields of an event, as the browser wrote them (campaignFields, in context.campaign).
const EVENT_KEY = `COALESCE(json_extract(context, '$.campaign.source'), '') AS source,
  COALESCE(json_extract(context, '$.campaign.medium'), '') AS medium,
  COALESCE(json_extract(context, '$.campaign.name'), '') AS name,
  COALESCE(json_extract(context, '$.campaign.staff'), '') AS staff,
  COALESCE(json_extract(context, '$.campaign.partner'), '') AS partner`;
// Distinct visitors; an event filed under no id ('': cookies off) cannot be told apart, so counts once.
const VISITORS = `COUNT(DISTINCT NULLIF(anonymous_id, '')) + SUM(anonymous_id = '') AS visitors, COUNT(*) AS events`;

export async function campaignsReport(db: SqlReader, query: CampaignsQuery): Promise<CampaignsReport> {
  const start = hkDayStart(query.from);
  const end = hkDayStart(nextDay(query.to));
  // A lead's or request's event is sent just after its row is written: look a little past the range.
  const eventsEnd = hkDayStart(nextDay(nextDay(query.to)));
  const [events, totals, leads, contacts] = await Promise.all([
    db.all<EventRow>(
      `SELECT date(received_at, '+8 hours') AS day, ${EVENT_KEY}, COALESCE(json_extract(context, '$.page.landing'), '') AS landing, event, ${VISITORS}
       FROM analytics_events WHERE event IN ('campaign_landing', 'lead_form_open') AND received_at >= ? AND received_at < ?
       GROUP BY day, source, medium, name, staff, partner, landing, event`,
      [start, end],
    ),
    db.all<Omit<EventRow, 'day' | 'landing' | 'event'>>(
      `SELECT ${EVENT_KEY}, ${VISITORS}
       FROM analytics_events WHERE event = 'campaign_landing' AND received_at >= ? AND received_at < ?
       GROUP BY source, medium, name, staff, partner`,
      [start, end],
    ),
    db.all<{ created_at: string; utm: string; theclub_id: string; tapngo_id: string; forward_state: string; landing: string | null }>(
      `SELECT l.created_at, l.utm, l.theclub_id, l.tapngo_id, l.forward_state,
         (SELECT json_extract(e.context, '$.page.landing') FROM analytics_events e
           WHERE e.event = 'short_form_submitted' AND e.received_at >= ? AND e.received_at < ? AND json_extract(e.properties, '$.lead_id') = l.id LIMIT 1) AS landing
       FROM leads l WHERE l.created_at >= ? AND l.created_at < ?`,
      [start, eventsEnd, start, end],
    ),
    db.all<{ created_at: string; utm: string; kind: string; theclub_id: string | null; tapngo_id: string | null; landing: string | null }>(
      `SELECT r.created_at, r.utm, r.kind, r.theclub_id, r.tapngo_id,
         (SELECT json_extract(e.context, '$.page.landing') FROM analytics_events e
           WHERE e.event = 'contact_form_submitted' AND e.received_at >= ? AND e.received_at < ? AND json_extract(e.properties, '$.request_id') = r.id LIMIT 1) AS landing
       FROM contact_requests r WHERE r.created_at >= ? AND r.created_at < ?`,
      [start, eventsEnd, start, end],
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
  const row = (day: string, k: CampaignKey, landing: string) => {
    const id = `${day}\u0000${keyOf(k)}\u0000${landing}`;
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { day, ...k, landing_page: landing, ...zero() }));
    total(k);
    return r;
  };
  const eventKey = (e: Omit<EventRow, 'day' | 'landing' | 'event'>): CampaignKey | null => {
    const k = { utm_source: e.source, utm_medium: e.medium, utm_campaign: e.name, staff: e.staff, partner: e.partner };
    return Object.values(k).some(Boolean) ? k : null;
  };

  for (const e of events) {
    const k = eventKey(e);
    if (!k || !wanted(k)) continue;
    const r = row(e.day, k, e.landing);
    if (e.event === 'campaign_landing') r.visitors += e.visitors;
    else r.form_opens += e.events;
  }
  for (const t of totals) {
    const k = eventKey(t);
    if (k && wanted(k)) total(k).visitors += t.visitors;
  }
  for (const l of leads) {
    const k = fromFields(l.utm, l);
    if (!k || !wanted(k)) continue;
    const r = row(hongKongDay(new Date(l.created_at)), k, l.landing ?? '');
    r.leads += 1;
    if (l.forward_state === 'forwarded') r.forwarded += 1;
  }
  for (const c of contacts) {
    const k = fromFields(c.utm, c);
    if (!k || !wanted(k)) continue;
    const r = row(hongKongDay(new Date(c.created_at)), k, c.landing ?? '');
    if (c.kind === 'callback') r.callback_requests += 1;
    else r.contact_requests += 1;
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
  const byKey = (a: CampaignKey, b: CampaignKey) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
  return {
    from: query.from,
    to: query.to,
    days: spanDays(query.from, query.to),
    campaign: query.campaign ?? null,
    conversion: 'leads / visitors, Wilson 95% interval',
    campaigns: [...byCampaign.values()].map(withRate).sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || byKey(a, b)),
    rows: [...rows.values()]
      .map(withRate)
      .sort((a, b) =>
        a.day !== b.day ? (a.day < b.day ? -1 : 1) : byKey(a, b) || (a.landing_page < b.landing_page ? -1 : a.landing_page > b.landing_page ? 1 : 0),
      ),
  };
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
