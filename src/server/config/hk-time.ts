/** Hong Kong time is UTC+8 all year (no daylight saving). */
const HK_OFFSET = '+08:00';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a date-time as Hong Kong time unless it names its own offset: '2026-12-31T02:00' and
 * '2026-12-31 02:00' are 02:00 in Hong Kong; a bare date is its midnight. Returns null for
 * anything else (including impossible dates such as 2026-02-30).
 */
export function parseHkDateTime(input: string): Date | null {
  const m = DATE_TIME.exec(input.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  let offset = zone ?? HK_OFFSET;
  if (/^[+-]\d{4}$/.test(offset)) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates JavaScript silently rolls over (Feb 30 -> Mar 2).
  const check = new Date(date.getTime() + (zone ? 0 : 8 * 3600_000));
  if (!zone && (check.getUTCDate() !== Number(d) || check.getUTCMonth() + 1 !== Number(mo))) return null;
  return date;
}
