/**
 * A phone number as link text: its spaces become non-breaking, so '2100 0000' never wraps across
 * two lines (and screen readers still read the digits as written).
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
