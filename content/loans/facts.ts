import type { LoanName } from '../types';

/**
 * The numbers of every loan product (docs/product-rules.md §1, §5 and §9), shared by all languages.
 * Product copy refers to them by name (`{{max}}`), so a limit or rate is typed here once and every
 * language, the hero, the product selector and the structured data show the same figure.
 *
 * A figure is a HK$ amount, a percentage or a plain number; src/server/content/fill.ts formats it.
 */
export type Fact = { readonly hkd: number } | { readonly pct: number } | { readonly n: number };

const hkd = (value: number): Fact => ({ hkd: value });
const pct = (value: number): Fact => ({ pct: value });
const n = (value: number): Fact => ({ n: value });

export interface LoanFacts {
  /**
   * Figures the copy may use. Well-known names feed the structured data as well: `min` and `max`
   * (HK$), `rateFrom` (% a year), `minMonths` and `maxMonths`.
   */
  readonly values: Readonly<Record<string, Fact>>;
}

export const LOAN_FACTS: Readonly<Record<LoanName, LoanFacts>> = {
  // Product rules (docs/product-rules.md §9): product page up to HK$1,000,000 (the general FAQ's range is HK$5,000-3,000,000),
  // 6-60 months, rate from 10%, effective annual rate at most 36%, approval as fast as 5 minutes.
  // The other products' approval times (30 or 15 minutes): docs/product-rules.md §9.
  // Worked example: HK$10,000 over 12 months at 30% is HK$975 a month, HK$11,700 in total.
  nLoan: {
    values: {
      min: hkd(5_000),
      max: hkd(1_000_000),
      faqMax: hkd(3_000_000),
      rateFrom: pct(10),
      maxApr: pct(36),
      minMonths: n(6),
      maxMonths: n(60),
      approvalMinutes: n(5),
      exampleAmount: hkd(10_000),
      exampleMonths: n(12),
      exampleRate: pct(30),
      exampleMonthly: hkd(975),
      exampleTotal: hkd(11_700),
    },
  },
  // Product rules (docs/product-rules.md §9): up to HK$30,000, loan options within 20 seconds, only HKID and mobile number needed.
  loan7x24: { values: { max: hkd(30_000), offerSeconds: n(20) } },
  // Product rules (docs/product-rules.md §9): 30 x monthly salary or HK$5,000,000 whichever is lower, 60 months, from 8.9%,
  // civil servants, professionals or HK$40,000+ a month, rebate up to 20%.
  supreme: {
    values: {
      approvalMinutes: n(30),
      max: hkd(5_000_000),
      salaryMultiple: n(30),
      rateFrom: pct(8.9),
      maxMonths: n(60),
      minIncome: hkd(40_000),
      rebate: pct(20),
    },
  },
  // Product rules (docs/product-rules.md §9): owner loans up to HK$2,000,000, initial property valuation in 15 minutes.
  pLoan: { values: { max: hkd(2_000_000), valuationMinutes: n(15) } },
  hosLoan: { values: { max: hkd(2_000_000), valuationMinutes: n(15) } },
  // Product rules (docs/product-rules.md §9): up to HK$2,000,000, 20% off the existing rate (36% becomes 28.8%), new-customer rebate up to 20%.
  tLoan: {
    values: {
      approvalMinutes: n(30),
      max: hkd(2_000_000),
      discount: pct(20),
      exampleFrom: pct(36),
      exampleTo: pct(28.8),
      rebate: pct(20),
    },
  },
  // Product rules (docs/product-rules.md §9): up to HK$1,500,000 over 60 months; card minimum payment benchmark 36.38%, 1% of
  // principal plus interest or HK$300, whichever is higher.
  cLoan: {
    values: {
      approvalMinutes: n(30),
      max: hkd(1_500_000),
      maxMonths: n(60),
      cardRate: pct(36.38),
      cardMinPct: pct(1),
      cardMinAmount: hkd(300),
    },
  },
  // Product rules (docs/product-rules.md §9): up to 10 x monthly salary (median income basis HK$20,000); interest = drawn amount x
  // annual rate / 365 x days; no interest on the unused limit.
  revolvingLoan: {
    values: { salaryMultiple: n(10), medianIncome: hkd(20_000), exampleLimit: hkd(200_000), dayBasis: n(365) },
  },
  // Product rules (docs/product-rules.md §9): up to HK$2,000,000 or 10 x monthly salary, 120 months; work visa valid over 6 months.
  talentLoan: { values: { approvalMinutes: n(30), max: hkd(2_000_000), salaryMultiple: n(10), maxMonths: n(120), visaMonths: n(6) } },
  // Product rules (docs/product-rules.md §9): up to HK$100,000, 48 months, example 36% becomes 15%.
  sLoan: { values: { approvalMinutes: n(30), max: hkd(100_000), maxMonths: n(48), exampleFrom: pct(36), exampleTo: pct(15) } },
  // Product rules (docs/product-rules.md §9): study, wedding, renovation and investment loans up to HK$500,000.
  uLoan: { values: { approvalMinutes: n(15), max: hkd(500_000) } },
  wLoan: { values: { approvalMinutes: n(15), max: hkd(500_000) } },
  // Product rules (docs/product-rules.md §9): interest only for the first 6-12 instalments.
  rLoan: { values: { approvalMinutes: n(15), max: hkd(500_000), interestOnlyFrom: n(6), interestOnlyTo: n(12) } },
  // Product rules (docs/product-rules.md §9): first 2 days interest-free.
  iLoan: { values: { approvalMinutes: n(15), max: hkd(500_000), freeDays: n(2) } },
  // Product rules (docs/product-rules.md §9): up to HK$1,000,000, up to 90% of the project cost, up to 24 periods, evaluation in 1-2
  // working days, paid by cheque.
  lLoan: { values: { max: hkd(1_000_000), costRatio: pct(90), maxMonths: n(24), minDays: n(1), maxDays: n(2) } },
  // Product rules (docs/product-rules.md §9): HK$100,000-10,000,000, 6-48 instalments, approval within 3 days, trading 6 months or
  // more, sample 2% a month; sample HK$1,000,000 over 36 months at 24%: HK$39,233 a month,
  // HK$1,412,388 in total.
  sme: {
    values: {
      min: hkd(100_000),
      max: hkd(10_000_000),
      minMonths: n(6),
      maxMonths: n(48),
      approvalDays: n(3),
      tradingMonths: n(6),
      monthlyRate: pct(2),
      exampleAmount: hkd(1_000_000),
      exampleMonths: n(36),
      exampleRate: pct(24),
      exampleMonthly: hkd(39_233),
      exampleTotal: hkd(1_412_388),
    },
  },
};

/** The product pages in the order of the route table's loan routes. */
export const LOAN_NAMES = Object.keys(LOAN_FACTS) as LoanName[];
