/**
 * The five web vitals measured in real visitors' browsers (docs/performance.md#real-visitors), with
 * Google's thresholds: at or under `good` is good, over `poor` is poor, between needs improvement.
 * The same thresholds as the `web-vitals` library's own (tests/unit/vitals-metrics.test.ts compares
 * them), so the rating a browser sends can be checked against the value it sends.
 */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** The layout the visitor got: the desktop layout from 822px wide (src/styles/global.css). */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

interface MetricSpec {
  /** Milliseconds, or a unitless score (CLS). */
  unit: 'ms' | 'score';
  good: number;
  poor: number;
  /** The largest value taken as a real measurement; a larger one is junk (the beacon is refused). */
  max: number;
}

export const METRICS: Readonly<Record<MetricName, MetricSpec>> = {
  // Two minutes: a page that took longer to paint is not a measurement worth keeping.
  LCP: { unit: 'ms', good: 2500, poor: 4000, max: 120_000 },
  INP: { unit: 'ms', good: 200, poor: 500, max: 60_000 },
  // Layout shift scores above a few are a page that keeps jumping; 10 leaves room for it.
  CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 10 },
  FCP: { unit: 'ms', good: 1800, poor: 3000, max: 120_000 },
  TTFB: { unit: 'ms', good: 800, poor: 1800, max: 120_000 },
};

/** The rating `web-vitals` gives a value: over `poor` is poor, over `good` needs improvement. */
export function ratingOf(metric: MetricName, value: number): Rating {
  const { good, poor } = METRICS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}
