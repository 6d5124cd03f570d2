import { LOCALE_INFO, type Locale } from './locales';

export const HK_TIME_ZONE = 'Asia/Hong_Kong';

/** A calendar date ('2025-04-30') as readers of the locale write it, in Hong Kong time. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00+08:00`);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: HK_TIME_ZONE,
  }).format(date);
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
