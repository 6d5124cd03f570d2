/**
 * Draws the Open Graph share images (1200×630, what Facebook, WhatsApp and LinkedIn show for a
 * shared link) for each locale into public/images/og/, from the brand and the dictionaries, with
 * the system Chromium. Run again after a brand or copy change: `npx tsx scripts/make-og-images.ts`
 * (after `npm run gen`). No network: the card is inline HTML with system fonts.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DICTIONARIES } from '../content/i18n';
import { SITE } from '../content/site';
import { escapeHtml } from '../src/server/escape-html';
import { LOCALES, LOCALE_INFO } from '../src/shared/locales';
import { CHROMIUM_ARGS, findChromium } from './browser';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

const fill = (s: string, params: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

function card(locale: (typeof LOCALES)[number]): string {
  const d = DICTIONARIES[locale];
  const params = { brand: d.brand, code: SITE.stockCode, licence: SITE.licenceNo };
  return `<!doctype html><html lang="${LOCALE_INFO[locale].htmlLang}"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: 'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans CJK SC', sans-serif;
    background: linear-gradient(135deg, #0a3d7a 0%, #072c59 100%); color: #fff; display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 56px; font-weight: 700; }
  .mark { width: 112px; height: 112px; }
  h1 { font-size: 64px; line-height: 1.2; margin: 0; max-width: 1000px; }
  .foot { display: flex; flex-direction: column; gap: 8px; font-size: 28px; color: #dbe6f5; }
</style><body>
  <div class="brand"><svg class="mark" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#fff"/>
    <path d="M11 27V13h6.5c4.4 0 7 2.3 7 7s-2.6 7-7 7H11Zm4-3.4h2.4c2 0 3.1-1.2 3.1-3.6s-1.1-3.6-3.1-3.6H15v7.2Z" fill="#0a3d7a"/>
    <circle cx="29" cy="25" r="3" fill="#f59e0b"/></svg>${escapeHtml(d.brand)}</div>
  <h1>${escapeHtml(fill(d.pages.home.heading, params))}</h1>
  <div class="foot"><span>${escapeHtml(fill(d.header.listingNote, params))}</span><span>${escapeHtml(fill(d.footer.licence, params))}</span></div>
</body></html>`;
}

async function main() {
  mkdirSync('public/images/og', { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: OG_IMAGE_SIZE });
  for (const locale of LOCALES) {
    await page.setContent(card(locale));
    const path = `public/images/og/${locale}.png`;
    await page.screenshot({ path, type: 'png' });
    console.log(`wrote ${path}`);
  }
  await browser.close();
}

await main();
