import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured (Minimum) for a keyboard user: Tab and Shift+Tab through
 * one page of each kind, and after each key check that the focused element is not entirely hidden
 * under something fixed or sticky (header, bottom bar, floating banner, shown on every page here),
 * at a phone's size and at 200% zoom of a 1280×800 laptop.
 */

const PAGES = ['/', '/loan/n-loan', '/contactus', '/faq', '/loan/sme', '/aboutus', '/no-such-page'];
const LOCALES = [
  { name: 'zh-HK', prefix: '' },
  { name: 'en', prefix: '/en' },
];

const FLOATING = (JSON.parse(readFileSync('scripts/seed/sample-banners.json', 'utf8')) as { banner_type: string }[]).filter(
  (b) => b.banner_type === 'floating_icon',
);

/** Where focus is and whether any fixed or sticky box hides all of it; null when on the document. */
function focusReport(): { element: string; hidden: string | null } | null {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const name = (e: Element) => {
    const text = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
    return `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls}>${text ? ` "${text}"` : ''}`;
  };
  /** The nearest fixed or sticky box holding `e` (itself included). */
  const pinned = (e: Element | null) => {
    for (let n = e; n && n !== document.documentElement; n = n.parentElement) {
      const position = getComputedStyle(n).position;
      if (position === 'fixed' || position === 'sticky') return n;
    }
    return null;
  };
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return { element: name(el), hidden: null };
  // A 3×3 grid over the box, a pixel inside its edges; a point outside the viewport is not seen.
  const xs = [r.left + 1, r.left + r.width / 2, r.right - 1];
  const ys = [r.top + 1, r.top + r.height / 2, r.bottom - 1];
  const covers = new Set<string>();
  let seen = false;
  for (const x of xs) {
    for (const y of ys) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementsFromPoint(x, y)[0];
      const box = top ? pinned(top) : null;
      if (box && !box.contains(el) && !el.contains(box)) covers.add(name(box));
      else seen = true;
    }
  }
  if (seen) return { element: name(el), hidden: null };
  return { element: name(el), hidden: covers.size ? `covered by ${[...covers].join(' and ')}` : 'outside the viewport' };
}

/** Presses `key` until focus leaves the page; every element focused on the way that was hidden. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ steps: number; hidden: string[] }> {
  const hidden: string[] = [];
  let steps = 0;
  for (; steps < 400; steps += 1) {
    await page.keyboard.press(key);
    const at = await page.evaluate(focusReport);
    if (!at) {
      if (steps > 0) break;
      continue;
    }
    if (at.hidden) hidden.push(`${key} #${steps + 1} ${at.element}: ${at.hidden}`);
  }
  return { steps, hidden };
}

async function checkPage(page: Page, path: string) {
  await page.route(/\/api\/banners\?/, (route) => route.fulfill({ json: { success: true, banners: FLOATING } }));
  // The banner's close state is per session; test_duration=0 shows it as soon as the page is interactive.
  const url = `${path}?test_duration=0`;
  // Where a focused element ends up, not how it gets there: without the skip link's slide-in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await hydrated(page);
  if (!path.includes('/sme')) await expect(page.locator('aside.floating-banner')).toBeVisible();
  // From the top of the document, as a visitor arriving with the keyboard.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const forwards = await walk(page, 'Tab');
  const backwards = await walk(page, 'Shift+Tab');
  expect(forwards.steps, `focusable elements on ${path}`).toBeGreaterThan(3);
  expect([...forwards.hidden, ...backwards.hidden], `focus hidden on ${path}`).toEqual([]);
}

test.describe('focus is never hidden under a fixed bar or banner (WCAG 2.4.11)', () => {
  test.describe('phone @phone', () => {
    for (const locale of LOCALES) {
      for (const path of PAGES) {
        const full = path === '/' ? locale.prefix || '/' : `${locale.prefix}${path}`;
        test(`${full} at 390×844`, async ({ page }) => {
          await checkPage(page, full);
        });
      }
    }
  });

  test.describe('200% zoom of a 1280×800 laptop @desktop', () => {
    test.use({ viewport: { width: 640, height: 400 } });
    for (const locale of LOCALES) {
      for (const path of PAGES) {
        const full = path === '/' ? locale.prefix || '/' : `${locale.prefix}${path}`;
        test(`${full} at 640×400`, async ({ page }) => {
          await checkPage(page, full);
        });
      }
    }
  });
});
