/**
 * The name rule of every form: Latin letters and spaces only, as on the Hong Kong identity card.
 * A module of its own, without zod (as mobile-rule.ts), so a small browser module checks a name by
 * the same rule as the shared schema (schema.ts) without bringing the schema along.
 */
export const LATIN_NAME = /^[A-Za-z][A-Za-z ]*$/;
