import { splitLocale } from '../../shared/locales';
import { LOAN_CODES, type LoanCode } from '../../shared/routes/loan-codes';

const CODES = Object.keys(LOAN_CODES).map(Number) as LoanCode[];

const isLoanCode = (n: number): n is LoanCode => CODES.includes(n as LoanCode);

/**
 * A loan code from a `type` or `toknow` query value: the code itself ('3'), a product slug
 * ('t-loan'), or a tier name ('Supreme'), in any letter case. Unknown values give undefined.
 */
export function loanCodeFrom(value: string | null | undefined): LoanCode | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return isLoanCode(Number(v)) ? (Number(v) as LoanCode) : undefined;
  const slug = v.replace(/^\/?loan\//, '');
  return CODES.find((code) => LOAN_CODES[code] === slug || LOAN_CODES[code] === `${slug}-loan`);
}

/** The loan code of the product page a pathname shows ('/en/loan/t-loan' -> 3), if any. */
export function loanCodeOfPath(pathname: string): LoanCode | undefined {
  const match = /^\/loan\/([\w-]+)\/?$/.exec(splitLocale(pathname).path);
  return match ? loanCodeFrom(match[1]) : undefined;
}

/**
 * The loan type the form starts with: the `type` query parameter, else `toknow`, else the product
 * page being read; none on other pages (the visitor picks one).
 */
export function preselectedLoanCode(search: string, pathname: string): LoanCode | undefined {
  const query = new URLSearchParams(search);
  return loanCodeFrom(query.get('type')) ?? loanCodeFrom(query.get('toknow')) ?? loanCodeOfPath(pathname);
}

/** Paths with the 7x24 loan in them show the start-loan button and the download-app block. */
export const is7x24Path = (pathname: string) => pathname.includes('7x24');

/**
 * The amount a visitor asks for with the form's opening (`amount`, from a valuation's "apply with
 * this amount"): whole HK$ from 1 to 10,000,000, else none. Shown in the popup for the visitor's
 * reference; the lead's contract has no amount field, so it is not sent.
 */
export function requestedAmount(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('amount')?.trim() ?? '';
  if (!/^\d{1,8}$/.test(raw)) return undefined;
  const amount = Number(raw);
  return amount >= 1 && amount <= 10_000_000 ? amount : undefined;
}
