import type { Locator, Page } from '@playwright/test';
import { DOWN_ORIGIN } from './app-service-down';
import { axe, WCAG_22_AA } from './axe';
import { allowConsoleErrors, expect, hydrated, test } from './fixtures';
import { clientAddress } from './local-d1';
import type { ValuationAnswer, ValuationCreated, ValuationRequest } from '../../src/shared/valuation/schema';

/**
 * The free property valuation as a visitor uses it: the form on the property-owner and HOS pages,
 * the result at its own address (pending, then the figures), "apply with this amount", and what
 * the visitor sees when the valuation service is down. The first test server has no app service
 * configured, so the worker's sample service answers (a valuation is pending for 3 s, then ready);
 * DOWN_ORIGIN's app service is an address where nothing listens.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

const valuationForm = (page: Page) => page.locator('form[data-valuation-form]');
const errorOf = (form: Locator, message: string) => form.locator('[id$="-error"]').getByText(message, { exact: true });

/** 'HK$1,234,000' -> 1234000. */
const amountOf = (text: string) => Number(text.replace(/^HK\$/, '').replaceAll(',', ''));

/** The owner loan a value supports by the product rules: 70% of the value, whole dollars, at most HK$2,000,000. */
const ownerLoan = (value: number) => Math.min(Math.floor(value * 0.7), 2_000_000);

test('zh-HK: the property-owner page values a flat, shows the result at its own address, and applies with its amount', async ({ page, browser }) => {
  await page.goto('/loan/p-loan');
  await hydrated(page);
  const form = valuationForm(page);
  await expect(page.getByRole('heading', { name: '免費物業估價' })).toBeVisible();

  // Sent empty: each missing field says what it needs, and nothing is created.
  await form.getByRole('button', { name: '免費估價' }).click();
  for (const message of ['請選擇地區', '請輸入屋苑或大廈名稱，或填寫完整地址', '請以英文輸入姓名（與身份證相同）', '請輸入有效的手提電話號碼']) {
    await expect(errorOf(form, message), message).toBeVisible();
  }
  await expect(page).toHaveURL(/\/loan\/p-loan$/);

  await form.getByLabel('地區').selectOption({ label: '沙田' });
  // The district's estates are suggested.
  await expect(form.locator('datalist option[value="沙田第一城"]')).toHaveCount(1);
  await form.getByLabel('屋苑或大廈名稱').fill('沙田第一城');
  await form.getByLabel('座數').fill('12');
  await form.getByLabel('樓層').fill('23');
  await form.getByLabel('單位').fill('F');
  // A Chinese name does not pass the identity card's English name rule.
  await form.getByLabel('英文姓名（與身份證相同）').fill('陳大文');
  await form.getByLabel('英文姓名（與身份證相同）').blur();
  await expect(errorOf(form, '請以英文輸入姓名（與身份證相同）')).toBeVisible();
  await form.getByLabel('英文姓名（與身份證相同）').fill('CHAN TAI MAN');
  await form.getByLabel('手提電話號碼').fill('91234567');
  await form.getByRole('button', { name: '免費估價' }).click();

  // The result has an address of its own; while pending, the visitor sees its progress.
  await page.waitForURL(/\/property-valuation\?ref=sample-[0-9a-z]+-[0-9a-f]{8}(&share=[\w.-]+)?$/);
  const result = page.locator('[data-valuation-result]');
  await expect(result.getByRole('status')).toContainText('正在估價');
  await expect(result.getByRole('progressbar', { name: '估價進行中' })).toBeVisible();
  await expect(result.getByText('示範資料')).toBeVisible();

  // Then the figures: the value, the loan it supports under the product's rules, and the date.
  await expect(result).toHaveAttribute('data-valuation-result', 'ready', { timeout: 15_000 });
  const value = amountOf(await result.locator('[data-figure=value]').innerText());
  expect(value).toBeGreaterThanOrEqual(1_800_000);
  await expect(result.locator('[data-figure=loan]')).toHaveText(`HK$${ownerLoan(value).toLocaleString('en-US')}`);
  await expect(result.locator('[data-figure=date]')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  await expect(result.getByText('以上估價只供參考')).toBeVisible();

  // The address has become the share link, the one shown to copy; it keeps working on a reload.
  await expect(page).toHaveURL(/\?ref=sample-[0-9a-z]+-[0-9a-f]{8}&share=\d{10}\.[\w-]{22}$/);
  const address = page.url();
  await expect(result.getByText(address)).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-valuation-result=ready] [data-figure=value]')).toHaveText(`HK$${value.toLocaleString('en-US')}`);
  expect(page.url()).toBe(address);

  // Another browser: the share link shows the same result; the reference alone, or the link with
  // its expiry or signature changed, shows nothing.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(address);
    await expect(elsewhere.locator('[data-valuation-result=ready] [data-figure=value]')).toHaveText(`HK$${value.toLocaleString('en-US')}`);
    const link = new URL(address);
    const [expiry, tag] = link.searchParams.get('share')!.split('.') as [string, string];
    const privateAddress = new URL(link);
    privateAddress.searchParams.delete('share');
    const later = new URL(link);
    later.searchParams.set('share', `${Number(expiry) + 86_400}.${tag}`);
    const forged = new URL(link);
    forged.searchParams.set('share', `${expiry}.${tag.slice(0, -2)}${tag.endsWith('AA') ? 'BB' : 'AA'}`);
    for (const url of [privateAddress, later, forged]) {
      await elsewhere.goto(url.href);
      await expect(elsewhere.locator('[data-valuation-result=notFound]'), url.href).toContainText('找不到這項估價');
    }
  } finally {
    await other.close();
  }

  // Apply with this amount: the owner-loan lead form, with the product chosen and the amount shown.
  await page.getByRole('link', { name: '以此金額申請' }).click();
  await expect(page).toHaveURL(new RegExp(`/loan/p-loan\\?form=1&amount=${ownerLoan(value)}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-lead-amount]')).toHaveText(`申請金額 HK$${ownerLoan(value).toLocaleString('en-US')}`);
  await expect(dialog.getByLabel('貸款種類')).toHaveValue('2');
});

test('en: the HOS page takes a full address instead of an estate and offers the HOS loan', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/en/loan/hos-public-housing-loan');
  await hydrated(page);
  const form = valuationForm(page);
  await form.getByLabel('District').selectOption({ label: 'Kwun Tong' });
  await form.getByRole('button', { name: 'Estate not listed? Type the full address instead' }).click();
  await form.getByRole('button', { name: 'Get a free valuation' }).click();
  // With the estate field gone, the place's message is on the address.
  await expect(errorOf(form, 'Please enter an estate or building, or the full address')).toBeVisible();
  await expect(form.getByLabel('Full address')).toBeFocused();
  await form.getByLabel('Full address').fill('Block A, 10/F, Flat 3, 1 Sample Road, Kwun Tong');
  await form.getByLabel('Name in English (as on your ID card)').fill('Wong Siu Ming');
  await form.getByLabel('Mobile number').fill('61234567');
  await form.getByRole('button', { name: 'Get a free valuation' }).click();

  await page.waitForURL(/\/en\/property-valuation\?ref=sample-[0-9a-z]+-[0-9a-f]{8}&product=hos(&share=[\w.-]+)?$/);
  const result = page.locator('[data-valuation-result]');
  await expect(result.getByRole('status')).toContainText('Valuing your property');
  await expect(result).toHaveAttribute('data-valuation-result', 'ready', { timeout: 15_000 });
  await expect(result.locator('[data-figure=date]')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  await expect(result.getByText('At 70% of the estimated value, before any mortgage outstanding.')).toBeVisible();
  // The loan is capped at the product's HK$2,000,000 from a value of HK$2,857,143 up.
  const value = amountOf(await result.locator('[data-figure=value]').innerText());
  await expect(result.getByText(value * 0.7 > 2_000_000 ? 'This is the product’s maximum of HK$2,000,000.' : 'Loans go up to HK$2,000,000.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply with this amount' })).toHaveAttribute('href', /^\/en\/loan\/hos-public-housing-loan\?form=1&amount=\d+$/);
  await expect(page.getByRole('link', { name: 'Value another property' })).toHaveAttribute('href', '/en/loan/hos-public-housing-loan#valuation');
});

test('a result address that is malformed, unknown or missing says so and leads back to the form', { tag: '@desktop' }, async ({ page, consoleErrors }) => {
  await page.goto('/en/property-valuation?ref=no-such-valuation');
  await expect(page.locator('[data-valuation-result=notFound]')).toContainText('We cannot find this valuation');
  await page.goto('/en/property-valuation?ref=%3Cscript%3E');
  await expect(page.locator('[data-valuation-result=noRef]')).toContainText('request one on the property-owner loan page');
  await page.goto('/property-valuation');
  await expect(page.locator('[data-valuation-result=noRef]')).toContainText('請先在業主貸款頁面提交估價');
  await expect(page.getByRole('link', { name: '前往免費物業估價' })).toHaveAttribute('href', '/loan/p-loan#valuation');
  // The unknown reference's 404, as the browser reports it.
  allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 404/);
});

for (const { path, noRef } of [
  { path: '/property-valuation', noRef: '請先在業主貸款頁面提交估價' },
  { path: '/en/property-valuation', noRef: 'request one on the property-owner loan page' },
]) {
  test(`${path} without a reference: the answer takes the place kept for it, nothing moves`, async ({ page }) => {
    // Every layout shift from the first paint on (the Layout Instability API, as CLS counts it).
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('[data-valuation-result=noRef]')).toContainText(noRef);
    // Two frames after the answer, for a shift to be reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  });
}

test('the service down: the visitor is told plainly, and what they typed is kept, also across a reload', async ({ page, consoleErrors }, testInfo) => {
  await page.goto(`${DOWN_ORIGIN}/en/loan/p-loan`);
  await hydrated(page);
  const form = valuationForm(page);
  await form.getByLabel('District').selectOption({ label: 'Eastern' });
  await form.getByLabel('Estate or building').fill('Taikoo Shing');
  await form.getByLabel('Floor').fill('8');
  await form.getByLabel('Name in English (as on your ID card)').fill('Lee Ka Yan');
  await form.getByLabel('Mobile number').fill('51234567');
  await form.getByRole('button', { name: 'Get a free valuation' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^The valuation service cannot be reached just now\. What you typed is kept: please try again shortly, or call \d{4}\u00a0\d{4}\.$/,
  );
  await expect(page).toHaveURL(/\/en\/loan\/p-loan$/);
  await expect(form.getByRole('button', { name: 'Try again' })).toBeEnabled();

  await page.reload();
  await hydrated(page);
  await expect(form.getByLabel('Estate or building')).toHaveValue('Taikoo Shing');
  await expect(form.getByLabel('District')).toHaveValue('eastern');
  await expect(form.getByLabel('Floor')).toHaveValue('8');
  await expect(form.getByLabel('Mobile number')).toHaveValue('51234567');

  // A result asked for while the service is down (its share link, made by the site whose service
  // answers, on the same secret): plain words, and the address stays good.
  const created = await page.request.post('/api/valuation', {
    headers: { 'CF-Connecting-IP': clientAddress(testInfo) },
    data: { district: '東區', estate: '太古城', customerName: 'LEE KA YAN', phone: '51234567', locale: 'zh-HK' } satisfies ValuationRequest,
  });
  expect(created.status()).toBe(201);
  const { ref } = (await created.json()) as ValuationCreated;
  const { share } = (await (
    await page.request.get(`/api/valuation/${ref}`, { headers: { 'CF-Connecting-IP': clientAddress(testInfo) } })
  ).json()) as ValuationAnswer;
  await page.goto(`${DOWN_ORIGIN}/property-valuation?ref=${ref}&share=${share}`);
  await expect(page.locator('[data-valuation-result=unavailable]').getByRole('alert')).toHaveText('暫時未能取得估價結果。此網址仍然有效，請稍後再試。');
  await expect(page.getByRole('button', { name: '重新載入結果' })).toBeVisible();
  // The worker's 503s, as the browser reports them.
  allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 503/);
});

test('the valuation form with its errors, and a result, pass axe (WCAG 2.1 AA)', async ({ page, consoleErrors }) => {
  await page.goto('/loan/hos-public-housing-loan');
  await hydrated(page);
  const form = valuationForm(page);
  await form.getByRole('button', { name: '免費估價' }).click();
  await expect(errorOf(form, '請選擇地區')).toBeVisible();
  expect((await axe(page).include('#valuation').withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  await page.goto('/en/property-valuation?ref=no-such-valuation');
  await expect(page.locator('[data-valuation-result=notFound]')).toBeVisible();
  expect((await axe(page).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
  allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 404/);
});
