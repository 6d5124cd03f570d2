import { axe, WCAG_22_AA } from './axe';
import { allowConsoleErrors, expect, hydrated, test } from './fixtures';
import { clientAddress, d1 } from './local-d1';
import type { ContactRequest } from '../../src/shared/leads/schema';

/**
 * The contact-us page's two forms as a visitor uses them, against the worker's real endpoint:
 * every message of the product rules on an empty submit, a corrected form sent, the thank-you panel, and
 * the request read back from the database.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

// A number of its own for each run, so a kept local database never mixes runs.
const uniqueMobile = (first: string) => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

const contactForm = (page: import('@playwright/test').Page) => page.locator('form[data-contact-form]');

test('the contact form (English) names every missing field, then sends and thanks the visitor', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project (the layout of both forms is checked
  // by the axe test in both).
  const mobile = uniqueMobile('9');
  await page.goto('/en/contactus');
  await hydrated(page);
  const form = contactForm(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  // The original site's messages, each on its field.
  for (const message of [
    'Please select a title',
    'Please enter surname',
    'Please enter given name',
    'Please enter your usual mobile number',
    'Please select a contact time',
    'Please select a loan type',
    'Please read and agree to the terms and conditions',
  ]) {
    await expect(form.locator('[id$="-error"]').getByText(message, { exact: true }), message).toBeVisible();
  }
  await form.getByLabel('Mobile number').fill('1234');
  await form.getByLabel('Mobile number').blur();
  await expect(form.locator('[id$="-error"]').getByText('Please enter your correct mobile number', { exact: true })).toBeVisible();

  await form.getByRole('radio', { name: 'Miss' }).check();
  await form.getByLabel('Surname').fill('Wong');
  await form.getByLabel('Given name').fill('Siu Ming');
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('radio', { name: '15:00 – 18:00' }).check();
  await form.getByLabel('Loan type').selectOption('3');
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  // The marketing opt-in is a separate choice and starts unticked.
  await expect(form.locator('input[name=is_opt_in]')).not.toBeChecked();
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  const thanks = page.getByRole('status').filter({ hasText: 'We have received your enquiry' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('heading')).toBeFocused();
  const rows = d1(`SELECT kind, title, surname, given_name, time_slot, loan_code, is_opt_in FROM contact_requests WHERE mobile = '${mobile}'`);
  expect(rows).toEqual([{ kind: 'contact', title: 'Miss', surname: 'Wong', given_name: 'Siu Ming', time_slot: '15-18', loan_code: 3, is_opt_in: 0 }]);
});

test('the callback form (Chinese) asks for a number and a time slot only, then books the call', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project (the layout of both forms is checked
  // by the axe test in both).
  const mobile = uniqueMobile('6');
  await page.goto('/contactus');
  await hydrated(page);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '預約回電' }) });
  const form = section.locator('form');
  await form.getByRole('button', { name: '預約回電' }).click();
  await expect(form.getByText('請輸入你的有效手提電話號碼', { exact: true })).toBeVisible();
  await expect(form.getByText('請選擇聯絡時段', { exact: true })).toBeVisible();
  await form.getByLabel('手提電話號碼').fill(mobile);
  await form.getByRole('radio', { name: '18:00 – 21:00' }).check();
  await form.getByRole('button', { name: '預約回電' }).click();
  await expect(section.getByRole('status')).toContainText('已收到你的回電預約');
  expect(d1(`SELECT kind, time_slot, surname FROM contact_requests WHERE mobile = '${mobile}'`)).toEqual([
    { kind: 'callback', time_slot: '18-21', surname: null },
  ]);
});

test('the contact page with both forms showing their messages has no accessibility violation', async ({ page }) => {
  await page.goto('/contactus');
  await hydrated(page);
  await contactForm(page).getByRole('button', { name: '提交查詢' }).click();
  await expect(contactForm(page).getByText('請選擇稱謂', { exact: true })).toBeVisible();
  const results = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// The message past the daily limit: the hotline's number in it is checked against the footer's, where the site publishes it.
const DAILY_LIMIT = {
  'zh-HK': { path: '/contactus', heading: '預約回電', mobile: '手提電話號碼', message: /今天從你的網絡連線收到的要求已達上限.*熱線\s?(\d{4}\s\d{4})/ },
  en: {
    path: '/en/contactus',
    heading: 'Request a call back',
    mobile: 'Mobile number',
    message: /We cannot take more requests from your connection today\. Please call our hotline on (\d{4}\s\d{4})/,
  },
} as const;

for (const lang of ['zh-HK', 'en'] as const) {
  test(
    `the callback form past the connection's daily limit names the hotline to call (${lang})`,
    { tag: '@desktop' },
    async ({ page, consoleErrors }, testInfo) => {
      const t = DAILY_LIMIT[lang];
      const address = clientAddress(testInfo);
      // This connection's requests for the day, sent as a script would (each a number of its own),
      // until the API refuses one: a request a loaded machine answered 503 does not count.
      const statuses: number[] = [];
      while (!statuses.includes(429) && statuses.length < 12) {
        const res = await page.request.post('/api/contact', {
          headers: { 'CF-Connecting-IP': address },
          data: { kind: 'callback', mobile: uniqueMobile('5'), time_slot: '9-12' } satisfies ContactRequest,
        });
        statuses.push(res.status());
      }
      expect(statuses.at(-1), statuses.join(' ')).toBe(429);
      const mobile = uniqueMobile('6');
      await page.goto(t.path);
      await hydrated(page);
      const section = page.locator('section', { has: page.getByRole('heading', { name: t.heading }) });
      const form = section.locator('form');
      await form.getByLabel(t.mobile).fill(mobile);
      await form.getByRole('radio', { name: '12:00 – 15:00' }).check();
      await form.getByRole('button', { name: t.heading }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(t.message);
      // Chromium logs the refused request (429) it was answered.
      allowConsoleErrors(consoleErrors, /status of 429/);
      // The same number the footer gives, and nothing stored for this visitor.
      const hotline = (await alert.textContent())!.match(t.message)![1]!.replace(/\s/g, '');
      expect((await page.locator('footer').textContent())!.replace(/\s/g, '')).toContain(hotline);
      expect(d1(`SELECT id FROM contact_requests WHERE mobile = '${mobile}'`)).toEqual([]);
    },
  );
}
