import type { Page, Request } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';

/**
 * A page paints from its HTML alone (scripts/build/first-paint-html.ts): the styles its HTML needs
 * come inline, under the response's nonce; the whole stylesheet and the scripts are fetched only
 * once the first contentful paint is on screen, and the inline part then goes. No other stylesheet
 * is fetched, when React hydrates or on a client-side navigation. What appears later (the menu
 * panel, an opened FAQ row on another page) is styled.
 */

/** The brand colour, `--brand` in the site's stylesheet, as a computed colour: #0a3d7a. */
const BRAND = 'rgb(10, 61, 122)';

/** Every stylesheet (.css) the page requests from now on. */
function cssRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => void (req.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(req.url()) ? urls.push(req.url()) : 0));
  return urls;
}

/** What the head holds that styles the page: style elements (with their nonce) and stylesheet links. */
const headStyles = (page: Page) =>
  page.evaluate(() => ({
    styles: [...document.querySelectorAll('style')].map((s) => ({
      inHead: s.parentElement === document.head,
      nonce: s.nonce,
      rules: s.sheet?.cssRules.length ?? 0,
    })),
    links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
      disabled: (l as HTMLLinkElement).disabled,
      sheet: !!(l as HTMLLinkElement).sheet,
    })),
    sheets: document.styleSheets.length,
    stylePreloads: document.querySelectorAll('link[rel="preload"][as="style"]').length,
  }));

for (const { path, faq, faqQuestion } of [
  { path: '/loan/n-loan', faq: '/faq', faqQuestion: '示例財務是一間怎樣的公司？' },
  { path: '/en/loan/n-loan', faq: '/en/faq', faqQuestion: 'What kind of company is Sample Finance?' },
]) {
  test(`${path} paints from its HTML and keeps its styles through hydration and a client-side navigation`, async ({ page }, testInfo) => {
    const css = cssRequests(page);
    const res = await page.goto(path);
    const nonce = res!.headers()['content-security-policy']?.match(/style-src [^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce, 'the page policy lets in styles with its nonce').toBeTruthy();
    await hydrated(page);

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe('#0a3d7a');
    // The whole stylesheet in place of the inline part, once it has loaded.
    await expect
      .poll(() => headStyles(page))
      .toEqual({
        styles: [],
        links: [{ disabled: false, sheet: true }],
        sheets: 1,
        stylePreloads: 0,
      });

    // The stylesheet and the scripts were requested after the first contentful paint.
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[\w-]+\.(js|css)$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(timing.fcp).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(1);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.fcp!);
    expect(css, 'stylesheets fetched').toHaveLength(1);

    // A client-side navigation: same document, the FAQ page styled, an opened row in the brand colour.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // On a phone the link is in the menu panel, which is styled to open (hidden until then).
    if (isMobile(testInfo)) {
      const menu = page.locator('#mobile-panel-2');
      await expect(menu).toBeHidden();
      await page.locator('header .menu-button').click();
      await expect(menu).toBeVisible();
      await menu.locator(`a[href="${faq}"]`).click();
    } else {
      await page.locator(`.desktop-nav__links a[href="${faq}"]`).click();
    }
    await expect(page).toHaveURL(new RegExp(`${faq}$`));
    const row = page.locator('details.c-faq__row', { hasText: faqQuestion });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await row.locator('summary').click();
    await expect(row).toHaveAttribute('open', '');
    await expect(row).toHaveCSS('border-top-color', BRAND);
    expect((await headStyles(page)).links).toEqual([{ disabled: false, sheet: true }]);
    expect((await headStyles(page)).sheets).toBe(1);
    expect(css, 'stylesheets fetched').toHaveLength(1);
  });
}
