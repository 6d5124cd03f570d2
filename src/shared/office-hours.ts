/**
 * Whether the company is in office hours at a moment, in Hong Kong time: Monday to Friday
 * 09:00-19:00, Saturday 09:00-13:00, closed on Sundays and general holidays (docs/product-rules.md §9).
 * Pure, so the contact page's indicator and its tests share it; the caller passes the holidays.
 */
import { hongKongWallClock } from './hong-kong-clock';

export interface Schedule {
  weekday: { opens: string; closes: string };
  saturday: { opens: string; closes: string };
}

/** The Hong Kong calendar date ('2026-02-17'), weekday (0 = Sunday) and minutes since midnight. */
export function hongKongClock(at: Date): { date: string; weekday: number; minutes: number } {
  const hk = hongKongWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${hk.year}-${pad(hk.month)}-${pad(hk.day)}`, weekday: hk.weekday, minutes: hk.hours * 60 + hk.minutes };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open from `opens` (inclusive) to `closes` (exclusive). */
export function isInOfficeHours(at: Date, schedule: Schedule, holidays: readonly string[]): boolean {
  const { date, weekday, minutes } = hongKongClock(at);
  if (weekday === 0 || holidays.includes(date)) return false;
  const hours = weekday === 6 ? schedule.saturday : schedule.weekday;
  return minutes >= toMinutes(hours.opens) && minutes < toMinutes(hours.closes);
}

/**
 * Whether a call-back slot ('9-12': hours in Hong Kong time, time-slots.ts) is now: 'now' inside it
 * with the office open, 'closed' inside its hours while the office is not (a Sunday, a general
 * holiday, after closing), 'later' outside its hours. For the customer-service queue.
 */
export function slotNow(slot: string, at: Date, schedule: Schedule, holidays: readonly string[]): 'now' | 'closed' | 'later' {
  const [from, to] = slot.split('-').map(Number);
  if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) return 'later';
  const { minutes } = hongKongClock(at);
  if (minutes < from * 60 || minutes >= to * 60) return 'later';
  return isInOfficeHours(at, schedule, holidays) ? 'now' : 'closed';
}
