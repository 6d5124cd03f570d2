/**
 * Whether the company is in office hours at a moment, in Hong Kong time: Monday to Friday
 * 09:00-19:00, Saturday 09:00-13:00, closed on Sundays and general holidays (spec section 9).
 * Pure, so the contact page's indicator and its tests share it; the caller passes the holidays.
 */
export interface Schedule {
  weekday: { opens: string; closes: string };
  saturday: { opens: string; closes: string };
}

const HK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Hong Kong calendar date ('2026-02-17'), weekday (0 = Sunday) and minutes since midnight. */
export function hongKongClock(at: Date): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(HK_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open from `opens` (inclusive) to `closes` (exclusive). */
export function isInOfficeHours(at: Date, schedule: Schedule, holidays: readonly string[]): boolean {
  const { date, weekday, minutes } = hongKongClock(at);
  if (weekday === 0 || holidays.includes(date)) return false;
  const hours = weekday === 6 ? schedule.saturday : schedule.weekday;
  return minutes >= toMinutes(hours.opens) && minutes < toMinutes(hours.closes);
}
