import { describe, expect, it } from 'vitest';
import { HOLIDAYS, OFFICE_HOURS } from '../../content/office-hours';
import { slotNow } from '../../src/shared/office-hours';

/** The queue's "is the slot asked for now?": Hong Kong wall time (UTC+8), office hours and holidays. */
const at = (hongKong: string) => new Date(`${hongKong}+08:00`);
const slot = (s: string, hongKong: string) => slotNow(s, at(hongKong), OFFICE_HOURS, HOLIDAYS);

describe('slotNow', () => {
  it('is now inside the slot on an open weekday, from its first minute to before its last hour', () => {
    // Friday 27 November 2026.
    expect(slot('9-12', '2026-11-27T09:00')).toBe('now');
    expect(slot('9-12', '2026-11-27T11:59')).toBe('now');
    expect(slot('9-12', '2026-11-27T12:00')).toBe('later');
    expect(slot('9-12', '2026-11-27T08:59')).toBe('later');
    expect(slot('12-15', '2026-11-27T13:30')).toBe('now');
  });

  it('says the office is closed inside the slot after closing, on Saturday afternoon, Sunday and a general holiday', () => {
    expect(slot('18-21', '2026-11-27T18:30')).toBe('now');
    expect(slot('18-21', '2026-11-27T19:30')).toBe('closed');
    expect(slot('12-15', '2026-11-28T12:30')).toBe('now'); // Saturday, open until 13:00
    expect(slot('12-15', '2026-11-28T13:30')).toBe('closed');
    expect(slot('9-12', '2026-11-29T10:00')).toBe('closed'); // Sunday
    expect(slot('9-12', '2026-12-25T10:00')).toBe('closed'); // Christmas Day, a Friday
  });

  it('reads the time in Hong Kong whatever the clock of the machine: 02:00 UTC is 10:00 there', () => {
    expect(slotNow('9-12', new Date('2026-11-27T02:00:00Z'), OFFICE_HOURS, HOLIDAYS)).toBe('now');
  });

  it('takes a malformed slot as not now', () => {
    expect(slot('', '2026-11-27T10:00')).toBe('later');
    expect(slot('nine-12', '2026-11-27T10:00')).toBe('later');
  });
});
