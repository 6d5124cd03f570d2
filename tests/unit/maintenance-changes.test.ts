import { describe, expect, it } from 'vitest';
import { parseHkDateTime } from '../../src/server/config/hk-time';
import { switchedOff, switchedOn, withoutWindow, withWindow } from '../../src/server/config/maintenance-changes';

/** Hong Kong wall time as an instant. */
const hk = (wall: string) => parseHkDateTime(wall)!;

const two = {
  enabled: false,
  windows: [
    { start: '2026-12-31T01:00', end: '2026-12-31T05:00' },
    { start: '2027-01-02T01:00', end: '2027-01-02T05:00' },
  ],
};

describe('maintenance changes', () => {
  it('adds a window beside the others, by start, each with the Hong Kong offset', () => {
    const result = withWindow(two, hk('2027-01-01T23:00'), hk('2027-01-02T01:00'), hk('2026-12-01T00:00'));
    expect(result).toEqual({
      config: {
        enabled: false,
        windows: [
          { start: '2026-12-31T01:00:00+08:00', end: '2026-12-31T05:00:00+08:00' },
          // Ending as the next begins is no overlap.
          { start: '2027-01-01T23:00:00+08:00', end: '2027-01-02T01:00:00+08:00' },
          { start: '2027-01-02T01:00:00+08:00', end: '2027-01-02T05:00:00+08:00' },
        ],
      },
    });
  });

  it('refuses a window sharing a moment with another, naming that one', () => {
    const result = withWindow(two, hk('2027-01-02T04:59'), hk('2027-01-02T08:00'), hk('2026-12-01T00:00'));
    expect(result).toEqual({ overlaps: { start: hk('2027-01-02T01:00'), end: hk('2027-01-02T05:00') } });
    expect('overlaps' in withWindow(two, hk('2026-12-30T00:00'), hk('2027-01-03T00:00'), hk('2026-12-01T00:00'))).toBe(true);
  });

  it('resuming ends the running window only; switching on keeps the windows; both drop those over', () => {
    const inFirst = hk('2026-12-31T02:00');
    expect(switchedOff({ ...two, enabled: true }, inFirst)).toEqual({
      enabled: false,
      windows: [{ start: '2027-01-02T01:00:00+08:00', end: '2027-01-02T05:00:00+08:00' }],
    });
    expect(switchedOn(two, hk('2027-01-01T00:00')).windows.map((w) => w.start)).toEqual(['2027-01-02T01:00:00+08:00']);
    expect(switchedOn(null, inFirst)).toEqual({ enabled: true, windows: [] });
  });

  it('cancels the window that starts at the time given, however it is written, and no other', () => {
    const now = hk('2026-12-01T00:00');
    expect(withoutWindow(two, new Date('2027-01-01T17:00:00Z'), now)?.windows).toEqual([
      { start: '2026-12-31T01:00:00+08:00', end: '2026-12-31T05:00:00+08:00' },
    ]);
    expect(withoutWindow(two, hk('2027-01-02T01:01'), now)).toBeNull();
    expect(withoutWindow(null, hk('2027-01-02T01:00'), now)).toBeNull();
  });
});
