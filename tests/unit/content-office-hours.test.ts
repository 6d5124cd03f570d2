import { describe, expect, it } from 'vitest';
import { HOLIDAYS, OFFICE_HOURS } from '../../content/office-hours';
import { hongKongClock, isInOfficeHours } from '../../src/shared/office-hours';

const at = (hk: string) => new Date(`${hk}+08:00`);
const open = (hk: string) => isInOfficeHours(at(hk), OFFICE_HOURS, HOLIDAYS);

describe('office hours in Hong Kong time', () => {
  it('reads the Hong Kong clock whatever the machine’s time zone', () => {
    // 2026-03-02 01:30 UTC is 09:30 on Monday in Hong Kong.
    expect(hongKongClock(new Date('2026-03-02T01:30:00Z'))).toEqual({ date: '2026-03-02', weekday: 1, minutes: 570 });
  });

  it('is open Monday to Friday 09:00-19:00', () => {
    expect(open('2026-03-02T08:59:00')).toBe(false);
    expect(open('2026-03-02T09:00:00')).toBe(true);
    expect(open('2026-03-06T18:59:00')).toBe(true);
    expect(open('2026-03-06T19:00:00')).toBe(false);
  });

  it('is open on Saturday 09:00-13:00 only', () => {
    expect(open('2026-03-07T10:00:00')).toBe(true);
    expect(open('2026-03-07T12:59:00')).toBe(true);
    expect(open('2026-03-07T13:00:00')).toBe(false);
  });

  it('is closed on Sundays and general holidays', () => {
    expect(open('2026-03-08T11:00:00')).toBe(false);
    expect(open('2026-02-17T11:00:00')).toBe(false); // Lunar New Year's Day, a Tuesday
    expect(open('2026-12-26T10:00:00')).toBe(false); // Saturday, the first weekday after Christmas
    expect(open('2026-02-20T11:00:00')).toBe(true); // the Friday after the holidays
  });

  it('lists the 17 general holidays of 2026 and of 2027, in order, none of them a Sunday', () => {
    expect(HOLIDAYS.filter((d) => d.startsWith('2026-'))).toHaveLength(17);
    expect(HOLIDAYS.filter((d) => d.startsWith('2027-'))).toHaveLength(17);
    expect([...HOLIDAYS].sort()).toEqual([...HOLIDAYS]);
    for (const day of HOLIDAYS) expect(hongKongClock(at(`${day}T12:00:00`)).weekday, day).not.toBe(0);
  });

  it('is closed on the 2027 holidays a weekday calendar would miss', () => {
    expect(open('2027-02-09T11:00:00')).toBe(false); // the fourth day of Lunar New Year, a Tuesday
    expect(open('2027-12-27T11:00:00')).toBe(false); // Monday, the first weekday after Christmas
    expect(open('2027-02-10T11:00:00')).toBe(true);
  });

  it('knows next year’s holidays by December (add the year after the last one listed before then)', () => {
    const [year, month] = hongKongClock(new Date()).date.split('-').map(Number) as [number, number];
    if (month === 12)
      expect(
        HOLIDAYS.some((d) => d.startsWith(`${year + 1}-`)),
        `add the ${year + 1} general holidays`,
      ).toBe(true);
    expect(
      HOLIDAYS.some((d) => d.startsWith(`${year}-`)),
      `the ${year} general holidays`,
    ).toBe(true);
  });
});
