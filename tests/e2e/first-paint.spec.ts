import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';

/**
 * A page paints from its HTML alone (scripts/build/first-paint-html.ts): its styles inline, named by
 * hash in its CSP, the whole stylesheet and the scripts only after the first contentful paint,
 * no other stylesheet fetched when React hydrates or navigates; what appears later is styled and
 * what was on screen looks the same after. The RSC payload comes as data blocks and hydrates.
 */

/** The brand colour, `--brand` in the site's stylesheet, as a computed colour: #0a3d7a. */
const BRAND = 'rgb(10, 61, 122)';

/** Every stylesheet (.css) the page requests from now on. */
function cssRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => void (req.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(req.url()) ? urls.push(req.url()) : 0));
  return urls;
}

/** What the head holds that styles the page: style elements (and any nonce) and stylesheet links. */
const sha256 = (text: string | Buffer) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

/**
 * How many rules the site's whole stylesheet (the file the disabled link names) has, fetched by the
 * test itself, not the page (so it is not one of the page's requests).
 */
async function wholeStylesheetRules(page: Page): Promise<number> {
  const href = await page.locator('link[rel="stylesheet"]').getAttribute('href');
  const text = await (await page.request.get(href!)).text();
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet.cssRules.length;
  }, text);
}

for (const { path, faq, faqQuestion } of [
  { path: '/loan/n-loan', faq: '/faq', faqQuestion: '示例財務是一間怎樣的公司？' },
  { path: '/en/loan/n-loan', faq: '/en/faq', faqQuestion: 'What kind of company is Sample Finance?' },
]) {
  test(`${path} paints from its HTML and keeps its styles through hydration and a client-side navigation`, async ({ page }, testInfo) => {
    const css = cssRequests(page);
    const res = await page.goto(path);
    // The page policy lets in styles by hash, exactly two: the inline part as served, and the
    // whole file (the link's integrity), whose text replaces it in the same <style> below.
    const csp = res!.headers()['content-security-policy']!;
    const html = await res!.text();
    const inline = /<style data-critical="">([\s\S]*?)<\/style>/.exec(html)![1]!;
    const integrity = /<link rel="stylesheet" disabled="" media="not all" integrity="([^"]+)"/.exec(html)![1]!;
    expect(/style-src ([^;]*)/.exec(csp)![1]!.split(' ').sort()).toEqual(["'self'", sha256(inline), `'${integrity}'`].sort());
    expect(csp).not.toContain("'nonce-");
    await hydrated(page);

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe('#0a3d7a');
    // The whole stylesheet in the inline part's place: its <style>, with no nonce, now holds every
    // rule of the file (more than the inline part had); the link stays disabled for React to find.
    await expect
      .poll(() => headStyles(page))
      .toMatchObject({
        styles: [{ inHead: true, nonce: '' }],
        links: [{ disabled: true, sheet: false }],
        sheets: 1,
        stylePreloads: 0,
      });
    const wholeFile = await wholeStylesheetRules(page);
    await expect.poll(async () => (await headStyles(page)).styles[0]?.rules).toBe(wholeFile);
    // The integrity the CSP names is the file's as served: the text put in the <style> is allowed.
    const href = await page.locator('link[rel="stylesheet"]').getAttribute('href');
    expect(`'${integrity}'`).toBe(sha256(await (await page.request.get(href!)).body()));
    // Hydrated from the payload the HTML carried as data: no payload script for the parser to run.
    expect(await page.locator('script[type="application/json"][data-flight]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => [...document.scripts].filter((el) => el.text.includes('__FLIGHT_DATA||=[]).push("')).length)).toBe(0);

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
    expect((await headStyles(page)).links).toEqual([{ disabled: true, sheet: false }]);
    expect((await headStyles(page)).sheets).toBe(1);
    expect(css, 'stylesheets fetched').toHaveLength(1);
  });
}

/**
 * Every element's computed style, in document order, of what the server sent: the header, the
 * main content and the footer (the lead dialog and other nodes scripts add are not compared).
 */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'position',
      'visibility',
      'color',
      'background-color',
      'font-size',
      'font-weight',
      'line-height',
      'margin-top',
      'margin-right',
      'margin-bottom',
      'margin-left',
      'padding-top',
      'padding-right',
      'padding-bottom',
      'padding-left',
      'border-top-width',
      'border-top-color',
      'width',
      'height',
      'grid-template-columns',
      'flex-direction',
      'gap',
      'text-decoration-line',
      'box-shadow',
    ];
    const elements = [...document.querySelectorAll('header, header *, main, main *, footer, footer *')];
    return elements.map((el) => {
      const style = getComputedStyle(el);
      return `${el.tagName}.${el.getAttribute('class') ?? ''} ${props.map((p) => style.getPropertyValue(p)).join('|')}`;
    });
  });

// A page of each layout and the richest templates: the inline part holds only the rules whose
// selectors match the page's elements (the home page's sections, the branches' :has() and :checked
// views, the SME layout). Not a page whose scripts change its content (the contact page's office
// hours, the valuation result): their elements differ with and without scripts.
for (const path of ['/privacy', '/en/loan/n-loan', '/', '/addressMap', '/loan/sme']) {
  test(`${path} looks the same with the whole stylesheet as with its inline part alone`, async ({ page, browser, baseURL }, testInfo) => {
    // Without scripts the whole stylesheet is never enabled: the inline part alone.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, viewport: testInfo.project.use.viewport });
    const inlineOnly = await context.newPage();
    await inlineOnly.goto(path);
    const inlineRules = await inlineOnly.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length));
    const before = await computedStyles(inlineOnly);
    await context.close();

    await page.goto(path);
    await hydrated(page);
    const wholeFile = await wholeStylesheetRules(page);
    // Only a part of the file was inline; now all of it is.
    expect(inlineRules).toHaveLength(1);
    expect(inlineRules[0]).toBeLessThan(wholeFile);
    await expect.poll(() => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length))).toEqual([wholeFile]);
    const after = await computedStyles(page);
    expect(before.length).toBeGreaterThan(100);
    expect(after).toEqual(before);
  });
}
