import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it, vi } from 'vitest';
import { OTHER_PAGE, pageBucket } from '../../src/server/vitals/page-bucket';
import { VitalsBeaconSchema } from '../../src/shared/vitals/beacon-schema';
import { METRICS, ratingOf } from '../../src/shared/vitals/metrics';
import { vitalsSampleRate } from '../../worker/vitals-sample-rate';

describe('the metrics', () => {
  it("use the web-vitals library's own thresholds, so the rating a browser sends can be checked", () => {
    const library = { LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, FCP: FCPThresholds, TTFB: TTFBThresholds };
    for (const [name, thresholds] of Object.entries(library)) {
      const spec = METRICS[name as keyof typeof METRICS];
      expect([name, spec.good, spec.poor]).toEqual([name, ...thresholds]);
    }
  });

  it('are good at the good threshold, poor over the poor one (LCP 2.5 s and 4 s, CLS 0.1 and 0.25)', () => {
    expect([2500, 2501, 4000, 4001].map((v) => ratingOf('LCP', v))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([0.1, 0.11, 0.26].map((v) => ratingOf('CLS', v))).toEqual(['good', 'needs-improvement', 'poor']);
    expect([200, 201].map((v) => ratingOf('INP', v))).toEqual(['good', 'needs-improvement']);
    expect([1800, 800].map((v, i) => ratingOf(i ? 'TTFB' : 'FCP', v))).toEqual(['good', 'good']);
  });
});

describe('the beacon', () => {
  const beacon = { path: '/en/faq', device: 'mobile', metrics: [{ name: 'LCP', value: 1800.4, rating: 'good' }] };
  const refused = (body: unknown) => !VitalsBeaconSchema.safeParse(body).success;

  it('takes one page view with up to the five metrics', () => {
    expect(VitalsBeaconSchema.parse(beacon)).toEqual(beacon);
    const all = [
      { name: 'LCP', value: 4200, rating: 'poor' },
      { name: 'INP', value: 120, rating: 'good' },
      { name: 'CLS', value: 0.12, rating: 'needs-improvement' },
      { name: 'FCP', value: 900, rating: 'good' },
      { name: 'TTFB', value: 0, rating: 'good' },
    ];
    expect(refused({ ...beacon, metrics: all })).toBe(false);
  });

  it('refuses an unknown metric, a repeated one, a value out of range, a wrong rating, an extra key', () => {
    expect(refused({ ...beacon, metrics: [{ name: 'FID', value: 10, rating: 'good' }] })).toBe(true);
    expect(refused({ ...beacon, metrics: [beacon.metrics[0], beacon.metrics[0]] })).toBe(true);
    expect(refused({ ...beacon, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] })).toBe(true);
    expect(refused({ ...beacon, metrics: [{ name: 'LCP', value: 120_001, rating: 'poor' }] })).toBe(true);
    expect(refused({ ...beacon, metrics: [{ name: 'CLS', value: 11, rating: 'poor' }] })).toBe(true);
    expect(refused({ ...beacon, metrics: [{ name: 'LCP', value: 5000, rating: 'good' }] })).toBe(true);
    expect(refused({ ...beacon, metrics: [] })).toBe(true);
    expect(refused({ ...beacon, device: 'tablet' })).toBe(true);
    expect(refused({ ...beacon, userAgent: 'Mozilla/5.0' })).toBe(true);
    expect(refused({ ...beacon, metrics: [{ ...beacon.metrics[0], id: 'v5-123' }] })).toBe(true);
    expect(refused({ ...beacon, path: 'x'.repeat(513) })).toBe(true);
  });
});

describe('the page a beacon counts for', () => {
  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/en/', '/en'],
    ['/faq', '/faq'],
    ['/en/faq?mobile=91234567#form', '/en/faq'],
    ['https://elsewhere.example/zh-CN/loan/talent-loan?x=1', '/zh-CN/loan/talent-loan'],
    ['/property-valuation?ref=ABC123', '/property-valuation'],
  ])('%s counts for %s', (sent, page) => {
    expect(pageBucket(sent)).toBe(page);
  });

  it.each([
    '/no-such-page',
    '/wp-admin/setup.php',
    // Not published in that locale: English has no news, Simplified Chinese no n-loan page.
    '/en/news',
    '/zh-CN/loan/n-loan',
    // Old paths that redirect, and the retired revolving route.
    '/loan/cloan',
    '/loan/revolving',
    '/zh-HK/faq',
    '/api/vitals',
    'http://[::1',
  ])('%s counts as other', (sent) => {
    expect(pageBucket(sent)).toBe(OTHER_PAGE);
  });
});

describe('RUM_SAMPLE_RATE', () => {
  it('reads a share from 0 to 1, and anything else as off, saying so once per malformed value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(['1', '0.1', ' 0.25 ', '.5', '0', '1.0'].map((v) => vitalsSampleRate(v))).toEqual([1, 0.1, 0.25, 0.5, 0, 1]);
      expect(warn).not.toHaveBeenCalled();
      expect([undefined, '', '10%', '1.5', '-0.1', 'yes', 'NaN', '1e-1'].map((v) => vitalsSampleRate(v))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      // Unset and empty are off without a word; the six malformed values are each reported.
      expect(warn).toHaveBeenCalledTimes(6);
    } finally {
      warn.mockRestore();
    }
  });
});
