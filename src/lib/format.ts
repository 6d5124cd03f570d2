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
