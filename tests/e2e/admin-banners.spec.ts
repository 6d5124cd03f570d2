import type { Page } from '@playwright/test';
import { openStore } from '../../scripts/ops/kv';
import { E2E_STATE } from '../../playwright.config';
import { makePng } from '../test-pictures';
import { WCAG_22_AA, axe } from './axe';
import { allowConsoleErrors, expect, test } from './fixtures';

/**
 * The console's Banners page and picture library in a browser, on the first test server: marketing
 * uploads two named pictures, publishes an A/B test of two variants choosing them by name, and a
 * visitor's page shows one. Every page there shows what is published, so the campaign is a floating
 * banner of this run's own, deleted as soon as seen, the seeded empty list put back whatever
 * happened; the pictures are this run's own too (bytes of their own), deleted at the end.
 */
/** This run's pictures carry a text chunk of a length of their own: new bytes, so a new address, every run. */
const RUN = Date.now() % 100_000;
const DESKTOP = makePng(1280, 720, { shade: 0x30, padding: RUN });
const MOBILE = makePng(640, 960, { shade: 0xd0, padding: RUN });

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

/** The picture library's entry of the picture uploaded under this name. */
const libraryEntry = (page: Page, name: string) => page.locator('li[data-picture]', { has: page.locator('[data-picture-name]', { hasText: name }) });

/** Uploads one picture through the library's form; answers the address the library lists it at. */
async function upload(page: Page, name: string, bytes: Buffer, size: 'Desktop (1280×720)' | 'Phone (640×960)') {
  await page.getByLabel('Picture file').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  await page.getByLabel(size).check();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Uploaded: ${name}. Choose it by name in a banner's picture fields.`);
  return (await libraryEntry(page, name).locator('[data-picture-path]').textContent())!;
}

/** Today in Hong Kong as the console writes dates in English ('7 December 2026'), from Node's own time zone data. */
const hkToday = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

/** A picture's radio button is named by the picture's name, then its pixels and upload time. */
const namedPicture = (name: string) => new RegExp(`^${name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')} `);

/** Chooses a picture by its name in one picture field of the banner form. */
async function pick(page: Page, field: string, name: string) {
  await page
    .getByRole('group', { name: field })
    .getByRole('radio', { name: namedPicture(name) })
    .check();
}

test.describe('banners from the console', { tag: '@desktop' }, () => {
  test('marketing uploads the pictures, publishes an A/B test of two variants, and a visitor sees one', async ({ page, browser, consoleErrors }) => {
    const campaign = `e2e-${Date.now().toString(36)}`;
    await signIn(page, 'en');
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Banners' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotional banners');

    await page.getByRole('link', { name: 'Upload and manage the pictures in the banner picture library' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner pictures');
    const desktopName = `${campaign}-desktop.png`;
    const mobileName = `${campaign}-phone.png`;
    const desktop = await upload(page, desktopName, DESKTOP, 'Desktop (1280×720)');
    const mobile = await upload(page, mobileName, MOBILE, 'Phone (640×960)');
    // Listed by name, newest first, with its size, pixels, upload date and thumbnail.
    const names = await page.locator('[data-picture-name]').allTextContents();
    expect(names.indexOf(desktopName)).toBeGreaterThan(names.indexOf(mobileName));
    expect(names.indexOf(mobileName)).toBeGreaterThanOrEqual(0);
    const listed = libraryEntry(page, desktopName);
    await expect(listed.locator('[data-picture-bytes]')).toHaveText(`${(DESKTOP.length / 1024).toFixed(1)} KiB`);
    await expect(listed.locator('[data-picture-dimensions]')).toHaveText('1280×720');
    await expect(listed.locator('[data-picture-uploaded]')).toContainText(hkToday());
    await expect(listed.locator('[data-picture-used-by]')).toHaveText('No banner');
    expect(await listed.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);

    // A wrong size is refused with the reason, and nothing is added.
    await page.getByLabel('Picture file').setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: makePng(640, 960) });
    await page.getByLabel('Desktop (1280×720)').check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The picture is 640×960 pixels; for this use it must be exactly 1280×720.');
    allowConsoleErrors(consoleErrors, /status of 400/);

    // Variant A.
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Banners' }).click();
    await page.getByRole('link', { name: 'New banner' }).click();
    await page.getByLabel('Id', { exact: true }).fill(`${campaign}-a`);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Floating banner' });
    await page.getByLabel('Campaign', { exact: true }).fill(campaign);
    await page.getByLabel('Variant', { exact: true }).fill('A');
    await page.getByLabel('Weight', { exact: true }).fill('1');
    await page.getByLabel('Link on Chinese pages').fill('/loan/n-loan');
    await page.getByLabel('Link on English pages').fill('/en/loan/n-loan');
    // The phone picture typed as the Chinese desktop picture: refused next to that field, nothing published.
    const desktopZh = page.getByRole('group', { name: 'Desktop picture, Chinese (1280×720)' });
    await desktopZh.getByRole('radio', { name: 'Another address' }).check();
    await desktopZh.getByLabel(/^Other picture's address/).fill(mobile);
    await pick(page, 'Desktop picture, English (1280×720)', desktopName);
    await pick(page, 'Phone picture, Chinese (640×960)', mobileName);
    await pick(page, 'Phone picture, English (640×960)', mobileName);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(desktopZh.locator('.field-error')).toHaveText('This picture is 640×960 pixels, not 16:9: a desktop picture must be 16:9, like 1280×720.');
    await expect(page.getByRole('alert')).toContainText('Not published, nothing was changed:');
    allowConsoleErrors(consoleErrors, /status of 400/);
    // What was entered is kept; choosing the desktop picture by name publishes.
    await expect(page.getByLabel('Campaign', { exact: true })).toHaveValue(campaign);
    await expect(page.getByRole('group', { name: 'Phone picture, English (640×960)' }).getByRole('radio', { checked: true })).toHaveAccessibleName(
      namedPicture(mobileName),
    );
    await pick(page, 'Desktop picture, Chinese (1280×720)', desktopName);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published.');

    // Variant B: a copy of A, weighted 3 to A's 1, a draft until published after the confirmation.
    await page.getByRole('button', { name: `Duplicate as a variant: banner ${campaign}-a` }).click();
    await expect(page.getByRole('status')).toContainText('Duplicated as variant B, a draft');
    await page.getByLabel('Weight', { exact: true }).fill('3');
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

    // No banner uses this run's pictures any more: deleted from the library.
    await page.getByRole('link', { name: 'Banner pictures' }).click();
    for (const name of [desktopName, mobileName]) {
      await expect(libraryEntry(page, name).locator('[data-picture-used-by]')).toHaveText('No banner');
      await page.getByRole('button', { name: `Delete picture ${name}` }).click();
      await expect(page.getByRole('status')).toContainText('Picture deleted:');
      await expect(libraryEntry(page, name)).toHaveCount(0);
    }
  });
});

// In one project, each width set here: every test of this file changes the server's banners and
// pictures, so they run one after the other (run side by side, one's change refused another's form).
test.describe('the banners console is accessible', { tag: '@desktop' }, () => {
  for (const [width, lang] of [
    [390, 'zh-HK'],
    [390, 'en'],
    [1280, 'zh-HK'],
    [1280, 'en'],
  ] as const) {
    test(`list, picture library, upload error, form, refused form and preview in ${lang} at ${width} px (axe, WCAG 2.1 AA)`, async ({
      page,
      consoleErrors,
    }) => {
      const query = lang === 'en' ? '?lang=en' : '';
      const and = lang === 'en' ? '&lang=en' : '';
      const phone = width < 600;
      await page.setViewportSize({ width, height: phone ? 844 : 800 });
      await putBanners(JSON.stringify([ENDED]));
      await signIn(page, lang);
      const check = async (what: string) => {
        const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
        expect(violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what}: no sideways scroll`).toBe(true);
      };
      await page.goto(`/admin/banners${query}`);
      await expect(page.locator('tr[data-banner-id="axe-ended"]')).toContainText(lang === 'en' ? 'Ended' : '已結束');
      await check('list');
      // The library with a picture of this test's own (its width and language: its own address), with a long name.
      await page.goto(`/admin/banners/media${query}`);
      const name = `axe-${width}-${lang}-${RUN}-a-rather-long-file-name-for-a-picture-of-the-spring-offer.png`;
      const own = makePng(1280, 720, { shade: 0x90, padding: RUN + 1 + (phone ? 0 : 2) + (lang === 'en' ? 0 : 1) });
      await page.locator('#upload-file').setInputFiles({ name, mimeType: 'image/png', buffer: own });
      await page.locator('input[name=size][value=desktop]').check();
      await page.locator('form[enctype] button[type=submit]').click();
      await expect(page.getByRole('status')).toContainText(name);
      const ownPath = (await libraryEntry(page, name).locator('[data-picture-path]').textContent())!;
      await check('library');
      // An upload refused (not a picture at all): the error is announced and tied to the field.
      await page.locator('#upload-file').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await page.locator('form[enctype] button[type=submit]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check('upload error');
      await page.goto(`/admin/banners/new${query}`);
      await expect(page.locator(`#picker-image_desktop_zh input[value="${ownPath}"]`)).toHaveCount(1);
      await check('form');
      // Sent empty: the browser's own checks are bypassed so the server's answer is what is read.
      await page.locator('form[action*="/save"]').evaluate((f: HTMLFormElement) => f.setAttribute('novalidate', ''));
      await page.locator('form[action*="/save"] button[type=submit]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check('refused form');
      // A desktop picture as the phone one, in a new form: refused next to the field.
      await page.goto(`/admin/banners/new${query}`);
      await page.locator('form[action*="/save"]').evaluate((f: HTMLFormElement) => f.setAttribute('novalidate', ''));
      await page.locator('input[name=image_mobile_zh][value=other]').check();
      await page.locator('#banner-image_mobile_zh-address').fill(ownPath);
      await page.locator('form[action*="/save"] button[type=submit]').click();
      await expect(page.locator('[data-field-error="image_mobile_zh"]')).toBeVisible();
      await check('refused picture');
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
      // This test's picture goes again.
      await page.goto(`/admin/banners/media${query}`);
      await libraryEntry(page, name).locator('button[type=submit]').click();
      await expect(libraryEntry(page, name)).toHaveCount(0);
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
