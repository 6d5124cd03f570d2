import { describe, expect, it } from 'vitest';
import { BranchList, FaqList } from '../../worker/app-service/center-faq';
import { sampleAnswer } from '../../worker/app-service/sample-service';

/**
 * The local sample service answers the branch and FAQ reads with the content files' own lists, in
 * the service's shape (docs/app-service.md), so the client's answer check passes offline too.
 */
describe('sample konew-center and konew-faqs', () => {
  it('answer the ten branches and the FAQ rows in each language, in the shape the site reads', () => {
    for (const lang of ['zh-HK', 'en-US']) {
      const branches = BranchList.parse(sampleAnswer('konew-center', { lang })).branches;
      expect(branches.map((b) => b.id)).toEqual([
        'central',
        'shau-kei-wan',
        'hung-hom',
        'tsim-sha-tsui',
        'sham-shui-po',
        'kwun-tong',
        'tsuen-wan',
        'yuen-long',
        'tai-po',
        'sha-tin',
      ]);
      // Central closes at 18:45 on weekdays (docs/product-rules.md §9); Sha Tin is suspended.
      expect(branches[0]!.hours).toEqual({
        weekday: { opens: '09:00', closes: '18:45' },
        saturday: { opens: '09:00', closes: '13:00' },
        sundaysAndHolidays: null,
      });
      expect(branches.filter((b) => b.suspended).map((b) => b.id)).toEqual(['sha-tin']);
      const faqs = FaqList.parse(sampleAnswer('konew-faqs', { lang })).faqs;
      expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(['company', 'account', 'product', 'repayment', 'security']));
      expect(faqs.length).toBeGreaterThanOrEqual(20);
    }
    expect(BranchList.parse(sampleAnswer('konew-center', { lang: 'en-US' })).branches[0]!.name).toBe('Central branch');
  });
});
