import { twoProportionZTest } from './ab-stats';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

/** A result counts as significant below this p-value (95% confidence). */
const ALPHA = 0.05;

interface VariantResult {
  campaign: string;
  banner_type: string;
  variant: string;
  impressions: number;
  clicks: number;
  /** clicks / impressions; null without impressions. */
  ctr: number | null;
  /** Relative change of the CTR against the first variant; null for the first variant. */
  lift: number | null;
  z: number | null;
  p_value: number | null;
  verdict: string;
}

interface EventRow {
  event: string;
  anonymous_id: string;
  campaign: string | null;
  banner_type: string | null;
  variant: string | null;
}

const pct = (v: number, digits = 1) => `${(v * 100).toFixed(digits)}%`;
const signedPct = (v: number) => `${v >= 0 ? '+' : ''}${pct(v)}`;
const pText = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

function verdictFor(name: string, baseName: string, lift: number | null, test: ReturnType<typeof twoProportionZTest>): string {
  if (!test || lift === null) return `No impressions for ${test ? name : `${baseName} or ${name}`} yet: nothing to compare.`;
  if (!test.enoughData) return `Too few impressions and clicks to judge yet: keep the test running.`;
  if (test.pValue < ALPHA) {
    const direction = lift > 0 ? 'more' : 'less';
    return `${name} is clicked ${direction} than ${baseName} (${signedPct(lift)}), and a gap this large is unlikely to be chance (p = ${pText(test.pValue)}, 95% confidence).`;
  }
  return `No clear difference from ${baseName} yet: a gap of ${signedPct(lift)} could well be chance (p = ${pText(test.pValue)}). Keep the test running, or treat them as equal.`;
}

/**
 * Per experiment (campaign + banner_type, in name order) and variant: visitors who saw it (impressions), visitors
 * who then clicked it (clicks), the click-through rate, the lift against the first variant (in
 * name order, so name the control A) and a two-proportion z-test. Each visitor counts once per
 * variant however often the banner showed, so that the test's "one trial per visitor" holds;
 * a click from a visitor with no impression on record (blocked analytics) is left out.
 */
async function abResults(db: LeadDb, campaign?: string): Promise<VariantResult[]> {
  const rows = await db.all<EventRow>(
    `SELECT event, anonymous_id,
            json_extract(properties, '$.campaign') AS campaign,
            json_extract(properties, '$.banner_type') AS banner_type,
            json_extract(properties, '$.variant') AS variant
       FROM analytics_events
      WHERE event IN ('banner_impression', 'banner_click') AND json_valid(properties)
        ${campaign ? "AND json_extract(properties, '$.campaign') = ?" : ''}
      GROUP BY event, anonymous_id, campaign, banner_type, variant`,
    campaign ? [campaign] : [],
  );
  const groups = new Map<string, { campaign: string; banner_type: string; variants: Map<string, { seen: Set<string>; clicked: Set<string> }> }>();
  for (const r of rows) {
    if (!r.campaign || !r.banner_type || !r.variant) continue;
    const key = `${r.campaign}\n${r.banner_type}`;
    const group = groups.get(key) ?? { campaign: r.campaign, banner_type: r.banner_type, variants: new Map() };
    groups.set(key, group);
    const v = group.variants.get(r.variant) ?? { seen: new Set<string>(), clicked: new Set<string>() };
    group.variants.set(r.variant, v);
    (r.event === 'banner_impression' ? v.seen : v.clicked).add(r.anonymous_id);
  }

  const results: VariantResult[] = [];
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  for (const key of [...groups.keys()].sort(byName)) {
    const group = groups.get(key)!;
    const names = [...group.variants.keys()].sort(byName);
    const counts = names.map((name) => {
      const v = group.variants.get(name)!;
      const n = v.seen.size;
      const x = [...v.clicked].filter((id) => v.seen.has(id)).length;
      return { name, n, x, ctr: n ? x / n : null };
    });
    const base = counts[0]!;
    for (const c of counts) {
      const common = { campaign: group.campaign, banner_type: group.banner_type, variant: c.name, impressions: c.n, clicks: c.x, ctr: c.ctr };
      if (c === base) {
        const verdict = counts.length === 1 ? 'Only one variant has data: nothing to compare yet.' : 'Baseline: the other variants are compared with this one.';
        results.push({ ...common, lift: null, z: null, p_value: null, verdict });
        continue;
      }
      const test = twoProportionZTest({ n: base.n, x: base.x }, { n: c.n, x: c.x });
      const lift = base.ctr && c.ctr !== null ? (c.ctr - base.ctr) / base.ctr : null;
      results.push({ ...common, lift, z: test?.z ?? null, p_value: test?.pValue ?? null, verdict: verdictFor(c.name, base.name, lift, test) });
    }
  }
  return results;
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const COLUMNS = ['campaign', 'banner_type', 'variant', 'impressions', 'clicks', 'ctr', 'lift', 'z', 'p_value', 'verdict'] as const;

function asText(results: VariantResult[]): string {
  if (!results.length) return 'No banner impressions recorded yet.';
  const out: string[] = [];
  let current = '';
  for (const r of results) {
    const key = `${r.campaign}\n${r.banner_type}`;
    if (key !== current) {
      current = key;
      if (out.length) out.push('');
      out.push(`Campaign ${r.campaign} (${r.banner_type})`);
      out.push(
        `  ${'variant'.padEnd(12)}${'impressions'.padStart(12)}${'clicks'.padStart(9)}${'CTR'.padStart(9)}${'lift'.padStart(9)}${'p-value'.padStart(9)}`,
      );
    }
    out.push(
      `  ${r.variant.padEnd(12)}${String(r.impressions).padStart(12)}${String(r.clicks).padStart(9)}${(r.ctr === null ? '-' : pct(r.ctr, 2)).padStart(9)}` +
        `${(r.lift === null ? '-' : signedPct(r.lift)).padStart(9)}${(r.p_value === null ? '-' : pText(r.p_value)).padStart(9)}`,
    );
    out.push(`      ${r.verdict}`);
  }
  out.push(
    '',
    'Impressions and clicks count visitors (each once per variant). p-value: the chance of a gap at least this large if the variants were really equal.',
  );
  return out.join('\n');
}

export async function abCommand(
  db: LeadDb,
  action: string | undefined,
  options: { campaign?: string | undefined; format?: string | undefined },
): Promise<string> {
  if (action !== 'report') throw new UsageError('ab needs: report [--campaign NAME] [--format text|csv|json]');
  const format = options.format ?? 'text';
  if (!['text', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be text, csv or json, not ${format}`);
  const results = await abResults(db, options.campaign);
  if (format === 'json') return JSON.stringify(results, null, 2);
  if (format === 'csv') return [COLUMNS.join(','), ...results.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(','))].join('\n');
  return asText(results);
}
