import {
  campaignsCsv,
  campaignsQuery,
  campaignsReport,
  MAX_RANGE_DAYS,
  NOT_COUNTED_EVENTS,
  NOT_COUNTED_REASONS,
  type CampaignCounts,
  type CampaignKey,
  type CampaignsReport,
} from '../../src/server/campaigns/report';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

const PROBLEMS = {
  from: '--from must be a Hong Kong day as YYYY-MM-DD',
  to: '--to must be a Hong Kong day as YYYY-MM-DD',
  order: '--from must not be after --to',
  span: `the range may cover at most ${MAX_RANGE_DAYS} days`,
  campaign: '--campaign must be a utm_campaign value (letters, digits, space and _ . : + -)',
} as const;

/** 1234 -> '1,234'; a rate as a percentage with one decimal. */
const n = (v: number) => v.toLocaleString('en-US');
const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);

const campaignName = (k: CampaignKey) =>
  [k.utm_source || '-', k.utm_medium || '-', k.utm_campaign || '-'].join(' / ') +
  (k.staff ? ` staff ${k.staff}` : '') +
  (k.partner ? ` partner ${k.partner}` : '');

const counts = (c: CampaignCounts) =>
  `visitors ${n(c.visitors)}, form opens ${n(c.form_opens)}, leads ${n(c.leads)} (forwarded ${n(c.forwarded)}), contact ${n(c.contact_requests)}, callback ${n(c.callback_requests)}, conversion ${pct(c.conversion)}${
    c.conversion_low === null ? '' : ` [${pct(c.conversion_low)}, ${pct(c.conversion_high)}]`
  }`;

const REASON_NAMES = { no_id: 'no site-issued visitor id', over_cap: 'over the address cap', no_landing: 'no landing in the window' } as const;
const EVENT_NAMES = { landing: 'landings', form_open: 'form opens', lead: 'leads', contact: 'contact requests', callback: 'callback requests' } as const;

function asText(report: CampaignsReport): string {
  const out = [
    `What each campaign brings, ${report.from} to ${report.to} (${report.days} Hong Kong days)${report.campaign ? `, utm_campaign ${report.campaign}` : ''}`,
    'Conversion: leads / visitors, with its Wilson 95% interval.',
    `Visitors: landings the site recorded (at most 10 new a day per address and campaign); form opens, leads and requests count for the visitor's latest landing within ${report.attribution_days} days.`,
  ];
  if (!report.campaigns.length) out.push('', 'No campaign visits, leads or requests in this range.');
  for (const c of report.campaigns) {
    out.push('', campaignName(c), `  all days: ${counts(c)}`);
    for (const r of report.rows.filter((r) => campaignName(r) === campaignName(c))) out.push(`  ${r.day} ${r.landing_page}: ${counts(r)}`);
  }
  out.push('', 'Not counted (named a campaign, in no figure above; all campaigns):');
  for (const reason of NOT_COUNTED_REASONS) {
    const by = report.not_counted[reason];
    const parts = NOT_COUNTED_EVENTS.filter((e) => by[e] > 0).map((e) => `${EVENT_NAMES[e]} ${n(by[e])}`);
    out.push(`  ${REASON_NAMES[reason]}: ${n(by.total)}${parts.length ? ` (${parts.join(', ')})` : ''}`);
  }
  return out.join('\n');
}

/** `npm run ops -- campaigns [--from DAY] [--to DAY] [--campaign NAME] [--format text|json|csv]` (src/server/campaigns/report.ts). */
export async function campaignsCommand(
  db: LeadDb,
  options: { from?: string | undefined; to?: string | undefined; campaign?: string | undefined; format?: string | undefined },
  now = new Date(),
): Promise<string> {
  const format = options.format ?? 'text';
  if (format !== 'text' && format !== 'json' && format !== 'csv') throw new UsageError(`--format must be text, json or csv, not ${format}`);
  const query = campaignsQuery(options, now);
  if ('error' in query) throw new UsageError(PROBLEMS[query.error]);
  const report = await campaignsReport(db, query);
  return format === 'json' ? JSON.stringify(report, null, 2) : format === 'csv' ? campaignsCsv(report) : asText(report);
}
