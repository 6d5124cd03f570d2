import type { Page } from '@playwright/test';
import { DOWN_ORIGIN } from './app-service-down';
import { axe, WCAG_22_AA } from './axe';
import { allowConsoleErrors, expect, hydrated, isMobile, test } from './fixtures';
import { clientAddress } from './local-d1';

/**
 * The tag check page as a visitor uses it, against the worker's real endpoints and the sample app
 * service inside it (docs/app-service.md: SAMPLE-0001 a genuine staff card issued on 5 January
 * 2026, SAMPLE-0002 a leaflet issued on 1 March 2025 and withdrawn, any other tag unknown), and
 * against the test server whose app service is down. The expected words are the page's copy as a
 * reader sees it; the dates are written out by hand.
 */

test.beforeEach(async ({ page }, testInfo) => {
  // Reports are writes, counted per client address: each test is its own client.
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

const ZH = { path: '/verify', field: '編號', check: '核實' };
const EN = { path: '/en/verify', field: 'Code', check: 'Check' };

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The tag check's requests to the worker, counted from now on. */
function tagRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/tag/')) seen.push(request.url());
  });
  return seen;
}

/** The live region that states the answer, and the answer's title in it. */
const answer = (page: Page) => page.locator('[data-tag-answer][role="status"]');
const title = (page: Page) => answer(page).getByRole('heading', { level: 3 });

async function checkTag(page: Page, words: { field: string; check: string }, tag: string) {
  await page.getByLabel(words.field, { exact: true }).fill(tag);
  await page.getByRole('button', { name: words.check, exact: true }).click();
}

test('Chinese: a genuine staff card with its issue date, then a withdrawn leaflet', { tag: '@desktop' }, async ({ page }) => {
  await open(page, ZH.path);
  await checkTag(page, ZH, 'SAMPLE-0001');
  const status = answer(page);
  await expect(title(page)).toHaveText('真確：此職員證由示例財務發出');
  await expect(status.locator('dl')).toContainText('類別職員證');
  await expect(status.locator('dl')).toContainText('發出日期2026年1月5日');
  await expect(status).toContainText('此結果來自示例服務');

  await checkTag(page, ZH, 'SAMPLE-0002');
  await expect(title(page)).toHaveText('注意：此單張已被收回，現已無效');
  await expect(status).toContainText('切勿付款或提供個人資料');
  await expect(status.locator('dl')).toContainText('發出日期2025年3月1日');
});

test('English: small letters work, the code is read in capitals, and a withdrawn leaflet is a warning', { tag: '@desktop' }, async ({ page }) => {
  await open(page, EN.path);
  await checkTag(page, EN, '  sample-0001 ');
  const status = answer(page);
  await expect(title(page)).toHaveText('Genuine: this staff card was issued by Sample Finance');
  await expect(status.locator('dl')).toContainText('Typestaff card');
  await expect(status.locator('dl')).toContainText('Issued on5 January 2026');
  await expect(page.getByLabel(EN.field, { exact: true })).toHaveValue('SAMPLE-0001');

  await checkTag(page, EN, 'sample-0002');
  await expect(title(page)).toHaveText('Warning: this leaflet has been withdrawn and is no longer valid');
  await expect(status.locator('dl')).toContainText('Issued on1 March 2025');
});

test('an unknown code is not the company’s, with what to do: the hotline and the police', { tag: '@desktop' }, async ({ page }) => {
  await open(page, EN.path);
  await checkTag(page, EN, 'ABCD-1234');
  const status = answer(page);
  await expect(title(page)).toHaveText('Not issued by Sample Finance');
  await expect(status).toContainText('We did not issue code ABCD-1234.');
  // The fraud alert's steps: the hotline (content/site.ts) and the police Anti-Scam Helpline.
  await expect(status.getByRole('listitem')).toHaveCount(3);
  await expect(status).toContainText('2100 0000');
  await expect(status).toContainText('18222');

  await open(page, ZH.path);
  await checkTag(page, ZH, 'zz99');
  await expect(title(page)).toHaveText('並非由示例財務發出');
  await expect(answer(page)).toContainText('報警');
});

test('a malformed or empty code gets the localized message, and nothing is asked of the worker', { tag: '@desktop' }, async ({ page }) => {
  const requests = tagRequests(page);
  await open(page, EN.path);
  const field = page.getByLabel(EN.field, { exact: true });
  for (const tag of ['AB', 'SAMPLE_0001', '-ABCD', 'ABCD-', 'A'.repeat(33)]) {
    await checkTag(page, EN, tag);
    await expect(page.getByRole('alert')).toHaveText(
      'This is not a valid code: please enter 4 to 32 letters, digits or dashes (-), beginning and ending with a letter or digit.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  }
  await checkTag(page, EN, '   ');
  await expect(page.getByRole('alert')).toHaveText('Please enter the code on the staff card, letter or leaflet');

  await open(page, ZH.path);
  await checkTag(page, ZH, '核實編號');
  await expect(page.getByRole('alert')).toContainText('編號格式不正確');
  // Typing again clears the message.
  await page.getByLabel(ZH.field, { exact: true }).fill('SAMPLE');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('a link that carries the code checks it on arrival', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/en/verify?tag=sample-0002');
  await expect(title(page)).toHaveText('Warning: this leaflet has been withdrawn and is no longer valid');
  await expect(page.getByLabel(EN.field, { exact: true })).toHaveValue('SAMPLE-0002');
});

test('Chinese: the report form names what is missing, then sends and thanks the visitor', { tag: '@desktop' }, async ({ page }) => {
  await open(page, ZH.path);
  await checkTag(page, ZH, 'FAKE-2026');
  const form = page.locator('form[data-tag-report]');
  await expect(form).toBeVisible();
  // The personal-data collection statement, as on the other forms.
  await expect(form.getByText('收集個人資料聲明')).toBeVisible();
  await form.getByLabel('手提電話號碼').fill('1234');
  await form.getByRole('button', { name: '提交報告' }).click();
  await expect(form.getByText('請填寫在哪裏遇到', { exact: true })).toBeVisible();
  await expect(form.getByText('請輸入有效的手提電話號碼', { exact: true })).toBeVisible();
  await expect(form.getByLabel('在哪裏遇到')).toBeFocused();

  await form.getByLabel('在哪裏遇到').fill('旺角彌敦道街頭');
  await form.getByLabel('日期').fill('2026-01-10');
  await form.getByLabel('經過').fill('對方派發單張，聲稱可以「包批」。');
  await form.getByLabel('手提電話號碼').fill('9123 4567');
  await expect(form.getByLabel('手提電話號碼')).toHaveValue('91234567');
  await form.getByRole('button', { name: '提交報告' }).click();
  const thanks = page.getByRole('status').filter({ hasText: '謝謝你的報告' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('heading')).toBeFocused();
  // The answer stays above the thanks.
  await expect(title(page)).toHaveText('並非由示例財務發出');
});

test('English: a date after today is refused', { tag: '@desktop' }, async ({ page }) => {
  await open(page, EN.path);
  await checkTag(page, EN, 'SAMPLE-0002');
  const form = page.locator('form[data-tag-report]');
  await form.getByLabel('Where you met it').fill('A leaflet in my letter box');
  await form.getByLabel('Date').fill('2099-12-31');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please enter a date no later than today', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Date')).toBeFocused();
});

test('works by keyboard alone: check a code, then report where it was met', async ({ page }) => {
  await open(page, EN.path);
  const field = page.getByLabel(EN.field, { exact: true });
  await field.focus();
  await page.keyboard.type('fake-0042');
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText('Not issued by Sample Finance');
  const form = page.locator('form[data-tag-report]');
  await expect(form).toBeVisible();
  // Tab leads from the field to its button, then into the report form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: EN.check, exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Where you met it')).toBeFocused();
  await page.keyboard.type('A phone call from 6123 0000');
  // Past the date's parts to the note.
  const note = form.getByLabel('What happened');
  for (let i = 0; i < 5 && !(await note.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(note).toBeFocused();
  await page.keyboard.type('They asked for a fee first.');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Mobile number')).toBeFocused();
  // The collection statement's disclosure, then the button.
  await page.keyboard.press('Tab');
  await expect(form.getByText('Personal Information Collection Statement')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your report' }).getByRole('heading')).toBeFocused();
});

for (const { words, path, message, retry, call } of [
  {
    words: EN,
    path: EN.path,
    message:
      'We cannot check codes just now. Please try again shortly; the code you typed is kept. You can also call our customer service hotline on 2100 0000',
    retry: 'Try again',
    call: 'Call 2100 0000',
  },
  { words: ZH, path: ZH.path, message: '暫時未能核實編號，請稍後再試；你輸入的編號已保留。', retry: '再試一次', call: '致電 2100 0000' },
]) {
  test(`${path}: with the app service down, a plain message, the code kept, a retry and the hotline`, { tag: '@desktop' }, async ({ page, consoleErrors }) => {
    await open(page, `${DOWN_ORIGIN}${path}`);
    await checkTag(page, words, 'sample-0001');
    const status = answer(page);
    await expect(status).toContainText(message);
    await expect(page.getByLabel(words.field, { exact: true })).toHaveValue('SAMPLE-0001');
    await expect(page.locator('[data-tag-check]').getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+85221000000');
    const requests = tagRequests(page);
    await page.getByRole('button', { name: retry }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect(status).toContainText(message);
    await expect(page.getByRole('button', { name: retry })).toBeVisible();
    // The browser logs each 503 answer; that is the case under test.
    allowConsoleErrors(consoleErrors, /status of 503/);
  });
}

test('the impersonation warning in the announcement bar leads to the check, with the panel closed there', async ({ page }, testInfo) => {
  await open(page, '/en/faq');
  const warning = page.locator('.announcement__item').nth(1);
  // A tap opens the panel on a phone; pointing at it does on a desktop (a click there would close it again).
  if (isMobile(testInfo)) await warning.locator('summary').click();
  else await warning.hover();
  await warning.getByRole('link', { name: 'Check the code on a staff card, letter or leaflet' }).click();
  await expect(page).toHaveURL(/\/en\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a staff card, letter or leaflet');
  await expect(page.locator('.announcement__panel').nth(1)).toBeHidden();
});

test('the fraud alert leads to the check', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/news/counterfeiting-case');
  await page.getByRole('link', { name: '核實職員證、信件或單張' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('核實職員證、信件或單張');
});

test('axe finds nothing on an answer, the report form and an error, in both languages', async ({ page }) => {
  await open(page, ZH.path);
  await checkTag(page, ZH, 'FAKE-0001');
  await expect(page.locator('form[data-tag-report]')).toBeVisible();
  await page.locator('form[data-tag-report]').getByRole('button', { name: '提交報告' }).click();
  await expect(page.getByText('請填寫在哪裏遇到', { exact: true })).toBeVisible();
  expect((await axe(page).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  await open(page, EN.path);
  await checkTag(page, EN, 'SAMPLE-0001');
  await expect(title(page)).toBeVisible();
  await checkTag(page, EN, 'AB');
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await axe(page).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
});
