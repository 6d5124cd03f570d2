import { describe, expect, it } from 'vitest';
import { formatAmount, formatHKD, formatHKDCents, formatPercent, formatPercentNumber } from '../../src/lib/format';

describe('money formatting', () => {
  it('HK$ with thousands separators, whole dollars or cents', () => {
    expect(formatHKD(11_700)).toBe('HK$11,700');
    expect(formatHKD(1_412_388)).toBe('HK$1,412,388');
    expect(formatHKDCents(250.2)).toBe('HK$250.20');
    expect(formatHKDCents(50_575.345)).toBe('HK$50,575.35');
  });

  it('plain amounts for tables, never -0, NaN or Infinity', () => {
    expect(formatAmount(1_234.5, 2)).toBe('1,234.50');
    expect(formatAmount(10_000)).toBe('10,000');
    expect(formatAmount(-0, 2)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('percent formatting', () => {
  it('at most two decimals, without trailing zeros', () => {
    expect(formatPercent(0.3)).toBe('30%');
    expect(formatPercent(0.344888)).toBe('34.49%');
    expect(formatPercent(0.089)).toBe('8.9%');
    expect(formatPercent(0.3114584)).toBe('31.15%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-0.000001)).toBe('0%');
    expect(formatPercentNumber(0.1)).toBe('10');
    expect(formatPercentNumber(Number.NaN)).toBe('0');
  });
});
