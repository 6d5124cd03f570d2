/**
 * Office hours (docs/product-rules.md §9) and the Hong Kong general holidays (Cap. 149), on which
 * branches and customer service are closed. Times are Hong Kong time (+08:00).
 *
 * The dates are this year's and next year's general holidays as gazetted; add the year after before
 * the last one listed starts (a unit test fails from 1 December of the last year listed).
 */
export const OFFICE_HOURS = {
  weekday: { opens: '09:00', closes: '19:00' },
  saturday: { opens: '09:00', closes: '13:00' },
} as const;

export const HOLIDAYS: readonly string[] = [
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
  '2027-01-01', // The first day of January
  '2027-02-06', // Lunar New Year's Day
  '2027-02-08', // The third day of Lunar New Year
  '2027-02-09', // The fourth day of Lunar New Year (the second falls on a Sunday)
  '2027-03-26', // Good Friday
  '2027-03-27', // The day following Good Friday
  '2027-03-29', // Easter Monday
  '2027-04-05', // Ching Ming Festival
  '2027-05-01', // Labour Day
  '2027-05-13', // The Birthday of the Buddha
  '2027-06-09', // Tuen Ng Festival
  '2027-07-01', // HKSAR Establishment Day
  '2027-09-16', // The day following the Chinese Mid-Autumn Festival
  '2027-10-01', // National Day
  '2027-10-08', // Chung Yeung Festival
  '2027-12-25', // Christmas Day
  '2027-12-27', // The first weekday after Christmas Day
];
