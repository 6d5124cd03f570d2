import type { Locale } from './locales';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date ('2026-01-05') as readers of the locale write it ('2026年1月5日', '5 January
 * 2026'), read from the date's own digits: what formatDate (format.ts) prints, without that
 * module. format.ts travels in the calculators' client file (scripts/build/client-chunks.ts), so
 * an island on a page without a calculator that imported it would load that whole file for one
 * date. tests/unit/calendar-date.test.ts checks that the two agree on every day of several years.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const m = Number(month);
  const d = Number(day);
  return locale === 'en-US' ? `${d} ${MONTHS[m - 1]} ${year}` : `${year}年${m}月${d}日`;
}
