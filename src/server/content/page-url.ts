import { SITE } from '../../../content/site';
import { localizePath, type Locale } from '../../shared/locales';

/** The absolute public URL of an unprefixed path in a locale, for structured data. */
export function absoluteUrl(path: string, locale: Locale): string {
  return SITE.origin + localizePath(path, locale);
}
