import { DEVICE_CLASSES, type DeviceClass, METRIC_NAMES, type MetricName, METRICS, type Rating, ratingOf } from '../../shared/vitals/metrics';
import { lastDays } from './days';

/**
 * Real visitors' web vitals over the last N days (docs/performance.md#real-visitors), as the ops CLI
 * prints them and the console shows them: per page and device class, each metric's 75th percentile
 * against Google's "good" threshold, over the period and day by day. The p75 is nearest-rank (rank
 * ⌈0.75 × n⌉, always a real value), worked out in SQLite window functions so the rows stay in D1.
 */

/** What the report reads: D1, or the ops CLI's local or remote database (scripts/ops/lead-db.ts). */
export interface VitalsSource {
  all<T>(sql: string, params?: (string | number | null)[]): Promise<T[]>;
}

interface MetricDay {
  /** Hong Kong calendar day, 'YYYY-MM-DD'. */
  day: string;
  p75: number;
  samples: number;
}

interface MetricSummary {
  metric: MetricName;
  /** The 75th percentile over the whole period (nearest rank): milliseconds, or the CLS score. */
  p75: number;
  /** The p75 as it reads: '2.35 s', '180 ms', '0.05'. */
  display: string;
  rating: Rating;
  /** The p75 is at or under the good threshold (what "passes" means for a page). */
  good: boolean;
  samples: number;
  /** The share of page views at or under the good threshold, 0 to 1. */
  goodShare: number;
  /** The days of the period with samples, oldest first. */
  daily: MetricDay[];
}

interface PageVitals {
  /** A published page's path ('/en/faq'), `other`, or null for every page together. */
  path: string | null;
  device: DeviceClass;
  /** The metrics with samples, in METRIC_NAMES order. */
  metrics: MetricSummary[];
}

export interface VitalsReport {
  /** The period: `days` Hong Kong days from `from` to `to`, both included. */
  days: number;
  from: string;
  to: string;
  percentile: 'p75, nearest rank';
  /** The thresholds, for a legend. */
  thresholds: { metric: MetricName; unit: 'ms' | 'score'; good: number; poor: number; goodDisplay: string }[];
  /** All pages per device class first, then each page and device, the most sampled first. */
  pages: PageVitals[];
}

/** A value as it reads: seconds from one second up, milliseconds below, the CLS score with two decimals. */
function displayValue(metric: MetricName, value: number): string {
  if (METRICS[metric].unit === 'score') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

// Each metric's good threshold, inlined from METRICS (numbers only, nothing from outside).
const GOOD_THRESHOLD = `CASE metric ${METRIC_NAMES.map((m) => `WHEN '${m}' THEN ${METRICS[m].good}`).join(' ')} END`;

interface P75Row {
  path: string | null;
  device: DeviceClass;
  metric: MetricName;
  day: string | null;
  samples: number;
  good_samples: number;
  p75: number;
}

/**
 * The nearest-rank p75, sample count and count of good samples per group, the groups being the
 * metric and device with `byPage` (the page) and `byDay` (the day). Column names are fixed here.
 */
function p75Sql(byPage: boolean, byDay: boolean): string {
  const groups = ['metric', 'device', ...(byPage ? ['path'] : []), ...(byDay ? ['day'] : [])].join(', ');
  return `SELECT ${byPage ? 'path' : 'NULL AS path'}, device, metric, ${byDay ? 'day' : 'NULL AS day'}, n AS samples, good AS good_samples, value AS p75
    FROM (SELECT path, device, metric, day, value,
                 ROW_NUMBER() OVER (PARTITION BY ${groups} ORDER BY value) AS rank,
                 COUNT(*) OVER (PARTITION BY ${groups}) AS n,
                 SUM(value <= ${GOOD_THRESHOLD}) OVER (PARTITION BY ${groups}) AS good
            FROM web_vitals
           WHERE day BETWEEN ? AND ?)
   WHERE rank = (3 * n + 3) / 4`;
}

export async function vitalsReport(db: VitalsSource, options: { days: number; now?: Date }): Promise<VitalsReport> {
  const period = lastDays(options.days, options.now ?? new Date());
  const from = period[0]!;
  const to = period[period.length - 1]!;
  const [pages, all, pagesDaily, allDaily] = await Promise.all(
    [p75Sql(true, false), p75Sql(false, false), p75Sql(true, true), p75Sql(false, true)].map((sql) => db.all<P75Row>(sql, [from, to])),
  );
  const key = (r: Pick<P75Row, 'path' | 'device'>) => `${r.path ?? ''}\n${r.device}`;
  const daily = new Map<string, MetricDay[]>();
  for (const r of [...pagesDaily!, ...allDaily!]) {
    const k = `${key(r)}\n${r.metric}`;
    daily.set(k, [...(daily.get(k) ?? []), { day: r.day!, p75: r.p75, samples: r.samples }]);
  }
  const groups = new Map<string, PageVitals & { samples: number }>();
  for (const r of [...all!, ...pages!]) {
    const group = groups.get(key(r)) ?? { path: r.path, device: r.device, metrics: [], samples: 0 };
    groups.set(key(r), group);
    const rating = ratingOf(r.metric, r.p75);
    group.samples = Math.max(group.samples, r.samples);
    group.metrics.push({
      metric: r.metric,
      p75: r.p75,
      display: displayValue(r.metric, r.p75),
      rating,
      good: rating === 'good',
      samples: r.samples,
      goodShare: r.good_samples / r.samples,
      daily: (daily.get(`${key(r)}\n${r.metric}`) ?? []).sort((a, b) => a.day.localeCompare(b.day)),
    });
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(b.path === null) - Number(a.path === null) ||
      b.samples - a.samples ||
      (a.path ?? '').localeCompare(b.path ?? '') ||
      DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device),
  );
  return {
    days: options.days,
    from,
    to,
    percentile: 'p75, nearest rank',
    thresholds: METRIC_NAMES.map((metric) => ({ metric, ...METRICS[metric], goodDisplay: displayValue(metric, METRICS[metric].good) })).map(
      ({ metric, unit, good, poor, goodDisplay }) => ({ metric, unit, good, poor, goodDisplay }),
    ),
    pages: ordered.map(({ path, device, metrics }) => ({
      path,
      device,
      metrics: metrics.sort((a, b) => METRIC_NAMES.indexOf(a.metric) - METRIC_NAMES.indexOf(b.metric)),
    })),
  };
}
