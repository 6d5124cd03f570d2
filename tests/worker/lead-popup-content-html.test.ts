// The lead popup's words come with its code, not in every page: the built pages carry none of the
// popup's own text, and the file of their locale carries all of it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadPopupContent } from '../../src/components/lead/popup-content';
import type { Locale } from '../../src/shared/locales';

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));
const read = (page: string) => readFileSync(join(publicDir, page, 'index.html'), 'utf8');

describe.skipIf(!built)('the built pages and the popup’s files', () => {
  const pages: [string, Locale][] = [
    ['', 'zh-HK'],
    ['en', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['loan/p-loan', 'zh-HK'],
    ['en/contactus', 'en-US'],
  ];
  it.each(pages)('/%s carries none of the popup’s own text', (page, locale) => {
    const { copy } = leadPopupContent(locale);
    const html = read(page);
    expect(html).toContain('data-apply-button');
    for (const text of [copy.popup.startLoanNote, copy.popup.downloadText, copy.application.carryOver]) expect(html).not.toContain(text);
  });

  it.each(['zh-HK', 'en-US', 'zh-CN'] as const)('the %s file has the popup’s text of that locale only', (locale) => {
    const assets = readdirSync(join(publicDir, 'assets'));
    const file = assets.find((f) => f.startsWith(`lead-popup.${locale}-`) && f.endsWith('.js'));
    expect(file).toBeDefined();
    const code = readFileSync(join(publicDir, 'assets', file!), 'utf8');
    const { copy } = leadPopupContent(locale);
    expect(code).toContain(copy.popup.startLoanNote);
    expect(code).toContain(copy.notice.detailsTitle);
    const other = leadPopupContent(locale === 'en-US' ? 'zh-HK' : 'en-US');
    expect(code).not.toContain(other.copy.popup.startLoanNote);
  });
});
