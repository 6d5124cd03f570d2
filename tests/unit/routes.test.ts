import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from '../../src/shared/locales';
import { hrefFor, isPublished, publishedPages } from '../../src/shared/routes/availability';
import { LOAN_CODES } from '../../src/shared/routes/loan-codes';
import { PATH_ALIASES, ROUTES, routeByName, routeByPath } from '../../src/shared/routes/table';

describe('route table', () => {
  it('lists no route twice, by name or by path', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('maps every lead code of the design to its product page', () => {
    // docs/decisions.md#redirects, written out here.
    const expected: Record<number, string> = {
      1: '/loan/n-loan',
      2: '/loan/p-loan',
      3: '/loan/t-loan',
      4: '/loan/r-loan',
      5: '/loan/7x24-loan',
      6: '/loan/s-loan',
      7: '/loan/l-loan',
      8: '/loan/w-loan',
      9: '/loan/c-loan',
      10: '/loan/u-loan',
      11: '/loan/supreme',
      12: '/loan/i-loan',
      13: '/loan/revolving-loan',
      21: '/loan/talent-loan',
      22: '/loan/hos-public-housing-loan',
    };
    for (const [code, path] of Object.entries(expected)) {
      expect(`/loan/${LOAN_CODES[Number(code) as keyof typeof LOAN_CODES]}`).toBe(path);
      expect(routeByPath.get(path)?.loanCode, path).toBe(Number(code));
    }
    expect(Object.keys(LOAN_CODES)).toHaveLength(Object.keys(expected).length);
  });

  it('gives SME its own layout and no lead code', () => {
    const sme = routeByPath.get('/loan/sme');
    expect(sme?.layout).toBe('sme');
    expect(sme?.loanCode).toBeUndefined();
  });

  it('sends aliases to real routes', () => {
    for (const target of Object.values(PATH_ALIASES)) expect(routeByPath.has(target)).toBe(true);
  });
});

describe('locales', () => {
  it('prefix English and Simplified Chinese, not Traditional Chinese', () => {
    expect(localizePath('/', 'zh-HK')).toBe('/');
    expect(localizePath('/', 'en-US')).toBe('/en');
    expect(localizePath('/faq', 'zh-CN')).toBe('/zh-CN/faq');
    expect(splitLocale('/en/loan/n-loan')).toEqual({ locale: 'en-US', path: '/loan/n-loan' });
    expect(splitLocale('/zh-CN')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(splitLocale('/english')).toEqual({ locale: 'zh-HK', path: '/english' });
  });

  it('publish each page once per locale that carries it', () => {
    const pages = publishedPages();
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(pages.filter((p) => p.locale === 'zh-HK')).toHaveLength(ROUTES.length);
    expect(isPublished(routeByName.get('news')!, 'en-US')).toBe(false);
    expect(isPublished(routeByName.get('nLoan')!, 'zh-CN')).toBe(false);
    expect(isPublished(routeByName.get('talentLoan')!, 'zh-CN')).toBe(true);
  });

  it('link from Simplified Chinese to the Traditional Chinese loan pages, and from English past hidden pages', () => {
    expect(hrefFor(routeByName.get('nLoan')!, 'zh-CN')).toBe('/loan/n-loan');
    expect(hrefFor(routeByName.get('talentLoan')!, 'zh-CN')).toBe('/zh-CN/loan/talent-loan');
    expect(hrefFor(routeByName.get('news')!, 'en-US')).toBe('/en');
  });
});
