import { describe, expect, it } from 'vitest';
import {
  CREDIT_RATED_SLUGS,
  DEFAULT_CREDIT_RATING,
  LOAN_SLUGS,
  PRODUCT_LIMITS,
  SAMPLE_CREDIT_RATINGS,
  creditRatingForRate,
  offersCreditRating,
  rateForCreditRating,
  standardLoan,
} from '../../../src/shared/calc';

describe('sample credit ratings', () => {
  it('are the four sample ratings, best first, at 12%, 18%, 24% and 30%', () => {
    expect(SAMPLE_CREDIT_RATINGS.map((r) => [r.id, r.annualRate])).toEqual([
      ['excellent', 0.12],
      ['good', 0.18],
      ['fair', 0.24],
      ['limited', 0.3],
    ]);
  });

  it('stay inside every rated product: from its floor (personal 10%) to 36% effective', () => {
    for (const slug of CREDIT_RATED_SLUGS) {
      const { minAnnualRate } = PRODUCT_LIMITS[slug];
      for (const { id, annualRate } of SAMPLE_CREDIT_RATINGS) {
        expect(annualRate, `${slug} ${id}`).toBeGreaterThanOrEqual(minAnnualRate);
        expect(annualRate, `${slug} ${id}`).toBeGreaterThanOrEqual(0.1);
        // Effective annual rate (1 + r/12)^12 − 1; the highest, 30%, is 1.025^12 − 1 = 34.49%.
        expect(Math.pow(1 + annualRate / 12, 12) - 1, `${slug} ${id}`).toBeLessThanOrEqual(0.36);
        // So the product's bounds never move a sample rate.
        expect(rateForCreditRating(slug, id), `${slug} ${id}`).toEqual({ rating: id, annualRate, clamped: [] });
      }
    }
  });

  it('default to the rating at 30%, the rate every rated calculator assumed before', () => {
    expect(DEFAULT_CREDIT_RATING).toBe('limited');
    for (const slug of CREDIT_RATED_SLUGS) {
      expect(rateForCreditRating(slug, undefined).annualRate, slug).toBe(0.3);
      expect(PRODUCT_LIMITS[slug].defaultAnnualRate, slug).toBe(0.3);
    }
  });
});

describe('a rating sets the assumed rate of the personal loan', () => {
  // HK$10,000 over 12 months; instalment = 10,000 × r / (1 − (1 + r)^−12), r = annual / 12,
  // rounded half up to the whole HK$; total = instalment × 12.
  const monthlyFor = (rating: string) => standardLoan('n-loan', { amount: 10_000, months: 12, annualRate: rateForCreditRating('n-loan', rating).annualRate });

  it('limited (30%): the worked example, HK$975 a month and HK$11,700 in total', () => {
    // r = 2.5%: 1.025^−12 = 0.743556; 250 / 0.256444 = 974.87 -> 975; 975 × 12 = 11,700
    expect(monthlyFor('limited')).toMatchObject({ monthlyInstalment: 975, totalRepayment: 11_700, totalInterest: 1_700 });
    // Nothing chosen is the same.
    expect(standardLoan('n-loan', { annualRate: rateForCreditRating('n-loan', undefined).annualRate })).toMatchObject({
      monthlyInstalment: 975,
      totalRepayment: 11_700,
    });
  });

  it('fair (24%): HK$946 a month', () => {
    // r = 2%: 1.02^12 = 1.268242, 1.02^−12 = 0.788493; 200 / 0.211507 = 945.60 -> 946; × 12 = 11,352
    expect(monthlyFor('fair')).toMatchObject({ monthlyInstalment: 946, totalRepayment: 11_352 });
  });

  it('good (18%): HK$917 a month', () => {
    // r = 1.5%: 1.015^12 = 1.195618, 1.015^−12 = 0.836387; 150 / 0.163613 = 916.80 -> 917; × 12 = 11,004
    expect(monthlyFor('good')).toMatchObject({ monthlyInstalment: 917, totalRepayment: 11_004 });
  });

  it('excellent (12%): HK$888 a month', () => {
    // r = 1%: 1.01^12 = 1.126825, 1.01^−12 = 0.887449; 100 / 0.112551 = 888.49 -> 888; × 12 = 10,656
    expect(monthlyFor('excellent')).toMatchObject({ monthlyInstalment: 888, totalRepayment: 10_656 });
  });
});

describe('rateForCreditRating', () => {
  it('uses the default for a missing rating silently and for an unknown one visibly', () => {
    expect(rateForCreditRating('n-loan', '')).toEqual({ rating: 'limited', annualRate: 0.3, clamped: [] });
    expect(rateForCreditRating('n-loan', null)).toEqual({ rating: 'limited', annualRate: 0.3, clamped: [] });
    expect(rateForCreditRating('n-loan', 'platinum')).toEqual({ rating: 'limited', annualRate: 0.3, clamped: ['creditRating'] });
    expect(rateForCreditRating('n-loan', 42)).toMatchObject({ rating: 'limited', clamped: ['creditRating'] });
    expect(rateForCreditRating('n-loan', { id: 'good' })).toMatchObject({ rating: 'limited', clamped: ['creditRating'] });
  });
});

describe('creditRatingForRate', () => {
  it('names the rating whose sample rate is in use, or none for a rate typed in', () => {
    expect(creditRatingForRate('n-loan', 0.12)).toBe('excellent');
    expect(creditRatingForRate('n-loan', 0.18)).toBe('good');
    expect(creditRatingForRate('w-loan', 0.24)).toBe('fair');
    expect(creditRatingForRate('r-loan', 0.3)).toBe('limited');
    expect(creditRatingForRate('n-loan', 0.2)).toBeNull();
    expect(creditRatingForRate('n-loan', 0.31)).toBeNull();
  });
});

describe('offersCreditRating', () => {
  it('is offered where the rate is the general 30% assumption, not a product rate', () => {
    expect(LOAN_SLUGS.filter(offersCreditRating).sort()).toEqual(
      ['n-loan', '7x24-loan', 'w-loan', 'talent-loan', 'p-loan', 'hos-public-housing-loan', 'r-loan', 'i-loan', 'u-loan', 'l-loan'].sort(),
    );
    for (const slug of ['supreme', 'sme', 'c-loan', 's-loan', 't-loan', 'revolving-loan'] as const) {
      expect(offersCreditRating(slug), slug).toBe(false);
    }
  });
});
