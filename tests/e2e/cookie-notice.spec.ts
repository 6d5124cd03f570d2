import type { Locator, Page } from '@playwright/test';
import { axe, WCAG_22_AA } from './axe';
import { expect, hydrated, test } from './fixtures';

/**
 * The cookie notice (docs/decisions.md#cookie-notice): on a visitor's first page, in the page's
 * language, it says what the site keeps in the browser and links the privacy policy; it takes no
 * focus, covers neither apply button nor the lead popup, and once dismissed it is gone for good in
 * that browser, from the first paint of every later page.
 */

const LOCALES = [
  { name: 'zh-HK', home: '/', next: '/faq', privacy: '/privacy#legal-cookies', region: '本網站的Cookie', says: '匿名訪客編號', dismiss: '知道了' },
  {
    name: 'en',
    home: '/en',
    next: '/en/faq',
    privacy: '/en/privacy#legal-cookies',
    region: 'Cookies on this site',
    says: 'anonymous visitor ID',
    dismiss: 'Got it',
  },
] as const;

const noticeOf = (page: Page, region: string) => page.getByRole('region', { name: region });

/** Whether what is drawn at the centre of `target` is `target` itself (or inside it): not covered. */
async function drawnOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });
}

/**
 * How far the notice reaches above the bottom bar (or the screen's bottom), and the room the page
 * keeps clear of it for keyboard focus (global.css).
 */
async function heightAndRoom(notice: Locator): Promise<[number, number]> {
  return notice.evaluate((el) => {
    const root = getComputedStyle(document.documentElement);
    const bar = document.querySelector('.bottom-bar');
    const above = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    return [above - el.getBoundingClientRect().top, parseFloat(root.getPropertyValue('--cookie-notice-room')) * parseFloat(root.fontSize)];
  });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const locale of LOCALES) {
  test.describe(`${locale.name}: first page`, () => {
    test('shows the notice with what is stored and the privacy link, without taking focus', async ({ page }) => {
      await page.goto(locale.home);
      await hydrated(page);
      const notice = noticeOf(page, locale.region);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(locale.says);
      await expect(notice.getByRole('link')).toHaveAttribute('href', locale.privacy);
      // At most 31.25rem (500 px at the default 16 px) wide, inside the screen.
      const box = (await notice.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(500);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      // It reaches no higher than the room keyboard focus is scrolled clear of.
      const [height, room] = await heightAndRoom(notice);
      expect(height).toBeLessThanOrEqual(room);
      // Not a dialog: nothing is focused on load, and the page behind stays usable.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('is reachable by keyboard and dismissed with it', async ({ page }) => {
      await page.goto(locale.home);
      await hydrated(page);
      // The last stops of the page's keyboard order: back from the start reaches it first.
      await page.keyboard.press('Shift+Tab');
      const dismiss = noticeOf(page, locale.region).getByRole('button', { name: locale.dismiss });
      await expect(dismiss).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(noticeOf(page, locale.region).getByRole('link')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(noticeOf(page, locale.region)).toBeHidden();
    });

    test('axe finds nothing with the notice shown', async ({ page }) => {
      await page.goto(locale.home);
      await hydrated(page);
      await expect(noticeOf(page, locale.region)).toBeVisible();
      const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('moves nothing on the page: the same layout with and without it', async ({ page, context, baseURL }) => {
      await page.goto(locale.home);
      await hydrated(page);
      await expect(noticeOf(page, locale.region)).toBeVisible();
      // The page and its footer where they were; only the room below the footer, to scroll the
      // page's end above the notice, goes with it.
      const layout = () =>
        page.evaluate(() => ({
          main: document.querySelector('#main')!.getBoundingClientRect().toJSON() as DOMRect,
          footer: document.querySelector('footer')!.getBoundingClientRect().toJSON() as DOMRect,
        }));
      const shown = await layout();
      await context.addCookies([{ name: 'cookie_notice', value: 'dismissed', url: baseURL! }]);
      await page.reload();
      await hydrated(page);
      await expect(noticeOf(page, locale.region)).toBeHidden();
      expect(await layout()).toEqual(shown);
    });

    test('once dismissed, stays gone on the next page, after a reload and in a new tab', async ({ page, context }) => {
      await page.goto(locale.home);
      await hydrated(page);
      await noticeOf(page, locale.region).getByRole('button', { name: locale.dismiss }).click();
      await expect(noticeOf(page, locale.region)).toBeHidden();
      // The next page by the site's own navigation, then loaded whole, then again.
      await page
        .getByRole('navigation', { name: /Footer links|頁尾連結/ })
        .getByRole('link')
        .first()
        .click();
      await expect(noticeOf(page, locale.region)).toBeHidden();
      await page.goto(locale.next);
      await expect(noticeOf(page, locale.region)).toBeHidden();
      await page.reload();
      await expect(noticeOf(page, locale.region)).toBeHidden();
      const other = await context.newPage();
      await other.goto(locale.home);
      await expect(noticeOf(other, locale.region)).toBeHidden();
    });
  });
}

test('dismissed, a later page is sent without it on screen: no flash, even before any script runs', async ({ page, browser, baseURL }) => {
  await page.goto('/en');
  await hydrated(page);
  await noticeOf(page, 'Cookies on this site').getByRole('button', { name: 'Got it' }).click();
  const cookies = await page.context().cookies();
  // The same browser's cookies in a context that runs no script: what the HTML and CSS alone draw.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  await noScript.addCookies(cookies);
  const later = await noScript.newPage();
  for (const path of ['/en/faq', '/loan/sme', '/en/no-such-page']) {
    await later.goto(`${baseURL}${path}`);
    await expect(later.getByRole('region', { name: /Cookies on this site|本網站的Cookie/ }), path).toBeHidden();
  }
  // Without the cookie, the same context shows it: the cookie is what hides it.
  await noScript.clearCookies();
  await later.goto(`${baseURL}/en/faq`);
  await expect(later.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  await noScript.close();
});

test.describe('on a phone (390 px)', { tag: '@phone' }, () => {
  for (const locale of LOCALES) {
    test(`${locale.name}: sits above the bottom bar and covers neither Apply button`, async ({ page }) => {
      await page.goto(locale.home);
      await hydrated(page);
      const notice = noticeOf(page, locale.region);
      const noticeBox = (await notice.boundingBox())!;
      const bar = page.getByRole('navigation', { name: /Quick actions|快速功能/ });
      const barBox = (await bar.boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
      const applyNow = bar.locator('[data-apply-button]');
      expect(overlap(noticeBox, (await applyNow.boundingBox())!)).toBe(false);
      expect(await drawnOnTop(applyNow)).toBe(true);
      const headerApply = page.locator('header [data-apply-button]');
      if (await headerApply.isVisible()) expect(await drawnOnTop(headerApply)).toBe(true);
    });
  }
});

test.describe('on a small phone (320 px)', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('English, the longest text, fits the room keyboard focus is kept clear of', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const [height, room] = await heightAndRoom(noticeOf(page, 'Cookies on this site'));
    expect(height).toBeLessThanOrEqual(room);
  });
});

test.describe('on a computer', { tag: '@desktop' }, () => {
  for (const locale of LOCALES) {
    test(`${locale.name}: covers not the header's Apply button`, async ({ page }) => {
      await page.goto(locale.home);
      await hydrated(page);
      const notice = noticeOf(page, locale.region);
      await expect(notice).toBeVisible();
      const apply = page.locator('header [data-apply-button]');
      await expect(apply).toBeVisible();
      expect(overlap((await notice.boundingBox())!, (await apply.boundingBox())!)).toBe(false);
      expect(await drawnOnTop(apply)).toBe(true);
    });
  }
});

test('the lead popup is drawn over it', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const notice = noticeOf(page, 'Cookies on this site');
  const box = (await notice.boundingBox())!;
  await page.locator('[data-apply-button]:visible').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const topAtNotice = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.cookie-notice'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(topAtNotice).toBe(false);
});
