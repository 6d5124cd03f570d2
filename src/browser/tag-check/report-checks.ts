import { TagReportSchema } from '../../shared/tag-check/schema';

/**
 * The report form's checks: the worker's schema (where required, the date's form, the note's
 * length, the number by the lead form's rule), and one rule of the form's own: a date the visitor
 * met the item cannot be after today in Hong Kong.
 */
export type ReportField = 'where' | 'when' | 'note' | 'phone';
export type ReportValues = Record<ReportField, string>;

/**
 * Today's date in Hong Kong, YYYY-MM-DD (the date field's latest choice). Hong Kong keeps UTC+8
 * all year (see hong-kong-clock.ts), so the date is UTC's eight hours on; worked out here, as that
 * module travels in the calculators' client file (see calendar-date.ts).
 */
export function todayInHongKong(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The fields that are not right, each marked 'invalid' (the form has one message per field). */
export function reportVerdict(values: ReportValues, today: string): Partial<Record<ReportField, 'invalid'>> {
  const verdict: Partial<Record<ReportField, 'invalid'>> = {};
  const parsed = TagReportSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'where' || field === 'when' || field === 'note' || field === 'phone') verdict[field] = 'invalid';
    }
  }
  // ISO dates compare as text.
  if (values.when && values.when > today) verdict.when = 'invalid';
  return verdict;
}
