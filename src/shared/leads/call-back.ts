/**
 * When customer service calls back a lead sent at a moment (docs/lead-form.md, "After submit"):
 * at once in office hours, else from the next opening, in Hong Kong time. Sundays and general
 * holidays are closed (docs/product-rules.md §9). Pure: the confirmation and its tests share it;
 * the caller passes the schedule and the holidays (content/office-hours.ts).
 */
import { hongKongClock, type Schedule } from '../office-hours';

export type CallBack = { kind: 'now'; closes: string } | { kind: 'later'; at: Date };

const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A Hong Kong wall-clock time on a Hong Kong date ('2026-12-28', '09:00') as an instant. */
const hongKongInstant = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+08:00`);

export function callBackTime(sentAt: Date, schedule: Schedule, holidays: readonly string[]): CallBack {
  // A month is more than any run of closed days (Lunar New Year with a weekend is five).
  for (let day = 0; day < 31; day++) {
    const { date, weekday, minutes } = hongKongClock(new Date(sentAt.getTime() + day * DAY_MS));
    if (weekday === 0 || holidays.includes(date)) continue;
    const hours = weekday === 6 ? schedule.saturday : schedule.weekday;
    if (day > 0 || minutes < minutesOf(hours.opens)) return { kind: 'later', at: hongKongInstant(date, hours.opens) };
    if (minutes < minutesOf(hours.closes)) return { kind: 'now', closes: hours.closes };
  }
  throw new Error('call-back: no office hours within a month');
}
