import { describe, expect, it } from 'vitest';
import { reportVerdict, todayInHongKong } from '../../src/browser/tag-check/report-checks';
import { fillIn } from '../../src/components/tag-check/fill-in';
import { formatCalendarDate } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/format';
import { normalizeTagId, TAG_ID } from '../../src/shared/tag-check/tag-id';

describe('the tag form', () => {
  it('reads a tag in capitals without the spaces around it', () => {
    expect(normalizeTagId('  sample-0001 ')).toBe('SAMPLE-0001');
  });

  it.each(['ABCD', 'SAMPLE-0001', 'A-1-B', 'A'.repeat(32)])('takes %s', (tag) => expect(TAG_ID.test(tag)).toBe(true));
  it.each(['ABC', 'A'.repeat(33), '-ABCD', 'ABCD-', 'AB_CD', 'AB CD', 'abcd', '核實編號'])('refuses %s', (tag) => expect(TAG_ID.test(tag)).toBe(false));
});

describe('a calendar date in the island', () => {
  it('is written as Hong Kong readers write it', () => {
    expect(formatCalendarDate('2026-01-05', 'zh-HK')).toBe('2026年1月5日');
    expect(formatCalendarDate('2026-01-05', 'en-US')).toBe('5 January 2026');
    expect(formatCalendarDate('2025-12-31', 'zh-CN')).toBe('2025年12月31日');
  });

  it('reads the same as the pages’ dates, on every day of 2024 to 2027', () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      const iso = new Date(at).toISOString().slice(0, 10);
      for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) expect(formatCalendarDate(iso, locale), iso).toBe(formatDate(iso, locale));
    }
  });
});

describe('the report form', () => {
  const ok = { where: 'Mong Kok', when: '', note: '', phone: '' };

  it('knows today in Hong Kong, eight hours ahead of UTC', () => {
    expect(todayInHongKong(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(todayInHongKong(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });

  it('asks only where the item was met', () => {
    expect(reportVerdict(ok, '2026-11-26')).toEqual({});
    expect(reportVerdict({ ...ok, where: '   ' }, '2026-11-26')).toEqual({ where: 'invalid' });
  });

  it('takes a number by the lead form’s rule, or none', () => {
    expect(reportVerdict({ ...ok, phone: '91234567' }, '2026-11-26')).toEqual({});
    expect(reportVerdict({ ...ok, phone: '31234567' }, '2026-11-26')).toEqual({ phone: 'invalid' });
    expect(reportVerdict({ ...ok, phone: '9123456' }, '2026-11-26')).toEqual({ phone: 'invalid' });
  });

  it('takes a date up to today, and a note up to 1,000 characters', () => {
    expect(reportVerdict({ ...ok, when: '2026-11-26' }, '2026-11-26')).toEqual({});
    expect(reportVerdict({ ...ok, when: '2026-11-27' }, '2026-11-26')).toEqual({ when: 'invalid' });
    expect(reportVerdict({ ...ok, note: 'x'.repeat(1000) }, '2026-11-26')).toEqual({});
    expect(reportVerdict({ ...ok, note: 'x'.repeat(1001) }, '2026-11-26')).toEqual({ note: 'invalid' });
  });
});

describe('the strings the island fills', () => {
  it('fills the answer’s words and leaves an unknown name as it is', () => {
    expect(fillIn('Code {{tag}} is a {{kind}} ({{other}})', { tag: 'AB-12', kind: 'letter' })).toBe('Code AB-12 is a letter ({{other}})');
  });
});
