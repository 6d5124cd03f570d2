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
 * moment web-vitals gives LCP, INP and CLS their final values, and the last moment a page is
 * sure to run. Each metric is sent once, with its value at the first time the page was hidden;
 * FCP and TTFB, known early, wait for the same beacon. INP is sent only after an interaction.
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
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // After web-vitals' own listeners (on window, capturing), so their final values are in first.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
