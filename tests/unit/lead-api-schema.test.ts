import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../content/i18n';
import { LeadApiSchema } from '../../src/server/leads/api-schema';
import { findLoanType, loanTypes } from '../../src/server/leads/loan-types';
import { fieldErrors, LeadSchema } from '../../src/shared/leads/schema';
import { visitorLocale } from '../../src/server/leads/visitor-locale';

/** The original site's insertToShortForm body: no terms field, loan_type as the product's name. */
const contract = {
  mobile: '91234567',
  gender: 'F',
  first_name: 'Mei Ling',
  last_name: 'Chan',
  loan_type: '私人貸款',
  utm: '',
  referrer: '',
  gclid: '',
  theclub_id: '',
  tapngo_id: '',
  is_opt_in: 1,
};

const loanOf = (loan_type: unknown) => {
  const r = LeadApiSchema.safeParse({ ...contract, loan_type });
  return r.success ? r.data.loan_type : fieldErrors(r.error);
};

describe('the lead API body (the original site contract)', () => {
  it('takes the contract body as is, without a terms field', () => {
    const r = LeadApiSchema.safeParse(contract);
    expect(r.success).toBe(true);
    expect(r.data?.terms).toBeUndefined();
    expect(r.data?.loan_type).toEqual({ code: 1, locales: ['zh-HK'] });
  });

  it('reads loan_type as a code, a number or a numeric string', () => {
    expect(loanOf(3)).toEqual({ code: 3, locales: [] });
    expect(loanOf('21')).toEqual({ code: 21, locales: [] });
    expect(loanOf(' 22 ')).toEqual({ code: 22, locales: [] });
  });

  it('reads loan_type as a product name in each locale, trimmed and in any case', () => {
    expect(loanOf('業主貸款')).toEqual({ code: 2, locales: ['zh-HK'] });
    expect(loanOf('业主贷款')).toEqual({ code: 2, locales: ['zh-CN'] });
    expect(loanOf('Personal Loan')).toEqual({ code: 1, locales: ['en-US'] });
    expect(loanOf('  wedding   LOAN ')).toEqual({ code: 8, locales: ['en-US'] });
    expect(loanOf('人才貸款')).toEqual({ code: 21, locales: ['zh-HK'] });
    expect(loanOf('居屋及公屋业主贷款')).toEqual({ code: 22, locales: ['zh-CN'] });
  });

  it('refuses what names no product, with the loan type message', () => {
    for (const bad of ['', 0, 14, 20, 3.5, '3.5', '1e1', 'abc', 'Personal', '私人', '中小企融資', null, true, [3], { code: 3 }, undefined]) {
      expect(loanOf(bad), JSON.stringify(bad)).toEqual({ loan_type: 'loanType' });
    }
  });

  it('takes terms: true and refuses terms: false', () => {
    expect(LeadApiSchema.safeParse({ ...contract, terms: true }).data?.terms).toBe(true);
    const refused = LeadApiSchema.safeParse({ ...contract, terms: false });
    expect(refused.success || fieldErrors(refused.error)).toEqual({ terms: 'terms' });
  });

  it('checks every other field as the site form does', () => {
    const r = LeadApiSchema.safeParse({ ...contract, mobile: '1234', first_name: '美玲', is_opt_in: '1', locale: 'fr' });
    expect(r.success || fieldErrors(r.error)).toEqual({ mobile: 'mobile', first_name: 'firstName', is_opt_in: 'invalid', locale: 'invalid' });
  });

  it('leaves the site form strict: it still needs the terms box and a code', () => {
    expect(LeadSchema.safeParse({ ...contract, loan_type: 1 }).success).toBe(false);
    expect(LeadSchema.safeParse({ ...contract, loan_type: 1, terms: true, locale: 'en-US' }).success).toBe(true);
  });
});

describe('the loan types the API knows', () => {
  it("lists the 15 lead codes with each locale's product names", () => {
    expect(loanTypes('zh-HK').map((t) => t.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 21, 22]);
    expect(loanTypes('zh-HK')[0]).toEqual({ code: 1, text: '私人貸款' });
    expect(loanTypes('en-US').find((t) => t.code === 13)).toEqual({ code: 13, text: 'Revolving daily-interest loan' });
    expect(loanTypes('zh-CN').find((t) => t.code === 22)).toEqual({ code: 22, text: '居屋及公屋业主贷款' });
  });

  it('finds every listed name back to its own code: no two products share a name', () => {
    for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) {
      for (const { code, text } of loanTypes(locale)) {
        expect(findLoanType(text)?.code, `${locale} ${text}`).toBe(code);
        expect(findLoanType(text)?.locales, `${locale} ${text}`).toContain(locale);
        // The names are the dictionaries' own, the ones the menus and product pages show.
        expect(Object.values(DICTIONARIES[locale].loanNames)).toContain(text);
      }
    }
  });
});

describe("the visitor's language", () => {
  const host = 'www.example.com';
  it('is the language of the product name when one was sent', () => {
    expect(visitorLocale({ textLocales: ['zh-CN'], locale: 'en-US', referrer: '/en/faq', host })).toBe('zh-CN');
  });

  it("else the form's locale, else the referrer's path, else Traditional Chinese", () => {
    expect(visitorLocale({ textLocales: [], locale: 'zh-CN', referrer: '/en/faq', host })).toBe('zh-CN');
    expect(visitorLocale({ textLocales: [], referrer: '/en/loan/t-loan?form=1', host })).toBe('en-US');
    expect(visitorLocale({ textLocales: [], referrer: '/en', host })).toBe('en-US');
    expect(visitorLocale({ textLocales: [], referrer: 'https://www.example.com/zh-CN/loan/talent-loan', host })).toBe('zh-CN');
    expect(visitorLocale({ textLocales: [], referrer: '/english', host })).toBe('zh-HK');
    expect(visitorLocale({ textLocales: [], referrer: '/faq', host })).toBe('zh-HK');
    expect(visitorLocale({ textLocales: [], referrer: '', host })).toBe('zh-HK');
  });

  it("ignores a referrer on another site (its path says nothing about this site's pages)", () => {
    expect(visitorLocale({ textLocales: [], referrer: 'https://search.example.org/en/results', host })).toBe('zh-HK');
  });

  it('lets the page decide when zh-HK and zh-CN write the name alike', () => {
    expect(visitorLocale({ textLocales: ['zh-HK', 'zh-CN'], referrer: '/zh-CN/faq', host })).toBe('zh-CN');
    expect(visitorLocale({ textLocales: ['zh-HK', 'zh-CN'], referrer: '/en/faq', host })).toBe('zh-HK');
  });
});
