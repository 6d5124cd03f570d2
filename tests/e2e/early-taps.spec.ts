import type { Page } from '@playwright/test';
import { startSlowNetwork } from './slow-network';
import { allowConsoleErrors, expect, hydrated, installClock, isMobile, test } from './fixtures';

/**
 * A visitor's first tap comes before the page has hydrated: the scripts start after the first
 * paint, and on a slow phone they arrive and run a second or more later. Here every script of the
 * page arrives 3 s late (a loopback server in front of the worker holds them back) and the visitor
 * taps as soon as the button is there. The mobile panels are native popovers and open at once; a
 * tap on an apply button is held by the page's inline script and opens the lead popup in place
 * once the popup is live, without loading the page again with `?form=1`.
 */
let network: Awaited<ReturnType<typeof startSlowNetwork>>;
const SCRIPTS_LATE_MS = 3_000;

test.beforeAll(async ({}, testInfo) => {
  network = await startSlowNetwork(String(testInfo.project.use.baseURL), {
    pieceBytes: 1 << 20,
    pauseMs: 0,
    slowFiles: /^\/assets\/[\w.-]+\.js$/,
    slowFilesMs: SCRIPTS_LATE_MS,
  });
});
test.afterAll(async () => {
  await network?.close();
});

const LOCALES = [
  { name: 'zh-HK', home: '/', loanPage: '/loan/n-loan', menu: '選單', close: '關閉', loanTypes: '貸款種類' },
  { name: 'en', home: '/en', loanPage: '/en/loan/n-loan', menu: 'Menu', close: 'Close', loanTypes: 'Loan types' },
];

/** Opens `path` through the slow network and returns as soon as the HTML is there (scripts still on their way). */
async function openBeforeScripts(page: Page, path: string) {
  await page.goto(network.origin + path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

/** Every document the tab loads after the first (a followed link, a reload). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  let first = true;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    if (first) first = false;
    else loads.push(frame.url());
  });
  return loads;
}

for (const l of LOCALES) {
  test.describe(`before the scripts (${l.name})`, () => {
    test('a tap on the menu button opens the menu; Escape closes it and focus goes back', { tag: '@phone' }, async ({ page }) => {
      await openBeforeScripts(page, l.home);
      const menu = page.locator('#mobile-panel-2');
      const button = page.locator('header .menu-button');
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link').first()).toBeVisible();
      // Opened by the browser alone: the page had not hydrated.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      // The page behind does not scroll.
      await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');

      // From the keyboard: the next Tab goes into the panel, Escape brings focus back to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test('the loan types and the menu switch and close from their own buttons', { tag: '@phone' }, async ({ page }) => {
      await openBeforeScripts(page, l.home);
      const loanTypes = page.locator('#mobile-panel-1');
      const menu = page.locator('#mobile-panel-2');
      await page.locator('nav.bottom-bar').getByRole('button', { name: l.loanTypes }).click();
      await expect(loanTypes).toBeVisible();
      await loanTypes.getByRole('button', { name: l.close }).click();
      await expect(loanTypes).toBeHidden();
      await page.locator('header .menu-button').click();
      await expect(menu).toBeVisible();
      // The bottom bar stays uncovered below the panel: the other panel's button can be tapped.
      await page.locator('nav.bottom-bar').getByRole('button', { name: l.loanTypes }).click();
      await expect(loanTypes).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test('a menu opened before hydration is known to the page after it: Back closes it', { tag: '@phone' }, async ({ page }) => {
      await openBeforeScripts(page, l.home);
      const menu = page.locator('#mobile-panel-2');
      await page.locator('header .menu-button').click();
      await expect(menu).toBeVisible();
      await hydrated(page);
      await expect(page.locator('header .menu-button')).toHaveAttribute('aria-expanded', 'true');
      await page.goBack();
      await expect(menu).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(l.home);
      await expect(page.locator('header .menu-button')).not.toHaveAttribute('aria-expanded', 'true');
    });

    test('a tap on an apply button opens the lead popup in place once it is live; Escape closes it', async ({ page }, testInfo) => {
      const loads = documentLoads(page);
      await openBeforeScripts(page, l.loanPage);
      const apply = page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]');
      await apply.click();
      // Held, not followed: the page had not hydrated, and the address has not changed.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      expect(page.url()).toBe(network.origin + l.loanPage);
      const popup = page.locator('dialog.lead-popup');
      await expect(popup.locator('form[data-lead-form]')).toBeVisible({ timeout: SCRIPTS_LATE_MS + 10_000 });
      expect(page.url()).toBe(network.origin + l.loanPage);
      expect(loads).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      // Focus goes back to the button that was tapped.
      await expect(apply).toBeFocused();
      expect(loads).toEqual([]);
    });
  });
}

test("when the page's scripts never come, a held tap on an apply button follows its link after 8 seconds", async ({ page, consoleErrors }, testInfo) => {
  await installClock(page);
  // The browser entry cannot be fetched (offline for a moment): the popup never becomes live.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/en/faq');
  await page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]').click();
  await page.clock.runFor(7_000);
  expect(page.url()).not.toContain('form=1');
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/en\/faq\?form=1$/);
  allowConsoleErrors(consoleErrors, /Failed to load resource|dynamically imported module/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and closes, and an apply button loads the page with the form flag', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en');
    const menu = page.locator('#mobile-panel-2');
    await page.locator('header .menu-button').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await page.locator('nav.bottom-bar a[data-apply-button]').click();
    await expect(page).toHaveURL(/\/en\?form=1$/);
  });
});
