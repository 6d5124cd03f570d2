import type { Page } from '@playwright/test';
import { DOWN_ORIGIN } from './app-service-down';
import { expect, hydrated, installClock, isMobile, runTimers, test as siteTest } from './fixtures';
import { d1 } from './local-d1';

/**
 * Real visitors' web vitals as a visitor's browser sends them (docs/performance.md#real-visitors):
 * on the first test server every page view is measured (RUM_SAMPLE_RATE 1 in wrangler.jsonc), and
 * what arrives is read back from the local D1 the server writes. Rows carry no visitor id by
 * design, so the test counts the rows of pages no other browser test visits, per device class (the
 * phone and desktop projects run side by side). On the server with the rate at 0 nothing is fetched
 * or sent.
 */
/**
 * The browser as a visitor's: a beacon sent while a page unloads leaves from Chromium's browser
 * process with the browser's own user agent, not the one the project emulates in the page, and
 * the headless shell's says HeadlessChrome, which /api/vitals ignores as a robot's. Launched
 * with the project's user agent, the browser sends what a visitor's Chrome sends. (Nor does such a
 * beacon carry the headers a test sets, CF-Connecting-IP among them: every beacon of every browser
 * test counts against one client's limit. The other tests' beacons say HeadlessChrome, and the
 * endpoint drops a robot's before the limit counts it, so this test's beacons have the budget.)
 */
const test = siteTest.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      const agent = workerInfo.project.use.userAgent;
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...(agent ? [`--user-agent=${agent}`] : [])] });
    },
    { scope: 'worker' },
  ],
});

const VITALS_FILE = /\/assets\/measure-vitals-[\w-]+\.js$/;
const METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

/** The rows stored for a page and device class, counted per metric. */
function stored(path: string, device: string): Record<string, number> {
  const rows = d1<{ metric: string; n: number }>(
    `SELECT metric, COUNT(*) AS n FROM web_vitals WHERE path = '${path}' AND device = '${device}' GROUP BY metric`,
  );
  return Object.fromEntries(rows.map((r) => [r.metric, r.n]));
}

/** What each metric gained since `before`. */
const gained = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(METRICS.map((m) => [m, (after[m] ?? 0) - (before[m] ?? 0)]));

/**
 * Opens `url`, waits for the measuring file (fetched once the page is idle, after its load), then
 * taps the heading: an interaction, so INP has a value too.
 */
async function visit(page: Page, url: string) {
  const file = page.waitForResponse((res) => VITALS_FILE.test(res.url()));
  await page.goto(url);
  await hydrated(page);
  const response = await file;
  await response.finished();
  // Fetched after the page's load event, never in its first load.
  const timing = await page.evaluate((name) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [resource] = performance.getEntriesByName(name);
    return { loaded: navigation!.loadEventEnd, fetched: resource!.startTime };
  }, response.url());
  expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded);
  // The file evaluated and its observers registered: one more frame and task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.locator('h1').first().click();
  // The browser times an interaction after the next paint: leaving before it would leave it untimed.
  // Leaving right after it is what is tested: the tap is still in INP.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
}

test('every page view on the local site sends its web vitals once the visitor leaves: page, device and value only', async ({ page }, testInfo) => {
  const device = isMobile(testInfo) ? 'mobile' : 'desktop';
  // English and Chinese pages no other browser test opens, and a path that is not a page.
  const pages = [
    { url: '/en/document-disclaimer?mobile=91234567&name=Chan', path: '/en/document-disclaimer' },
    { url: '/investor-relations/financial-reports#2025', path: '/investor-relations/financial-reports' },
    { url: '/en/vitals-no-such-page', path: 'other' },
  ];
  const before = pages.map(({ path }) => stored(path, device));

  for (const { url } of pages) await visit(page, url);
  // Leaving the last page (pagehide) sends its beacon, as going from one page to the next did.
  await page.goto('/en/terms');

  for (const [i, { path }] of pages.entries()) {
    // One row per metric for the one page view, under the page's path and this device class.
    await expect.poll(() => gained(before[i]!, stored(path, device)), { message: path, timeout: 10_000 }).toEqual({ CLS: 1, FCP: 1, INP: 1, LCP: 1, TTFB: 1 });
  }
  // Measuring moved nothing: no layout shift on these pages while the code arrived and ran.
  const shifts = d1<{ worst: number }>(
    `SELECT MAX(value) AS worst FROM web_vitals WHERE metric = 'CLS' AND device = '${device}' AND path IN ('/en/document-disclaimer', '/investor-relations/financial-reports')`,
  );
  expect(shifts[0]!.worst).toBe(0);
  // What was in the address bar besides the path never reached the table.
  const everything = JSON.stringify(d1('SELECT * FROM web_vitals'));
  expect(everything).not.toContain('91234567');
  expect(everything).not.toContain('Chan');
  expect(everything).not.toContain('vitals-no-such-page');
  expect(Object.keys(d1('SELECT * FROM web_vitals LIMIT 1')[0]!).sort()).toEqual(['day', 'device', 'id', 'metric', 'path', 'value']);
});

test('with the sample rate at 0 a page fetches no measuring code and sends nothing', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (VITALS_FILE.test(req.url()) || new URL(req.url()).pathname === '/api/vitals') seen.push(req.url());
  });
  await installClock(page);
  for (const path of ['/en/faq', '/faq']) {
    await page.goto(DOWN_ORIGIN + path);
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-rum-sample-rate');
    // Past the idle callback's 2 s timeout after the load, and whatever it would have fetched.
    await runTimers(page, 3000);
    await page.locator('h1').first().click();
  }
  await page.goto('about:blank');
  expect(seen).toEqual([]);
});
