import { describe, expect, it } from 'vitest';
import { parseHkDateTime } from '../../src/server/config/hk-time';
import { isMaintenanceOn, MaintenanceSchema, toWindow } from '../../src/server/config/maintenance';
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
  const window = toWindow({ enabled: false, start: '2026-12-31T01:00', end: '2026-12-31T05:00' });

  it('is on from the start of the window up to, not including, its end', () => {
    expect(isMaintenanceOn(window, new Date('2026-12-30T16:59:59Z'))).toBe(false);
    expect(isMaintenanceOn(window, new Date('2026-12-30T17:00:00Z'))).toBe(true);
    expect(isMaintenanceOn(window, new Date('2026-12-30T20:59:59Z'))).toBe(true);
    expect(isMaintenanceOn(window, new Date('2026-12-30T21:00:00Z'))).toBe(false);
  });

  it('is on at any time when switched on, and off with no value', () => {
    expect(isMaintenanceOn({ ...window, enabled: true }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isMaintenanceOn(null, new Date())).toBe(false);
  });

  it('accepts only whole, well-formed values', () => {
    expect(MaintenanceSchema.safeParse({ enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:00' }).success).toBe(true);
    for (const bad of [
      { enabled: 'true', start: '2026-12-31T01:00', end: '2026-12-31T05:00' },
      { enabled: true, start: '2026-12-31T05:00', end: '2026-12-31T01:00' },
      { enabled: true, start: 'soon', end: 'later' },
      { enabled: true },
      { enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:00', extra: 1 },
      null,
      [],
    ]) {
      expect(MaintenanceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
