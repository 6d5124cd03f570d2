import { describe, expect, it } from 'vitest';
import { planLighthouse } from '../../scripts/bench/lighthouse-plan';
import { BENCH_PAGES, EVERY_PAGE } from '../../scripts/bench/pages';

const runs = { mobile: { min: 3, max: 5 }, desktop: { min: 1, max: 1 } };

describe('npm run bench: which Lighthouse runs a full run makes', () => {
  const jobs = planLighthouse(BENCH_PAGES, EVERY_PAGE, ['mobile', 'desktop'], runs);
  const mobile = jobs.filter((j) => j.preset === 'mobile');

  it('every published page in every locale once on mobile, the key pages also on desktop', () => {
    expect(mobile.map((j) => j.page.path).sort()).toEqual(EVERY_PAGE.map((p) => p.path).sort());
    expect(EVERY_PAGE.filter((p) => p.locale === 'zh-CN').length).toBeGreaterThan(0);
    expect(jobs.filter((j) => j.preset === 'desktop').map((j) => j.page.path)).toEqual(BENCH_PAGES.map((p) => p.path));
  });

  it('key pages get three to five mobile runs with every category; other pages one (up to three while they miss a budget), performance only', () => {
    for (const j of mobile) {
      const key = BENCH_PAGES.some((p) => p.path === j.page.path);
      expect(j.runs).toEqual(key ? { min: 3, max: 5 } : { min: 1, max: 3 });
      if (key) expect(j.firstCategories).toHaveLength(4);
    }
  });

  it('the other categories once for each template without a key page, on its first page', () => {
    const audited = mobile.filter((j) => j.firstCategories.length === 4 && !j.key);
    const keyTemplates = new Set(BENCH_PAGES.map((p) => p.template));
    const otherTemplates = new Set(EVERY_PAGE.map((p) => p.template).filter((t) => !keyTemplates.has(t)));
    expect(audited.map((j) => j.page.template).sort()).toEqual([...otherTemplates].sort());
    // The legal pages are one template: /disclaimer comes first in the route table.
    expect(audited.find((j) => j.page.template === 'legal')?.page.path).toBe('/disclaimer');
  });
});
