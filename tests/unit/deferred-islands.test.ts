// Islands that hydrate when needed: the server renderer patch that keeps their HTML in place
// (scripts/build/html-all-ready.ts), and the router patch that keeps a re-render after hydration
// from dropping it (scripts/build/router-has404.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { awaitAllReady } from '../../scripts/build/html-all-ready';
import { has404WithoutRender } from '../../scripts/build/router-has404';

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

describe("Waku's router as the build ships it", () => {
  const wakuRoot = dirname(createRequire(import.meta.url).resolve('waku/package.json'));
  const source = readFileSync(join(wakuRoot, 'dist/router/client.js'), 'utf8');

  it('keeps whether a /404 route exists without a render of its own', () => {
    const patched = has404WithoutRender(source);
    expect(patched).not.toContain('useState(false);\n    const requestedRouteRef');
    expect(patched).toContain('const has404Ref = useRef(false);');
    // Still set where the router learns it, and still read where a 404 is handled.
    expect(patched).toContain('setHas404(true);');
    expect(patched).toContain('has404: has404,');
  });

  it('stops the build when the router changed', () => {
    expect(() => has404WithoutRender(source.replace('const [has404, setHas404] = useState(false);', 'const [has404, setHas404] = useState(null);'))).toThrow(
      /router-has404/,
    );
  });
});
