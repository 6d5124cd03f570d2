import type { Fact } from '../src/shared/products/product';

/**
 * Figures of the lending terms that every product shares (docs/product-rules.md §4, §5 and §9).
 * Any text may use them as placeholders (`{{noticeDays}}`), so each is typed once.
 */
export const GENERAL_FACTS: Readonly<Record<string, Fact>> = {
  /** Applicants must be Hong Kong residents aged 18 or over. */
  minAge: { n: 18 },
  /** Early full repayment: written notice of at least 14 working days. */
  noticeDays: { n: 14 },
  /** Address proof issued within the last 3 months. */
  addressProofMonths: { n: 3 },
  /** Encryption strength of the site and the application (SSL 256-bit). */
  sslBits: { n: 256 },
  /** Fastest approval across products. */
  fastestMinutes: { n: 5 },
};
