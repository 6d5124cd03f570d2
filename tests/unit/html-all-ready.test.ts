// Islands that hydrate when needed: the server renderer patch that keeps their HTML in place
// (scripts/build/html-all-ready.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { awaitAllReady } from '../../scripts/build/html-all-ready';

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
