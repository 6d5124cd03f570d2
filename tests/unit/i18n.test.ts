import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../content/i18n';
import { createTranslator } from '../../src/server/i18n';

/** Every leaf of a dictionary as 'a.b.c' -> value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) {
      for (const [path, value] of leaves(v, `${prefix}${k}.`)) out.set(path, value);
    }
  } else {
    out.set(prefix.slice(0, -1), tree);
  }
  return out;
}

const hk = leaves(DICTIONARIES['zh-HK']);
const en = leaves(DICTIONARIES['en-US']);
const cn = leaves(DICTIONARIES['zh-CN']);

describe('dictionaries', () => {
  it('have exactly the same keys in zh-HK, en-US and the generated zh-CN', () => {
    expect(
      [...en.keys()].filter((k) => !hk.has(k)),
      'only in en-US',
    ).toEqual([]);
    expect(
      [...hk.keys()].filter((k) => !en.has(k)),
      'only in zh-HK',
    ).toEqual([]);
    expect(
      [...hk.keys()].filter((k) => !cn.has(k)),
      'missing in zh-CN',
    ).toEqual([]);
    expect(
      [...cn.keys()].filter((k) => !hk.has(k)),
      'only in zh-CN',
    ).toEqual([]);
  });

  it('have no empty or non-string entries', () => {
    for (const [name, dict] of [
      ['zh-HK', hk],
      ['en-US', en],
      ['zh-CN', cn],
    ] as const) {
      for (const [key, value] of dict) {
        expect(typeof value, `${name} ${key}`).toBe('string');
        expect((value as string).trim(), `${name} ${key}`).not.toBe('');
      }
    }
  });

  it('use the same placeholders in every language (the brand name may be left out)', () => {
    const placeholders = (s: unknown) =>
      [...String(s).matchAll(/\{\{(\w+)\}\}/g)]
        .map((m) => m[1])
        .filter((p) => p !== 'brand')
        .sort();
    for (const [key, value] of hk) {
      expect(placeholders(en.get(key)), key).toEqual(placeholders(value));
      expect(placeholders(cn.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('keep Chinese out of English copy and English copy out of the Chinese pages', () => {
    const han = /\p{Script=Han}/u;
    for (const [key, value] of en) {
      if (key.startsWith('language.')) continue;
      expect(han.test(String(value)), `en-US ${key}: ${value}`).toBe(false);
    }
    for (const key of ['footer.riskWarning', 'header.apply', 'pages.faq.heading']) {
      expect(han.test(String(hk.get(key))), key).toBe(true);
    }
  });

  it('are Simplified in zh-CN: converted, not copied', () => {
    // 貸款 (loan) is written 贷款 in Simplified Chinese; 關於 (about) as 关于.
    expect(String(hk.get('loanNames.nLoan'))).toContain('貸款');
    expect(String(cn.get('loanNames.nLoan'))).toContain('贷款');
    expect(String(cn.get('nav.aboutus'))).toBe('关于我们');
    for (const [key, value] of cn) {
      expect(String(value), key).not.toMatch(/[貸關於們還錢]/u);
    }
  });
});

describe('translator', () => {
  it('fills placeholders and the brand, per locale, without a shared locale', () => {
    const zh = createTranslator('zh-HK');
    const enT = createTranslator('en-US');
    expect(enT.t('footer.complaintHotline', { phone: '1234 5678' })).toBe('Complaint hotline: 1234 5678');
    expect(zh.t('footer.complaintHotline', { phone: '1234 5678' })).toBe('投訴熱線：1234 5678');
    // Creating the English translator did not switch the Chinese one.
    expect(zh.t('header.apply')).toBe('立即申請');
    expect(enT.t('pages.faq.title')).not.toContain('{{brand}}');
  });
});
