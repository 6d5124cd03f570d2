import { describe, expect, it } from 'vitest';
import { adjustmentOf, calculatorInput, readNumber, readPercent, standardLoan } from '../../../src/shared/calc';

describe('readPercent', () => {
  it('reads a rate typed in percent as a fraction, with or without the sign', () => {
    expect(readPercent('30')).toEqual({ status: 'number', value: 0.3 });
    expect(readPercent(' 30 % ')).toEqual({ status: 'number', value: 0.3 });
    expect(readPercent('8.9％')).toEqual({ status: 'number', value: 0.089 });
    // Exactly the bound, not 0.08900000000000001, so Supreme's 8.9% minimum is not "raised".
    expect(readPercent('8.9')).toEqual({ status: 'number', value: 0.089 });
  });

  it('tells empty from unreadable', () => {
    expect(readPercent('')).toEqual({ status: 'missing' });
    expect(readPercent('%')).toEqual({ status: 'missing' });
    expect(readPercent('thirty')).toEqual({ status: 'invalid' });
    expect(readPercent('30%%')).toEqual({ status: 'invalid' });
  });
});

describe('calculatorInput', () => {
  it('passes numbers, leaves empty fields to the default, and flags junk', () => {
    expect(calculatorInput({ status: 'number', value: 12 })).toBe(12);
    expect(calculatorInput({ status: 'missing' })).toBeUndefined();
    expect(calculatorInput({ status: 'invalid' })).toBeNaN();
  });

  it('a junk field makes the calculator use its default and report the field', () => {
    const result = standardLoan('n-loan', { amount: calculatorInput(readNumber('abc')) });
    expect(result.amount).toBe(10_000);
    expect(result.clamped).toEqual(['amount']);
  });
});

describe('adjustmentOf', () => {
  const n = (value: number) => ({ status: 'number', value }) as const;

  it('says nothing when the value is used as typed', () => {
    expect(adjustmentOf(n(10_000), 10_000, true)).toBe('none');
  });

  it('names the direction of a clamp', () => {
    expect(adjustmentOf(n(50_000), 30_000, true)).toBe('lowered');
    expect(adjustmentOf(n(1_000), 5_000, true)).toBe('raised');
    expect(adjustmentOf(n(-5), 0, false)).toBe('raised');
  });

  it('tells rounding to a whole number from clamping', () => {
    expect(adjustmentOf(n(12.4), 12, true)).toBe('rounded');
    expect(adjustmentOf(n(10_000.5), 10_001, true)).toBe('rounded');
    // 4,999.4 rounds to 4,999, which is then raised to the 5,000 minimum: a clamp.
    expect(adjustmentOf(n(4_999.4), 5_000, true)).toBe('raised');
    // Rates are not rounded, so a different rate is always a clamp.
    expect(adjustmentOf(n(0.4), 0.3114, false)).toBe('lowered');
  });

  it('reports empty and unreadable fields', () => {
    expect(adjustmentOf({ status: 'missing' }, 10_000)).toBe('empty');
    expect(adjustmentOf({ status: 'invalid' }, 10_000)).toBe('invalid');
  });
});
