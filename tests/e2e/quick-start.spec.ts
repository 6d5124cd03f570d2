import type { Page } from '@playwright/test';
import { axe, WCAG_22_AA } from './axe';
import { expect, hydrated, installClock, runTimers, test } from './fixtures';

/**
 * The quick-start field of the home and product heroes: a mobile number and a button. A valid
 * number opens the lead popup with it filled in (Enter or the button); an invalid one shows the
 * lead form's own mobile message beside the field, and no popup.
 */

const COPY = {
  'zh-HK': {
    home: '/',
    product: '/loan/p-loan',
    productCode: '2',
    label: '輸入手提電話號碼，立即開始申請',
    submit: '開始申請',
    hint: '8位數字，例如 91234567',
    error: '請輸入有效的手提電話號碼',
    popupTitle: '立即申請貸款',
    popupMobile: '手提電話號碼',
    loanType: '貸款種類',
  },
  en: {
    home: '/en',
    product: '/en/loan/t-loan',
    productCode: '3',
    label: 'Enter your mobile number to start your application',
    submit: 'Start application',
    hint: '8 digits, e.g. 91234567',
    error: 'Please input a valid mobile number',
    popupTitle: 'Apply for a loan',
    popupMobile: 'Mobile number',
    loanType: 'Loan type',
  },
} as const;

const quickStart = (page: Page) => page.locator('form[data-quick-start]');
const popupOf = (page: Page) => page.locator('dialog.lead-popup');

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`quick start in ${locale}`, () => {
    test('a valid number and Enter on the home page opens the popup with the number, and no number in the address', async ({ page }) => {
      await page.goto(copy.home);
      await hydrated(page);
      const field = quickStart(page).getByLabel(copy.label);
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await field.fill('6123 4567');
      await field.press('Enter');
      const popup = page.getByRole('dialog', { name: copy.popupTitle });
      await expect(popup).toBeVisible();
      await expect(popup.getByLabel(copy.popupMobile)).toHaveValue('61234567');
      await expect(popup.getByLabel(copy.popupMobile)).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
      // Closing gives the focus back to the field.
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(field).toBeFocused();
    });

    test('the button on a product page opens the popup with the number and the product chosen', async ({ page }) => {
      await page.goto(copy.product);
      await hydrated(page);
      await quickStart(page).getByLabel(copy.label).fill('91234567');
      await quickStart(page).getByRole('button', { name: copy.submit }).click();
      const popup = popupOf(page);
      await expect(popup.getByLabel(copy.popupMobile)).toHaveValue('91234567');
      await expect(popup.getByLabel(copy.loanType)).toHaveValue(copy.productCode);
    });

    test("an invalid number shows the form's message beside the field, linked to it, and opens nothing", async ({ page }) => {
      await installClock(page);
      await page.goto(copy.home);
      await hydrated(page);
      const form = quickStart(page);
      const field = form.getByLabel(copy.label);
      const message = form.getByText(copy.error, { exact: true });
      await expect(message).toBeHidden();
      await field.fill('31234567');
      await form.getByRole('button', { name: copy.submit }).click();
      await expect(message).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      // The field is described by its hint and the message.
      await expect(field).toHaveAccessibleDescription(`${copy.hint} ${copy.error}`);
      await runTimers(page, 1200);
      await expect(popupOf(page)).toBeHidden();

      // Too short, with Enter: still refused.
      await field.fill('9123');
      await field.press('Enter');
      await expect(message).toBeVisible();
      await expect(popupOf(page)).toBeHidden();

      // Corrected: the message goes, and the number opens the popup.
      await field.fill('51234567');
      await expect(message).toBeHidden();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await field.press('Enter');
      await expect(popupOf(page).getByLabel(copy.popupMobile)).toHaveValue('51234567');
    });
  });
}

test('keeps 8 characters of what is typed, dropping spaces and a +852 prefix', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project.
  await page.goto('/en');
  await hydrated(page);
  const field = quickStart(page).getByLabel(COPY.en.label);
  await field.pressSequentially('912345678');
  await expect(field).toHaveValue('91234567');
  await field.fill('+852 9876 5432');
  await expect(field).toHaveValue('98765432');
});

test('a second number given after closing the popup replaces the first one in the form', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project.
  await page.goto('/');
  await hydrated(page);
  const field = quickStart(page).getByLabel(COPY['zh-HK'].label);
  await field.fill('91234567');
  await field.press('Enter');
  const popup = popupOf(page);
  await expect(popup.getByLabel(COPY['zh-HK'].popupMobile)).toHaveValue('91234567');
  await page.keyboard.press('Escape');
  await field.fill('61234567');
  await field.press('Enter');
  await expect(popup.getByLabel(COPY['zh-HK'].popupMobile)).toHaveValue('61234567');
});

test('is hidden while online applications are suspended, like the apply buttons', async ({ page }) => {
  await page.goto('/en/loan/t-loan?show_layer=1');
  await hydrated(page);
  await expect(page.locator('[data-maintenance-layer]')).toBeVisible();
  await expect(quickStart(page)).toBeHidden();
});

test('is not on the SME page, whose hero offers the phone line', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project.
  await page.goto('/en/loan/sme');
  await expect(quickStart(page)).toHaveCount(0);
});

test('without script it loads the page with ?form=1, leaving the number out of the address', { tag: '@desktop' }, async ({ browser, baseURL }) => {
  // A context of its own, without the project's device: the same test in both projects, so once,
  // in the desktop project.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/en/loan/t-loan');
  await quickStart(page).getByLabel(COPY.en.label).fill('91234567');
  await quickStart(page).getByRole('button', { name: COPY.en.submit }).click();
  await page.waitForURL((url) => url.search === '?form=1');
  expect(page.url()).toMatch(/\/en\/loan\/t-loan\?form=1$/);
  await context.close();
});

test('has no accessibility violations with its message showing (axe)', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await quickStart(page).getByLabel(COPY.en.label).fill('123');
  await quickStart(page).getByRole('button', { name: COPY.en.submit }).click();
  await expect(quickStart(page).getByText(COPY.en.error)).toBeVisible();
  const results = await axe(page).include('form[data-quick-start]').withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
