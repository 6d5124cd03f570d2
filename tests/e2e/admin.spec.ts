import type { Browser, Page } from '@playwright/test';
import { WCAG_22_AA, axe } from './axe';
import { CHAT_ORIGIN } from './chat-server';
import { d1 } from './local-d1';
import { allowConsoleErrors, expect, test } from './fixtures';

/**
 * The console at /admin in a browser, signed in with the local development sign-in (the test
 * servers run SITE_ENV 'local'; tests/worker/admin-*.test.ts cover Cloudflare Access itself).
 * It runs on the web chat's server: switching maintenance on reaches every visitor of a server,
 * and the site's own tests on the first server must not meet it.
 */
const CONSOLE = CHAT_ORIGIN;

async function signIn(page: Page, role: 'ops' | 'marketing' | 'viewer', lang: 'zh-HK' | 'en') {
  await page.goto(`${CONSOLE}/admin/dev-sign-in?role=${role}${lang === 'en' ? '&lang=en' : ''}`);
  await expect(page).toHaveURL(`${CONSOLE}/admin${lang === 'en' ? '?lang=en' : ''}`);
}

/** Hong Kong wall time as the form's date-time fields take it (UTC+8 all year). */
const hkField = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

/** A visitor in a browser of their own (no console cookie), on the English FAQ page of the same server. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // This server has the web chat on; its vendor is off-line here and not what this test is about.
  await page.route(/intercom/, (route) => route.fulfill({ status: 204 }));
  return { page, close: () => context.close() };
}

test.describe('maintenance from the console', { tag: '@desktop' }, () => {
  test('an ops user suspends the service for a window covering now: visitors see the notice; resuming ends it', async ({ page, browser }) => {
    await signIn(page, 'ops', 'en');
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Maintenance' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suspending the online application service');

    const now = Date.now();
    await page.getByLabel('Start (Hong Kong time)').fill(hkField(now - 3600_000));
    await page.getByLabel('End (Hong Kong time)').fill(hkField(now + 3600_000));
    await page.getByRole('button', { name: 'Save the window' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(page.locator('[data-maintenance-state]')).toContainText('Suspended (inside the window)');

    const visitor = await visitorPage(browser);
    // An isolate reuses what it read for up to 5 s (CONFIG_REUSE_MS): the notice comes within that.
    await expect(async () => {
      await visitor.page.goto(`${CONSOLE}/en/faq`);
      await expect(visitor.page.locator('[data-maintenance-layer]')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.page.locator('[data-maintenance-layer]')).toContainText('Online application service suspended');

    await page.getByRole('button', { name: 'Resume now' }).click();
    await expect(page.locator('[data-maintenance-state]')).toContainText('Running');
    await expect(async () => {
      await visitor.page.goto(`${CONSOLE}/en/faq`);
      await expect(visitor.page.locator('[data-maintenance-layer]')).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await visitor.close();

    // Both changes are in the audit log, newest first, with who made them.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const rows = page.locator('[data-audit-row]');
    await expect(rows.first()).toContainText('Resume now');
    await expect(rows.first()).toContainText('dev@localhost');
    await expect(rows.nth(1)).toContainText('Schedule a window');
  });

  test('a window that ends before it starts is refused with the reason, in Chinese', async ({ page, consoleErrors }) => {
    await signIn(page, 'ops', 'zh-HK');
    await page.goto(`${CONSOLE}/admin/maintenance`);
    await page.getByLabel('開始（香港時間）').fill('2030-01-02T05:00');
    await page.getByLabel('結束（香港時間）').fill('2030-01-02T01:00');
    await page.getByRole('button', { name: '儲存時段' }).click();
    await expect(page.getByRole('alert')).toContainText('結束時間必須遲於開始時間。');
    await expect(page.getByLabel('結束（香港時間）')).toHaveAttribute('aria-invalid', 'true');
    // Chromium reports the answer's status, 400, as a console error.
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test('a viewer sees the state but no switch', async ({ page }) => {
    await signIn(page, 'viewer', 'en');
    await page.goto(`${CONSOLE}/admin/maintenance?lang=en`);
    await expect(page.getByText('Your role may look but not change.')).toBeVisible();
    // No switch on the page (the header's one button is the sign-out).
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button')).toHaveText('Sign out');
  });

  test('signing out of the local sign-in lands on a signed-out page, and the console asks for a sign-in again', async ({ page, consoleErrors }) => {
    for (const lang of ['en', 'zh-HK'] as const) {
      await signIn(page, 'ops', lang);
      await page.goto(`${CONSOLE}/admin/leads${lang === 'en' ? '?lang=en' : ''}`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'en' ? 'Sign out' : '登出' })
        .click();
      await expect(page).toHaveURL(`${CONSOLE}/admin/signed-out${lang === 'en' ? '?lang=en' : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Signed out' : '已登出');
      const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      const again = await page.goto(`${CONSOLE}/admin`);
      expect(again?.status()).toBe(401);
    }
    allowConsoleErrors(consoleErrors, /status of 401/);
  });
});

test.describe('the console is accessible', () => {
  for (const lang of ['zh-HK', 'en'] as const) {
    test(`every page in ${lang}, at this screen size (axe, WCAG 2.1 AA)`, async ({ page, consoleErrors }) => {
      const query = lang === 'en' ? '?lang=en' : '';
      // The refusal first, before signing in.
      await page.goto(`${CONSOLE}/admin${query}`);
      let { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      // Chromium reports the refusal's status, 401, as a console error.
      allowConsoleErrors(consoleErrors, /status of 401/);
      await signIn(page, 'ops', lang);
      for (const path of ['/admin', '/admin/maintenance', '/admin/leads', '/admin/ab', '/admin/vitals', '/admin/audit']) {
        await page.goto(`${CONSOLE}${path}${query}`);
        ({ violations } = await axe(page).withTags(WCAG_22_AA).analyze());
        expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      }
      // The page fits the screen: nothing to scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test(
    'the A/B results with a test running: its chart, its table and today’s provisional table pass axe, in both languages at 390 and 1280 px',
    { tag: '@desktop' },
    async ({ page }) => {
      // On the first test server, whose database the test can write: a campaign of this run's own,
      // so no other test's counts change. A 5,000 / 500 against B 5,000 / 560.
      const campaign = `axe-${Date.now().toString(36)}`;
      for (const [variant, clicks] of [
        ['A', 500],
        ['B', 560],
      ] as const) {
        for (const [event, count] of [
          ['banner_impression', 5000],
          ['banner_click', clicks],
        ] as const) {
          d1(
            `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${count - 1})
         INSERT INTO ab_events (received_at, event, banner_type, campaign, variant, anonymous_id, share)
         SELECT '2027-01-10T04:00:00.000Z', '${event}', 'crazy_ad', '${campaign}', '${variant}', '${campaign}-${variant}-' || i, 0.5 FROM seq`,
          );
        }
      }
      // Today so far (an unfinished Hong Kong day): A 40 / 4, B 40 / 6, in none of the figures above.
      const now = new Date().toISOString();
      for (const [variant, clicks] of [
        ['A', 4],
        ['B', 6],
      ] as const) {
        for (const [event, count] of [
          ['banner_impression', 40],
          ['banner_click', clicks],
        ] as const) {
          d1(
            `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${count - 1})
         INSERT INTO ab_events (received_at, event, banner_type, campaign, variant, anonymous_id, share)
         SELECT '${now}', '${event}', 'crazy_ad', '${campaign}', '${variant}', '${campaign}-today-${variant}-' || i, 0.5 FROM seq`,
          );
        }
      }
      for (const [lang, width] of [
        ['zh-HK', 390],
        ['zh-HK', 1280],
        ['en', 390],
        ['en', 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/admin/dev-sign-in?role=marketing${lang === 'en' ? '&lang=en' : ''}`);
        await page.goto(`/admin/ab?campaign=${campaign}${lang === 'en' ? '&lang=en' : ''}`);
        // Today's counts in their own table, labelled provisional; by hand, B 6 / 40 = 15.00%.
        await expect(page.locator('[data-today] h3')).toContainText(lang === 'en' ? 'provisional' : '暫計');
        await expect(page.locator('tr[data-today-variant="B"] [data-figure="impressions"]')).toHaveText('40');
        await expect(page.locator('tr[data-today-variant="B"] [data-figure="ctr"]')).toHaveText('15.00%');
        await expect(page.locator('tr[data-variant="B"] [data-figure="clicks"]')).toHaveText('560');
        // By hand: A 500 / 5,000 = 10.00%, B 560 / 5,000 = 11.20%, lift 11.20 / 10.00 − 1 = +12.0%.
        await expect(page.locator('tr[data-variant="A"] [data-figure="ctr"]')).toHaveText(/^10\.00% \(/);
        await expect(page.locator('tr[data-variant="B"] [data-figure="ctr"]')).toHaveText(/^11\.20% \(/);
        await expect(page.locator('tr[data-variant="B"] [data-figure="lift"]')).toHaveText(/^\+12\.0% \(/);
        await expect(page.locator('svg[data-ab-chart] circle')).toHaveCount(2);
        const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
        expect(violations.map((v) => `${lang} ${width} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    },
  );

  test('the menu is reachable from the keyboard, skip link first', async ({ page }) => {
    await signIn(page, 'marketing', 'en');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
