import type { Locator, Page, TestInfo } from '@playwright/test';
import { axe, WCAG_22_AA } from './axe';
import { expect, hydrated, isMobile, test } from './fixtures';

/**
 * The WeChat QR popup in the shell (docs/product-rules.md §1, §2): the footer's entry opens it on
 * any page of the default layout; its code comes on the first press only; the modal keeps focus
 * and gives it back on close (Escape, close button, backdrop); axe finds nothing. The entry is a
 * shell island, so navigation is never held for it. Phone (tapped) and desktop viewports.
 */

const COPY = {
  'zh-HK': { path: '/faq', title: '關注我們的WeChat官方帳號', close: '關閉', qr: /二維碼/, next: '/privacy' },
  en: { path: '/en/loan/n-loan', title: 'Follow our official WeChat account', close: 'Close', qr: /QR code/, next: '/en/privacy' },
  'zh-CN': { path: '/zh-CN/aboutus', title: '关注我们的WeChat官方帐号', close: '关闭', qr: /二维码/, next: '/zh-CN/privacy' },
} as const;

/** The requests for the popup's own code (a file named after its module). */
function popupCodeRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => /WeChat/.test(req.url()) && seen.push(req.url()));
  return seen;
}

const footerEntry = (page: Page) => page.locator('footer [data-footer-wechat] > button[aria-haspopup="dialog"]');

/** A press as the visitor makes it: a tap on the phone, a click on the desktop. */
const press = (target: Locator, testInfo: TestInfo) => (isMobile(testInfo) ? target.tap() : target.click());

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
/** The element is the topmost thing at its centre: not under the fixed header or bottom bar. */
const seenAtItsCentre = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (top === el || el.contains(top));
  });

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`footer WeChat (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      // Clicks are tracked; not what is tested here.
      await page.route('**/api/track', (route) => route.fulfill({ status: 204 }));
    });

    test('opens the QR popup, traps focus and returns it to the entry on Escape, Close and the backdrop', async ({ page }, testInfo) => {
      const code = popupCodeRequests(page);
      await page.goto(copy.path);
      await hydrated(page);
      const entry = footerEntry(page);
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toHaveText('WeChat');
      // Loaded, hydrated and in sight, the popup's code has still not been fetched: only on intent.
      await page.waitForTimeout(300);
      expect(code).toEqual([]);
      await expect(page.locator('dialog.c-wechat')).toHaveCount(0);

      // The first press fetches the code and opens the popup.
      await press(entry, testInfo);
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
      const scan = await axe(page).include('dialog[open]').withTags(WCAG_22_AA).analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();
      expect(await seenAtItsCentre(entry), 'the focused entry is not under a fixed bar').toBe(true);

      // Again, by keyboard, closed with its close button.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await press(dialog.getByRole('button', { name: copy.close }), testInfo);
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();

      // Again, closed by a press on the backdrop (a corner of the screen, outside the box).
      await press(entry, testInfo);
      await expect(dialog).toBeVisible();
      if (isMobile(testInfo)) await page.touchscreen.tap(4, 4);
      else await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();
      // One popup, mounted on the first press and opened again since.
      await expect(page.locator('dialog.c-wechat')).toHaveCount(1);
    });

    test('client-side navigation is not held for it, and it opens on the page navigated to', async ({ page }, testInfo) => {
      const code = popupCodeRequests(page);
      await page.goto(copy.path);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const heading = await page.locator('h1').first().textContent();

      // A footer link, followed in the same document, before the entry was ever pressed.
      const link = page.locator(`footer nav a[href="${copy.next}"]`);
      await link.scrollIntoViewIfNeeded();
      await press(link, testInfo);
      await expect(page).toHaveURL(new RegExp(`${copy.next}$`));
      await expect(page.locator('h1').first()).not.toHaveText(heading!);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(code, 'no popup code on a navigation').toEqual([]);

      const entry = footerEntry(page);
      await entry.scrollIntoViewIfNeeded();
      await press(entry, testInfo);
      const dialog = page.getByRole('dialog', { name: copy.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();

      // And back, with the popup mounted: the navigation goes through, the popup opens again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${copy.path}$`));
      await expect(page.locator('h1').first()).toHaveText(heading!);
      await entry.scrollIntoViewIfNeeded();
      await press(entry, testInfo);
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });
}

test('the contact page has two openers, each with its popup, ids that do not clash', async ({ page }, testInfo) => {
  await page.route('**/api/track', (route) => route.fulfill({ status: 204 }));
  await page.goto('/en/contactus');
  await hydrated(page);
  const own = page.getByRole('button', { name: 'Show WeChat QR code' });
  const footer = footerEntry(page);
  const dialog = page.getByRole('dialog', { name: 'Follow our official WeChat account' });
  for (const opener of [own, footer, own]) {
    await opener.scrollIntoViewIfNeeded();
    await press(opener, testInfo);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  await expect(page.locator('dialog.c-wechat')).toHaveCount(2);
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicates).toEqual([]);
});
