// The scripts a page loads to hydrate start with V8's compile hint, so a phone compiles them on a
// background thread while they download, not function by function during hydration; code loaded
// only when a visitor opens the lead dialog or submits a form stays lazily compiled.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, chunksLoadedToHydrate, withCompileHint } from '../../scripts/build/v8-compile-hints';

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));

/** The scripts a page's HTML loads: the bootstrap's import() and the modulepreload links. */
function scriptsOf(page: string): string[] {
  const html = readFileSync(join(publicDir, page, 'index.html'), 'utf8');
  const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const imports = [...html.matchAll(/import\(\\?"(\/assets\/[^"\\]+\.js)/g)].map((m) => m[1]!);
  return [...new Set([...imports, ...preloads])];
}

const firstLine = (asset: string) => readFileSync(join(publicDir, asset), 'utf8').split('\n', 1)[0] + '\n';

describe.skipIf(!built)('the built site', () => {
  it.each(['', 'contactus', 'en/loan/n-loan', 'loan/sme', 'faq'])('page /%s: every script it loads to hydrate starts with the hint', (page) => {
    const scripts = scriptsOf(page);
    expect(scripts.some((s) => /\/index-[\w-]+\.js$/.test(s))).toBe(true);
    for (const script of scripts) expect([script, firstLine(script)]).toEqual([script, COMPILE_HINT]);
  });

  it('chunks loaded on demand (lead dialog and form, form checks, banner views) do not carry it', () => {
    const assets = readdirSync(join(publicDir, 'assets'));
    const onDemand = assets.filter((a) => /^(LeadDialog|LeadForm|form-checks|BannerViews)-[\w-]+\.js$/.test(a));
    expect(onDemand).toHaveLength(4);
    for (const asset of onDemand) expect(firstLine(join('assets', asset))).not.toBe(COMPILE_HINT);
  });
});

describe('chunksLoadedToHydrate', () => {
  const group = (name: string) => `\0virtual:vite-rsc/client-references/group/${name}`;
  const chunk = (isEntry: boolean, imports: string[] = [], moduleIds: string[] = []) => ({ isEntry, imports, moduleIds });

  it('takes the entry, the chunks of client references and their static imports, not what islands import on demand', () => {
    const loaded = chunksLoadedToHydrate({
      // The entry holds the shell's islands, whose lazy imports (the lead dialog) are its dynamic imports too.
      'index.js': chunk(true, [], ['entry.browser.js', group('client'), 'LeadPopup.tsx']),
      'calculator.js': chunk(false, ['index.js', 'loan-codes.js'], [group('calc'), 'StandardCalculator.tsx']),
      'SolarCalculator.js': chunk(false, ['calculator.js'], [group('solar'), 'SolarCalculator.tsx']),
      'loan-codes.js': chunk(false, [], ['loan-codes.ts']),
      'LeadDialog.js': chunk(false, ['index.js', 'locales.js'], ['LeadDialog.tsx']),
      'locales.js': chunk(false, [], ['locales.ts']),
      'form-checks.js': chunk(false, [], ['form-checks.ts']),
    });
    expect([...loaded].sort()).toEqual(['SolarCalculator.js', 'calculator.js', 'index.js', 'loan-codes.js']);
  });

  it('adds the hint once', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}let a=1;`);
    expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}let a=1;`);
  });
});
