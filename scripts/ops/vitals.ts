import { type VitalsReport, vitalsReport } from '../../src/server/vitals/report';
import type { LeadDb } from './lead-db';
import { UsageError } from './maintenance';

const DEFAULT_DAYS = 7;
const MAX_DAYS = 90;

const RATING_MARK = { good: 'good', 'needs-improvement': 'needs work', poor: 'POOR' } as const;

function asText(report: VitalsReport): string {
  const out = [`Real visitors' web vitals, ${report.from} to ${report.to} (${report.days} days, Hong Kong time): 75th percentile (nearest rank)`];
  out.push(`Good at or under: ${report.thresholds.map((t) => `${t.metric} ${t.goodDisplay}`).join(', ')}`);
  if (!report.pages.length) return [...out, '', 'No web vitals recorded in this period.'].join('\n');
  for (const page of report.pages) {
    out.push('', `${page.path ?? 'All pages'} (${page.device})`);
    out.push(`  ${'metric'.padEnd(8)}${'p75'.padStart(10)}  ${'rating'.padEnd(11)}${'good'.padStart(6)}${'samples'.padStart(9)}  daily p75`);
    for (const m of page.metrics) {
      const daily = m.daily.map((d) => `${d.day.slice(5)} ${d.p75 >= 1000 || m.metric === 'CLS' ? d.p75.toPrecision(3) : Math.round(d.p75)}`).join(', ');
      out.push(
        `  ${m.metric.padEnd(8)}${m.display.padStart(10)}  ${RATING_MARK[m.rating].padEnd(11)}${`${Math.round(m.goodShare * 100)}%`.padStart(6)}${String(m.samples).padStart(9)}  ${daily}`,
      );
    }
  }
  out.push('', 'good: the share of page views at or under the good threshold. Daily p75 in ms (CLS as a score).');
  return out.join('\n');
}

/** `npm run ops -- vitals [--days N] [--format text|json]`: the report of src/server/vitals/report.ts. */
export async function vitalsCommand(db: LeadDb, options: { days?: string | undefined; format?: string | undefined }): Promise<string> {
  const days = options.days === undefined ? DEFAULT_DAYS : Number(options.days);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) throw new UsageError(`--days must be a whole number from 1 to ${MAX_DAYS}, not ${options.days}`);
  const format = options.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not ${format}`);
  const report = await vitalsReport(db, { days });
  return format === 'json' ? JSON.stringify(report, null, 2) : asText(report);
}
