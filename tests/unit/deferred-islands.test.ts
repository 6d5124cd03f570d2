// Islands that hydrate when needed: which modules are deferred, how the build delays their loaders
// in the browser's reference map, and the server renderer patch that keeps their HTML in place
// (scripts/build/deferred-islands.ts, scripts/build/html-all-ready.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferredReferences, delayLoaders } from '../../scripts/build/deferred-islands';
import { awaitAllReady } from '../../scripts/build/html-all-ready';
import { deferredIslandOf } from '../../src/shared/deferred-islands';

describe('which client components are deferred', () => {
  it('knows a calculator, a form and the result page by their module', () => {
    expect(deferredIslandOf('/repo/src/components/calculators/StandardCalculator.tsx')).toBe('StandardCalculator');
    expect(deferredIslandOf('/repo/src/components/valuation/ValuationForm.tsx')).toBe('ValuationForm');
    expect(deferredIslandOf('/repo/src/components/lead/ContactForm.tsx')).toBe('ContactForm');
  });

  it('leaves the shell, which a visitor may use at once, to hydrate with the page', () => {
    expect(deferredIslandOf('/repo/src/components/menu/MobileMenuButton.tsx')).toBeNull();
    expect(deferredIslandOf('/repo/src/components/lead/LeadPopup.tsx')).toBeNull();
    // A file that only shares the name's start is not the island.
    expect(deferredIslandOf('/repo/src/components/calculators/StandardCalculatorFrame.tsx')).toBeNull();
  });
});

// The reference map as @vitejs/plugin-rsc writes it for the browser build.
const MAP = `export default {
                "aaa111": async () => {
                  const m = await import("virtual:vite-rsc/client-references/group/index");
                  return m.export_aaa111;
                },
                "bbb222": async () => {
                  const m = await import("virtual:vite-rsc/client-references/group/calculator");
                  return m.export_bbb222;
                },
              };
`;

describe('the browser reference map', () => {
  const deferred = deferredReferences([
    { referenceKey: 'aaa111', importId: '/repo/src/components/shell/SiteLink.tsx' },
    { referenceKey: 'bbb222', importId: '/repo/src/components/calculators/StandardCalculator.tsx' },
  ]);

  it('finds the deferred references among all of them', () => {
    expect([...deferred]).toEqual([['bbb222', 'StandardCalculator']]);
  });

  it("makes a deferred island's loader wait for the island before importing, and leaves the others", () => {
    const code = delayLoaders(MAP, deferred);
    expect(code.startsWith('import { whenIslandNeeded as __whenIslandNeeded } from "/src/browser/hydration/island-trigger.ts";')).toBe(true);
    const calculator = code.slice(code.indexOf('"bbb222"'));
    expect(calculator.indexOf('await __whenIslandNeeded("StandardCalculator")')).toBeLessThan(calculator.indexOf('await import('));
    expect(code.match(/__whenIslandNeeded\(/g)).toHaveLength(1);
  });

  it('stops the build when the map no longer has the shape it rewrites', () => {
    expect(() => delayLoaders(MAP.replace('"bbb222": async () => {', '"bbb222": () => {'), deferred)).toThrow(/no loader for the client reference bbb222/);
  });
});

describe("Waku's HTML renderer as the build ships it", () => {
  // Not among Waku's exports: read from its package folder.
  const wakuRoot = dirname(createRequire(import.meta.url).resolve('waku/package.json'));
  const source = readFileSync(join(wakuRoot, 'dist/lib/vite-rsc/ssr.js'), 'utf8');

  it('waits for every boundary, and writes large ones in place', () => {
    const patched = awaitAllReady(source);
    expect(patched).toContain('progressiveChunkSize: Number.MAX_SAFE_INTEGER');
    expect(patched.indexOf('await htmlStream.allReady;')).toBeLessThan(patched.indexOf('} catch (e) {'));
  });

  it('stops the build when the renderer changed', () => {
    expect(() => awaitAllReady(source.replace('formState: options.formState', 'formState: options.state'))).toThrow(/html-all-ready/);
  });
});
