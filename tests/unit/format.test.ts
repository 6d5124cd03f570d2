import { describe, expect, it } from 'vitest';
import { formatAmount, formatHKD, formatHKDCents, formatPercent, formatPercentNumber } from '../../src/shared/format';

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

describe('written out without Intl, the same text as Intl', () => {
  // The formatters avoid Intl in the browser (its first use and every toLocaleString call with
  // options cost main-thread time); Intl's en-US output is the reference they must match.
  const formatters = [0, 1, 2, 3, 4].map((d) => new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }));
  const intl = (value: number, decimals: number) => formatters[decimals]!.format(value);
  const samples = (() => {
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [0, 0.5, 1.5, 2.5, 1.005, 1.015, 50_575.345, 999.995, 999_999.995, 0.125, 0.0000001, 123_456_789.015, 1e15 + 0.5];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(next() * 9);
      const value = Math.round(next() * scale * 1000) / 1000; // three-decimal inputs hit every .xx5 tie
      values.push(value, -value, next() * scale);
    }
    return values;
  })();

  it('amounts with 0 to 4 decimals, ties half away from zero on the decimal you read', () => {
    for (const value of samples)
      for (const decimals of [0, 1, 2, 3, 4]) {
        const expected = intl(value, decimals).replace(/^-(?=[0.,]*$)/, ''); // never '-0.00'
        expect(formatAmount(value, decimals), `${value} at ${decimals}`).toBe(expected);
      }
  });

  it('whole HK dollars and percentages', () => {
    const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
    for (const value of samples) {
      expect(formatHKD(value), String(value)).toBe(`HK$${intl(Math.round(value), 0).replace(/^-(?=0$)/, '')}`);
      const percent = percentFormat.format(value * 100);
      expect(formatPercentNumber(value), String(value)).toBe(percent === '-0' ? '0' : percent);
    }
  });
});
