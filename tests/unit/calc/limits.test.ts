import { describe, expect, it } from 'vitest';
import { LOAN_SLUGS, MAX_EFFECTIVE_ANNUAL_RATE, MAX_NOMINAL_ANNUAL_RATE, PRODUCT_LIMITS, isLoanSlug, maxAmountForSalary } from '../../../src/shared/calc';

describe('PRODUCT_LIMITS', () => {
  it('has one entry per loan slug of the design contract, keyed by its own slug', () => {
    expect([...LOAN_SLUGS].sort()).toEqual(
      [
        'n-loan',
        'p-loan',
        't-loan',
        'r-loan',
        '7x24-loan',
        's-loan',
        'l-loan',
        'w-loan',
        'c-loan',
        'u-loan',
        'supreme',
        'i-loan',
        'revolving-loan',
        'talent-loan',
        'hos-public-housing-loan',
        'sme',
      ].sort(),
    );
    for (const slug of LOAN_SLUGS) expect(PRODUCT_LIMITS[slug].slug).toBe(slug);
  });

  it('carries the docs/product-rules.md §9 amounts and tenors', () => {
    const spec: Record<string, [number, number, number, number]> = {
      // slug: [min amount, max amount, min months, max months]
      'n-loan': [5_000, 3_000_000, 6, 60],
      '7x24-loan': [5_000, 30_000, 6, 60],
      'p-loan': [5_000, 2_000_000, 6, 60],
      'i-loan': [5_000, 500_000, 6, 60],
      'w-loan': [5_000, 500_000, 6, 60],
      'r-loan': [5_000, 500_000, 6, 60],
      'u-loan': [5_000, 500_000, 6, 60],
      'l-loan': [5_000, 1_000_000, 6, 24],
      's-loan': [5_000, 100_000, 6, 48],
      'c-loan': [5_000, 1_500_000, 6, 60],
      't-loan': [5_000, 2_000_000, 6, 60],
      'talent-loan': [5_000, 2_000_000, 6, 120],
      supreme: [5_000, 5_000_000, 6, 60],
      sme: [100_000, 10_000_000, 6, 48],
    };
    for (const [slug, [minAmount, maxAmount, minMonths, maxMonths]] of Object.entries(spec)) {
      if (!isLoanSlug(slug)) throw new Error(slug);
      const limits = PRODUCT_LIMITS[slug];
      expect({ slug, minAmount: limits.minAmount, maxAmount: limits.maxAmount, tenor: [limits.tenor.min, limits.tenor.max] }).toEqual({
        slug,
        minAmount,
        maxAmount,
        tenor: [minMonths, maxMonths],
      });
      expect(limits.tenor.unit).toBe('months');
    }
    expect(PRODUCT_LIMITS['revolving-loan'].tenor.unit).toBe('days');
  });

  it('carries the product rates, ratios and salary multiples', () => {
    expect(PRODUCT_LIMITS['n-loan'].minAnnualRate).toBe(0.1);
    expect(PRODUCT_LIMITS.supreme.minAnnualRate).toBe(0.089);
    expect(PRODUCT_LIMITS.sme.defaultAnnualRate).toBe(0.24);
    expect(PRODUCT_LIMITS['c-loan'].defaultAnnualRate).toBe(0.1);
    expect(PRODUCT_LIMITS['s-loan'].defaultAnnualRate).toBe(0.15);
    expect(PRODUCT_LIMITS['l-loan'].maxLoanRatio).toBe(0.9);
    expect(PRODUCT_LIMITS.supreme.salaryMultiple).toBe(30);
    expect(PRODUCT_LIMITS['talent-loan'].salaryMultiple).toBe(10);
    expect(PRODUCT_LIMITS['revolving-loan'].salaryMultiple).toBe(10);
  });

  it('caps every product at a 36% effective annual rate, i.e. 12 × (1.36^(1/12) − 1) nominal', () => {
    expect(MAX_EFFECTIVE_ANNUAL_RATE).toBe(0.36);
    expect(MAX_NOMINAL_ANNUAL_RATE).toBeCloseTo(12 * (Math.pow(1.36, 1 / 12) - 1), 12);
    for (const slug of LOAN_SLUGS) {
      const limits = PRODUCT_LIMITS[slug];
      expect(Math.pow(1 + limits.maxAnnualRate / 12, 12) - 1).toBeLessThanOrEqual(0.36 + 1e-12);
    }
  });

  it('has defaults inside its own bounds', () => {
    for (const slug of LOAN_SLUGS) {
      const l = PRODUCT_LIMITS[slug];
      expect(l.minAmount, slug).toBeLessThanOrEqual(l.defaultAmount);
      expect(l.defaultAmount, slug).toBeLessThanOrEqual(l.maxAmount);
      expect(l.tenor.min, slug).toBeLessThanOrEqual(l.tenor.default);
      expect(l.tenor.default, slug).toBeLessThanOrEqual(l.tenor.max);
      expect(l.minAnnualRate, slug).toBeLessThanOrEqual(l.defaultAnnualRate);
      expect(l.defaultAnnualRate, slug).toBeLessThanOrEqual(l.maxAnnualRate);
    }
  });

  it('recognises slugs from outside', () => {
    expect(isLoanSlug('sme')).toBe(true);
    expect(isLoanSlug('cloan')).toBe(false);
    expect(isLoanSlug(undefined)).toBe(false);
  });
});

describe('maxAmountForSalary', () => {
  it('is the lower of the salary multiple and the product cap', () => {
    expect(maxAmountForSalary('supreme', 40_000)).toBe(1_200_000); // 30 × 40,000
    expect(maxAmountForSalary('supreme', 200_000)).toBe(5_000_000); // 6,000,000 capped
    expect(maxAmountForSalary('talent-loan', 30_000)).toBe(300_000); // 10 × 30,000
    expect(maxAmountForSalary('talent-loan', 300_000)).toBe(2_000_000); // 3,000,000 capped
    expect(maxAmountForSalary('revolving-loan', 20_000)).toBe(200_000); // 10 × median 20,000
  });

  it('ignores salary for products without a salary rule, and garbage salaries count as 0', () => {
    expect(maxAmountForSalary('n-loan', 1)).toBe(3_000_000);
    expect(maxAmountForSalary('supreme', Number.NaN)).toBe(0);
    expect(maxAmountForSalary('supreme', -5)).toBe(0);
    expect(maxAmountForSalary('supreme', Number.POSITIVE_INFINITY)).toBe(0);
    expect(maxAmountForSalary('talent-loan', 2_000.3)).toBe(20_003); // 10 × 2,000.3, no float loss
  });
});
