import type { Locale } from './locales';

export const HK_TIME_ZONE = 'Asia/Hong_Kong';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The wall-clock fields of an instant in Hong Kong (UTC+8, no daylight saving). */
function hkFields(date: Date) {
  const hk = new Date(date.getTime() + 8 * 3600_000);
  return {
    year: hk.getUTCFullYear(),
    month: hk.getUTCMonth() + 1,
    day: hk.getUTCDate(),
    time: `${String(hk.getUTCHours()).padStart(2, '0')}:${String(hk.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/*
 * Dates are written out here rather than through Intl: the Workers runtime carries less locale
 * data than Node, and a page must read the same whether it was prerendered or rendered at the edge.
 */

/** A date as readers of the locale write it: '2025年4月30日' or '30 April 2025'. */
export function formatHkDate(date: Date, locale: Locale): string {
  const f = hkFields(date);
  return locale === 'en-US' ? `${f.day} ${MONTHS[f.month - 1]} ${f.year}` : `${f.year}年${f.month}月${f.day}日`;
}

/** A date and 24-hour time in Hong Kong: '2026年12月31日 01:00' or '31 December 2026, 01:00'. */
export function formatHkDateTime(date: Date, locale: Locale): string {
  const f = hkFields(date);
  return locale === 'en-US' ? `${formatHkDate(date, locale)}, ${f.time}` : `${formatHkDate(date, locale)} ${f.time}`;
}

/** A calendar date ('2025-04-30') as readers of the locale write it. */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatHkDate(new Date(`${isoDate}T00:00:00+08:00`), locale);
}

/** HK$ with thousands separators and no cents: 11700 -> 'HK$11,700'. */
export function formatHKD(amount: number): string {
  return `HK$${Math.round(amount).toLocaleString('en-US')}`;
}

/**
 * An amount with thousands separators and a fixed number of decimals, no currency sign (for
 * tables whose heading names the currency): 1234.5 -> '1,234.50'. Fixed 'en-US' grouping keeps
 * the server-rendered text and the browser's identical, so hydration never changes it.
 */
export function formatAmount(amount: number, decimals = 0): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return (value + 0).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
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
  const text = (percent + 0).toLocaleString('en-US', { maximumFractionDigits: decimals, useGrouping: false });
  return text === '-0' ? '0' : text;
}
