/**
 * The wall clock in Hong Kong at an instant. Hong Kong keeps UTC+08:00 all year (no daylight
 * saving since 1979), so a fixed offset is exact and needs no time-zone data. It also keeps Intl
 * out of the browser: the first `new Intl.DateTimeFormat(..., { timeZone })` loads ICU's locale
 * and zone data, about 50 ms of main thread on a desktop and four times that on a mid-range
 * phone, which showed up as a long task on every page (the office-hours indicator).
 */
const HK_OFFSET_MS = 8 * 3600_000;

export interface HongKongWallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hours: number;
  minutes: number;
}

export function hongKongWallClock(at: Date): HongKongWallClock {
  const hk = new Date(at.getTime() + HK_OFFSET_MS);
  return {
    year: hk.getUTCFullYear(),
    month: hk.getUTCMonth() + 1,
    day: hk.getUTCDate(),
    weekday: hk.getUTCDay(),
    hours: hk.getUTCHours(),
    minutes: hk.getUTCMinutes(),
  };
}
