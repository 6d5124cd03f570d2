import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadPopupContent } from '../../src/components/lead/popup-content';
import { LOCALES } from '../../src/shared/locales';

/**
 * The lead popup's content travels as a file per locale written by `npm run gen`, fetched with the
 * popup's code: it must be what the dictionaries say now, in each locale's own language.
 */
describe('the lead popup’s content files', () => {
  it.each(LOCALES)('%s: the generated file is the dictionaries’ current content', (locale) => {
    const file = join(process.cwd(), 'content/i18n/generated', `lead-popup.${locale}.json`);
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(leadPopupContent(locale));
  });

  it('each locale reads in its own language, with the links of its own pages', () => {
    const hk = leadPopupContent('zh-HK');
    const en = leadPopupContent('en-US');
    const cn = leadPopupContent('zh-CN');
    expect(hk.copy.popup.title).toBe('立即申請貸款');
    expect(cn.copy.popup.title).toBe('立即申请贷款');
    expect(en.copy.form.submit).toMatch(/^[A-Za-z ]+$/);
    expect(en.links.privacy.startsWith('/en/')).toBe(true);
    expect(cn.links.privacy.startsWith('/zh-CN/')).toBe(true);
    expect(hk.links.privacy.startsWith('/en/') || hk.links.privacy.startsWith('/zh-CN/')).toBe(false);
    // The brand and the e-mail are filled in, not left as placeholders; only the confirmation's
    // call-back time and masked number are, which the browser fills.
    for (const content of [hk, en, cn]) {
      expect([...JSON.stringify(content).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()).toEqual(['closes', 'number', 'when']);
    }
  });

  it('carries the confirmation’s words and the numbers it shows', () => {
    const en = leadPopupContent('en-US');
    expect(en.copy.received.title).toBe('We have received your application');
    expect(en.contact.hotlineHref).toMatch(/^tel:\+852\d{8}$/);
    expect(en.contact.whatsappHref).toMatch(/^https:\/\/wa\.me\/852\d{8}$/);
    expect(en.contact.hotline).toMatch(/^\d{4}\s\d{4}$/);
  });
});
