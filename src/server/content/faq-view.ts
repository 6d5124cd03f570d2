import { CONTENT } from '../../../content';
import { ALL_FACTS } from './all-facts';
import type { FaqSection } from '../../../content/types';
import type { Locale } from '../../shared/locales';
import { makeFiller } from './fill';
import { siteWords } from './site-words';

export type FaqCategory = FaqSection['id'];

/** The FAQ page's five sections, in the page's order. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = ['company', 'account', 'product', 'repayment', 'security'];

/**
 * One section of the FAQ page as it is shown, from either source: the content files (the build's
 * page, and the fallback) or the app service's list the cron stored (worker/app-lists/). Texts
 * are plain, placeholders already filled.
 */
export interface FaqSectionView {
  id: FaqCategory;
  title: string;
  rows: readonly { id: string; q: string; a: readonly string[] }[];
}

/** The FAQ as the content files write it, in a language. */
export function contentFaq(locale: Locale, brand: string): FaqSectionView[] {
  const fill = makeFiller(ALL_FACTS, siteWords(brand));
  return CONTENT[locale].faq.map((s) => ({ id: s.id, title: s.title, rows: s.rows.map((r) => ({ id: r.id, q: fill(r.q), a: r.a.map(fill) })) }));
}
