import type { Page } from '@playwright/test';
import { WCAG_22_AA, axe } from './axe';
import { allowConsoleErrors, expect, test } from './fixtures';

/**
 * The campaigns page as marketing reads it, at phone and desktop sizes: a visitor arrives from a
 * campaign link that opens the lead form, and the console counts that visit and that opening
 * (events sent by the page itself, stored by the worker), in both languages, without the page
 * scrolling sideways on a phone, and with nothing for axe to find.
 */
async function signIn(page: Page, lang: 'zh-HK' | 'en') {
  await page.goto(`/admin/dev-sign-in?role=marketing${lang === 'en' ? '&lang=en' : ''}`);
  await expect(page).toHaveURL(new RegExp(`/admin${lang === 'en' ? '\\?lang=en' : '$'}`));
}

/** The Hong Kong day now (UTC+8 all year). */
const hkToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('a campaign visit and its form opening are counted; the page reflows on a phone, in both languages, with nothing for axe', async ({
  page,
  browser,
}, testInfo) => {
  const campaign = `e2e-${testInfo.project.name}-${Date.now()}`;
  // The visitor, in a browser of their own: lands on the FAQ from the campaign, with the form open.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visit = await visitor.newPage();
  await visit.goto(`/en/faq?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&form=1`);
  await expect(visit.locator('form[data-lead-form]')).toBeVisible();
  await visitor.close();

  await signIn(page, 'en');
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What each campaign brings');
  await page.getByLabel('Only this campaign (utm_campaign, optional)').fill(campaign);
  const row = page.locator(`tr[data-campaign="newsletter/email/${campaign}//"]`);
  // The events travel after the page has painted: look again until they are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(row.locator('[data-figure="visitors"]')).toHaveText('1', { timeout: 1000 });
    await expect(row.locator('[data-figure="form_opens"]')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // No lead: 0 of 1 visitor, Wilson 95% from 0% to z²/(1 + z²) = 3.8415 / 4.8415 = 79.3%.
  await expect(row.locator('[data-figure="conversion"]')).toHaveText('0.0% (0.0%–79.3%)');
  const day = page.locator(`tr[data-row="${hkToday()}/newsletter/email/${campaign}////en/faq"]`);
  await expect(day.locator('[data-figure="visitors"]')).toHaveText('1');

  // The page itself never scrolls sideways; a wide table scrolls in its own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(
    (
      await axe(page)
        .withTags([...WCAG_22_AA, 'wcag22aa'])
        .analyze()
    ).violations,
  ).toEqual([]);

  // The CSV carries the same day row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toMatch(/^day,utm_source,utm_medium,utm_campaign,/);
  expect(lines[1]).toBe(`${hkToday()},newsletter,email,${campaign},,,/en/faq,1,1,0,0,0,0,0,0,${lines[1]!.split(',')[15]}`);

  // Traditional Chinese, the same figures.
  await page.getByRole('link', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('各推廣活動的成效');
  await expect(row.locator('[data-figure="visitors"]')).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    (
      await axe(page)
        .withTags([...WCAG_22_AA, 'wcag22aa'])
        .analyze()
    ).violations,
  ).toEqual([]);
});

test('a date that is not one is refused with a clear page', async ({ page, consoleErrors }) => {
  await signIn(page, 'en');
  const res = await page.goto('/admin/campaigns?from=2026-02-30&lang=en');
  expect(res?.status()).toBe(400);
  allowConsoleErrors(consoleErrors, /400/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid parameters');
  await expect(page.getByText('“From” must be a date as YYYY-MM-DD.')).toBeVisible();
  expect(
    (
      await axe(page)
        .withTags([...WCAG_22_AA, 'wcag22aa'])
        .analyze()
    ).violations,
  ).toEqual([]);
});
