/**
 * Interest-rate conversions and the rate solver. Rates are fractions (0.3 = 30%); calculator inputs
 * are nominal annual rates, monthly = nominal / 12, as the original site's examples work. The
 * effective annual rate, which the Money Lenders Ordinance caps and lenders must state, is
 * (1 + nominal / 12)^12 − 1 (docs/calculators.md).
 */

/** Day-count basis of daily interest (docs/product-rules.md: "drawn amount × annual rate / 365 × days"). */
export const DAYS_PER_YEAR = 365;

/** Above this a rate is garbage, not a loan; capping keeps every power finite. */
export const MAX_SANE_ANNUAL_RATE = 100;

function saneRate(rate: number): number {
  return Number.isFinite(rate) ? Math.min(Math.max(rate, 0), MAX_SANE_ANNUAL_RATE) : 0;
}

/** (1 + nominal/12)^12 - 1, via expm1/log1p so tiny rates keep their precision. */
export function effectiveAnnualRate(nominalAnnualRate: number): number {
  const nominal = saneRate(nominalAnnualRate);
  return Math.expm1(12 * Math.log1p(nominal / 12));
}

/** The nominal annual rate whose monthly compounding gives this effective annual rate. */
export function nominalAnnualRate(effectiveRate: number): number {
  const effective = saneRate(effectiveRate);
  return 12 * Math.expm1(Math.log1p(effective) / 12);
}

/** Present value at monthly rate `rate` of payments due at the end of months 1, 2, ... */
function presentValue(payments: readonly number[], rate: number): number {
  let value = 0;
  let discount = 1;
  for (const payment of payments) {
    discount /= 1 + rate;
    value += payment * discount;
  }
  return value;
}

/**
 * The monthly rate at which `payments` (end of each month) repay `amount` exactly: the internal
 * rate of return, i.e. the rate behind an IRR-based APR. Bisection rather than Newton because the
 * present value is monotonic in the rate, so bisection cannot diverge or oscillate whatever the
 * payments; it runs to full double precision in well under 200 steps.
 *
 * Returns 0 when the payments do not exceed the amount (no positive rate exists) or when the
 * input is not a loan (amount <= 0, no payments, non-finite values); never more than
 * MAX_SANE_ANNUAL_RATE / 12.
 */
export function solveMonthlyRateForPayments(amount: number, payments: readonly number[]): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const clean = payments.map((p) => (Number.isFinite(p) && p > 0 ? p : 0));
  const total = clean.reduce((sum, p) => sum + p, 0);
  if (!(total > amount) || !Number.isFinite(total)) return 0;
  // At rate `high` the present value is below total / (1 + high) < total / high = amount, so
  // the root lies in [0, high]. Beyond the sane maximum the answer is reported as that maximum:
  // such "rates" only come from garbage and must not become Infinity.
  let low = 0;
  let high = Math.min(total / amount, MAX_SANE_ANNUAL_RATE / 12);
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (presentValue(clean, middle) > amount) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Bounds on the equal-instalment solver's months, matching the instalment calculator. */
const MAX_SOLVER_MONTHS = 1200;

/**
 * The monthly rate implied by `months` equal instalments of `instalment` repaying `amount`
 * (e.g. debt transfer: what rate is the visitor paying today?). 0 when they do not cover it.
 */
export function solveMonthlyRate(amount: number, instalment: number, months: number): number {
  const count = Number.isFinite(months) ? Math.min(Math.max(Math.round(months), 0), MAX_SOLVER_MONTHS) : 0;
  return solveMonthlyRateForPayments(amount, new Array<number>(count).fill(instalment));
}
