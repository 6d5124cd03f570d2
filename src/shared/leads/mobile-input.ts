/**
 * What the mobile field keeps of what was typed, pasted or autofilled: spaces, dashes and
 * brackets go, a leading Hong Kong country code (+852, 00852, or 852 before 8 digits) goes once
 * the entry is longer than a number, and at most 8 characters stay (docs/product-rules.md §5: input limited
 * to 8 characters). Anything else (a letter, a wrong first digit) is kept for the check to name.
 */
export function normalizeMobileInput(raw: string): string {
  let v = raw.replace(/[\s\-().]/g, '');
  if (v.length > 8) v = v.replace(/^(?:\+|00)852/, '').replace(/^852(?=\d{8}$)/, '');
  return v.slice(0, 8);
}
