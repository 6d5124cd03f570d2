import type { Page } from '@playwright/test';
import { axe, WCAG_21_AA } from './axe';
import { expect, hydrated, test } from './fixtures';

/**
 * The WeChat QR popup in the shell (docs/product-rules.md §1, §2): the footer's WeChat entry on a
 * page other than the contact page opens the popup with the QR code. Its code is fetched on the
 * first press or focus of the entry, not with the page; the native modal dialog keeps focus inside
 * and gives it back to the entry on close (Escape or the close button); axe finds nothing in it.
 * Each test runs at the phone and the desktop viewport (playwright.config.ts).
 */

const COPY = {
  'zh-HK': { path: '/faq', title: '關注我們的WeChat官方帳號', close: '關閉', qr: /二維碼/ },
  en: { path: '/en/loan/n-loan', title: 'Follow our official WeChat account', close: 'Close', qr: /QR code/ },
} as const;

/** The requests for the popup's own code (a chunk named after its module). */
function popupCodeRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => /WeChatDialog/.test(req.url()) && seen.push(req.url()));
  return seen;
}

/** Where focus is: inside the open dialog or not. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
/**
 * Focus on something of the page behind the dialog. Chromium lets Tab leave a modal dialog for the
 * browser's own controls (the document's active element is then <body>), never for the page.
 */
const focusOnPageBehind = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !!active && active !== document.body && !active.closest('dialog[open]');
  });

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`footer WeChat (${locale})`, () => {
    test('opens the QR popup, traps focus and returns it to the entry on Escape and on Close', async ({ page }) => {
      // Clicks are tracked; not what is tested here.
      await page.route('**/api/track', (route) => route.fulfill({ status: 204 }));
      const code = popupCodeRequests(page);
      await page.goto(copy.path);
      await hydrated(page);
      const entry = page.locator('footer [data-footer-wechat] button[aria-haspopup="dialog"]');
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toHaveText('WeChat');
      // Loaded, hydrated and in sight, the popup's code has still not been fetched: only on intent.
      await page.waitForTimeout(300);
      expect(code).toEqual([]);
      await expect(page.locator('dialog.c-wechat')).toHaveCount(0);

      // The first press fetches the code and opens the popup (the press is held until it hydrates).
      await entry.click();
      const dialog = page.getByRole('dialog', { name: copy.title });
      await expect(dialog).toBeVisible();
      expect(code.length).toBeGreaterThan(0);
      await expect(dialog.getByRole('img', { name: copy.qr })).toBeVisible();
      expect(await focusInDialog(page)).toBe(true);
      // A modal dialog: the page behind is inert, and focus never reaches it, forwards or backwards.
      expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusOnPageBehind(page), key).toBe(false);
      }
      await dialog.getByRole('button', { name: copy.close }).focus();
      const scan = await axe(page).include('dialog[open]').withTags(WCAG_21_AA).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();

      // Again, by keyboard, closed with its close button.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: copy.close }).click();
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();
    });
  });
}
