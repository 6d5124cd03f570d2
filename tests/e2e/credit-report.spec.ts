import type { Locator, Page } from '@playwright/test';
import { DOWN_ORIGIN } from './app-service-down';
import { axe, WCAG_22_AA } from './axe';
import { allowConsoleErrors, expect, hydrated, isMobile, test } from './fixtures';
import { clientAddress } from './local-d1';

/**
 * The free smart credit report as a visitor goes through it: the credit bureau's terms, the
 * details form, then the QR code (or, on a phone, the button that opens the app), with the
 * in-worker sample service on the first test server, and the plain message with everything typed
 * kept on the server whose app service is down. The page is published in Chinese only (hidden in
 * English: /en/features/free-smart-credit-report redirects to /en), so there is no English run.
 */
const PATH = '/features/free-smart-credit-report';
const flowOf = (page: Page) => page.locator('[data-credit-report]');
const field = (flow: Locator, label: string) => flow.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

test('zh-HK: terms, details and the QR code, by keyboard, labelled as sample data, axe clean', async ({ page }, testInfo) => {
  await page.goto(PATH);
  await hydrated(page);
  const flow = flowOf(page);
  await expect(flow.getByRole('heading', { name: '信貸資料服務機構查閱條款（示例）' })).toBeVisible();
  await expect(flow.getByText('示例資料：此頁的條款、查詢編號及二維碼由示例服務提供')).toBeVisible();
  // The member-site login stays as the other way to the report.
  const login = page.getByRole('link', { name: /^登入我的帳戶查閱/ });
  await expect(login).toHaveAttribute('href', 'https://member.example.com/login');

  // From the login link, Tab reaches the terms (a scrolling region a keyboard can scroll), then the box.
  await login.focus();
  await page.keyboard.press('Tab');
  const terms = flow.getByRole('region', { name: '條款全文（可捲動）' });
  await expect(terms).toBeFocused();
  await expect(terms).toContainText('這是示例條款');
  await page.keyboard.press('Tab');
  await expect(flow.getByRole('checkbox', { name: /本人已細閱並同意以上條款/ })).toBeFocused();
  // Going on without agreeing: the box says why and keeps focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(flow.getByText('請先同意條款，才可繼續。')).toBeVisible();
  await expect(flow.getByRole('checkbox', { name: /本人已細閱並同意以上條款/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(flow.getByRole('heading', { name: '填寫你的資料' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(flow, '英文姓名')).toBeFocused();
  await page.keyboard.type('Chan Tai Man');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A123456(4)'); // a wrong check digit: A123456(3) is right
  await field(flow, '出生日期').fill('1990-05-17');
  await field(flow, '手提電話號碼').focus();
  await page.keyboard.type('1234');
  // The marketing opt-in is a separate choice and starts unticked, as on the lead form.
  await expect(flow.locator('input[name=optIn]')).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(flow.getByText('部分資料未填妥，請檢查標示的欄位。')).toBeVisible();
  await expect(flow.getByText('請輸入正確的香港身份證號碼，包括括號內的數字或字母。')).toBeVisible();
  await expect(flow.getByText('請輸入以4至9字頭的8位數字香港電話號碼。')).toBeVisible();
  await expect(field(flow, '香港身份證號碼')).toBeFocused();
  await expect(field(flow, '香港身份證號碼')).toHaveAttribute('aria-invalid', 'true');
  const { violations: withErrors } = await axe(page).withTags(WCAG_22_AA).include('[data-credit-report]').analyze();
  expect(withErrors).toEqual([]);

  await field(flow, '香港身份證號碼').fill('A123456(3)');
  await field(flow, '手提電話號碼').fill('91234567');
  await expect(flow.getByText('請輸入正確的香港身份證號碼，包括括號內的數字或字母。')).toHaveCount(0);
  await field(flow, '手提電話號碼').press('Enter');

  // The sample enquiry is pending for 2 s, then ready; the page follows it.
  const ready = flow.getByRole('heading', { name: '請以手機App繼續' });
  await expect(ready).toBeVisible({ timeout: 10_000 });
  await expect(ready).toBeFocused();
  await expect(flow.locator('[data-enquiry-ref]')).toHaveText(/^sample-cr-[0-9a-z]+$/);
  const qr = flow.getByRole('img', { name: '前往App繼續查閱信貸報告的二維碼' });
  // Found by its mark: hidden on a wide screen, the link is out of the accessibility tree there.
  const openApp = flow.locator('a[data-open-app]');
  await expect(openApp).toHaveText('開啟App繼續');
  await expect(openApp).toHaveAttribute('href', /^https:\/\/app\.example\.com\/credit-report\?enquiry=sample-cr-/);
  await expect(flow.getByRole('link', { name: '下載App' })).toHaveAttribute('href', '/download-app-redirect');
  if (isMobile(testInfo)) {
    // A phone cannot scan its own screen: the button that opens the app instead of the code.
    await expect(openApp).toBeVisible();
    await expect(qr).toBeHidden();
  } else {
    await expect(qr).toBeVisible();
    await expect(openApp).toBeHidden();
    // The code is a square of dark modules drawn as one path, inside a quiet zone.
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  }
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(violations).toEqual([]);

  // A reload shows the result again; the identity card number was never stored.
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain('Chan Tai Man'); // the draft is kept, as typed
  expect(stored).not.toMatch(/A123456|1234563/);
  await page.reload();
  await hydrated(page);
  await expect(flow.getByRole('heading', { name: '請以手機App繼續' })).toBeVisible();
});

test('zh-HK: what was typed survives a reload, except the identity card number', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  const flow = flowOf(page);
  await flow.getByRole('checkbox', { name: /本人已細閱並同意以上條款/ }).check();
  await flow.getByRole('button', { name: '同意並繼續' }).click();
  await field(flow, '英文姓名').fill('Wong Siu Ming');
  await field(flow, '香港身份證號碼').fill('AB987654(3)');
  await field(flow, '出生日期').fill('1985-12-01');
  await field(flow, '手提電話號碼').fill('61234567');
  await flow.locator('input[name=optIn]').check();
  await page.reload();
  await hydrated(page);
  await expect(flow.getByRole('heading', { name: '填寫你的資料' })).toBeVisible();
  await expect(field(flow, '英文姓名')).toHaveValue('Wong Siu Ming');
  await expect(field(flow, '出生日期')).toHaveValue('1985-12-01');
  await expect(field(flow, '手提電話號碼')).toHaveValue('61234567');
  await expect(flow.locator('input[name=optIn]')).toBeChecked();
  await expect(field(flow, '香港身份證號碼')).toHaveValue('');
});

test('zh-CN: the same flow in Simplified Chinese reaches the QR code', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`/zh-CN${PATH}`);
  await hydrated(page);
  const flow = flowOf(page);
  await expect(flow.getByText('示例资料：')).toBeVisible();
  await flow.getByRole('checkbox', { name: /本人已细阅并同意以上条款/ }).check();
  await flow.getByRole('button', { name: '同意并继续' }).click();
  await field(flow, '英文姓名').fill('Li Xiao Ming');
  await field(flow, '香港身份证号码').fill('G123456(A)');
  await field(flow, '出生日期').fill('1995-03-08');
  await field(flow, '手提电话号码').fill('51234567');
  await flow.getByRole('button', { name: '提交并取得二维码' }).click();
  await expect(flow.getByRole('img', { name: '前往App继续查阅信贷报告的二维码' })).toBeVisible({ timeout: 10_000 });
  await expect(flow.getByRole('link', { name: '下载App' })).toHaveAttribute('href', '/zh-CN/download-app-redirect');
});

test('zh-HK, service down: a plain message and a retry, and nothing typed is lost', { tag: '@desktop' }, async ({ page, consoleErrors }) => {
  await page.goto(`${DOWN_ORIGIN}${PATH}`);
  await hydrated(page);
  const flow = flowOf(page);
  const message = flow.getByRole('alert').filter({ hasText: '暫時未能連接查閱服務，請稍後再試。你已填寫的資料仍然保留。' });
  await expect(message).toBeVisible();
  await flow.getByRole('button', { name: '再試一次' }).click();
  await expect(message).toBeVisible();
  await expect(flow.getByRole('link', { name: /登入我的帳戶/ })).toHaveAttribute('href', 'https://member.example.com/login');

  // A visitor who read the terms in this tab before the service went down is where they were
  // (the tab keeps the terms read; see src/browser/credit-report/draft.ts).
  await page.evaluate(() =>
    sessionStorage.setItem(
      'creditReportDraft',
      JSON.stringify({
        step: 'details',
        terms: { version: 'tu-2026.11', title: '信貸報告條款', paragraphs: ['條款內容。'], sample: false },
        agreed: true,
        name: 'Chan Tai Man',
        dateOfBirth: '1990-05-17',
        mobile: '91234567',
        optIn: false,
        ref: '',
      }),
    ),
  );
  await page.reload();
  await hydrated(page);
  await expect(flow.getByRole('heading', { name: '填寫你的資料' })).toBeVisible();
  await field(flow, '香港身份證號碼').fill('A123456(3)');
  await flow.locator('input[name=optIn]').check();
  await flow.getByRole('button', { name: '提交並取得二維碼' }).click();
  await expect(message).toBeVisible();
  const kept = async () => {
    await expect(field(flow, '英文姓名')).toHaveValue('Chan Tai Man');
    await expect(field(flow, '香港身份證號碼')).toHaveValue('A123456(3)');
    await expect(field(flow, '出生日期')).toHaveValue('1990-05-17');
    await expect(field(flow, '手提電話號碼')).toHaveValue('91234567');
    await expect(flow.locator('input[name=optIn]')).toBeChecked();
  };
  await kept();
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(violations).toEqual([]);
  await flow.getByRole('button', { name: '再試一次' }).click();
  await expect(flow.getByRole('button', { name: '提交並取得二維碼' })).toBeEnabled();
  await expect(message).toBeVisible();
  await kept();
  allowConsoleErrors(consoleErrors, /status of 503/);
});
