import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../scripts/audit/links';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';

/**
 * No broken internal link or image on any page: linkinator crawls from every published page over
 * HTTP, as a browser requests them, following every same-origin link, image, script, stylesheet
 * (and url() in CSS) and #fragment (scripts/audit/links.ts, the same crawl as `npm run audit`'s
 * links step). It needs no browser, only the served worker: here Miniflare's own HTTP listener
 * in front of the built worker. It ran in the browser tests until 26 November, against wrangler
 * dev, where it took a test server's share of two browser workers for a minute or more.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

describe('links', () => {
  it('no broken internal link, image, script, stylesheet or #fragment on any page', async () => {
    const origin = (await worker.mf.ready).origin;
    const report = await checkLinks(origin);
    expect(report.broken.map((b) => `${b.url} (${b.status}) on ${b.parent}`)).toEqual([]);
    // Every page is a starting point, and each links to more than itself (assets, other pages).
    expect(report.checked).toBeGreaterThan(publishedPages().length);
  }, 180_000);
});
