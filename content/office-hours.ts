/**
 * Office hours (docs/product-rules.md §9) and the 2026 Hong Kong general holidays, on which branches and
 * customer service are closed. Times are Hong Kong time (+08:00).
 *
 * The holiday dates follow the 2026 general holidays as gazetted (Cap. 149); check them against the
 * Government's list each year and add the next year's before it starts.
 */
export const OFFICE_HOURS = {
  weekday: { opens: '09:00', closes: '19:00' },
  saturday: { opens: '09:00', closes: '13:00' },
} as const;

export const HOLIDAYS_2026: readonly string[] = [
  '2026-01-01', // The first day of January
  '2026-02-17', // Lunar New Year's Day
  '2026-02-18', // The second day of Lunar New Year
  '2026-02-19', // The third day of Lunar New Year
  '2026-04-03', // Good Friday
  '2026-04-04', // The day following Good Friday
  '2026-04-06', // The day following Ching Ming Festival
  '2026-04-07', // The day following Easter Monday
  '2026-05-01', // Labour Day
  '2026-05-25', // The day following the Birthday of the Buddha
  '2026-06-19', // Tuen Ng Festival
  '2026-07-01', // HKSAR Establishment Day
  '2026-09-26', // The day following the Chinese Mid-Autumn Festival
  '2026-10-01', // National Day
  '2026-10-19', // The day following Chung Yeung Festival
  '2026-12-25', // Christmas Day
  '2026-12-26', // The first weekday after Christmas Day
];
