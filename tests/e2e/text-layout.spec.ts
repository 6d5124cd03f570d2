import { expect, hydrated, test } from './fixtures';
import { TEXT_LAYOUT_SCRIPT } from './text-layout';

/**
 * Text that never collides, at a phone's widths: no visible text overlaps another, none is cut
 * off, no page scrolls sideways (the check: tests/e2e/text-layout.ts). One page per page kind and
 * locale, the valuation form's pages among them (its Block / Floor / Flat labels ran into each
 * other in English); `npm run audit` runs the same check on every page at 320, 390, 768 and 1280.
 */
const PAGES = [
  '/',
  '/en',
  '/zh-CN',
  '/loan/n-loan',
  '/en/loan/n-loan',
  '/zh-CN/loan/talent-loan',
  '/loan/p-loan',
  '/en/loan/p-loan',
  '/en/loan/hos-public-housing-loan',
  '/en/property-valuation',
  // The terms of the credit report in a scrolling box of fixed height, text below it.
  '/features/free-smart-credit-report',
  '/zh-CN/features/free-smart-credit-report',
  '/loan/sme',
  '/en/loan/sme',
  '/contactus',
  '/en/contactus',
  '/faq',
  '/en/faq',
  '/aboutus',
  '/en/aboutus',
  '/addressMap',
  '/en/addressMap',
  // The tag check's code field and button share a row.
  '/verify',
  '/no-such-page',
  '/en/no-such-page',
];

for (const width of [320, 390]) {
  test.describe(`at ${width}px @phone`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of PAGES) {
      test(`${path}: no text overlaps, is cut off or scrolls sideways`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)).toEqual([]);
      });
    }
  });
}

test('text scrolled out of a scrolling box collides with nothing; the same text spilling over does @phone', async ({ page }) => {
  const box = (overflow: string) => `
    <div style="height: 3em; overflow-y: ${overflow}; font: 16px/1.5 sans-serif">
      <p style="margin: 0">First line of the terms</p><p style="margin: 0">Second line</p>
      <p style="margin: 0">Third line</p><p style="margin: 0">Fourth line, below the box</p>
    </div>
    <p style="margin: 0; font: 16px/1.5 sans-serif">Terms version: 2026-11</p>`;
  await page.setContent(box('auto'));
  expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)).toEqual([]);
  await page.setContent(box('visible'));
  expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)).toEqual(['text overlaps: "Third line" overlaps "Terms version: 2026-11"']);
});
