import { describe, expect, it } from 'vitest';
import { parseHkDateTime } from '../../src/server/config/hk-time';
import { isMaintenanceOn, MaintenanceSchema, maintenanceProblems, nextWindow, runningWindow, toPlan } from '../../src/server/config/maintenance';
import { formatHkDateTime } from '../../src/shared/format';

describe('Hong Kong date-times', () => {
  it('reads a date-time without an offset as Hong Kong time (UTC+8)', () => {
    expect(parseHkDateTime('2026-12-31T01:00')?.toISOString()).toBe('2026-12-30T17:00:00.000Z');
    expect(parseHkDateTime('2026-12-31 01:00')?.toISOString()).toBe('2026-12-30T17:00:00.000Z');
    expect(parseHkDateTime('2026-12-31')?.toISOString()).toBe('2026-12-30T16:00:00.000Z');
  });

  it('honours an explicit offset', () => {
    expect(parseHkDateTime('2026-12-31T01:00:00Z')?.toISOString()).toBe('2026-12-31T01:00:00.000Z');
    expect(parseHkDateTime('2026-12-31T01:00+0100')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('rejects what is not a real date-time', () => {
    for (const bad of ['', 'now', '2026-02-30', '2026-13-01T00:00', '2026-12-31T24:30', '31/12/2026', '2026-12-31T01:00<script>']) {
      expect(parseHkDateTime(bad), bad).toBeNull();
    }
  });

  it('writes dates the way each language does, in Hong Kong time', () => {
    const instant = new Date('2026-12-30T17:05:00Z'); // 01:05 on 31 Dec in Hong Kong
    expect(formatHkDateTime(instant, 'zh-HK')).toBe('2026年12月31日 01:05');
    expect(formatHkDateTime(instant, 'en-US')).toBe('31 December 2026, 01:05');
  });
});

describe('maintenance switch', () => {
  const plan = (enabled: boolean) =>
    MaintenanceSchema.transform(toPlan).parse({
      enabled,
      windows: [
        { start: '2026-12-31T06:00', end: '2026-12-31T08:00' },
        { start: '2026-12-31T01:00', end: '2026-12-31T05:00' },
      ],
    });
  const hk = (wall: string) => parseHkDateTime(wall)!;

  it('is on from the start of each window up to, not including, its end, and off between them', () => {
    const windows = plan(false);
    expect(isMaintenanceOn(windows, hk('2026-12-31T00:59:59'))).toBe(false);
    expect(isMaintenanceOn(windows, hk('2026-12-31T01:00'))).toBe(true);
    expect(isMaintenanceOn(windows, hk('2026-12-31T04:59:59'))).toBe(true);
    expect(isMaintenanceOn(windows, hk('2026-12-31T05:00'))).toBe(false);
    expect(isMaintenanceOn(windows, hk('2026-12-31T05:59:59'))).toBe(false);
    expect(isMaintenanceOn(windows, hk('2026-12-31T06:00'))).toBe(true);
    expect(isMaintenanceOn(windows, hk('2026-12-31T08:00'))).toBe(false);
  });

  it('names the running window, else the next one, whichever order they were stored in', () => {
    const windows = plan(false);
    expect(nextWindow(windows, hk('2026-12-30T12:00'))?.start).toEqual(hk('2026-12-31T01:00'));
    expect(nextWindow(windows, hk('2026-12-31T05:30'))?.start).toEqual(hk('2026-12-31T06:00'));
    expect(runningWindow(windows, hk('2026-12-31T07:00'))?.end).toEqual(hk('2026-12-31T08:00'));
    expect(nextWindow(windows, hk('2026-12-31T09:00'))).toBeNull();
  });

  it('is on at any time when switched on, and off with no value', () => {
    expect(isMaintenanceOn(plan(true), new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isMaintenanceOn(null, new Date())).toBe(false);
  });

  it('reads the single-window value stored before as a list of one', () => {
    expect(MaintenanceSchema.parse({ enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:00' })).toEqual({
      enabled: true,
      windows: [{ start: '2026-12-31T01:00', end: '2026-12-31T05:00' }],
    });
  });

  it('accepts only whole, well-formed values, and says what is wrong in the shape written', () => {
    expect(MaintenanceSchema.safeParse({ enabled: false, windows: [] }).success).toBe(true);
    for (const bad of [
      { enabled: 'true', start: '2026-12-31T01:00', end: '2026-12-31T05:00' },
      { enabled: true, start: '2026-12-31T05:00', end: '2026-12-31T01:00' },
      { enabled: true, start: 'soon', end: 'later' },
      { enabled: true },
      { enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:00', extra: 1 },
      { enabled: true, windows: [{ start: '2026-12-31T05:00', end: '2026-12-31T01:00' }] },
      { enabled: true, windows: [{ start: '2026-12-31T01:00' }] },
      { enabled: true, windows: {} },
      { enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:00', windows: [] },
      null,
      [],
    ]) {
      expect(MaintenanceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(maintenanceProblems({ enabled: true, windows: [{ start: 'soon', end: '2026-12-31T01:00' }] })).toMatch(/^windows\.0\.start: expected a date-time/);
    expect(maintenanceProblems({ enabled: true, start: '2026-12-31T05:00', end: '2026-12-31T01:00' })).toBe('end: start must not be after end');
  });
});
