import { startSlowNetwork } from './slow-network';
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, hydrated, test } from './fixtures';

/**
 * Islands that hydrate when needed (src/components/lazy/island-code.ts): a calculator's or a form's
 * code is fetched when it nears the screen or is first touched, not with the page. A visitor who
 * is quicker than the code loses nothing: what they type stays and reaches the form, and a press
 * of its button is answered once the code is there. Here the islands' scripts arrive 1.5 s late
 * (a loopback server in front of the worker holds them back), and the visitor does not wait.
 */
let network: Awaited<ReturnType<typeof startSlowNetwork>>;

test.beforeAll(async ({}, testInfo) => {
  network = await startSlowNetwork(String(testInfo.project.use.baseURL), {
    pieceBytes: 1 << 20,
    pauseMs: 0,
    slowFiles: /^\/assets\/(ValuationForm|forms|calculator|StandardCalculator)-/,
    slowFilesMs: 1500,
  });
});
test.afterAll(async () => {
  await network?.close();
});

test("a calculator's code comes when the visitor scrolls to it, not with the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/loan/n-loan');
  await hydrated(page);
  const calc = page.locator('.calc').first();
  const farBelow = await calc.evaluate((el) => {
    (el as HTMLElement & { seen?: boolean }).seen = true;
    return el.getBoundingClientRect().top > window.innerHeight * 1.5;
  });
  await page.waitForTimeout(1000);
  // Its server HTML stays while it waits: the same element, not one React drew again (React drops
  // the HTML of an island it has not hydrated when something above it renders again).
  expect(await calc.evaluate((el) => (el as HTMLElement & { seen?: boolean }).seen)).toBe(true);
  // On a phone the calculator starts well below the first screen; on a desktop it may not.
  if (farBelow) expect(scripts.filter((path) => /\/calculator-/.test(path))).toEqual([]);
  await calc.scrollIntoViewIfNeeded();
  await expect(calc).toHaveAttribute('data-ready', '');
  expect(scripts.filter((path) => /\/calculator-/.test(path))).toHaveLength(1);
  await calc.getByRole('textbox', { name: '貸款金額', exact: true }).fill('10000');
  await calc.getByRole('textbox', { name: '還款期', exact: true }).fill('12');
  await calc.getByRole('textbox', { name: '假設年利率', exact: true }).fill('30');
  await expect(calc.locator('[data-result="monthly"]')).toHaveText('HK$975');
});

test('typed and sent before the form’s code arrived: the valuation is asked for with every field', async ({ page }) => {
  await page.goto(`${network.origin}/en/loan/p-loan`);
  await hydrated(page);
  const form = page.locator('form[data-valuation-form]');
  await form.getByLabel('District').selectOption({ label: 'Eastern' });
  await form.getByLabel('Estate or building').fill('Taikoo Shing');
  await form.getByLabel('Floor').fill('8');
  await form.getByLabel('Name in English (as on your ID card)').fill('Lee Ka Yan');
  await form.getByLabel('Mobile number').fill('51234567');
  await form.getByRole('button', { name: 'Get a free valuation' }).click();
  // Not sent by the browser as a plain form (the details would be in the address): held, then
  // sent by the form itself, with what was typed.
  await page.waitForURL(/\/en\/property-valuation\?ref=sample-[0-9a-z]+-[0-9a-f]{8}$/, { timeout: 15_000 });
  expect(page.url()).not.toContain('51234567');
});

test('a press of “Send” before the contact form’s code arrived is answered once it has', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`${network.origin}/en/contactus`);
  await hydrated(page);
  const form = page.locator('form[data-contact-form]');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.locator('[id$="-error"]').getByText('Please enter surname', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(`${network.origin}/en/contactus`);
});

test('keys pressed while the calculator hydrates all count, on a phone as slow as a mid-range one', { tag: '@phone' }, async ({ browser }, testInfo) => {
  // Typing that spans the moment the island goes live: keys noted before it are given to React
  // after it, and a key pressed in between must not be undone by that older value. The window is
  // a few milliseconds wide: the CPU is slowed 4x (as the benchmark does), each round in a fresh
  // context (nothing cached), four rounds.
  for (const round of [1, 2, 3, 4]) {
    const context = await browser.newContext(testInfo.project.use);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/en/loan/n-loan', { waitUntil: 'load' });
    const calc = page.locator('.calc').first();
    const amount = calc.getByRole('textbox', { name: 'Loan amount', exact: true });
    await amount.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('50000', { delay: 120 });
    await expect(calc).toHaveAttribute('data-ready', '');
    await expect.poll(async () => (await amount.inputValue()).replace(/\D/g, ''), { message: `round ${round}` }).toBe('50000');
    await context.close();
  }
});

/**
 * An island's file that cannot be fetched: after a deploy the page asks for files that are gone, or
 * the phone is offline for a moment. The contact page's call-back form here: its file is refused.
 */
test.describe("when an island's code cannot be fetched", () => {
  const CONTACT_CHUNK = /\/assets\/contact-[\w-]+\.js$/;
  const callbackForm = (page: Page) => page.locator('form[data-callback-form]');
  /** Counts the page's full loads (the first one included). */
  const countLoads = (page: Page) => {
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
    });
    return loads;
  };
  const allowFailedChunk = (consoleErrors: string[]) =>
    allowConsoleErrors(consoleErrors, /Failed to load resource|dynamically imported module|Minified React error #422/);

  test('gone after a deploy: the page loads again, and the call back then reaches the queue', async ({ page, consoleErrors }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${40 + testInfo.workerIndex}` });
    const loads = countLoads(page);
    // Refused on the first load only: the full load that follows finds the file (the deploy's new one).
    await page.route(CONTACT_CHUNK, (route) => (loads.count < 2 ? route.abort('failed') : route.continue()));
    await page.goto('/en/contactus');
    await hydrated(page);
    await callbackForm(page).getByLabel('Mobile number').focus();
    await expect.poll(() => loads.count, { timeout: 10_000 }).toBe(2);
    await hydrated(page);
    const form = callbackForm(page);
    const mobile = '5' + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    await form.getByLabel('Mobile number').fill(mobile);
    const slot = form.getByRole('radio', { name: '12:00 – 15:00' });
    await slot.click();
    await expect(slot).toBeChecked();
    await form.getByRole('button', { name: 'Request a call back' }).click();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Request a call back' }) });
    await expect(section.getByRole('status')).toContainText('Your call-back request is received');
    allowFailedChunk(consoleErrors);
  });

  test('out of reach for good: one full load, no more, and the rest of the page stays', async ({ page, consoleErrors }) => {
    await page.route(CONTACT_CHUNK, (route) => route.abort('failed'));
    const loads = countLoads(page);
    await page.goto('/en/contactus');
    await hydrated(page);
    await callbackForm(page).getByLabel('Mobile number').focus();
    await expect.poll(() => loads.count, { timeout: 10_000 }).toBe(2);
    await hydrated(page);
    // Needed again after the load, failing again: within the minute, no second load.
    await callbackForm(page).getByLabel('Mobile number').focus();
    await expect(callbackForm(page)).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(2);
    await expect(page.locator('main h1')).toHaveText('Contact us');
    await expect(page.locator('main')).toContainText('2100 0000');
    await expect(page.locator('footer')).toContainText('0000/2026');
    allowFailedChunk(consoleErrors);
  });

  test('stopped because the visitor is leaving (as Firefox stops a page’s requests): the page they go to is not undone', async ({ page, consoleErrors }) => {
    // The island's file is held, then fails once the visitor has followed a link away.
    let failChunk!: () => void;
    const chunkFails = new Promise<void>((resolve) => (failChunk = resolve));
    await page.route(CONTACT_CHUNK, async (route) => {
      await chunkFails;
      await route.abort('aborted');
    });
    // The next page answers only after the chunk has failed and the page had time to react.
    let sendNext!: () => void;
    const nextMaySend = new Promise<void>((resolve) => (sendNext = resolve));
    await page.route('**/en/faq', async (route) => {
      if (route.request().isNavigationRequest()) await nextMaySend;
      await route.continue();
    });
    const loads = countLoads(page);
    await page.goto('/en/contactus');
    await hydrated(page);
    const asked = page.waitForRequest(CONTACT_CHUNK);
    await callbackForm(page).getByLabel('Mobile number').focus();
    await asked;
    // A plain link that leaves the document (not one the router handles in the page).
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/en/faq', textContent: 'FAQ (plain link)' });
      link.id = 'plain-link';
      const main = document.querySelector('main')!;
      main.insertBefore(link, main.firstChild);
    });
    // Clicked from the page: Playwright's own click would wait for the held navigation.
    await page.evaluate(() => document.getElementById('plain-link')!.click());
    failChunk();
    await page.waitForTimeout(1500);
    sendNext();
    await page.waitForURL('**/en/faq');
    await expect(page.locator('main h1')).toHaveText('Frequently asked questions');
    // Two document loads: the contact page and the FAQ page, no load of the contact page again.
    expect(loads.count).toBe(2);
    allowFailedChunk(consoleErrors);
  });

  test('offline for a moment: the page is not reloaded into the browser’s offline page', async ({ page, consoleErrors }) => {
    await page.route(CONTACT_CHUNK, (route) => route.abort('internetdisconnected'));
    // The page's own address, asked again once the chunk has failed, does not answer either.
    let asked = 0;
    await page.route('**/en/contactus', (route) => {
      if (route.request().method() !== 'HEAD') return route.continue();
      asked += 1;
      return route.abort('internetdisconnected');
    });
    const loads = countLoads(page);
    await page.goto('/en/contactus');
    await hydrated(page);
    await callbackForm(page).getByLabel('Mobile number').focus();
    await expect.poll(() => asked).toBe(1);
    await page.waitForTimeout(1500);
    // One question for the islands that share the file, and no load.
    expect(asked).toBe(1);
    expect(loads.count).toBe(1);
    await expect(page.locator('main h1')).toHaveText('Contact us');
    allowFailedChunk(consoleErrors);
  });
});
