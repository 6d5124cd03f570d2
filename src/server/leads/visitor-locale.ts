import { DEFAULT_LOCALE, splitLocale, type Locale } from '../../shared/locales';

/**
 * The language of the visitor who sent a lead: the product name sent upstream is written in it.
 * First the language of the product name itself, when `loan_type` was a name; then the page's
 * locale the site's own form sends; then the language of the page the lead came from; else zh-HK.
 */
export function visitorLocale(hints: {
  /** The locales the sent product name is written in (empty when a code was sent). */
  textLocales: readonly Locale[];
  /** The `locale` field of the body, if any. */
  locale?: Locale | undefined;
  referrer: string;
  /** This site's host: a referrer on another site says nothing about our page's language. */
  host: string;
}): Locale {
  const fromPage = hints.locale ?? referrerLocale(hints.referrer, hints.host);
  const [first, ...others] = hints.textLocales;
  if (first) {
    // zh-HK and zh-CN may write a name alike: then the page's language decides between them.
    return others.length > 0 && fromPage && hints.textLocales.includes(fromPage) ? fromPage : first;
  }
  return fromPage ?? DEFAULT_LOCALE;
}

/** '/en/loan/n-loan?form=1' -> en-US, '/zh-CN/…' -> zh-CN, another path of ours -> zh-HK. */
function referrerLocale(referrer: string, host: string): Locale | null {
  if (!referrer.trim()) return null;
  let url: URL;
  try {
    url = new URL(referrer.trim(), `https://${host}`);
  } catch {
    return null;
  }
  if (url.host !== host) return null;
  return splitLocale(url.pathname).locale;
}
