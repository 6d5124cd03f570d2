import { shellEnUS } from '../../content/i18n/shell.en-US';
import { shellZhHK } from '../../content/i18n/shell.zh-HK';
import { LOAN_CODES } from '../../src/shared/routes/loan-codes';
import type { ConsoleLocale } from './copy';

/** The shell's key for each lead-form product (the product names are written once, there). */
const LOAN_NAME_KEY: Record<string, keyof typeof shellEnUS.loanNames> = {
  'n-loan': 'nLoan',
  'p-loan': 'pLoan',
  't-loan': 'tLoan',
  'r-loan': 'rLoan',
  '7x24-loan': 'loan7x24',
  's-loan': 'sLoan',
  'l-loan': 'lLoan',
  'w-loan': 'wLoan',
  'c-loan': 'cLoan',
  'u-loan': 'uLoan',
  supreme: 'supreme',
  'i-loan': 'iLoan',
  'revolving-loan': 'revolvingLoan',
  'talent-loan': 'talentLoan',
  'hos-public-housing-loan': 'hosLoan',
};

/**
 * A lead-form product's name in the console's language, from its code ('業主貸款' for 2), or '—'
 * when none was given. A code no longer on the site shows as stored rather than as nothing.
 */
export function loanName(locale: ConsoleLocale, code: number | null): string {
  if (code === null) return '—';
  const slug = (LOAN_CODES as Record<number, string>)[code];
  const key = slug ? LOAN_NAME_KEY[slug] : undefined;
  if (!key) return String(code);
  return (locale === 'en-US' ? shellEnUS : shellZhHK).loanNames[key];
}
