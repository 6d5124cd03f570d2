/**
 * Loan calculators: pure functions, no React, DOM or I/O. Amounts in HK$, rates as decimal
 * fractions (0.3 = 30%), nominal annual unless named otherwise. See docs/calculators.md.
 */
export * from './rounding';
export * from './clamp';
export * from './adjustment';
export * from './rates';
export * from './limits';
export * from './credit-rating';
export * from './salary-limit';
export * from './instalment';
export * from './schedule';
export * from './standard-loan';
export * from './debt-transfer';
export * from './card-minimum-payment';
export * from './card-consolidation';
export * from './student';
export * from './project-cost';
export * from './renovation';
export * from './investment';
export * from './solar';
export * from './study';
export * from './property-owner';
export * from './revolving';
