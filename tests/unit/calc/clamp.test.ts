import { describe, expect, it } from 'vitest';
import { clampInputs, clampValue, readNumber } from '../../../src/shared/calc';

const AMOUNT = { min: 5_000, max: 500_000, fallback: 100_000, whole: true } as const;

describe('readNumber', () => {
  it('reads numbers and the ways people type them', () => {
    expect(readNumber(12)).toEqual({ status: 'number', value: 12 });
    expect(readNumber('10,000')).toEqual({ status: 'number', value: 10_000 });
    expect(readNumber(' HK$1,234.5 ')).toEqual({ status: 'number', value: 1234.5 });
    expect(readNumber('$500')).toEqual({ status: 'number', value: 500 });
    expect(readNumber('1e3')).toEqual({ status: 'number', value: 1000 });
    expect(readNumber(10n)).toEqual({ status: 'number', value: 10 });
  });

  it('tells missing apart from unreadable', () => {
    expect(readNumber(undefined).status).toBe('missing');
    expect(readNumber(null).status).toBe('missing');
    expect(readNumber('   ').status).toBe('missing');
    for (const bad of [Number.NaN, 'abc', '12 months', '0x10', '1/2', true, {}, [], 'HK$']) {
      expect(readNumber(bad).status, String(bad)).toBe('invalid');
    }
  });
});

describe('clampValue', () => {
  it('keeps a value inside the bounds untouched', () => {
    expect(clampValue(20_000, AMOUNT)).toEqual({ value: 20_000, adjusted: false, refused: false });
    expect(clampValue('20,000', AMOUNT)).toEqual({ value: 20_000, adjusted: false, refused: false });
  });

  it('clamps out-of-range values to the nearest bound and reports it', () => {
    expect(clampValue(1, AMOUNT)).toEqual({ value: 5_000, adjusted: true, refused: true });
    expect(clampValue(-1e9, AMOUNT)).toEqual({ value: 5_000, adjusted: true, refused: true });
    expect(clampValue(Number.POSITIVE_INFINITY, AMOUNT)).toEqual({ value: 500_000, adjusted: true, refused: true });
    expect(clampValue('1e400', AMOUNT)).toEqual({ value: 500_000, adjusted: true, refused: true });
  });

  it('rounds whole-number inputs half up and reports it', () => {
    expect(clampValue(20_000.5, AMOUNT)).toEqual({ value: 20_001, adjusted: true, refused: false });
    expect(clampValue(12.4, { min: 6, max: 60, fallback: 12, whole: true })).toEqual({ value: 12, adjusted: true, refused: false });
  });

  it('uses the fallback silently when missing and loudly when unreadable', () => {
    expect(clampValue(undefined, AMOUNT)).toEqual({ value: 100_000, adjusted: false, refused: false });
    expect(clampValue('', AMOUNT)).toEqual({ value: 100_000, adjusted: false, refused: false });
    expect(clampValue('lots', AMOUNT)).toEqual({ value: 100_000, adjusted: true, refused: true });
    expect(clampValue(Number.NaN, AMOUNT)).toEqual({ value: 100_000, adjusted: true, refused: true });
  });

  it('does not round fractional inputs such as rates', () => {
    expect(clampValue(0.289, { min: 0, max: 0.31, fallback: 0.3 })).toEqual({ value: 0.289, adjusted: false, refused: false });
  });
});

describe('clampInputs', () => {
  it('returns every declared input and names the clamped ones', () => {
    const result = clampInputs(
      { amount: 1_000_000, months: '24', extra: 'ignored' },
      { amount: AMOUNT, months: { min: 6, max: 60, fallback: 12, whole: true } },
    );
    expect(result.values).toEqual({ amount: 500_000, months: 24 });
    expect(result.clamped).toEqual(['amount']);
    expect(result.refused).toEqual(['amount']);
  });

  it('refuses what lies outside the bounds or is unreadable, never a bound itself or a rounding', () => {
    const months = { min: 6, max: 60, fallback: 12, whole: true } as const;
    expect(clampInputs({ amount: 5_000, months: 60 }, { amount: AMOUNT, months }).refused).toEqual([]);
    expect(clampInputs({ amount: 500_000.4, months: 12.6 }, { amount: AMOUNT, months }).refused).toEqual([]);
    expect(clampInputs({ amount: 0, months: 61 }, { amount: AMOUNT, months }).refused).toEqual(['amount', 'months']);
    expect(clampInputs({ amount: -5_000, months: 'twelve' }, { amount: AMOUNT, months }).refused).toEqual(['amount', 'months']);
  });

  it('accepts a non-object input as "nothing given"', () => {
    for (const raw of [null, undefined, 42, 'text']) {
      const result = clampInputs(raw, { amount: AMOUNT });
      expect(result.values).toEqual({ amount: 100_000 });
      expect(result.clamped).toEqual([]);
    }
  });
});
