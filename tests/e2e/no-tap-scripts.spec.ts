import type { Page } from '@playwright/test';
import { expect, hydrated, installClock, isMobile, runTimers, test } from './fixtures';

/**
 * What a phone downloads when nobody touches the page: the entry's scripts and nothing of the lead
 * popup (its dialog, its form, or the form's checks with zod). The popup's code comes with the
 * visitor's first sign of life (a scroll, a touch, a key); the checks only once the form is focused.
 */
const POPUP_CHUNK = /\/assets\/(LeadDialog|LeadForm|lead-popup\.[\w-]+)-[\w-]+\.js$/;
const CHECKS_CHUNK = /\/assets\/(zod|form-checks)-[\w-]+\.js$/;

function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test('a product page nobody touches fetches none of the popup and none of zod, past every timer', async ({ page }) => {
  const scripts = scriptsOf(page);
  await installClock(page);
  await page.goto('/loan/n-loan');
  await hydrated(page);
  // Every timer and idle callback the page sets within 10 s, and whatever they fetch.
  await runTimers(page, 10_000);
  await page.waitForTimeout(500);
  expect(scripts.filter((u) => POPUP_CHUNK.test(u) || CHECKS_CHUNK.test(u))).toEqual([]);
});

test('the first scroll brings the popup, the open form brings its checks, and they work', async ({ page }, testInfo) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/loan/n-loan');
  await hydrated(page);
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => scripts.filter((u) => POPUP_CHUNK.test(u)).length).toBeGreaterThanOrEqual(2);
  expect(scripts.filter((u) => CHECKS_CHUNK.test(u))).toEqual([]);

  await page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]').click();
  const popup = page.locator('dialog.lead-popup');
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  await expect.poll(() => scripts.filter((u) => CHECKS_CHUNK.test(u)).length).toBeGreaterThanOrEqual(1);
  // The checks run: a wrong number, left, says so.
  await popup.getByLabel('Mobile number').fill('123');
  await popup.getByLabel('Surname').focus();
  await expect(popup.getByText('Please input a valid mobile number')).toBeVisible();
});

test('sent at once, before the checks have come, the form still checks every field first', async ({ page }) => {
  await page.route(CHECKS_CHUNK, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  let leads = 0;
  await page.route('**/api/insertToShortForm', (route) => {
    leads += 1;
    return route.fulfill({ status: 201, body: '{}' });
  });
  await page.goto('/en/loan/n-loan?form=1');
  const popup = page.locator('dialog.lead-popup');
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByText('Please input a valid mobile number')).toBeVisible();
  expect(leads).toBe(0);
});
