import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { VitalsBeacon } from '../../shared/vitals/beacon-schema';
import type { DeviceClass } from '../../shared/vitals/metrics';

/** Where the beacons go (worker/api/vitals.ts). */
const ENDPOINT = '/api/vitals';

/** The layout the visitor got (src/styles/global.css: the desktop layout from 822px wide). */
const deviceClass = (): DeviceClass => (matchMedia('(min-width: 822px)').matches ? 'desktop' : 'mobile');

/**
 * Measures this page view's LCP, INP, CLS, FCP and TTFB with the web-vitals library and sends
 * them in one beacon when the page is hidden (the visitor leaves, switches tab or closes it): the
 * moment web-vitals gives LCP, INP and CLS their final values, and the last moment a page is sure
 * to run (in Chromium the page is hidden after `pagehide` when it unloads, so that event adds
 * nothing). Each metric is sent once, with its value when the page was first hidden; FCP and TTFB,
 * known early, wait for the same beacon. INP is sent only after an interaction.
 *
 * Every change is kept (`reportAllChanges`), the latest value winning, rather than waiting for
 * web-vitals' own final report: that one runs before web-vitals has taken in an interaction of
 * the last second (it waits for an idle period that the hiding cuts short), so a tap just before
 * leaving was missing from INP. Kept as it comes, it is in the beacon.
 */
export function measureVitals(path: string): void {
  const pending = new Map<string, MetricType>();
  const sent = new Set<string>();
  const keep = (metric: MetricType) => {
    if (!sent.has(metric.name)) pending.set(metric.name, metric);
  };
  const flush = () => {
    if (!pending.size) return;
    const beacon: VitalsBeacon = {
      path,
      device: deviceClass(),
      metrics: [...pending.values()].map(({ name, value, rating }) => ({ name, value, rating })),
    };
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    // sendBeacon survives the page's unloading; where it is missing or refuses, a keepalive fetch does.
    if (!navigator.sendBeacon?.(ENDPOINT, body)) {
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    }
  };
  const everyChange = { reportAllChanges: true };
  onTTFB(keep, everyChange);
  onFCP(keep, everyChange);
  onLCP(keep, everyChange);
  onCLS(keep, everyChange);
  onINP(keep, everyChange);
  // On the document, after web-vitals' own listeners (on window, capturing): their last values are in first.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}
