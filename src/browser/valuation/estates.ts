import valuationEstatesZhCN from '../../../content/i18n/generated/valuation-estates.zh-CN.json';
import { valuationEstatesEnUS } from '../../../content/i18n/valuation.en-US';
import { valuationEstatesZhHK } from '../../../content/i18n/valuation.zh-HK';
import type { Locale } from '../../shared/locales';

/**
 * Each district's suggested estates (`|`-separated), by language. A file of its own, which the
 * valuation form fetches when the visitor first enters it (with its checks): the suggestions are
 * needed only then, and in the page they were in the HTML and again in the RSC payload of the
 * two pages that carry the form (their HTML has a size budget; docs/performance.md).
 */
export const ESTATES: Record<Locale, Record<string, string>> = {
  'zh-HK': valuationEstatesZhHK,
  'en-US': valuationEstatesEnUS,
  'zh-CN': valuationEstatesZhCN,
};
