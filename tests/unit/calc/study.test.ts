import { describe, expect, it } from 'vitest';
import { EDUCATION_TYPES, STUDY_PRESETS, studyLoan } from '../../../src/shared/calc';
import { textbookAnnuity } from './reference';

describe('studyLoan', () => {
  it('offers the three education types of the product rules', () => {
    expect([...EDUCATION_TYPES]).toEqual(['part-time-degree', 'driving-licence', 'masters']);
  });

  it('each preset pre-fills an amount and tenor within HK$500,000 and 60 months', () => {
    expect(STUDY_PRESETS['part-time-degree']).toEqual({ amount: 120_000, months: 36 });
    expect(STUDY_PRESETS['driving-licence']).toEqual({ amount: 10_000, months: 12 });
    expect(STUDY_PRESETS.masters).toEqual({ amount: 250_000, months: 48 });
    for (const type of EDUCATION_TYPES) {
      const result = studyLoan({ educationType: type, annualRate: 0.2 });
      expect(result.inputs).toEqual({ ...STUDY_PRESETS[type], annualRate: 0.2 });
      expect(result.monthlyInstalment).toBe(Math.round(textbookAnnuity(STUDY_PRESETS[type].amount, 0.2 / 12, STUDY_PRESETS[type].months)));
      expect(result.clamped).toEqual([]);
    }
  });

  it('lets the visitor override the preset, within bounds', () => {
    const result = studyLoan({ educationType: 'masters', amount: 600_000, months: 24 });
    expect(result.inputs).toMatchObject({ amount: 500_000, months: 24 });
    expect(result.clamped).toEqual(['amount']);
  });

  it('an unknown type falls back to the part-time degree and is reported; a missing one is not', () => {
    expect(studyLoan({ educationType: 'phd' })).toMatchObject({ educationType: 'part-time-degree', clamped: ['educationType'] });
    expect(studyLoan({})).toMatchObject({ educationType: 'part-time-degree', clamped: [] });
  });
});
