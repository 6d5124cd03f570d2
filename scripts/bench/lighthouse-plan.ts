/**
 * Which Lighthouse runs `npm run bench` makes. Every published page gets one mobile run, performance
 * only (its five weighted metrics), and up to three while its runs miss a budget (the median is read;
 * scripts/bench/lighthouse-pool.ts says which runs count); the key pages (scripts/bench/pages.ts) get three to five mobile
 * runs, the first with every category, all with the diagnostics, and one desktop run (performance:
 * the other categories are the same markup, and their budgets read mobile). Accessibility, best
 * practices and SEO read markup and headers that pages of one template share: they are audited on
 * the key pages and on one page of each template without a key page.
 * Order: the key pages' mobile runs first (measured one at a time, after the screening pass:
 * scripts/bench/lighthouse-pool.ts),
 * then the other pages, then desktop.
 */
import { CATEGORIES, type LighthouseJob, type Preset, type RunCount } from './lighthouse';
import type { BenchPage } from './pages';

export function planLighthouse(
  key: readonly BenchPage[],
  every: readonly BenchPage[],
  presets: readonly Preset[],
  runs: Record<Preset, RunCount>,
): LighthouseJob[] {
  const isKey = (p: BenchPage) => key.some((k) => k.path === p.path);
  const audited = new Set(key.map((p) => p.template));
  const others = every.filter((p) => !isKey(p));
  const mobile: LighthouseJob[] = presets.includes('mobile')
    ? [
        ...key.map((page): LighthouseJob => ({ page, preset: 'mobile', runs: runs.mobile, firstCategories: CATEGORIES, audits: 'all', key: true })),
        ...others.map((page): LighthouseJob => {
          const firstOfTemplate = !audited.has(page.template);
          audited.add(page.template);
          return {
            page,
            preset: 'mobile',
            // One run; one that misses a budget is followed by up to two more, the median read.
            runs: { min: 1, max: 3 },
            firstCategories: firstOfTemplate ? CATEGORIES : ['performance'],
            audits: 'metrics',
            key: false,
          };
        }),
      ]
    : [];
  const desktop: LighthouseJob[] = presets.includes('desktop')
    ? key.map((page) => ({ page, preset: 'desktop', runs: runs.desktop, firstCategories: ['performance'], audits: 'all', key: true }))
    : [];
  return [...mobile, ...desktop];
}
