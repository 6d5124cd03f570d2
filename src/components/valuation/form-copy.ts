import type { Locale } from '../../shared/locales';
import type { ValuationFormCopy } from './copy';
import { unlessLeft } from '../../browser/chunks/leaving';

/**
 * The valuation form's words for a locale: a file per locale by `npm run gen` (./copy-server.ts
 * `valuationFormCopy`), fetched with the form's code, so that the property-owner and HOS pages do not
 * carry them a second time in their payload (about 1.5 KiB gzip of HTML). Requested once per
 * locale; once it is here, `loadedValuationFormCopy` gives it at once, without suspending.
 */
type CopyModule = { default: ValuationFormCopy };
// One static import per locale, so that each is a file of its own and a page fetches only its own.
const importCopy: Record<Locale, () => Promise<CopyModule>> = {
  'zh-HK': () => import('../../../content/i18n/generated/valuation-form.zh-HK.json') as Promise<CopyModule>,
  'en-US': () => import('../../../content/i18n/generated/valuation-form.en-US.json') as Promise<CopyModule>,
  'zh-CN': () => import('../../../content/i18n/generated/valuation-form.zh-CN.json') as Promise<CopyModule>,
};
const copyChunks: Partial<Record<Locale, Promise<ValuationFormCopy>>> = {};
const copyModules: Partial<Record<Locale, ValuationFormCopy>> = {};

export const loadValuationFormCopy = (locale: Locale) =>
  (copyChunks[locale] ??= unlessLeft(importCopy[locale]()).then((m) => (copyModules[locale] = m.default)));
export const loadedValuationFormCopy = (locale: Locale) => copyModules[locale];
