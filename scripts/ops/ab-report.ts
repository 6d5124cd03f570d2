import { abResultsEnUS } from '../../content/i18n/ab-results.en-US';
import type { ExperimentResult } from '../../src/shared/ab/results';
import { decidedText, signedPercent, srmText, todayText, verdictText, weightsChangedText } from '../../src/shared/ab/verdict-text';
import { readAbResults } from '../../src/server/ab/read-results';
import { abResultsCsv } from '../../src/server/ab/results-csv';
import { bannerSchemas, type Banner } from '../../src/server/config/banners';
import { REMOTE_ENV, WRANGLER_CONFIG } from '../wrangler-config';
import { imageOriginsFor } from './banners';
import type { ConfigStore } from './kv';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

const pct = (v: number, digits = 2) => `${(v * 100).toFixed(digits)}%`;
const pText = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));
const range = (i: [number, number] | null, format: (v: number) => string) => (i ? `${format(i[0])} to ${format(i[1])}` : '-');

function asText(results: ExperimentResult[]): string {
  if (!results.length) return abResultsEnUS.noData;
  const out: string[] = [];
  for (const e of results) {
    if (out.length) out.push('');
    out.push(`Campaign ${e.campaign} (${e.bannerType}), ${e.days} day${e.days === 1 ? '' : 's'} of data. ${srmText(abResultsEnUS, e) ?? ''}`.trimEnd());
    const weightsChanged = weightsChangedText(abResultsEnUS, e);
    if (weightsChanged) out.push(`  ${weightsChanged}`);
    const today = todayText(abResultsEnUS, e);
    if (today) out.push(`  ${today}`);
    out.push(
      `  ${'variant'.padEnd(12)}${'share'.padStart(7)}${'impressions'.padStart(12)}${'clicks'.padStart(8)}${'CTR'.padStart(9)}  ${'CTR 95% (Wilson)'.padEnd(20)}` +
        `${'lift'.padStart(8)}  ${'lift 95% (always valid)'.padEnd(24)}${'p-value'.padStart(8)}`,
    );
    for (const v of e.variants) {
      out.push(
        `  ${v.variant.padEnd(12)}${(v.share === null ? '-' : pct(v.share, 0)).padStart(7)}${String(v.impressions).padStart(12)}${String(v.clicks).padStart(8)}` +
          `${(v.ctr === null ? '-' : pct(v.ctr)).padStart(9)}  ${range(v.ctrInterval, (x) => pct(x)).padEnd(20)}` +
          `${(v.lift === null ? '-' : signedPercent(v.lift)).padStart(8)}  ${range(v.liftInterval, signedPercent).padEnd(24)}${(v.pValue === null ? '-' : pText(v.pValue)).padStart(8)}`,
      );
      out.push(`      ${verdictText(abResultsEnUS, e, v)}`);
      const decided = decidedText(abResultsEnUS, v);
      if (decided) out.push(`      ${decided}`);
    }
  }
  out.push(
    '',
    'Impressions and clicks count visitors (each once per variant, clicks only after an impression).',
    'p-value and lift range are always valid: they may be read every day, and a result they call clear stays trustworthy however often they were looked at.',
  );
  return out.join('\n');
}

/** --mde: the smallest relative change worth detecting, in percent (default 10); it changes only the visitors still needed. */
function parseMde(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const percent = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !(percent > 0 && percent <= 500))
    throw new UsageError(`--mde must be a percentage above 0 and at most 500, not ${raw}`);
  return percent / 100;
}

/**
 * The stored banner list as the site reads it (a list the site would refuse counts as none), with
 * the image origins `banners put` checks against: the live variants are reported even when never
 * counted, and a split changed with `banners put` or by the banner service is noticed at once.
 */
async function storedBanners(store: ConfigStore, imageOrigins: string | undefined, remote: boolean): Promise<Banner[]> {
  const raw = await store.get('banners');
  let json: unknown;
  try {
    json = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = bannerSchemas(imageOriginsFor(imageOrigins, WRANGLER_CONFIG, remote ? REMOTE_ENV : undefined)).list.safeParse(json);
  return parsed.success ? parsed.data : [];
}

export async function abCommand(
  db: LeadDb,
  store: ConfigStore,
  action: string | undefined,
  options: {
    campaign?: string | undefined;
    format?: string | undefined;
    mde?: string | undefined;
    'image-origins'?: string | undefined;
    remote?: boolean | undefined;
  },
): Promise<string> {
  if (action !== 'report') throw new UsageError('ab needs: report [--campaign NAME] [--format text|csv|json] [--mde PERCENT]');
  const format = options.format ?? 'text';
  if (!['text', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be text, csv or json, not ${format}`);
  const mde = parseMde(options.mde);
  const banners = await storedBanners(store, options['image-origins'], !!options.remote);
  const results = await readAbResults(db, { campaign: options.campaign, banners, ...(mde ? { mde } : {}) });
  if (format === 'json') return JSON.stringify(results, null, 2);
  if (format === 'csv') return abResultsCsv(results, abResultsEnUS);
  return asText(results);
}
