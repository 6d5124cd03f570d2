import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';
import { namedSources, neededSources } from './raw-http';

/**
 * The ad conversion tag switch (AD_CONVERSION_TAG): off by default, so no page lets a
 * third-party host in; on, pages name the tag and their CSP lets the tag's hosts receive hits.
 */
const GOOGLE = /googletagmanager|google\.com|doubleclick/;

describe('ad conversion tag', () => {
  const workers: TestWorker[] = [];
  const start = async (vars: Record<string, string> = {}) => {
    const w = await startWorker({ vars });
    workers.push(w);
    return w;
  };
  afterAll(async () => Promise.all(workers.map((w) => w.dispose())));

  let off: TestWorker;
  beforeAll(async () => {
    off = await start();
  });

  it('is off by default: no tag on the page and a CSP that names no other host', async () => {
    for (const path of ['/', '/en/loan/t-loan', '/contactus']) {
      const res = await off.get(path);
      const html = await res.text();
      expect(html).not.toContain('data-ad-tag');
      expect(html).not.toMatch(GOOGLE);
      expect(res.headers.get('Content-Security-Policy')).not.toMatch(GOOGLE);
    }
  });

  it('switched on, every page names the tag and lets its hosts receive the conversion', async () => {
    const on = await start({ AD_CONVERSION_TAG: 'AW-123456789/AbC_d-1' });
    for (const path of ['/', '/en/faq']) {
      const res = await on.get(path);
      const html = await res.text();
      expect(html).toMatch(/<html[^>]* data-ad-tag="AW-123456789\/AbC_d-1"/);
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/www\.google\.com https:\/\/googleads\.g\.doubleclick\.net/);
      expect(csp).toMatch(/img-src 'self' data: https:\/\/www\.googletagmanager\.com/);
      // Scripts are still only the page's own, by hash: the tag comes in only through a trusted script.
      expect(namedSources(csp).scriptSrc).toEqual(neededSources(html).scriptSrc);
    }
  });

  it('a malformed setting is read as off, never put into the page', async () => {
    const bad = await start({ AD_CONVERSION_TAG: '"><script>alert(1)</script>' });
    const res = await bad.get('/');
    const html = await res.text();
    expect(html).not.toContain('data-ad-tag');
    expect(html).not.toContain('alert(1)');
    expect(res.headers.get('Content-Security-Policy')).not.toMatch(GOOGLE);
  });
});
