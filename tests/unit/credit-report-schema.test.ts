import { describe, expect, it } from 'vitest';
import { isValidHkid, normalizeHkid } from '../../src/shared/credit-report/hkid';
import { ageOn, CreditReportAgreeSchema } from '../../src/shared/credit-report/schema';

/**
 * The identity card check (mod 11) and the rules of the credit report's details form. Check
 * characters worked out by hand: A123456 -> 36x9 + 10x8 + 1x7 + 2x6 + 3x5 + 4x4 + 5x3 + 6x2 = 481,
 * 481 mod 11 = 8, so 3; AB987654 -> 90 + 88 + 63 + 48 + 35 + 24 + 15 + 8 = 371, mod 11 = 8, so 3;
 * G123456 -> 324 + 128 + 65 + 12 = 529, mod 11 = 1, so 10, written A; G123450 -> 517, mod 11 = 0, so 0.
 */
describe('the identity card number', () => {
  it('takes a number whose check character is right, however it is typed', () => {
    for (const typed of ['A123456(3)', 'a123456 (3)', ' A1234563 ', 'AB987654(3)', 'G123456(A)', 'g123456(a)', 'G123450(0)']) {
      expect(isValidHkid(normalizeHkid(typed)), typed).toBe(true);
    }
  });

  it('refuses a wrong check character or another shape', () => {
    for (const typed of ['A123456(4)', 'AB987654(4)', 'G123456(0)', 'G123450(A)', 'A12345(6)', 'A1234567(3)', '123456(3)', 'ABC123456(3)', 'A123456(B)', '']) {
      expect(isValidHkid(normalizeHkid(typed)), typed).toBe(false);
    }
  });
});

describe('the date of birth', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2007-12-31', '2026-01-01')).toBe(18);
  });

  it('is no date when it is not a real one', () => {
    expect(ageOn('1990-02-30', '2026-11-26')).toBeNull();
    expect(ageOn('1990-13-01', '2026-11-26')).toBeNull();
    expect(ageOn('17/05/1990', '2026-11-26')).toBeNull();
  });
});

describe('the agreement', () => {
  const valid = { termsVersion: 'v1', agreed: true, name: 'chan  tai man', hkid: 'a123456(3)', dateOfBirth: '1990-05-17', mobile: '91234567', locale: 'zh-HK' };

  it('tidies the name and the card number, and leaves the opt-in unticked when not given', () => {
    expect(CreditReportAgreeSchema.parse(valid)).toEqual({ ...valid, name: 'CHAN TAI MAN', hkid: 'A1234563', optIn: false });
  });

  it('names each field that is wrong', () => {
    const result = CreditReportAgreeSchema.safeParse({ ...valid, agreed: false, name: '陳大文', hkid: 'A123456(4)', dateOfBirth: '', mobile: '21234567' });
    expect(result.success).toBe(false);
    expect(new Set(result.error!.issues.map((i) => i.path[0]))).toEqual(new Set(['agreed', 'name', 'hkid', 'dateOfBirth', 'mobile']));
  });
});
