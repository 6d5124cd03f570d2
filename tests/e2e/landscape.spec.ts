import { expect, test } from './fixtures';

/**
 * The landscape notice (docs/product-rules.md §2): a phone held sideways is told, in the page's language,
 * to turn it upright; the page stays usable underneath and the notice can be dismissed, all
 * without JavaScript.
 */
test.describe('phone held sideways', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  // Its own viewport and device: the desktop project would run the very same test again, so it
  // runs once, in the phone project.

  for (const [path, text] of [
    ['/faq', '請將手機轉回直向'],
    ['/en/faq', 'please turn your phone upright'],
    ['/loan/sme', '請將手機轉回直向'],
  ] as const) {
    test(`${path}: shows the notice, keeps the page usable, and can be dismissed`, async ({ page }) => {
      await page.goto(path);
      const notice = page.getByRole('note').filter({ hasText: text });
      await expect(notice).toBeVisible();
      // It covers only the bottom edge: the heading stays in view and readable.
      const box = (await notice.boundingBox())!;
      expect(box.height).toBeLessThan(390 / 2);
      await expect(page.locator('h1')).toBeInViewport();
      await notice.locator('label').click();
      await expect(notice).toBeHidden();
    });
  }

  test('works with scripts switched off', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en');
    const notice = page.getByRole('note').filter({ hasText: 'please turn your phone upright' });
    await expect(notice).toBeVisible();
    await notice.getByText('Got it').click();
    await expect(notice).toBeHidden();
    await context.close();
  });
});

test.describe('held upright or on a computer', () => {
  test('shows no notice', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('.landscape-notice')).toBeHidden();
  });
});
