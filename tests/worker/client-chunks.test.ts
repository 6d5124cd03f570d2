// A page loads its code in as few files as it can: the framework and the shell in one, and its own
// islands' files only when they are needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));

/** The script files a page's HTML preloads, by their name without the hash. */
function preloadsOf(page: string): string[] {
  const html = readFileSync(join(publicDir, page, 'index.html'), 'utf8');
  return [...html.matchAll(/rel="modulepreload" href="\/assets\/([\w]+)-[\w-]+\.js"/g)].map((m) => m[1]!).sort();
}

describe.skipIf(!built)('the built site', () => {
  // A page's own islands (calculators, forms, the tag check, the valuation and credit-report flows)
  // hydrate when they are needed (src/components/lazy/island-code.ts): none is preloaded, on any page.
  it.each([
    'faq',
    'addressMap',
    'en/faq',
    '',
    'loan/n-loan',
    'en/loan/sme',
    'contactus',
    'verify',
    'en/verify',
    'loan/p-loan',
    'en/property-valuation',
    'features/free-smart-credit-report',
  ])('page /%s preloads the browser entry alone', (page) => {
    expect(preloadsOf(page)).toEqual(['index']);
  });

  /** The files a built script needs before it runs (its static imports, followed), by name without the hash. */
  function hydratesWith(name: string): string[] {
    const assets = join(publicDir, 'assets');
    const file = readdirSync(assets).find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
    if (!file) throw new Error(`no ${name} file in the build`);
    const seen = new Set<string>();
    const queue = [file];
    for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      for (const m of readFileSync(join(assets, f), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) queue.push(m[1]!);
    }
    return [...seen].map((f) => f.replace(/-[\w-]+\.js$/, '')).sort();
  }

  // Every island but the standard calculator and the contact forms (in the calculators' and the
  // contact forms' files) is a file of its own, fetched when it is needed: not part of the entry,
  // and not among the files the entry needs before it runs.
  it.each([
    'PropertyOwnerCalculator',
    'DebtTransferCalculator',
    'CardCalculator',
    'StudentCalculator',
    'RenovationCalculator',
    'InvestmentCalculator',
    'ProjectCostCalculator',
    'StudyCalculator',
    'RevolvingCalculator',
    'ValuationForm',
    'ValuationResult',
    'CreditReportFlow',
    'TagCheck',
    'OfficeHoursStatus',
  ])('%s is a file of its own', (island) => {
    expect(hydratesWith(island)).toContain(island);
  });

  it('the entry needs no other file before it runs', () => {
    expect(hydratesWith('index')).toEqual(['index']);
  });

  // The islands in the first screen of the valuation, loan and credit report pages hydrate with
  // the entry, the forms' shared file and their own: their checks (zod) come on intent
  // (docs/performance.md, "Scripts fetched without a tap").
  it.each([
    ['ValuationForm', ['ValuationForm', 'forms', 'index']],
    ['ValuationResult', ['ValuationResult', 'index', 'requests']],
    ['CreditReportFlow', ['CreditReportFlow', 'forms', 'index']],
  ])('%s hydrates with %j', (island, files) => {
    expect(hydratesWith(island)).toEqual(files);
  });
});
