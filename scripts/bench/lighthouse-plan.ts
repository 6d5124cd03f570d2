/**
 * Which Lighthouse runs `npm run bench` makes: every published page one mobile run of the five
 * weighted metrics (up to five while it misses a budget), the key pages three to five mobile runs and one
 * desktop run; accessibility, best practices and SEO once per template. Key pages' mobile runs come
 * first, then the other pages, then desktop (docs/performance.md, "Every published page"). With a
 * baseline build, each key page's mobile job is followed by the same page on the baseline: the
 * deciding pass then takes their runs in turn (A, B, A, B), so both see the same machine.
 */
import { CATEGORIES, type LighthouseJob, type Preset, type RunCount } from './lighthouse';
import type { BenchPage } from './pages';

export function planLighthouse(
  key: readonly BenchPage[],
  every: readonly BenchPage[],
  presets: readonly Preset[],
  runs: Record<Preset, RunCount>,
  baseline = false,
): LighthouseJob[] {
  const isKey = (p: BenchPage) => key.some((k) => k.path === p.path);
  const audited = new Set(key.map((p) => p.template));
  const others = every.filter((p) => !isKey(p));
  const mobile: LighthouseJob[] = presets.includes('mobile')
    ? [
        ...key.flatMap((page): LighthouseJob[] => [
          { page, preset: 'mobile', runs: runs.mobile, firstCategories: CATEGORIES, key: true },
          // The baseline's figures are compared, its other categories not read.
          ...(baseline ? [{ page, preset: 'mobile' as const, runs: runs.mobile, firstCategories: ['performance'] as const, key: true, baseline: true }] : []),
        ]),
        ...others.map((page): LighthouseJob => {
          const firstOfTemplate = !audited.has(page.template);
          audited.add(page.template);
          return {
            page,
            preset: 'mobile',
            // One run; one that misses a budget is followed by more until three land on one side
            // of every budget, up to five, the median read (as for the key pages).
            runs: { min: 1, max: 5 },
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
