import rosetta from 'rosetta';
import { DICTIONARIES, type Dictionary } from '../../content/i18n';
import type { Locale } from '../shared/locales';

/** Dotted paths of every string in a dictionary: 'footer.licence', 'pages.faq.title', ... */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Dictionary>;
type Params = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, params?: Params) => string;
}

/**
 * A translator for one render or request. A new rosetta instance each time, never a global
 * locale setter, so concurrent requests in different languages cannot leak into each other.
 */
export function createTranslator(locale: Locale): Translator {
  const dict = DICTIONARIES[locale];
  const i18n = rosetta<Dictionary>({ [locale]: dict });
  i18n.locale(locale);
  return {
    locale,
    t: (key, params) => i18n.t(key, { brand: dict.brand, ...params }),
  };
}
