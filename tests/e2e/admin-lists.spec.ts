import type { Page } from '@playwright/test';
import { WCAG_22_AA, axe } from './axe';
import { CHAT_ORIGIN } from './chat-server';
import { d1 } from './local-d1';
import { expect, test } from './fixtures';

/**
 * The console's two lists with rows in them, scanned by axe at a phone's width and a desktop's, in
 * both languages: the maintenance windows (on the web chat's server, as admin.spec.ts changes
 * maintenance there; the windows are years ahead, so no visitor meets them) and the stored leads
 * (on the first server, whose database the test writes: its own numbers).
 */
const WIDTHS = [390, 1280] as const;
const LANGS = ['zh-HK', 'en'] as const;
const WINDOWS = [
  { start: '2032-02-01T01:00', end: '2032-02-01T05:00' },
  { start: '2032-02-08T01:00', end: '2032-02-08T05:00' },
];

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin/dev-sign-in?role=ops&lang=en`);
  await expect(page).toHaveURL(`${origin}/admin?lang=en`);
}

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  // The page fits the screen: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} fits`).toBe(true);
}

test.describe('the console lists with rows', { tag: '@desktop' }, () => {
  test('the maintenance windows pass axe at 390 and 1280 px, in Chinese and English', async ({ page }) => {
    await signIn(page, CHAT_ORIGIN);
    await page.goto(`${CHAT_ORIGIN}/admin/maintenance?lang=en`);
    for (const window of WINDOWS) {
      // A second run on the same state finds them there already.
      if ((await page.locator(`tr[data-window="${window.start}:00+08:00"]`).count()) > 0) continue;
      await page.getByLabel('Start (Hong Kong time)').fill(window.start);
      await page.getByLabel('End (Hong Kong time)').fill(window.end);
      await page.getByRole('button', { name: 'Save the window' }).click();
      await expect(page.getByRole('status')).toHaveText('Saved.');
    }
    await expect(page.getByRole('button', { name: 'Cancel the window from 8 February 2032, 01:00 to 8 February 2032, 05:00' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of LANGS) {
        await page.goto(`${CHAT_ORIGIN}/admin/maintenance${lang === 'en' ? '?lang=en' : ''}`);
        await expect(page.locator('tr[data-window]')).not.toHaveCount(0);
        await expectNoViolations(page, `maintenance ${lang} ${width}`);
      }
    }
  });

  test('the stored leads pass axe at 390 and 1280 px, in Chinese and English', async ({ page }) => {
    const run = Date.now().toString(36);
    for (const [i, state] of (['failed', 'forwarded', 'pending'] as const).entries()) {
      d1(
        `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, dedupe_key, forward_state, forward_attempts)
         VALUES ('axe-${run}-${i}', '${new Date().toISOString()}', '5999000${i}', 'F', 'Mei', 'Chan', 1, 'n-loan', 'N Loan', 'en-US', 'axe-${run}-${i}', '${state}', ${i})`,
      );
    }
    await signIn(page, '');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of LANGS) {
        await page.goto(`/admin/leads${lang === 'en' ? '?lang=en' : ''}`);
        await expect(page.locator(`[data-lead-list] tr[data-lead="axe-${run}-0"]`)).toContainText('5999****');
        await expectNoViolations(page, `leads ${lang} ${width}`);
      }
    }
  });
});
