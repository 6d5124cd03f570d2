const HK_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * The Hong Kong calendar day of an instant ('2026-11-26'): what a web-vitals row keeps instead of
 * the time it arrived. Hong Kong keeps UTC+08:00 all year (src/shared/hong-kong-clock.ts).
 */
export function hongKongDay(at: Date): string {
  return new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `count` Hong Kong days ending with today, oldest first. */
export function lastDays(count: number, now: Date): string[] {
  return Array.from({ length: count }, (_, i) => hongKongDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}
