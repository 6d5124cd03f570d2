/**
 * The Hong Kong number rule of every form: exactly 8 digits, the first 4 to 9 (mobile and fixed
 * numbers). A module of its own, without zod, so a small island (the quick-start field) checks a
 * number by the same rule as the shared schema (schema.ts) without bringing the schema along.
 */
export const MOBILE = /^[4-9]\d{7}$/;
