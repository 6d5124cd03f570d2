import { describe, expect, it } from 'vitest';
import { hongKongWallClock } from '../../src/shared/hong-kong-clock';

describe('the Hong Kong wall clock', () => {
  // Reference: the time-zone database's Asia/Hong_Kong, through Intl (Node carries full ICU).
  const zone = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const reference = (at: Date) => {
    const p = Object.fromEntries(zone.formatToParts(at).map((part) => [part.type, part.value]));
    return {
      year: Number(p.year),
      month: Number(p.month),
      day: Number(p.day),
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!),
      hours: Number(p.hour),
      minutes: Number(p.minute),
    };
  };

  it('agrees with the zone database at every hour boundary and random minutes, 1980-2100', () => {
    const from = Date.UTC(1980, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    let seed = 8;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const at = new Date(from + Math.floor((seed / 2 ** 31) * (to - from)));
      expect(hongKongWallClock(at), at.toISOString()).toEqual(reference(at));
    }
    // Around midnight and new year in Hong Kong (16:00 UTC the day before).
    for (const iso of ['2026-12-31T15:59:00Z', '2026-12-31T16:00:00Z', '2028-02-28T16:00:00Z', '2028-02-29T16:00:00Z'])
      expect(hongKongWallClock(new Date(iso)), iso).toEqual(reference(new Date(iso)));
  });
});
