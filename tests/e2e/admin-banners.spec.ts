import type { Page } from '@playwright/test';
import { openStore } from '../../scripts/ops/kv';
import { E2E_STATE } from '../../playwright.config';
import { makePng } from '../test-pictures';
import { WCAG_22_AA, axe } from './axe';
import { allowConsoleErrors, expect, test } from './fixtures';

/**
 * The console's Banners page in a browser, on the first test server (seeded, the development
 * sign-in): marketing uploads two pictures, sets up an A/B test of two variants, publishes it, and a
 * visitor's page shows one. Every page of that server shows what is published, so the campaign is
 * a floating banner (late, in a corner), this run's own, deleted as soon as it was seen, and the
 * seeded empty list put back whatever happened.
 */
const DESKTOP = makePng(1280, 720, { shade: 0x30 });
const MOBILE = makePng(640, 960, { shade: 0xd0 });

/** Writes KV `banners` of the first server as the ops CLI does. */
async function putBanners(value: string) {
  const store = await openStore({ remote: false, persistTo: E2E_STATE });
  try {
    await store.put('banners', value);
  } finally {
    await store.close();
  }
}

// One worker, in order: the seeded list is put back only once both tests are done with KV.
test.describe.configure({ mode: 'serial' });
test.afterAll(() => putBanners('[]'));

/** A banner whose schedule ended last year: the console lists and previews it, no visitor gets it. */
const ENDED = {
  id: 'axe-ended',
  banner_type: 'floating_icon',
  campaign: 'axe-ended',
  url_zh: '/loan/n-loan',
  url_en: '/en/loan/n-loan',
  image_desktop_zh: '/images/banners/sample-floating-desktop-zh.svg',
  image_desktop_en: '/images/banners/sample-floating-desktop-en.svg',
  image_mobile_zh: '/images/banners/sample-floating-mobile-zh.svg',
  image_mobile_en: '/images/banners/sample-floating-mobile-en.svg',
  starts_at: '2025-01-01T00:00:00+08:00',
  ends_at: '2025-02-01T00:00:00+08:00',
};

async function signIn(page: Page, lang: 'zh-HK' | 'en') {
  await page.goto(`/admin/dev-sign-in?role=marketing${lang === 'en' ? '&lang=en' : ''}`);
  await expect(page).toHaveURL(new RegExp(`/admin${lang === 'en' ? '\\?lang=en' : ''}$`));
}

/** Uploads one picture through the form; answers the address the console gives it. */
async function upload(page: Page, name: string, bytes: Buffer, size: 'Desktop (1280×720)' | 'Phone (640×960)') {
  await page.getByLabel('Picture file').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  await page.getByLabel(size).check();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Uploaded: /media/');
  return /\/media\/[0-9a-f]{64}\.png/.exec((await status.textContent()) ?? '')![0];
}

test.describe('banners from the console', { tag: '@desktop' }, () => {
  test('marketing uploads the pictures, publishes an A/B test of two variants, and a visitor sees one', async ({ page, browser, consoleErrors }) => {
    const campaign = `e2e-${Date.now().toString(36)}`;
    await signIn(page, 'en');
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Banners' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotional banners');

    const desktop = await upload(page, 'desktop.png', DESKTOP, 'Desktop (1280×720)');
    const mobile = await upload(page, 'mobile.png', MOBILE, 'Phone (640×960)');
    await expect(page.locator('[data-picture-path]', { hasText: desktop })).toBeVisible();

    // A wrong size is refused with the reason, and nothing is added.
    await page.getByLabel('Picture file').setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: makePng(640, 960) });
    await page.getByLabel('Desktop (1280×720)').check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The picture is 640×960 pixels; for this use it must be exactly 1280×720.');
    allowConsoleErrors(consoleErrors, /status of 400/);

    // Variant A.
    await page.getByRole('link', { name: 'New banner' }).click();
    await page.getByLabel('Id', { exact: true }).fill(`${campaign}-a`);
    await page.getByLabel('Type').selectOption({ label: 'Floating banner' });
    await page.getByLabel('Campaign').fill(campaign);
    await page.getByLabel('Variant').fill('A');
    await page.getByLabel('Weight').fill('1');
    await page.getByLabel('Link on Chinese pages').fill('/loan/n-loan');
    await page.getByLabel('Link on English pages').fill('/en/loan/n-loan');
    await page.getByLabel('Desktop picture, Chinese (1280×720)').fill(desktop);
    await page.getByLabel('Desktop picture, English (1280×720)').fill(desktop);
    await page.getByLabel('Phone picture, Chinese (640×960)').fill(mobile);
    await page.getByLabel('Phone picture, English (640×960)').fill(mobile);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published.');

    // Variant B: a copy of A, weighted 3 to A's 1, a draft until published after the confirmation.
    await page.getByRole('button', { name: `Duplicate as a variant: banner ${campaign}-a` }).click();
    await expect(page.getByRole('status')).toContainText('Duplicated as variant B, a draft');
    await page.getByLabel('Weight').fill('3');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('Draft saved. No visitor gets it until it is published.');
    const rowA = page.locator(`tr[data-banner-id="${campaign}-a"]`);
    const rowB = page.locator(`tr[data-banner-id="${campaign}-b"]`);
    await expect(rowB).toContainText('Draft (not published)');
    await page.getByRole('link', { name: `Publish banner ${campaign}-b` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Publish variant B (banner ${campaign}-b)`);
    await expect(page.locator('table[data-publish-test] tr[data-variant="B"]')).toContainText('75.0%');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('status')).toHaveText(`Banner ${campaign}-b published.`);
    await expect(rowA).toContainText('Floating banner');
    await expect(rowA.getByRole('cell').nth(4)).toHaveText('1');
    await expect(rowB.getByRole('cell').nth(3)).toHaveText('B');
    await expect(rowB.getByRole('cell').nth(4)).toHaveText('3');
    await expect(rowB).toContainText('Live');

    // A visitor (a browser of their own) on an English page: the floating banner shows one variant
    // of this campaign, with the uploaded picture served by the site. Reads of KV may be 5 s old.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const visitor = await context.newPage();
    await expect(async () => {
      await visitor.goto('/en?show_floating_icon=1&test_duration=0');
      await expect(visitor.locator('aside.floating-banner')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const banner = visitor.locator('aside.floating-banner');
    expect(['A', 'B']).toContain(await banner.getAttribute('data-floating-banner'));
    await expect(banner.locator('img')).toHaveAttribute('src', desktop);
    expect(await banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    await expect(banner).toContainText('Money Lenders Licence No.: 0000/2026');
    await context.close();

    // "View on site" for variant A, from the preview, in a browser of its own: that browser gets A.
    await page.getByRole('link', { name: `Preview ${campaign}-b` }).click();
    const viewA = await page.getByRole('link', { name: 'View variant A on the site (English pages)' }).getAttribute('href');
    const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const staffPage = await staff.newPage();
    await staffPage.goto(viewA!);
    await expect(staffPage).toHaveURL(/\/en\?show_crazy_ad=1/);
    await expect(staffPage.locator('aside.floating-banner')).toHaveAttribute('data-floating-banner', 'A');
    await staff.close();
    await page.getByRole('link', { name: 'Back to the banners' }).click();

    // Clean up: both variants deleted through the console; the site has no banners again.
    for (const id of [`${campaign}-a`, `${campaign}-b`]) {
      await page.getByRole('button', { name: `Delete banner ${id}` }).click();
      await expect(page.getByRole('status')).toHaveText('Deleted and published.');
    }
    await expect(page.locator(`tr[data-banner-id^="${campaign}"]`)).toHaveCount(0);

    // Every change is in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const rows = page.locator('[data-audit-row]');
    await expect(rows.nth(0)).toContainText('Delete a banner');
    await expect(rows.nth(2)).toContainText('Publish a draft banner');
    await expect(rows.nth(3)).toContainText('Edit a banner');
    await expect(rows.nth(4)).toContainText('Duplicate a banner as a variant');
    await expect(rows.nth(5)).toContainText('New banner');
  });
});

test.describe('the banners console is accessible', () => {
  for (const lang of ['zh-HK', 'en'] as const) {
    test(`list, upload error, form, refused form and preview in ${lang} (axe, WCAG 2.1 AA)`, async ({ page, consoleErrors }) => {
      const query = lang === 'en' ? '?lang=en' : '';
      const and = lang === 'en' ? '&lang=en' : '';
      await putBanners(JSON.stringify([ENDED]));
      await signIn(page, lang);
      const check = async (what: string) => {
        const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
        expect(violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      };
      await page.goto(`/admin/banners${query}`);
      await expect(page.locator('tr[data-banner-id="axe-ended"]')).toContainText(lang === 'en' ? 'Ended' : '已結束');
      await check('list');
      // An upload refused (not a picture at all): the error is announced and tied to the field.
      await page.locator('#upload-file').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await page.locator('form[enctype] button[type=submit]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check('upload error');
      await page.goto(`/admin/banners/new${query}`);
      await check('form');
      // Sent empty: the browser's own checks are bypassed so the server's answer is what is read.
      await page.locator('form[action*="/save"]').evaluate((f: HTMLFormElement) => f.setAttribute('novalidate', ''));
      await page.locator('form[action*="/save"] button[type=submit]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check('refused form');
      allowConsoleErrors(consoleErrors, /status of 400/);
      await page.goto(`/admin/banners/preview?id=axe-ended${and}`);
      await expect(page.locator('[data-banner-compliance]')).toHaveCount(4);
      await check('preview');
      await page.goto(`/admin/banners/edit?id=axe-ended${and}`);
      await check('edit form');
      // Someone else publishes while the form is open: saving it is refused, next to the list as it is now.
      await putBanners(JSON.stringify([{ ...ENDED, weight: 2 }]));
      await page.locator('form[action*="/save"] button[type=submit]').click();
      await expect(page.locator('[data-conflict]')).toBeVisible();
      await check('conflict form');
      allowConsoleErrors(consoleErrors, /status of 409/);
      await page.goto(`/admin/banners${query}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe('drafts, the publish step and the preview of a test', { tag: '@desktop' }, () => {
  /** A variant A (ended last year, so no visitor gets it) and its draft B: never served either. */
  const DRAFT = { ...ENDED, id: 'axe-ended-b', variant: 'B', draft: true, starts_at: undefined, ends_at: undefined };
  for (const lang of ['zh-HK', 'en'] as const) {
    test(`list, draft form, publish step and preview in ${lang} at 390 and 1280 px (axe, WCAG 2.1 AA)`, async ({ page }) => {
      const and = lang === 'en' ? '&lang=en' : '';
      await putBanners(JSON.stringify([{ ...ENDED, variant: 'A' }, DRAFT]));
      await signIn(page, lang);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [what, path] of [
          ['list', `/admin/banners?draftSaved=1${and}`],
          ['draft form', `/admin/banners/edit?id=axe-ended-b${and}`],
          ['publish step', `/admin/banners/publish?id=axe-ended-b${and}`],
          ['preview', `/admin/banners/preview?id=axe-ended${and}`],
        ] as const) {
          await page.goto(path);
          const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
          expect(violations.map((v) => `${what} ${width} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what} ${width}`).toBe(true);
        }
        // Each picture whole, in a box of its shape: 16:9 and 2:3, whatever the width.
        for (const [size, ratio] of [
          ['desktop', 16 / 9],
          ['mobile', 2 / 3],
        ] as const) {
          const box = (await page.locator(`.ratio-${size}`).first().boundingBox())!;
          expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);
          const img = page.locator(`.ratio-${size} img`).first();
          expect(await img.evaluate((i: HTMLImageElement) => getComputedStyle(i).objectFit)).toBe('contain');
        }
        await expect(page.locator('[data-banner-compliance]')).toHaveCount(8);
      }
    });
  }
});
