import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, installClock, isMobile, runTimers, test } from './fixtures';
import { clientAddress } from './local-d1';

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

/** Holds back what `pattern` matches until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
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

test('sent at once, before the checks have come, the form shows the press was taken and still checks every field first', async ({ page }) => {
  const release = await holdBack(page, CHECKS_CHUNK);
  let leads = 0;
  await page.route('**/api/insertToShortForm', (route) => {
    leads += 1;
    return route.fulfill({ status: 201, body: '{}' });
  });
  await page.goto('/en/loan/n-loan?form=1');
  const popup = page.locator('dialog.lead-popup');
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  await popup.getByRole('button', { name: 'Submit' }).click();
  // Busy at once, while the checks are on their way: the press was taken.
  const form = popup.locator('form[data-lead-form]');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(popup.getByText('Please input a valid mobile number')).toBeVisible();
  await expect(form).toHaveAttribute('aria-busy', 'false');
  expect(leads).toBe(0);
});

/**
 * The valuation form (property-owner and HOS pages), the valuation result and the credit report
 * hydrate with the page's first screen; what they need only once the visitor is in them comes then:
 * the checks (zod, the shared schemas), the estate suggestions, the valuation request, the credit
 * report's steps 2 and 3, the result's figures; and nothing of the contact page's forms.
 */
const ON_INTENT = /\/assets\/(zod|checks|schema|estates|requests|later-steps|result-figures|contact)-[\w-]+\.js$/;
const SCHEMA_CHUNKS = /\/assets\/(zod|checks|schema)-[\w-]+\.js$/;
const fieldError = (form: Locator, message: string) => form.locator('[id$="-error"]').getByText(message, { exact: true });

for (const { path, island, first, needs, alsoNot } of [
  { path: '/loan/p-loan', island: 'ValuationForm', first: 'form[data-valuation-form]' },
  { path: '/en/loan/hos-public-housing-loan', island: 'ValuationForm', first: 'form[data-valuation-form]' },
  // The result reads the valuation as it hydrates (the request is its first need); the
  // calculators' file comes with the figures, only once there is a valuation to show.
  { path: '/en/property-valuation', island: 'ValuationResult', first: '[data-valuation-result=noRef]', needs: /\/requests-/, alsoNot: /\/calculator-/ },
  { path: '/features/free-smart-credit-report', island: 'CreditReportFlow', first: '[data-credit-report] input[type=checkbox]' },
]) {
  test(`${path}: its first-screen island hydrates, and nothing it needs only on intent comes, past every timer`, async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
    const scripts = scriptsOf(page);
    await installClock(page);
    await page.goto(path);
    await hydrated(page);
    // The island's own code came, and it shows what it shows once live.
    await expect.poll(() => scripts.some((u) => new RegExp(`/assets/${island}-[\\w-]+\\.js$`).test(u))).toBe(true);
    await expect(page.locator(first)).toBeVisible();
    await runTimers(page, 10_000);
    await page.waitForTimeout(500);
    expect(scripts.filter((u) => (ON_INTENT.test(u) && !needs?.test(u)) || alsoNot?.test(u))).toEqual([]);
  });
}

test('the valuation form: a focus brings its checks, and they work', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  const scripts = scriptsOf(page);
  await page.goto('/en/loan/p-loan');
  await hydrated(page);
  await expect.poll(() => scripts.some((u) => /\/assets\/ValuationForm-/.test(u))).toBe(true);
  const form = page.locator('form[data-valuation-form]');
  const name = form.getByLabel('Name in English (as on your ID card)');
  await page.waitForTimeout(500);
  expect(scripts.filter((u) => SCHEMA_CHUNKS.test(u))).toEqual([]);
  await name.focus();
  await expect.poll(() => scripts.filter((u) => /\/assets\/zod-/.test(u)).length).toBe(1);
  await name.fill('陳大文');
  await form.getByLabel('Mobile number').focus();
  await expect(fieldError(form, 'Please enter your name in English, as on your ID card')).toBeVisible();
});

test('the valuation form sent at once, before its checks have come, shows the press was taken and still checks every field first', async ({
  page,
}, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  const release = await holdBack(page, SCHEMA_CHUNKS);
  let sent = 0;
  await page.route('**/api/valuation', (route) => {
    sent += 1;
    return route.fulfill({ status: 201, contentType: 'application/json', body: '{"ref":"sample-abc123-0123abcd"}' });
  });
  await page.goto('/en/loan/hos-public-housing-loan');
  await hydrated(page);
  const form = page.locator('form[data-valuation-form]');
  await form.getByRole('button', { name: 'Get a free valuation' }).click();
  // Busy at once, while the checks are on their way: the press was taken.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  release();
  for (const message of [
    'Please select a district',
    'Please enter an estate or building, or the full address',
    'Please enter your name in English, as on your ID card',
    'Please input a valid mobile number',
  ]) {
    await expect(fieldError(form, message), message).toBeVisible();
  }
  await expect(form.getByLabel('District')).toBeFocused();
  expect(sent).toBe(0);
  await expect(page).toHaveURL(/\/en\/loan\/hos-public-housing-loan$/);
});

test('the credit report: the first press in it brings its schema and steps, and sent before the schema has come, every field is still checked', async ({
  page,
}, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  const scripts = scriptsOf(page);
  // The schema (and zod) late, so that the details are sent before it has come.
  const release = await holdBack(page, SCHEMA_CHUNKS);
  let sent = 0;
  await page.route('**/api/credit-report/agree', (route) => {
    sent += 1;
    return route.fulfill({ status: 503, body: '{}' });
  });
  await page.goto('/features/free-smart-credit-report');
  await hydrated(page);
  const flow = page.locator('[data-credit-report]');
  const agree = flow.getByRole('checkbox', { name: /本人已細閱並同意以上條款/ });
  await expect(agree).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts.filter((u) => ON_INTENT.test(u))).toEqual([]);

  await agree.check();
  // Zod is asked for once the schema's file has come (it imports it): held here.
  await expect.poll(() => scripts.filter((u) => /\/assets\/(schema|later-steps)-/.test(u)).length).toBe(2);
  await flow.getByRole('button', { name: '同意並繼續' }).click();
  await expect(flow.getByRole('heading', { name: '填寫你的資料' })).toBeFocused();
  await flow.getByRole('button', { name: '提交並取得二維碼' }).click();
  await page.waitForTimeout(300);
  release();
  for (const message of [
    '請按身份證填寫英文姓名（只可包括英文字母及空格）。',
    '請輸入正確的香港身份證號碼，包括括號內的數字或字母。',
    '請輸入正確的出生日期；你須年滿18歲。',
    '請輸入以4至9字頭的8位數字香港電話號碼。',
  ]) {
    await expect(flow.getByText(message), message).toBeVisible();
  }
  await expect(flow.getByLabel('英文姓名', { exact: true })).toBeFocused();
  expect(sent).toBe(0);
});
