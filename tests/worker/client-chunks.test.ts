// A page loads its code in as few files as it can: the framework and the shell in one, and its own
// islands' files only when they are needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientChunks } from '../../scripts/build/client-chunks';

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

describe('clientChunks', () => {
  // A module graph as Rollup's manualChunks sees it: static importers and imports by id.
  const graph = (edges: Record<string, string[]>) => ({
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: edges[id] ?? [] }),
  });
  const entry = '/node_modules/waku/dist/lib/vite-entries/entry.browser.js';
  const header = '/app/src/components/shell/Header.tsx';
  const format = '/app/src/shared/format.ts';
  const frame = '/app/src/components/calculators/CalculatorFrame.tsx';
  const standard = '/app/src/components/calculators/StandardCalculator.tsx';
  const solar = '/app/src/components/calculators/SolarCalculator.tsx';
  const contact = '/app/src/components/lead/ContactForm.tsx';
  const group = (name: string) => `\0virtual:vite-rsc/client-references/group/${name}`;
  const modules = graph({
    [entry]: ['/node_modules/react-dom/index.js'],
    [group('client')]: [header],
    [group('calc')]: [standard],
    [group('solar')]: [solar],
    [group('contact')]: [contact],
    [header]: [format],
    [standard]: [frame, format],
    [solar]: [frame],
    [contact]: [],
  });

  it('puts the browser entry, what it imports and the shell with its imports in index', () => {
    const chunk = clientChunks();
    for (const id of [entry, '/node_modules/react-dom/index.js', group('client'), header, format]) expect([id, chunk(id, modules)]).toEqual([id, 'index']);
  });

  it('follows import cycles into the shell', () => {
    const a = '/app/src/shared/a.ts';
    const b = '/app/src/components/calculators/cycle.ts';
    const cyclic = graph({ [b]: [a], [a]: [b], [header]: [a] });
    expect([clientChunks()(b, cyclic), clientChunks()(a, cyclic)]).toEqual(['index', 'index']);
  });

  it('keeps a module the shell imports in index even when a calculator imports it too', () => {
    const chunk = clientChunks();
    expect(chunk(format, modules)).toBe('index');
    expect(chunk(frame, modules)).toBe('calculator');
  });

  it('puts the shared calculator parts and the standard calculator, with its reference group, in one file', () => {
    const chunk = clientChunks();
    expect([chunk(standard, modules), chunk(group('calc'), modules)]).toEqual(['calculator', 'calculator']);
  });

  it("leaves one product's calculator and its group to a file of its own", () => {
    const chunk = clientChunks();
    expect([chunk(solar, modules), chunk(group('solar'), modules)]).toEqual([undefined, undefined]);
  });

  it('puts the loan codes, which the lead dialog loaded on demand needs too, in index rather than with the calculators', () => {
    expect(clientChunks()('/app/src/shared/routes/loan-codes.ts', modules)).toBe('index');
  });

  it('puts the formatting, which the calculators share with the lead dialog, in a file of its own when the shell does not import it', () => {
    const dialog = '/app/src/components/lead/LeadDialog.tsx';
    const withoutShell = graph({ [entry]: [], [group('calc')]: [standard], [standard]: [frame, format], [dialog]: [format] });
    const chunk = clientChunks();
    expect([chunk(format, withoutShell), chunk(standard, withoutShell), chunk(dialog, withoutShell)]).toEqual(['format', 'calculator', undefined]);
  });

  it('puts the contact forms in contact, and the parts every form shares in forms', () => {
    const chunk = clientChunks();
    expect([chunk(contact, modules), chunk(group('contact'), modules)]).toEqual(['contact', 'contact']);
    for (const part of ['fields.tsx', 'FormEnd.tsx', 'PrivacyNotice.tsx', 'use-checks.ts', 'use-form-checks.ts'])
      expect([part, chunk(`/app/src/components/lead/${part}`, modules)]).toEqual([part, 'forms']);
  });
});
