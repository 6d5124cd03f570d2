import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each language in faces made for it, as Chromium reports the fonts it drew a text with
 * (DevTools protocol, CSS.getPlatformFontsForNode): English, its apostrophes included, in a Latin
 * face (set in a CJK face, "Can’t" had a full-width apostrophe); Chinese in a CJK face, Simplified
 * in a Simplified one. Latin text is checked as "not a CJK face", so the test holds whatever Latin
 * faces a machine has (Debian's DejaVu and Liberation here, a Mac's San Francisco, Windows' Segoe UI).
 */

/** Faces made for Chinese, Japanese or Korean, by family or PostScript name, on any common system. */
const CJK_FACE =
  /CJK|PingFang|Hiragino|Heiti|Songti|Kaiti|JhengHei|YaHei|MingLiU|SimSun|SimHei|DengXian|Noto ?Sans ?(HK|TC|SC|JP|KR)\b|Noto ?Serif ?(HK|TC|SC|JP|KR)\b|Source ?Han|WenQuanYi|Droid ?Sans ?Fallback|AR ?PL|Meiryo|Yu ?Gothic|MS ?Gothic|Malgun|Apple ?SD ?Gothic|LiHei/i;
/** Faces of Traditional Chinese (Hong Kong, Taiwan) and of Simplified Chinese. */
const HANT_FACE = /\b(HK|TC)\b|CJK ?(hk|tc)|JhengHei|MingLiU|PingFang ?(HK|TC)/i;
const HANS_FACE = /\bSC\b|CJK ?sc|YaHei|SimSun|SimHei|DengXian|PingFang ?SC/i;

interface Face {
  name: string;
  glyphs: number;
}

/** The faces Chromium drew an element's own text with, and how many glyphs each. */
async function facesOf(cdp: CDPSession, expression: string): Promise<Face[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  expect(result.objectId, `an element for ${expression}`).toBeTruthy();
  await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((f) => ({ name: `${f.familyName} (${f.postScriptName})`, glyphs: f.glyphCount }));
}

async function openWithFonts(page: Page, path: string) {
  await page.goto(path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/** The first visible element in `main` with a text of its own that matches `pattern`. */
const firstWithText = (pattern: RegExp) => `(() => {
  const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (${pattern}.test(n.data.trim()) && n.parentElement.checkVisibility()) return n.parentElement;
  }
  return null;
})()`;

/** English words with an apostrophe (’ or '). */
const ENGLISH_WITH_APOSTROPHE = /^[\x20-\x7e\u2019]*[a-z][\u2019'][a-z][\x20-\x7e\u2019]*$/i;
/** Chinese only: Han characters and CJK punctuation, at least four. */
const CHINESE_ONLY = /^[\p{Script=Han}\u3000-\u303f\uff01-\uff5e]{4,}$/u;

for (const path of ['/en', '/en/faq']) {
  test(`${path}: English, apostrophes included, is set in a Latin face @desktop`, async ({ page }) => {
    const cdp = await openWithFonts(page, path);
    const faces = await facesOf(cdp, firstWithText(ENGLISH_WITH_APOSTROPHE));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face.name, 'a Latin face').not.toMatch(CJK_FACE);

    // What a reader sees: the apostrophe as narrow as a Latin one, not a full-width CJK mark.
    const ratio = await page.evaluate(`(() => {
      const el = ${firstWithText(ENGLISH_WITH_APOSTROPHE)};
      const text = [...el.childNodes].find((n) => n.nodeType === 3 && /[\u2019']/.test(n.data));
      const range = document.createRange();
      const at = text.data.search(/[\u2019']/);
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize);
    })()`);
    expect(ratio).toBeGreaterThan(0);
    expect(ratio, 'apostrophe width in em').toBeLessThan(0.5);
  });
}

test('/en: the language switch names Chinese in Chinese faces @desktop', async ({ page }) => {
  const cdp = await openWithFonts(page, '/en');
  const hant = await facesOf(cdp, `document.querySelector('a[lang="zh-Hant-HK"]')`);
  expect(hant.map((f) => f.name).join(', ')).toMatch(CJK_FACE);
  for (const face of hant) expect(face.name).not.toMatch(HANS_FACE);
});

for (const [path, other] of [
  ['/', HANS_FACE],
  ['/zh-CN', HANT_FACE],
] as const) {
  test(`${path}: Chinese is set in a CJK face of its script @desktop`, async ({ page }) => {
    const cdp = await openWithFonts(page, path);
    const faces = await facesOf(cdp, firstWithText(CHINESE_ONLY));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face.name, 'a CJK face').toMatch(CJK_FACE);
      expect(face.name, "not the other script's face").not.toMatch(other);
    }
  });
}

/**
 * A Chinese page names Chinese faces only, the language switch's "EN" and "简" included: a face the
 * system lacks costs a lookup in the first layout (on Linux a call to the browser process), and a
 * Latin or other-script face in front cost a Chinese page's first screen nine of them. Text in
 * another language that is marked so (a banner's small print) keeps its own faces.
 */
const GENERIC = /^(sans-serif|serif|monospace|system-ui|ui-monospace|cursive|fantasy)$/;
for (const path of ['/', '/zh-CN', '/loan/7x24-loan']) {
  test(`${path}: every face its Chinese text names is a Chinese one @phone`, async ({ page }) => {
    await page.goto(path);
    const stacks: { text: string; family: string }[] = await page.evaluate(() => {
      const out = new Map<string, string>();
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        if (el.closest('[lang]') !== document.documentElement && !el.closest('.lang-switch')) continue;
        if (!el.getClientRects().length || getComputedStyle(el).fontFamily.includes('monospace')) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (own) out.set(getComputedStyle(el).fontFamily, el.textContent!.trim().slice(0, 30));
      }
      return [...out].map(([family, text]) => ({ family, text }));
    });
    expect(stacks.length).toBeGreaterThan(0);
    for (const { family, text } of stacks) {
      const faces = family
        .split(',')
        .map((f) => f.trim().replace(/^["']|["']$/g, ''))
        .filter((f) => !GENERIC.test(f));
      for (const face of faces) expect(face, `a face named for "${text}"`).toMatch(CJK_FACE);
    }
  });
}
