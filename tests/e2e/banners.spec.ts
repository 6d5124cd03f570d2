import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openLeadDb } from '../../scripts/ops/lead-db';
import { openStore } from '../../scripts/ops/kv';
import { axe, WCAG_22_AA } from './axe';
import { BANNERS_ORIGIN, BANNERS_STATE, IMAGE_HOST } from './banner-server';
import { clientAddress } from './local-d1';
import { allowConsoleErrors, expect, hydrated, installClock, isMobile, runTimers, test } from './fixtures';

/**
 * The floating banner and the full-screen popup as a visitor meets them, against the banner tests'
 * own worker (see banner-server.ts) whose KV holds the sample banners: an A/B popup experiment and
 * one floating banner. Each test runs at the phone and the desktop viewport.
 */
test.use({ baseURL: BANNERS_ORIGIN });

/**
 * The sample banners, with the floating banner's English pictures on marketing's image host
 * (another origin, allowed by the banner server's BANNER_IMAGE_ORIGINS) and everything else on
 * this site, so both kinds of picture are shown side by side.
 */
const SAMPLE = JSON.stringify(
  (JSON.parse(readFileSync('scripts/seed/sample-banners.json', 'utf8')) as Record<string, string>[]).map((b) =>
    b.banner_type === 'floating_icon' ? { ...b, image_desktop_en: IMAGE_HOST + b.image_desktop_en, image_mobile_en: IMAGE_HOST + b.image_mobile_en } : b,
  ),
);
const ZH_LINE = ['放債人牌照號碼：0000/2026', '忠告：借錢梗要還，咪俾錢中介'];
const EN_LINE = ['Money Lenders Licence No.: 0000/2026', "Warning: You have to repay your loans. Don't pay any intermediaries."];

test.beforeAll(async () => {
  const store = await openStore({ remote: false, persistTo: BANNERS_STATE });
  try {
    await store.put('banners', SAMPLE);
  } finally {
    await store.close();
  }
});

test.beforeEach(async ({ page }, testInfo) => {
  // A client address of each test's own: one address brings at most 10 visitors a day into an A/B
  // test (worker/api/ab-address-cap.ts), and every test's visitors would otherwise share 127.0.0.1.
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  // The banners' links lead off-site, which is off-line here: a stand-in page answers.
  await page
    .context()
    .route('https://www.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Offer</title><h1>Offer</h1>' }));
});

const popup = (page: Page) => page.locator('dialog.promo-popup');
const floating = (page: Page) => page.locator('aside.floating-banner');
const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
/** Keeps the popup away (its closed flag set before any script runs), for the floating banner's tests. */
const popupAlreadyClosed = (page: Page) => page.addInitScript(() => sessionStorage.setItem('crazy_ad_closed', '1'));

/** Layout shift over the page's life so far (the Layout Instability API, as Core Web Vitals). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

/** The analytics events stored for a visitor (each call opens the local D1 afresh: poll with a long timeout). */
async function events(anonId: string) {
  const db = await openLeadDb({ remote: false, persistTo: BANNERS_STATE });
  try {
    return await db.all<{ event: string; properties: string }>('SELECT event, properties FROM analytics_events WHERE anonymous_id = ? ORDER BY id', [anonId]);
  } finally {
    await db.close();
  }
}
const anonId = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'anon_id')!.value;

test.describe('full-screen popup (crazy_ad)', () => {
  test('opens for a new visitor: labelled, focused, compliant, within 0.8 of the window, no shift, no axe finding', async ({ page }, testInfo) => {
    await page.goto('/');
    await hydrated(page);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: '最新優惠' })).toBeVisible();
    await expect(page.getByRole('button', { name: '關閉推廣' })).toBeFocused();
    const device = isMobile(testInfo) ? 'mobile' : 'desktop';
    await expect(dialog.locator('img')).toHaveAttribute('src', new RegExp(`^/images/banners/sample-popup(-b)?-${device}-zh\\.svg$`));
    await expect(dialog.getByRole('link', { name: '查看優惠（在新分頁開啟）' })).toHaveAttribute('target', '_blank');
    for (const text of ZH_LINE) await expect(dialog.locator('[data-banner-compliance]')).toContainText(text);
    expect(await session(page, 'crazy_ad_closed')).toBe('0');

    const viewport = page.viewportSize()!;
    await expect.poll(async () => await dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 0.5);
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(await layoutShift(page)).toBe(0);

    const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  test('Escape closes it, sets the closed flag; a reload keeps it closed; show_crazy_ad=1 brings it back', async ({ page }) => {
    await installClock(page);
    await page.goto('/faq');
    await hydrated(page);
    await expect(popup(page)).toBeVisible();
    const variant = await popup(page).getAttribute('data-promo-popup');
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    expect(await session(page, 'crazy_ad_closed')).toBe('1');

    await page.reload();
    await hydrated(page);
    await runTimers(page, 1000);
    await expect(popup(page)).toHaveCount(0);

    await page.goto('/faq?show_crazy_ad=1');
    await expect(popup(page)).toBeVisible();
    expect(await session(page, 'crazy_ad_closed')).toBe('0');
    // The same visitor keeps the same variant.
    expect(await popup(page).getAttribute('data-promo-popup')).toBe(variant);
    await page.getByRole('button', { name: '關閉推廣' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await session(page, 'crazy_ad_closed')).toBe('1');
  });

  test('clicking the banner opens its link in a new tab, closes the popup and records the variant', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    for (const text of EN_LINE) await expect(dialog.locator('[data-banner-compliance]')).toContainText(text);
    const variant = await dialog.getAttribute('data-promo-popup');
    const expectedUrl = variant === 'A' ? 'https://www.example.com/offer-a?lang=en' : 'https://www.example.com/offer-b?lang=en';

    const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'See the offer (opens in a new tab)' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(expectedUrl);
    await expect(dialog).toHaveCount(0);
    expect(await session(page, 'crazy_ad_closed')).toBe('1');

    const id = await anonId(page);
    await expect
      .poll(
        async () =>
          (await events(id)).filter((e) => JSON.parse(e.properties).banner_type === 'crazy_ad').map((e) => `${e.event} ${JSON.parse(e.properties).variant}`),
        { timeout: 20_000 },
      )
      .toEqual([`banner_impression ${variant}`, `banner_click ${variant}`]);
  });

  test('is suppressed on a p-loan page and with form=1', { tag: '@desktop' }, async ({ page }) => {
    // The rules read the address only: once, in the desktop project.
    let bannerCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/banners')) bannerCalls += 1;
    });
    await installClock(page);
    for (const path of ['/loan/p-loan?test_duration=0', '/en/loan/p-loan?test_duration=0', '/faq?form=1']) {
      await page.goto(path);
      await hydrated(page);
      await runTimers(page, 1500);
      await expect(popup(page), path).toHaveCount(0);
    }
    // On the p-loan pages not even the floating banner shows (it asks for banners, the popup does not).
    await page.goto('/loan/p-loan?test_duration=0');
    await hydrated(page);
    await runTimers(page, 1000);
    await expect(floating(page)).toHaveCount(0);
    // form=1 keeps only the popup away.
    await page.goto('/faq?form=1&test_duration=0');
    await expect(floating(page)).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(bannerCalls).toBeGreaterThan(0);
  });

  test('shows English banners on Simplified Chinese pages, with the compliance line marked as English', async ({ page }, testInfo) => {
    await page.goto('/zh-CN');
    await hydrated(page);
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    const device = isMobile(testInfo) ? 'mobile' : 'desktop';
    await expect(dialog.locator('img')).toHaveAttribute('src', new RegExp(`-${device}-en\\.svg$`));
    await expect(dialog.locator('[data-banner-compliance]')).toHaveAttribute('lang', 'en');
    for (const text of EN_LINE) await expect(dialog.locator('[data-banner-compliance]')).toContainText(text);
  });

  test('hides itself after the original site’s timer (600000000 ms) and counts that as closed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await expect(popup(page)).toBeVisible();
    await page.clock.fastForward(599_940_000); // 166 h 39 min after opening
    await expect(popup(page)).toBeVisible();
    await page.clock.fastForward(120_000); // now past 600,000,000 ms
    await expect(popup(page)).toHaveCount(0);
    expect(await session(page, 'crazy_ad_closed')).toBe('1');
  });
});

test.describe('floating banner (floating_icon)', () => {
  /**
   * Milliseconds from the page's hydration (when its islands start their timers) to the banner's
   * appearance, seen from inside the page. The page's timers run on Playwright's clock, moved on
   * 100 ms at a time until the banner shows, so the test waits no real seconds.
   */
  async function appearsAfter(page: Page, path: string) {
    await page.addInitScript(() => {
      const times = ((window as unknown as { bannerTimes: Record<string, number> }).bannerTimes = {} as Record<string, number>);
      new MutationObserver((_, observer) => {
        if (!times.hydrated && document.documentElement.hasAttribute('data-hydrated')) times.hydrated = performance.now();
        if (!times.floating && document.querySelector('aside.floating-banner')) times.floating = performance.now();
        if (times.hydrated && times.floating) observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await installClock(page);
    // The banner's island starts its timer once its code has arrived: the clock is moved only
    // after that (moved before, it would run ahead while the code loads, and the banner would be
    // due late by the time that took).
    const bannerCode = page.waitForResponse(/\/assets\/BannerViews-[\w-]+\.js$/);
    await page.goto(path);
    await hydrated(page);
    await bannerCode;
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const shown = () => page.evaluate(() => !!(window as unknown as { bannerTimes: Record<string, number> }).bannerTimes.floating);
    for (let step = 0; step < 100 && !(await shown()); step += 1) await page.clock.runFor(100);
    await expect(floating(page)).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { bannerTimes: Record<string, number> }).bannerTimes);
    return times.floating! - times.hydrated!;
  }

  test('appears test_duration seconds after load: 5 by default', async ({ page }) => {
    await popupAlreadyClosed(page);
    // A few milliseconds of slack: the page marks itself hydrated in the same task that starts the timer.
    expect(await appearsAfter(page, '/faq')).toBeGreaterThanOrEqual(4950);
  });

  test('the cookie notice and the banner cover neither each other nor the bottom bar', async ({ page }) => {
    await popupAlreadyClosed(page);
    await installClock(page);
    await page.goto('/en/faq?test_duration=0');
    const banner = floating(page);
    const notice = page.locator('.cookie-notice');
    await expect(banner).toBeVisible();
    await expect(notice).toBeVisible();
    await expect.poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const overlaps = async () => {
      const boxes = await Promise.all([banner, notice, page.locator('nav.bottom-bar')].map((l) => l.boundingBox()));
      const [b, n] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
      const apart = (x: typeof b, y: typeof b) => x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
      return { bannerAndNotice: !apart(b, n), noticeAndBar: boxes[2] ? !apart(n, boxes[2]) : false };
    };
    await expect.poll(overlaps).toEqual({ bannerAndNotice: false, noticeAndBar: false });
    // Both take a tap where they are drawn: nothing lies over the notice's button or the banner's close.
    await notice.getByRole('button').click({ trial: true });
    await banner.getByRole('button').click({ trial: true });
  });

  test('test_duration=2 shows it after 2 seconds', async ({ page }) => {
    await popupAlreadyClosed(page);
    const after = await appearsAfter(page, '/faq?test_duration=2');
    expect(after).toBeGreaterThanOrEqual(1950);
    expect(after).toBeLessThan(4500);
  });

  test('shows the banner with its compliance line; closing keeps it away this session; show_floating_icon=1 brings it back', async ({ page }, testInfo) => {
    await popupAlreadyClosed(page);
    await installClock(page);
    const response = await page.goto('/en/faq?test_duration=0');
    const banner = floating(page);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Promotion' })).toBeVisible();
    const device = isMobile(testInfo) ? 'mobile' : 'desktop';
    // Its English picture is on the image host: the page's policy lets exactly that host in, and
    // the picture arrives (a refused one would log a CSP violation, which fails the test).
    expect(response!.headers()['content-security-policy']).toContain(`img-src 'self' data: ${IMAGE_HOST};`);
    await expect(banner.locator('img')).toHaveAttribute('src', `${IMAGE_HOST}/images/banners/sample-floating-${device}-en.svg`);
    await expect.poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (const text of EN_LINE) await expect(banner.locator('[data-banner-compliance]')).toContainText(text);
    expect(await layoutShift(page)).toBe(0);
    const { violations } = await axe(page).withTags(WCAG_22_AA).include('aside.floating-banner').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await hydrated(page);
    await banner.getByRole('button', { name: 'Close promotion' }).click();
    await expect(banner).toHaveCount(0);
    expect(await session(page, 'floating_icon_closed')).toBe('1');

    await page.goto('/en?test_duration=0');
    await hydrated(page);
    await runTimers(page, 1000);
    await expect(banner).toHaveCount(0);

    await page.goto('/en?show_floating_icon=1&test_duration=0');
    await expect(banner).toBeVisible();
  });

  test("the end of the page scrolls clear of it: the footer's last line is not under the banner", async ({ page }) => {
    await popupAlreadyClosed(page);
    await installClock(page);
    await page.goto('/en/faq?test_duration=0');
    const banner = floating(page);
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const overlap = await page.evaluate(() => {
      const box = document.querySelector('aside.floating-banner')!.getBoundingClientRect();
      const lines = [...document.querySelectorAll('footer.site-footer *')].filter((e) => e.children.length === 0 && (e.textContent ?? '').trim());
      const last = lines.at(-1)!.getBoundingClientRect();
      const under = [...lines]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right);
      return { lastBottom: last.bottom, bannerTop: box.top, under: under.length };
    });
    expect(overlap.lastBottom).toBeLessThanOrEqual(overlap.bannerTop);
    expect(overlap.under).toBe(0);
  });

  test('show_floating_icon=0 keeps it away', async ({ page }) => {
    await popupAlreadyClosed(page);
    await installClock(page);
    await page.goto('/faq?show_floating_icon=0&test_duration=0');
    await hydrated(page);
    await runTimers(page, 1500);
    await expect(floating(page)).toHaveCount(0);
  });

  test('its link opens in a new tab and the click is recorded', async ({ page }) => {
    await popupAlreadyClosed(page);
    await page.goto('/faq?test_duration=0');
    await hydrated(page);
    const banner = floating(page);
    await expect(banner).toBeVisible();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), banner.getByRole('link', { name: '查看優惠（在新分頁開啟）' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.example.com/app?lang=zh');
    const id = await anonId(page);
    await expect
      .poll(
        async () =>
          (await events(id))
            .filter((e) => e.event.startsWith('banner_'))
            .map((e) => `${e.event} ${JSON.parse(e.properties).banner_type} ${JSON.parse(e.properties).variant}`),
        { timeout: 20_000 },
      )
      .toEqual(['banner_impression floating_icon app-floating', 'banner_click floating_icon app-floating']);
    // The banner's link is also a tagged click (page_section_action), as every banner is.
    await expect
      .poll(async () => (await events(id)).filter((e) => e.event === 'faq_floating_banner_open').map((e) => JSON.parse(e.properties)), { timeout: 20_000 })
      .toEqual([{ page: 'faq', section: 'floating_banner', action: 'open', path: '/faq' }]);
  });
});

test('banners whose code cannot be fetched are left out; the page and its lead popup carry on', async ({ page, consoleErrors }, testInfo) => {
  await page.route(/\/assets\/BannerViews-[\w-]+\.js$/, (route) => route.abort('failed'));
  await installClock(page);
  const answered = page.waitForResponse((r) => r.url().includes('/api/banners') && r.ok());
  await page.goto('/faq?test_duration=0');
  await hydrated(page);
  await answered; // there were banners to show
  await runTimers(page, 1500);
  await expect(popup(page)).toHaveCount(0);
  await expect(floating(page)).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  for (const text of ZH_LINE) await expect(page.locator('footer')).toContainText(text);
  // Still interactive: an apply button opens the lead popup.
  await page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]').click();
  await expect(page.locator('dialog.lead-popup form[data-lead-form]')).toBeVisible();
  // The browser reports the failed fetch; that is what this test does on purpose.
  allowConsoleErrors(consoleErrors, /Failed to load resource|dynamically imported module/);
});
