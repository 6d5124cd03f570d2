import type { Locale } from '../../src/shared/locales';

/**
 * The app service's branch and FAQ lists as the cron stores them in KV (CONFIG), one key per list
 * and language: the last answer that passed the call's schema (worker/app-service/center-faq.ts),
 * as it parsed. Simplified Chinese pages keep the content files (the service is asked in the two
 * languages it writes; docs/app-service.md).
 */
export const APP_LIST_LOCALES = ['zh-HK', 'en-US'] as const satisfies readonly Locale[];
export type AppListLocale = (typeof APP_LIST_LOCALES)[number];

export const branchesKey = (locale: AppListLocale) => `app_branches:${locale}`;
export const faqsKey = (locale: AppListLocale) => `app_faqs:${locale}`;

export const isAppListLocale = (locale: Locale): locale is AppListLocale => (APP_LIST_LOCALES as readonly Locale[]).includes(locale);
