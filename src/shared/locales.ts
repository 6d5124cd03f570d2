/** The three locales of the site and how each appears in URLs and markup (docs/decisions.md#locales). */
export const LOCALES = ['zh-HK', 'en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh-HK';

interface LocaleInfo {
  /** URL prefix without trailing slash; '' for the default locale. */
  prefix: '' | '/en' | '/zh-CN';
  /** Value of `<html lang>` and of hreflang. */
  htmlLang: string;
  /** Route group used to register this locale's pages with Waku (never shows in URLs). */
  group: string;
  /** Locale used by Intl for numbers and dates. */
  intl: string;
  /** The language's own name and its short form, as the language switch shows them. */
  endonym: string;
  short: string;
  /** Open Graph locale. */
  og: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'zh-HK': { prefix: '', htmlLang: 'zh-Hant-HK', group: '(zh-HK)', intl: 'zh-HK', endonym: '繁體中文', short: '繁', og: 'zh_HK' },
  'en-US': { prefix: '/en', htmlLang: 'en', group: '(en)', intl: 'en-HK', endonym: 'English', short: 'EN', og: 'en_HK' },
  'zh-CN': { prefix: '/zh-CN', htmlLang: 'zh-Hans-CN', group: '(zh-CN)', intl: 'zh-CN', endonym: '简体中文', short: '简', og: 'zh_CN' },
};

/** The public path of an unprefixed route path in a locale: ('/faq', 'en-US') -> '/en/faq'. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].prefix;
  if (path === '/') return prefix || '/';
  return prefix + path;
}

/** Splits a public pathname into its locale and the unprefixed path: '/en/faq' -> en-US, '/faq'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const prefix = LOCALE_INFO[locale].prefix;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(prefix + '/')) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
