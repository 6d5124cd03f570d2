import { describe, expect, it } from 'vitest';
import { calculatorFor } from '../../../src/components/calculators/calculator-kind';
import { LOAN_SLUGS } from '../../../src/shared/calc';
import { ROUTES, routeByName } from '../../../src/shared/routes/table';

describe('calculatorFor', () => {
  it('gives the home page the personal-loan calculator', () => {
    expect(calculatorFor(routeByName.get('home')!)).toEqual({ kind: 'standard', slug: 'n-loan' });
  });

  it('gives every product page a calculator for its own product', () => {
    const loanRoutes = ROUTES.filter((r) => r.kind === 'loan');
    expect(loanRoutes.map((r) => r.path.replace('/loan/', '')).sort()).toEqual([...LOAN_SLUGS].sort());
    for (const route of loanRoutes) {
      expect(calculatorFor(route)?.slug, route.path).toBe(route.path.replace('/loan/', ''));
    }
  });

  it('picks the calculator that fits how each product is repaid', () => {
    const kindOf = (slug: string) => calculatorFor({ name: slug, kind: 'loan', path: `/loan/${slug}` })?.kind;
    expect(kindOf('n-loan')).toBe('standard');
    expect(kindOf('sme')).toBe('standard');
    expect(kindOf('p-loan')).toBe('property');
    expect(kindOf('hos-public-housing-loan')).toBe('property');
    expect(kindOf('t-loan')).toBe('debt-transfer');
    expect(kindOf('c-loan')).toBe('card');
    expect(kindOf('s-loan')).toBe('student');
    expect(kindOf('r-loan')).toBe('renovation');
    expect(kindOf('i-loan')).toBe('investment');
    expect(kindOf('l-loan')).toBe('solar');
    expect(kindOf('w-loan')).toBe('wedding');
    expect(kindOf('u-loan')).toBe('study');
    expect(kindOf('revolving-loan')).toBe('revolving');
  });

  it('gives other pages none', () => {
    for (const route of ROUTES.filter((r) => r.kind !== 'loan' && r.kind !== 'home')) {
      expect(calculatorFor(route), route.path).toBeNull();
    }
    expect(calculatorFor({ name: 'x', kind: 'loan', path: '/loan/cloan' })).toBeNull();
  });
});
