import { publishedPages } from '../../src/shared/routes/availability';
import { expect, hydrated, test } from './fixtures';
import { TEXT_LAYOUT_SCRIPT } from './text-layout';

/**
 * Text that never collides at a phone's widths (the check: tests/e2e/text-layout.ts): one page per
 * page kind and locale (the valuation form's among them), and the home page and every loan page in
 * Traditional Chinese and English, which show the most amounts ("HK$600,000" broke as
 * "HK$600,00" / "0" at 390 px). `npm run audit` runs it on every page at 320, 390, 768 and 1280.
 */
const KINDS = [
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
const FIGURE_PAGES = publishedPages()
  .filter(({ route, locale }) => (route.kind === 'home' || route.kind === 'loan') && locale !== 'zh-CN')
  .map(({ path }) => path);
const PAGES = [...new Set([...KINDS, ...FIGURE_PAGES])];

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

test('a figure broken across lines is a finding; the same figure kept whole is not @phone', async ({ page }) => {
  // Amounts side by side in columns narrower than they are, where text may break anywhere (the
  // testimonial figures at 390 px); kept whole, the box lists them one under another.
  const figures = (fixed: boolean) => {
    const amount = (text: string) => (fixed ? `<span style="white-space: nowrap">${text}</span>` : text);
    return `
      <dl style="display: grid; grid-template-columns: ${fixed ? '1fr' : 'repeat(3, minmax(0, 1fr))'}; width: 12em; margin: 0; font: 700 16px/1.5 sans-serif; overflow-wrap: anywhere">
        <div><dt>Amount</dt><dd style="margin: 0">${amount('HK$600,000')}</dd></div>
        <div><dt>Period</dt><dd style="margin: 0">24 months</dd></div>
        <div><dt>Monthly</dt><dd style="margin: 0">${amount('HK$12,426')}</dd></div>
      </dl>`;
  };
  await page.setContent(figures(false));
  expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)).toEqual([
    'figure broken across lines: "HK$600,000" in "HK$600,000"',
    'figure broken across lines: "HK$12,426" in "HK$12,426"',
  ]);
  await page.setContent(figures(true));
  expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)).toEqual([]);

  // A phone number in a sentence, the line ending at its space; with a non-breaking space the
  // whole number goes to the next line.
  const sentence = async (space: string) => {
    // The site's viewport: without it a phone lays the page out 980 px wide and enlarges the text.
    await page.setContent(
      `<meta name="viewport" content="width=device-width"><p style="margin: 0; font: 16px/1.5 sans-serif">Call us on 2100${space}0000 today</p>`,
    );
    await page.evaluate(() => {
      const p = document.querySelector('p')!;
      const range = document.createRange();
      range.setStart(p.firstChild!, 0);
      range.setEnd(p.firstChild!, 'Call us on 2100'.length);
      p.style.width = `${range.getBoundingClientRect().width + 2}px`;
    });
    return page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT);
  };
  expect(await sentence(' ')).toEqual(['figure broken across lines: "2100 0000" in "Call us on 2100 0000 today"']);
  expect(await sentence('\u00a0')).toEqual([]);
});
