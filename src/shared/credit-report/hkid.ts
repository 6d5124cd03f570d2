/**
 * The Hong Kong identity card number: one or two letters, six digits and a check character (0-9 or
 * A), printed as `A123456(3)`. Pure and without zod, so the form checks a number as it is typed by
 * the same rule the worker applies.
 */
const HKID_SHAPE = /^([A-Z]{1,2})(\d{6})([0-9A])$/;

/** As typed, in capitals, without spaces or brackets: `a123456 (3)` -> `A1234563`. */
export function normalizeHkid(input: string): string {
  return input.toUpperCase().replace(/[\s()]/g, '');
}

/**
 * The standard mod-11 check: the characters are weighted 9 down to 2 from the left (a single
 * letter is preceded by a space, worth 36; A-Z are worth 10-35), and the weighted sum plus the
 * check character (A worth 10) is a multiple of 11.
 */
export function isValidHkid(normalized: string): boolean {
  const match = HKID_SHAPE.exec(normalized);
  if (!match) return false;
  const [, letters, digits, check] = match as unknown as [string, string, string, string];
  const body = (letters.length === 1 ? ' ' : '') + letters + digits;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    const value = ch === ' ' ? 36 : /[A-Z]/.test(ch) ? ch.charCodeAt(0) - 55 : Number(ch);
    sum += value * (9 - i);
  }
  const checkValue = check === 'A' ? 10 : Number(check);
  return (sum + checkValue) % 11 === 0;
}
