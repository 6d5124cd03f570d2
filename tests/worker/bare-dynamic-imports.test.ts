// The browser's lazily loaded files are imported with plain `import()`: Vite's preload helper (and
// the 0.6 KiB of first-load JS it cost) is in no file, and every lazy file still loads.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutPreloadHelper } from '../../scripts/build/bare-dynamic-imports';

const assetsDir = join(process.cwd(), 'dist', 'public', 'assets');
const built = existsSync(assetsDir);

describe('the rewrite of Vite’s wrapper', () => {
  it('turns each wrapped import into a call of its function, with or without the importer’s URL', () => {
    const code = [
      `const a = __vitePreload(() => import("./a.js"),__VITE_IS_MODERN__?__VITE_PRELOAD__:void 0);`,
      `const b = __vitePreload(async () => { const {x} = await import('./b.js');return { x }},__VITE_IS_MODERN__?__VITE_PRELOAD__:void 0,import.meta.url);`,
    ].join('\n');
    expect(withoutPreloadHelper(code, 'm.js')).toBe(
      [`const a = ((() => import("./a.js")))();`, `const b = ((async () => { const {x} = await import('./b.js');return { x }}))();`].join('\n'),
    );
  });

  it('leaves a file without the wrapper alone, and stops on a wrapper of another shape', () => {
    expect(withoutPreloadHelper('import("./a.js")', 'm.js')).toBeNull();
    expect(() => withoutPreloadHelper('__vitePreload(() => import("./a.js"), [])', 'm.js')).toThrow(/1 calls .* 0 of its markers/);
  });
});

describe.skipIf(!built)('the built browser files', () => {
  const files = built ? readdirSync(assetsDir).filter((f) => f.endsWith('.js')) : [];

  it('carry no preload helper: no `vite:preloadError`, no dependency map', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(join(assetsDir, file), 'utf8');
      expect([file, code.includes('vite:preloadError'), code.includes('__vite__mapDeps')]).toEqual([file, false, false]);
    }
  });

  it('import every lazy file by a name that exists', () => {
    const entry = files.find((f) => /^index-[\w-]+\.js$/.test(f))!;
    const code = readFileSync(join(assetsDir, entry), 'utf8');
    const imported = [...code.matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map((m) => m[1]!);
    expect(imported).toEqual(expect.arrayContaining([expect.stringMatching(/^LeadDialog-/), expect.stringMatching(/^lead-popup\.en-US-/)]));
    for (const file of imported) expect(files).toContain(file);
  });
});
