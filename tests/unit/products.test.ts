import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../content/i18n';
import { loanName } from '../../worker/admin/loan-name';
import { PRODUCTS } from '../../src/shared/products';

describe('the loan products', () => {
  it('each have their own lead code, slug and route name', () => {
    const codes = PRODUCTS.flatMap((p) => (p.code === null ? [] : [p.code]));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.name)).size).toBe(PRODUCTS.length);
  });

  it('are named in every language, in the menus and in the console', () => {
    for (const p of PRODUCTS) {
      for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) {
        expect(DICTIONARIES[locale].loanNames[p.name], `${locale} ${p.name}`).toMatch(/\S/);
        expect(DICTIONARIES[locale].loanTaglines[p.name], `${locale} ${p.name}`).toMatch(/\S/);
      }
      if (p.code !== null) expect(loanName('en-US', p.code)).toBe(DICTIONARIES['en-US'].loanNames[p.name]);
    }
  });
});
