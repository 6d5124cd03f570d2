// Every build patch proves that it applied: the registry's check fails the build, naming the patch,
// its package and file, what was expected and what was found, when a patch applied too rarely, too
// often or in another build environment (scripts/build/patch-registry.ts, patch-check.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { rewriteOnce } from '../../scripts/build/dependency-patch';
import { patchCheck } from '../../scripts/build/patch-check';
import { PatchRegistry, patchRegistry } from '../../scripts/build/patch-registry';
import { UPGRADE_DOC } from '../../scripts/build/waku-internals';

/** A registry with a server patch (both passes of the rsc build) and one whose count follows the site's code. */
function registry(): PatchRegistry {
  const r = new PatchRegistry();
  r.register('server-patch', { package: 'waku', file: 'waku/dist/x.js', expected: { rsc: 2 } });
  r.register('per-page', { package: 'waku', file: 'the prerendered pages', expected: { app: { atLeast: 1 } } });
  return r;
}

describe('the patch registry', () => {
  it('passes when every patch applied as registered', () => {
    const r = registry();
    r.markApplied('server-patch', 'rsc');
    r.markApplied('server-patch', 'rsc');
    r.markApplied('per-page', 'app', 114);
    expect(r.problems()).toEqual([]);
    expect(() => r.check()).not.toThrow();
  });

  it('fails on a patch that did not apply, naming it, its package and file, expected and found', () => {
    const r = registry();
    r.markApplied('per-page', 'app');
    expect(r.problems()).toEqual(['patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js): expected rsc 2; found rsc 0 (wrong in rsc)']);
    expect(() => r.check()).toThrow(
      /^1 build patch did not apply as expected .*\n {2}- patch server-patch \(waku 1\.0\.0-rc\.1, waku\/dist\/x\.js\): expected rsc 2; found rsc 0/,
    );
    expect(() => r.check()).toThrow(UPGRADE_DOC);
  });

  it('fails on a patch that applied too often', () => {
    const r = registry();
    r.markApplied('server-patch', 'rsc', 3);
    r.markApplied('per-page', 'app');
    expect(r.problems()).toEqual(['patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js): expected rsc 2; found rsc 3 (wrong in rsc)']);
  });

  it('fails on a patch that applied too rarely, or not at all where it must apply at least once', () => {
    const r = registry();
    r.markApplied('server-patch', 'rsc');
    expect(r.problems()).toEqual([
      'patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js): expected rsc 2; found rsc 1 (wrong in rsc)',
      'patch per-page (waku 1.0.0-rc.1, the prerendered pages): expected app at least 1; found app 0 (wrong in app)',
    ]);
    expect(() => r.check()).toThrow(/^2 build patches did not apply as expected/);
  });

  it('fails on a patch that applied in another environment, even with the right count where expected', () => {
    const r = registry();
    r.markApplied('server-patch', 'rsc', 2);
    r.markApplied('server-patch', 'client');
    r.markApplied('per-page', 'app');
    r.markApplied('per-page', 'edge');
    expect(r.problems()).toEqual([
      'patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js): expected rsc 2; found rsc 2, client 1 (wrong in client)',
      'patch per-page (waku 1.0.0-rc.1, the prerendered pages): expected app at least 1; found app 1, edge 1 (wrong in edge)',
    ]);
  });

  it('counts a rewrite that succeeds, and names the patch when its target is not found', () => {
    const r = registry();
    expect(r.apply('server-patch', 'rsc', () => 'patched', 'source')).toBe('patched');
    expect(() =>
      r.apply(
        'server-patch',
        'rsc',
        () => {
          throw new Error('the cache declaration is not in waku/dist/x.js as expected (expected exactly once, found 0 times)');
        },
        'source',
      ),
    ).toThrow('patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js) did not apply: the cache declaration is not in waku/dist/x.js as expected');
    r.markApplied('per-page', 'app');
    expect(r.problems()).toEqual(['patch server-patch (waku 1.0.0-rc.1, waku/dist/x.js): expected rsc 2; found rsc 1 (wrong in rsc)']);
  });

  it('in an upgrade rehearsal, reports each patch instead of stopping: applied, not applied, broken', () => {
    const r = new PatchRegistry(true);
    for (const stage of ['rsc', 'ssr', 'client', 'app']) {
      r.reach(stage);
      r.finish(stage);
    }
    r.register('server-patch', { package: 'waku', file: 'waku/dist/x.js', expected: { rsc: 2 } });
    r.register('per-page', { package: 'waku', file: 'the prerendered pages', expected: { app: { atLeast: 1 } } });
    r.register('gone', { package: 'rsc-html-stream', file: 'rsc-html-stream/server.js', expected: { ssr: 2 } });
    r.register('moved', { package: 'vite', file: 'vite/x.js', expected: { client: 1 } });
    const missing = () => {
      throw new Error('the flush is not in rsc-html-stream/server.js as expected (expected exactly once, found 0 times)');
    };
    expect(r.apply('gone', 'ssr', missing, 'unchanged source')).toBe('unchanged source');
    r.markApplied('server-patch', 'rsc', 2);
    r.markApplied('per-page', 'app', 3);
    r.markApplied('per-page', 'edge');
    expect(r.outcomes()).toEqual([
      { name: 'server-patch', package: 'waku', file: 'waku/dist/x.js', status: 'applied', detail: '' },
      {
        name: 'per-page',
        package: 'waku',
        file: 'the prerendered pages',
        status: 'broken',
        detail: 'expected app at least 1; found app 3, edge 1 (wrong in edge)',
      },
      {
        name: 'gone',
        package: 'rsc-html-stream',
        file: 'rsc-html-stream/server.js',
        status: 'not-applied',
        detail: 'the flush is not in rsc-html-stream/server.js as expected (expected exactly once, found 0 times)',
      },
      { name: 'moved', package: 'vite', file: 'vite/x.js', status: 'not-applied', detail: 'expected client 1; found client 0 (wrong in client)' },
    ]);
  });

  it('in a rehearsal whose build stopped early, says which patches it never reached', () => {
    const r = new PatchRegistry(true);
    r.register('server-patch', { package: 'waku', file: 'waku/dist/x.js', expected: { rsc: 2 } });
    r.register('client-patch', { package: 'vite', file: 'the client chunks', expected: { client: 1 } });
    r.reach('rsc');
    r.markApplied('server-patch', 'rsc', 2);
    expect(r.outcomes().map((o) => [o.name, o.status, o.detail])).toEqual([
      ['server-patch', 'applied', ''],
      ['client-patch', 'not-reached', 'the build stopped before client'],
    ]);
  });

  it('in a rehearsal whose build failed inside a stage, judges only the patches that ran there', () => {
    const r = new PatchRegistry(true);
    r.register('chunks', { package: 'vite', file: 'manualChunks', expected: { client: 4 } });
    r.register('minify', { package: 'vite', file: 'the client chunks', expected: { client: 1 } });
    r.register('half', { package: 'vite', file: 'the client modules', expected: { client: 2 } });
    r.reach('client');
    const gone = () => {
      throw new Error('manualChunks is not given the module graph');
    };
    expect(r.apply('chunks', 'client', gone, undefined)).toBeUndefined();
    r.markApplied('half', 'client');
    expect(r.outcomes().map((o) => [o.name, o.status, o.detail])).toEqual([
      ['chunks', 'not-applied', 'manualChunks is not given the module graph'],
      ['minify', 'not-reached', 'the client build stopped before it finished'],
      ['half', 'broken', 'expected client 2; found client 1 (wrong in client)'],
    ]);
  });

  it('refuses a patch registered twice, or applied without being registered', () => {
    const r = registry();
    expect(() => r.register('server-patch', { package: 'vite', file: 'x', expected: {} })).toThrow(/"server-patch" is registered twice/);
    expect(() => r.markApplied('unknown', 'rsc')).toThrow(/"unknown" was applied but is not registered/);
  });

  it('forgets the counts of a previous build', () => {
    const r = registry();
    r.markApplied('server-patch', 'rsc', 2);
    r.reset();
    r.markApplied('server-patch', 'rsc', 2);
    r.markApplied('per-page', 'app');
    expect(r.problems()).toEqual([]);
  });
});

describe('a rewrite of a dependency module', () => {
  const rewrite = (code: string) => rewriteOnce(code, [{ what: 'the target', from: 'a()', to: 'b()' }], (what) => `${what} is not in x.js as expected`);

  it('applies where its target is found once, and says how often it found it otherwise', () => {
    expect(rewrite('x; a(); y')).toBe('x; b(); y');
    expect(() => rewrite('x; c(); y')).toThrow('the target is not in x.js as expected (expected exactly once, found 0 times)');
    expect(() => rewrite('a(); a()')).toThrow('(expected exactly once, found 2 times)');
  });
});

describe('the check at the end of the build', () => {
  type Hooks = { config: () => void; configResolved: (config: ResolvedConfig) => void; buildApp: { handler: (builder: unknown) => Promise<void> } };
  const configWith = (plugins: Plugin[]) => ({ getSortedPlugins: (hook: string) => plugins.filter((p) => hook in p) }) as unknown as ResolvedConfig;
  const builder = { config: { logger: { info: () => undefined } } };

  it('must be the last buildApp hook, after the steps that rewrite the prerendered pages', () => {
    const check = patchCheck(registry());
    const hooks = check as unknown as Hooks;
    const later = { name: 'hk-lender:first-paint-html', buildApp: { order: 'post', handler: async () => undefined } } as Plugin;
    expect(() => hooks.configResolved(configWith([check, later]))).toThrow(/must be the last buildApp hook of the build, after hk-lender:first-paint-html/);
    expect(() => hooks.configResolved(configWith([later, check]))).not.toThrow();
  });

  it('fails the build when a patch did not apply, and starts each build from zero', async () => {
    const r = registry();
    const hooks = patchCheck(r) as unknown as Hooks;
    r.markApplied('server-patch', 'rsc', 2);
    hooks.config();
    await expect(hooks.buildApp.handler(builder)).rejects.toThrow(/patch server-patch .* expected rsc 2; found rsc 0/);
    r.markApplied('server-patch', 'rsc', 2);
    r.markApplied('per-page', 'app');
    await expect(hooks.buildApp.handler(builder)).resolves.toBeUndefined();
  });
});

describe("the build's patches", () => {
  const buildDir = join('scripts', 'build');

  it('are all registered, whether or not waku.config.ts still uses their plugin (patch-check.ts imports every module that registers one)', () => {
    const registering = readdirSync(buildDir).filter((f) => f !== 'patch-registry.ts' && /registerPatch\(/.test(readFileSync(join(buildDir, f), 'utf8')));
    const check = readFileSync(join(buildDir, 'patch-check.ts'), 'utf8');
    expect(registering.length).toBeGreaterThan(0);
    for (const file of registering) expect([file, check.includes(`import './${file.replace(/\.ts$/, '')}';`)]).toEqual([file, true]);
  });

  it('are each listed by name in the upgrade plan, which lists no other', () => {
    // The first cell of each row of the doc's patch table: `name` (`file`).
    const doc = readFileSync(UPGRADE_DOC, 'utf8');
    const table = doc.slice(doc.indexOf('## The build patches'), doc.indexOf('\n## ', doc.indexOf('## The build patches') + 1));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const listed = rows.map((row) => /^\| `([a-z0-9-]+)`/.exec(row)?.[1]).filter((name): name is string => !!name);
    for (const name of patchRegistry.names()) expect([name, listed.includes(name)]).toEqual([name, true]);
    for (const name of listed) expect([name, patchRegistry.names().includes(name)]).toEqual([name, true]);
  });
});
