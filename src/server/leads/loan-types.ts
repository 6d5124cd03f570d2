/**
 * Server-only: the lead API's loan types, code <-> product name in every locale. The API's
 * lookup (`/api/insertToShortForm` takes a code or any locale's name), the name sent upstream and
 * the list `/data/cat.json` publishes all read this one module, so what is listed is what is
 * accepted. The names are the dictionaries' `loanNames` (zh-CN: the generated dictionary). Never
 * import this from a 'use client' module: it pulls in every dictionary.
 */
import { DICTIONARIES } from '../../../content/i18n';
import { LOCALES, type Locale } from '../../shared/locales';
import { PRODUCTS, type LoanName } from '../../shared/products';
import { LOAN_CODES, type LoanCode } from '../../shared/routes/loan-codes';

export interface LoanType {
  code: LoanCode;
  text: string;
}

/** Each code's key in `loanNames`: the route name of the product page the code leads to. */
const NAME_KEYS: ReadonlyMap<LoanCode, LoanName> = new Map(PRODUCTS.flatMap((p) => (p.code === null ? [] : [[p.code, p.name] as const])));

/** Every lead code, in code order (the order `/data/cat.json` has always had). */
const LEAD_LOAN_CODES = Object.keys(LOAN_CODES).map(Number) as LoanCode[];

export const isLoanCode = (n: number): n is LoanCode => (LEAD_LOAN_CODES as number[]).includes(n);

/** The product name of a code in a locale ('私人貸款' for 1 in zh-HK). */
export function loanName(code: LoanCode, locale: Locale): string {
  return DICTIONARIES[locale].loanNames[NAME_KEYS.get(code)!];
}

/** The loan types of a locale, as `/data/cat.json` lists them. */
export const loanTypes = (locale: Locale): LoanType[] => LEAD_LOAN_CODES.map((code) => ({ code, text: loanName(code, locale) }));

/** How a sent name is compared: trimmed, inner spaces as one, case ignored ('  personal LOAN '). */
const comparable = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * comparable name -> the code and every locale that spells the product that way. Two products
 * never share a name (tests/unit/lead-api-schema.test.ts); if a dictionary ever gave them one,
 * the first code keeps it rather than the worker failing to start.
 */
const BY_NAME = new Map<string, { code: LoanCode; locales: Locale[] }>();
for (const locale of LOCALES) {
  for (const { code, text } of loanTypes(locale)) {
    const known = BY_NAME.get(comparable(text));
    if (!known) BY_NAME.set(comparable(text), { code, locales: [locale] });
    else if (known.code === code) known.locales.push(locale);
  }
}

/**
 * What a sent `loan_type` names: a code (number or numeric string) or a product name in any
 * locale. `locales` are the languages the name is written in (empty for a code; two when zh-HK and
 * zh-CN happen to write a name alike); null when it names nothing.
 */
export function findLoanType(value: unknown): { code: LoanCode; locales: Locale[] } | null {
  if (typeof value === 'number') return Number.isInteger(value) && isLoanCode(value) ? { code: value, locales: [] } : null;
  if (typeof value !== 'string') return null;
  if (/^\s*\d{1,3}\s*$/.test(value)) {
    const code = Number(value);
    return isLoanCode(code) ? { code, locales: [] } : null;
  }
  const named = BY_NAME.get(comparable(value));
  return named ? { code: named.code, locales: [...named.locales] } : null;
}
