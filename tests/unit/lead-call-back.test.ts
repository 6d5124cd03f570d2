import { describe, expect, it } from 'vitest';
import { HOLIDAYS, OFFICE_HOURS } from '../../content/office-hours';
import { callBackTime } from '../../src/shared/leads/call-back';
import { formatHkDayTime } from '../../src/shared/format';

const at = (hk: string) => new Date(`${hk}+08:00`);
const next = (hk: string) => {
  const call = callBackTime(at(hk), OFFICE_HOURS, HOLIDAYS);
  return call.kind === 'now' ? `now until ${call.closes}` : call.at.toISOString();
};

describe('when customer service calls a lead back (Hong Kong time)', () => {
  it('in office hours: shortly, before today’s closing', () => {
    expect(next('2026-12-07T10:30:00')).toBe('now until 19:00'); // a Monday
    expect(next('2026-12-05T12:59:00')).toBe('now until 13:00'); // a Saturday morning
  });

  it('before opening: this morning', () => {
    expect(next('2026-12-07T07:15:00')).toBe('2026-12-07T01:00:00.000Z'); // Monday 09:00 HKT
  });

  it('a Saturday afternoon and a Sunday: Monday morning', () => {
    expect(next('2026-12-05T13:00:00')).toBe('2026-12-07T01:00:00.000Z');
    expect(next('2026-12-06T11:00:00')).toBe('2026-12-07T01:00:00.000Z');
  });

  it('after closing on a weekday: the next morning, a Saturday included', () => {
    expect(next('2026-12-08T19:00:00')).toBe('2026-12-09T01:00:00.000Z');
    expect(next('2026-12-04T21:00:00')).toBe('2026-12-05T01:00:00.000Z');
  });

  it('the eve of general holidays: the next working day', () => {
    // 25 December is a Friday, 26 December (a Saturday) a general holiday, then a Sunday.
    expect(next('2026-12-24T20:00:00')).toBe('2026-12-28T01:00:00.000Z');
    // Lunar New Year 2027: 6 February (Saturday), 7 (Sunday), 8 and 9 closed.
    expect(next('2027-02-05T19:30:00')).toBe('2027-02-10T01:00:00.000Z');
  });

  it('just after midnight in Hong Kong (still the day before in UTC)', () => {
    expect(next('2026-12-07T00:30:00')).toBe('2026-12-07T01:00:00.000Z');
  });

  it('is written as a visitor reads it, in Hong Kong time', () => {
    expect(formatHkDayTime(at('2026-12-28T09:00:00'), 'en-US')).toBe('Monday 28 December, 09:00');
    expect(formatHkDayTime(at('2026-12-28T09:00:00'), 'zh-HK')).toBe('12月28日（星期一）09:00');
    expect(formatHkDayTime(at('2026-12-28T09:00:00'), 'zh-CN')).toBe('12月28日（星期一）09:00');
  });
});
