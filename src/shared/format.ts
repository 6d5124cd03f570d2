import { hongKongWallClock } from './hong-kong-clock';
import type { Locale } from './locales';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The wall-clock fields of an instant in Hong Kong. */
function hkFields(date: Date) {
  const hk = hongKongWallClock(date);
  return {
    year: hk.year,
    month: hk.month,
    day: hk.day,
    time: `${String(hk.hours).padStart(2, '0')}:${String(hk.minutes).padStart(2, '0')}`,
  };
}

/*
 * Dates are written out here rather than through Intl: the Workers runtime carries less locale
 * data than Node, and a page must read the same whether it was prerendered or rendered at the edge.
 */

/** A date as readers of the locale write it: '2025年4月30日' or '30 April 2025'. */
function formatHkDate(date: Date, locale: Locale): string {
  const f = hkFields(date);
  return locale === 'en-US' ? `${f.day} ${MONTHS[f.month - 1]} ${f.year}` : `${f.year}年${f.month}月${f.day}日`;
}

/** A date and 24-hour time in Hong Kong: '2026年12月31日 01:00' or '31 December 2026, 01:00'. */
export function formatHkDateTime(date: Date, locale: Locale): string {
  const f = hkFields(date);
  return locale === 'en-US' ? `${formatHkDate(date, locale)}, ${f.time}` : `${formatHkDate(date, locale)} ${f.time}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A day of the week, date without the year and time in Hong Kong: '12月28日（星期一）09:00' or 'Monday 28 December, 09:00'. */
export function formatHkDayTime(date: Date, locale: Locale): string {
  const f = hkFields(date);
  const weekday = hongKongWallClock(date).weekday;
  return locale === 'en-US'
    ? `${WEEKDAYS[weekday]} ${f.day} ${MONTHS[f.month - 1]}, ${f.time}`
    : `${f.month}月${f.day}日（星期${'日一二三四五六'[weekday]}）${f.time}`;
}

/** A calendar date ('2025-04-30') as readers of the locale write it. */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatHkDate(new Date(`${isoDate}T00:00:00+08:00`), locale);
}

/** HK$ with thousands separators and no cents: 11700 -> 'HK$11,700'. */
export function formatHKD(amount: number): string {
  return `HK$${formatAmount(Math.round(amount))}`;
}

/*
 * Numbers are written out by hand rather than with toLocaleString: toLocaleString with options
 * builds a new ICU formatter on every call (about 90 microseconds each on a desktop, so a
 * repayment schedule of a few hundred cells was a long task on a phone), and the first use of
 * Intl loads ICU's locale data. Rounding follows Intl: half away from zero on the shortest
 * decimal that reads back as the same double (50575.345 -> 50575.35, where toFixed says .34),
 * so the text is the same as before, on the server and in the browser.
 */

/** |value| rounded half away from zero to `decimals` places: '1234.50'. Finite values only. */
function roundedDigits(magnitude: number, decimals: number): string {
  // Shortest round-trip decimal; toFixed(20) only for the exponent forms (below 1e-6 or from 1e21).
  const shortest = String(magnitude);
  const plain = shortest.includes('e') ? magnitude.toFixed(20).replace(/\.?0+$/, '') : shortest;
  const [whole, fraction = ''] = plain.split('.');
  const kept = fraction.padEnd(decimals, '0').slice(0, decimals);
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  const unrounded = `${whole}${kept}`;
  // Plain numbers are exact up to 15 digits (below 2^53); BigInt only beyond, as it is slower.
  const units = unrounded.length <= 15 ? String(Number(unrounded) + (roundUp ? 1 : 0)) : String(BigInt(unrounded) + (roundUp ? 1n : 0n));
  const text = units.padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** `value` rounded to `decimals` places, with a minus sign only when it is not all zeros. */
function fixedDecimals(value: number, decimals: number): string {
  const digits = roundedDigits(Math.abs(value), decimals);
  return value < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** '-1234567.50' -> '-1,234,567.50' */
function groupThousands(fixed: string): string {
  const [whole, fraction] = fixed.split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  const digits = sign ? whole!.slice(1) : whole!;
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * An amount with thousands separators and a fixed number of decimals, no currency sign (for
 * tables whose heading names the currency): 1234.5 -> '1,234.50'. The same grouping in every
 * language, so the server-rendered text and the browser's are identical.
 */
export function formatAmount(amount: number, decimals = 0): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return groupThousands(fixedDecimals(value, decimals));
}

/** HK$ with thousands separators and cents: 250.2 -> 'HK$250.20'. */
export function formatHKDCents(amount: number): string {
  return `HK$${formatAmount(amount, 2)}`;
}

/**
 * A rate given as a fraction, in percent with at most `decimals` decimals and no trailing zeros:
 * 0.3 -> '30%', 0.344888 -> '34.49%', 0.089 -> '8.9%'. The same in every language of the site.
 */
export function formatPercent(rate: number, decimals = 2): string {
  return `${formatPercentNumber(rate, decimals)}%`;
}

/** The number part of `formatPercent` (for an input box that shows the % sign beside it). */
export function formatPercentNumber(rate: number, decimals = 2): string {
  const percent = Number.isFinite(rate) ? rate * 100 : 0;
  const fixed = fixedDecimals(percent, decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}
