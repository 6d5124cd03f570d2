import { expect, hydrated, isMobile, test } from './fixtures';

test.describe('maintenance layer', () => {
  test('hides every apply button and My Account, and shows the layer, also after client navigation', async ({ page }, testInfo) => {
    await page.goto('/en?show_layer=1');
    const layer = page.locator('[data-maintenance-layer]');
    await expect(layer).toBeVisible();
    await expect(layer).toContainText('Online application service suspended');
    await expect(page.locator('[data-apply-button]:visible')).toHaveCount(0);
    await expect(page.locator('[data-member-link]:visible')).toHaveCount(0);

    // Move to another page without a full load: the state holds.
    await hydrated(page);
    if (isMobile(testInfo)) {
      await page.locator('nav.bottom-bar button').click();
      await page
        .locator('#mobile-panel-1')
        .getByRole('link', { name: /Wedding loan/ })
        .click();
    } else {
      await page.locator('.mega-menu .disclosure__button').click();
      await page.locator('.mega-menu a[href="/en/loan/w-loan"]').click();
    }
    await expect(page).toHaveURL(/\/en\/loan\/w-loan/);
    await expect(layer).toBeVisible();
    await expect(page.locator('[data-apply-button]:visible')).toHaveCount(0);
    await expect(page.locator('[data-member-link]:visible')).toHaveCount(0);
  });

  test('leaves the buttons alone when maintenance is off', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('[data-maintenance-layer]')).toHaveCount(0);
    await expect(page.locator('header [data-apply-button], nav.bottom-bar [data-apply-button]').filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('[data-member-link]').filter({ visible: true })).toHaveCount(1);
    expect(await page.locator('[data-apply-button]').filter({ visible: true }).count()).toBeGreaterThanOrEqual(1);
    void testInfo;
  });
});

test.describe('announcement bar', () => {
  test('stays closed after a reload, with no layout shift', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    const bar = page.locator('.announcement');
    await expect(bar).toBeVisible();
    const headingBefore = await page.locator('h1').boundingBox();
    await page.getByRole('button', { name: '關閉通告' }).click();
    await expect(bar).toBeHidden();

    await page.reload();
    await expect(bar).toBeHidden();
    // Nothing moved while the page loaded: the bar was never painted.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
    const headingAfter = await page.locator('h1').boundingBox();
    // The heading moved up by exactly the bar's height.
    expect(Math.round(headingBefore!.y - headingAfter!.y)).toBe(49);
  });

  test('shows one item panel at a time', async ({ page }, testInfo) => {
    await page.goto('/en');
    await hydrated(page);
    const items = page.locator('.announcement__item');
    if (isMobile(testInfo)) {
      await items.nth(0).locator('summary').click();
      await expect(items.nth(0).locator('.announcement__panel')).toBeVisible();
      await items.nth(1).locator('summary').click();
    } else {
      await items.nth(0).hover();
      await expect(items.nth(0).locator('.announcement__panel')).toBeVisible();
      await items.nth(1).hover();
    }
    await expect(items.nth(1).locator('.announcement__panel')).toContainText('never ask customers to pay');
    await expect(items.nth(0).locator('.announcement__panel')).toBeHidden();
  });
});

test.describe('campaign state', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.
  test('keeps the campaign and the ad click id where the lead form reads them', async ({ page }) => {
    await page.goto('/loan/n-loan?utm_source=facebook&utm_medium=cpc&gclid=Cj0-test');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm'))).toBe('utm_source=facebook&utm_medium=cpc&gclid=Cj0-test');
    const gclid = await page.evaluate(() => JSON.parse(localStorage.getItem('gclid') ?? 'null'));
    expect(gclid.value).toBe('Cj0-test');
    expect(gclid.expiryDate).toBeGreaterThan(Date.now() + 89 * 24 * 3600 * 1000);
    // A later ordinary page in the same session keeps it.
    await page.goto('/faq');
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem('utm'))).toBe('utm_source=facebook&utm_medium=cpc&gclid=Cj0-test');
  });
});

// That no page breaks its Content-Security-Policy is checked on every page by the accessibility
// audit's visits (tests/e2e/audit.spec.ts), which fail on any console error.
