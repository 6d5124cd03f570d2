import { test as base, expect, type Page } from '@playwright/test';

/**
 * Passes each console error and uncaught exception of `page` to `report`, except the one Chromium
 * logs for a not-found page's own 404 response, which is expected.
 */
export function onPageErrors(page: Page, report: (message: string) => void) {
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const isDocument404 = msg.text().includes('status of 404') && msg.location().url === page.url();
    if (isDocument404) return;
    report(msg.text());
    // React logs a render error it recovered from as #520, whose message says nothing: its cause,
    // when the page still holds it, says which component threw what.
    if (!msg.text().includes('React error #520')) return;
    void msg
      .args()[0]
      ?.evaluate((e) => (e instanceof Error && e.cause instanceof Error ? (e.cause.stack ?? e.cause.message) : String(e instanceof Error ? e.cause : '')))
      .then((cause) => report(`cause of the error above: ${cause}`))
      .catch(() => undefined);
  });
  page.on('pageerror', (err) => report(err.message));
}

/**
 * A page that fails the test on any console error or uncaught exception (a CSP violation shows up
 * as a console error), and that answers the member site, which is off-line here, with a stand-in.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      onPageErrors(page, (message) => errors.push(message));
      await page
        .context()
        .route('https://member.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Member login</title><h1>Member login</h1>' }),
        );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Drops the console errors a test provokes on purpose (a request or a chunk it made fail). */
export function allowConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (pattern.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}

export const isMobile = (testInfo: { project: { name: string } }) => testInfo.project.name === 'mobile';

/** The page hydrates as one root: once it is marked hydrated, every island is interactive. */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Playwright's clock in the page from its first script on, and a count of the page's requests in
 * flight, for `runTimers`. Call it before the page loads; calling it again changes nothing. The
 * clock keeps time with the wall clock until a test moves it, and it lasts across the page's loads.
 */
export async function installClock(page: Page) {
  if (requestsInFlight.has(page)) return;
  const inFlight = new Set<import('@playwright/test').Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  requestsInFlight.set(page, inFlight);
  await page.clock.install();
}
const requestsInFlight = new WeakMap<Page, Set<import('@playwright/test').Request>>();

/**
 * Instead of waiting a fixed time for something that must not happen (a popup the rules keep
 * closed, a vendor request a switch keeps off): fires at once every page timer due within `ms`
 * (the form flag's 1 s, the floating banner's delay, the web chat's idle timeout), then lets what
 * they started finish: the requests in flight (a lazy chunk, a fetch) and two frames to render
 * their outcome, again until nothing is in flight. What the test then says did not happen had
 * every chance to.
 */
export async function runTimers(page: Page, ms: number) {
  const inFlight = requestsInFlight.get(page);
  if (!inFlight) throw new Error('runTimers needs installClock(page) before the page loads');
  await page.clock.runFor(ms);
  const frames = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  do {
    await expect.poll(() => inFlight.size, { message: 'requests in flight' }).toBe(0);
    await frames();
  } while (inFlight.size > 0);
}

/**
 * Loads `url`, which carries `form=1`, and runs the form flag's 1-second timer at once: for tests
 * of what the opened form shows and sends. The delay itself is checked in real time once
 * (lead-form.spec.ts, "opens it about 1 second after the page is ready").
 */
export async function gotoWithFormFlag(page: Page, url: string) {
  await installClock(page);
  const response = await page.goto(url);
  await hydrated(page);
  await runTimers(page, 1000);
  return response;
}
