/**
 * Which Lighthouse runs `npm run bench` makes: every published page one mobile run of the five
 * weighted metrics (up to three while it misses a budget), the key pages three to five mobile runs
 * and one desktop run; accessibility, best practices and SEO once per template. Key pages' mobile
 * runs come first, then the other pages, then desktop (docs/performance.md, "Every published page").
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
        ...key.map((page): LighthouseJob => ({ page, preset: 'mobile', runs: runs.mobile, firstCategories: CATEGORIES, key: true })),
        ...others.map((page): LighthouseJob => {
          const firstOfTemplate = !audited.has(page.template);
          audited.add(page.template);
          return {
            page,
            preset: 'mobile',
            // One run; one that misses a budget is followed by up to two more, the median read.
            runs: { min: 1, max: 3 },
            firstCategories: firstOfTemplate ? CATEGORIES : ['performance'],
            key: false,
          };
        }),
      ]
    : [];
  const desktop: LighthouseJob[] = presets.includes('desktop')
    ? key.map((page) => ({ page, preset: 'desktop', runs: runs.desktop, firstCategories: ['performance'], key: true }))
    : [];
  return [...mobile, ...desktop];
}
