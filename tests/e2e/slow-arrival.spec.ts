import { startSlowNetwork } from './slow-network';
import { expect, hydrated, test } from './fixtures';

/**
 * A page that arrives slowly never moves: the HTML comes in 512-byte pieces 20 ms apart, and the
 * page, its header and the phone's bottom bar must not shift (Cumulative Layout Shift 0, as
 * Lighthouse and Core Web Vitals count it) from the first paint until it is hydrated. The
 * browser is asked not to paint before <main> has begun (src/layouts/LocaleDocument.tsx); below
 * that, the page's CSS must keep arriving content from moving what is already drawn.
 */
let network: Awaited<ReturnType<typeof startSlowNetwork>>;

test.beforeAll(async ({}, testInfo) => {
  network = await startSlowNetwork(String(testInfo.project.use.baseURL));
});
test.afterAll(async () => {
  await network?.close();
});

const PAGES = ['/', '/loan/n-loan', '/loan/sme', '/faq', '/addressMap', '/contactus', '/en', '/en/faq', '/en/loan/n-loan', '/en/addressMap', '/zh-CN'];

for (const path of PAGES) {
  test(`${path} does not move while it arrives`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof seen }).shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          const sources = (entry.sources ?? []).map((s) => {
            const el = s.node as Element | undefined;
            const where = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            return `${el?.nodeName ?? '(gone)'}.${typeof el?.className === 'string' ? el.className : ''} ${where(s.previousRect)} -> ${where(s.currentRect)}`;
          });
          seen.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // What the visitor saw first: had the header arrived whole (the page's <main> begun)?
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: boolean }).firstFrame = !!document.getElementById('main');
      });
    });
    await page.goto(network.origin + path);
    await hydrated(page);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    expect(shifts, 'layout shifts while the page arrived').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { firstFrame: boolean }).firstFrame), 'the header was whole at the first frame').toBe(true);
  });
}
