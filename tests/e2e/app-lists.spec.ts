import type { Page } from '@playwright/test';
import { openStore } from '../../scripts/ops/kv';
import { DOWN_ORIGIN, DOWN_STATE } from './app-service-down';
import { allowConsoleErrors, expect, hydrated, isMobile, test } from './fixtures';

/**
 * Branches and FAQ from the app service, as a visitor meets them: the last good lists the cron
 * stored stay on the pages while the service is down (the test server whose app service is
 * unreachable, its KV given stored lists here), on a page loaded as a document, after it hydrates,
 * and after a client navigation to it (the route's RSC payload rendered with the stored list),
 * back and forward too.
 */
test.use({ baseURL: DOWN_ORIGIN });

const hours = (opens: string, closes: string) => ({ opens, closes });
const STORED = {
  'app_branches:zh-HK': {
    branches: [
      {
        id: 'central',
        region: 'hongKong',
        name: '中環總行',
        shortName: '中環',
        address: '香港中環測試道8號',
        hotline: '2100 9999',
        hours: { weekday: hours('10:00', '18:30'), saturday: null, sundaysAndHolidays: null },
        remarks: ['只限預約'],
        vtm: false,
        suspended: false,
      },
      {
        id: 'mong-kok',
        region: 'kowloon',
        name: '旺角分行',
        address: '九龍旺角測試街3號',
        hotline: '2100 8888',
        hours: { weekday: hours('09:00', '19:00'), saturday: hours('09:00', '13:00'), sundaysAndHolidays: null },
        remarks: [],
        vtm: false,
        suspended: true,
      },
    ],
  },
  'app_faqs:en-US': {
    faqs: [
      { category: 'security', id: 'otp', question: 'Will you ask for my one-time password?', answer: ['Never, not even by phone.'] },
      { category: 'company', question: 'Where is the head office?', answer: ['In Central.'] },
    ],
  },
};

/**
 * The stored lists are written once and left in place. Both projects (mobile, desktop) run this
 * file at the same time against the one server's state, each opening the store in a Miniflare of
 * its own: a clean-up after one project's tests took the lists from under the other's, and two
 * deleting the same key at once failed one of them ("KV DELETE failed: 500", CI, 27 November). No
 * other test of this server reads the branches or the FAQ. A write that meets the other project's
 * write of the same key is tried once more.
 */
test.beforeAll(async () => {
  const store = await openStore({ remote: false, persistTo: DOWN_STATE });
  try {
    for (const [key, value] of Object.entries(STORED)) {
      const json = JSON.stringify(value);
      if ((await store.get(key)) === json) continue;
      await store.put(key, json).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await store.put(key, json);
      });
    }
  } finally {
    await store.close();
  }
});

/** Waits until the edge serves `path` with the stored list (the worker reads KV afresh within seconds). */
const untilServed = (page: Page, path: string, shows: string) =>
  expect.poll(async () => (await (await page.request.get(path)).text()).includes(shows), { timeout: 15_000 }).toBe(true);

test('the branches page shows the stored branches, loaded, hydrated and reached by a client navigation', async ({ page }) => {
  // The worker may reuse a KV read for a few seconds (CONFIG_REUSE_MS): wait for the stored list.
  await untilServed(page, '/addressMap', '中環總行');
  await page.goto('/addressMap');
  await hydrated(page);
  const cards = page.locator('[data-branch-list] article[data-branch]');
  await expect(cards).toHaveCount(2);
  await expect(page.locator('#branch-central')).toContainText('10:00–18:30');
  await expect(page.locator('#branch-mong-kok .c-tag--suspended')).toHaveText('暫停服務');
  // The map draws the branch it has a place for.
  await expect(page.locator('[data-map-marker]')).toHaveCount(1);

  // Another page, then back here through the site's own link: Waku's router renders the payload.
  await page.goto('/contactus');
  await hydrated(page);
  const payload = page.waitForRequest((req) => new URL(req.url()).pathname === '/RSC/R/addressMap.txt');
  // The page's own button (no click tracking: this server's D1 is not set up).
  await page.locator('main a.btn[href="/addressMap"]').click();
  await payload;
  await expect(page).toHaveURL(/\/addressMap$/);
  await expect(page.locator('h1')).toHaveText('分行地址');
  await expect(cards).toHaveCount(2);
  await expect(page.locator('#branch-central')).toContainText('中環總行');

  // Back to the contact page and forward again: the router's copy of the payload, the stored list.
  await page.goBack();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(cards).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/addressMap$/);
  await expect(cards).toHaveCount(2);
  await expect(page.locator('#branch-central')).toContainText('中環總行');
  await expect(page.locator('#branch-mong-kok .c-tag--suspended')).toHaveText('暫停服務');
});

test('the FAQ page shows the stored rows and they open', async ({ page }) => {
  await untilServed(page, '/en/faq', 'Where is the head office?');
  await page.goto('/en/faq');
  await hydrated(page);
  const rows = page.locator('details[data-faq-row]');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.c-subnav__link')).toHaveText(['About the company', 'Online security']);
  await page.locator('#faq-security-otp summary').click();
  await expect(page.locator('#faq-security-otp .c-faq__a')).toHaveText('Never, not even by phone.');
});

test('a client navigation to the FAQ page shows the stored rows, back and forward too', async ({ page }, testInfo) => {
  await expect
    .poll(async () => (await (await page.request.get('/RSC/R/en/faq.txt')).text()).includes('Where is the head office?'), { timeout: 15_000 })
    .toBe(true);
  await page.goto('/en/contactus');
  await hydrated(page);
  // The site menu's link; on a phone the menu opens first.
  if (isMobile(testInfo)) await page.locator('header .menu-button').click();
  const payload = page.waitForRequest((req) => new URL(req.url()).pathname === '/RSC/R/en/faq.txt');
  await page.locator('a[href="/en/faq"]:visible:not([data-track])').first().click();
  await payload;
  await expect(page).toHaveURL(/\/en\/faq$/);
  const rows = page.locator('details[data-faq-row]');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.c-subnav__link')).toHaveText(['About the company', 'Online security']);
  await page.locator('#faq-security-otp summary').click();
  await expect(page.locator('#faq-security-otp .c-faq__a')).toHaveText('Never, not even by phone.');

  // On to the contact page through the FAQ's own button, back, forward and back again.
  await page.locator('main a.btn--primary[href="/en/contactus"]').click();
  await expect(page).toHaveURL(/\/en\/contactus$/);
  await expect(rows).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(rows).toHaveCount(2);
  await expect(page.locator('#faq-company-q1 summary')).toContainText('Where is the head office?');
  await page.goForward();
  await expect(rows).toHaveCount(0);
  await page.goBack();
  await expect(rows).toHaveCount(2);
});

test('a page loaded with a stored list keeps it when the visitor comes back to it', async ({ page }) => {
  await untilServed(page, '/en/faq', 'Where is the head office?');
  await page.goto('/en/faq');
  await hydrated(page);
  const rows = page.locator('details[data-faq-row]');
  await expect(rows).toHaveCount(2);
  await page.locator('main a.btn--primary[href="/en/contactus"]').click();
  await expect(page).toHaveURL(/\/en\/contactus$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test('a page with a stored list still works when its payload request fails: it hydrates from what it carries', async ({ page, consoleErrors }) => {
  await untilServed(page, '/en/faq', 'Where is the head office?');
  let refused = 0;
  await page.route('**/RSC/R/en/faq.txt', (route) => {
    refused += 1;
    return route.abort('connectionfailed');
  });
  await page.goto('/en/faq');
  await hydrated(page);
  expect(refused).toBeGreaterThan(0);
  // The rows open: whichever list the page settles on, it is a working page, never a blank one.
  const row = page.locator('details[data-faq-row]').first();
  await row.locator('summary').click();
  await expect(row).toHaveAttribute('open', '');
  await expect(page.locator('h1')).toBeVisible();
  // The refused request, and React's report of the stored rows it replaced with the page's own.
  allowConsoleErrors(consoleErrors, /ERR_CONNECTION_FAILED|Failed to load resource|hydrat|server rendered HTML/i);
});
