import { shellEnUS } from '../../content/i18n/shell.en-US';
import { shellZhHK } from '../../content/i18n/shell.zh-HK';
import { PRODUCTS, type LoanName } from '../../src/shared/products';
import type { ConsoleLocale } from './copy';

/** Each lead-form code's product (the names are written once, in the products' copy). */
const NAME_BY_CODE: ReadonlyMap<number, LoanName> = new Map(PRODUCTS.flatMap((p) => (p.code === null ? [] : [[p.code, p.name] as const])));

/**
 * A lead-form product's name in the console's language, from its code ('業主貸款' for 2), or '—'
 * when none was given. A code no longer on the site shows as stored rather than as nothing.
 */
export function loanName(locale: ConsoleLocale, code: number | null): string {
  if (code === null) return '—';
  const key = NAME_BY_CODE.get(code);
  if (!key) return String(code);
  return (locale === 'en-US' ? shellEnUS : shellZhHK).loanNames[key];
}
