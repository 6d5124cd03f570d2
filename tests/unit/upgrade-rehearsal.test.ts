import { describe, expect, it } from 'vitest';
import { firstErrors, nextRelease, rehearsalReport, rehearsalTable, resolveUpgrade, type Rehearsal } from '../../scripts/upgrade/rehearsal';

describe('upgrade:rehearse: what it installs', () => {
  it('takes the newest release or release candidate after the installed one (rc.10 after rc.9, never a beta)', () => {
    expect(nextRelease(['0.27.5', '1.0.0-beta.9', '1.0.0-rc.0', '1.0.0-rc.9', '1.0.0-rc.10', '0.28.0-rc.3'], '0.27.5')).toBe('1.0.0-rc.10');
    expect(nextRelease(['0.27.5', '1.0.0-rc.1', '1.0.0-rc.2', '1.0.0'], '1.0.0-rc.1')).toBe('1.0.0');
    expect(nextRelease(['0.27.5', '1.0.0-rc.1', '1.1.0-beta.0'], '1.0.0-rc.1')).toBeUndefined();
    expect(nextRelease(['0.27.5', '1.0.0-beta.1'], '0.27.5')).toBeUndefined();
  });

  it('moves only what the new Waku names and this project lists, React and its twins together', () => {
    const plan = resolveUpgrade({
      wakuVersions: ['0.27.5', '1.0.0-rc.1'],
      ours: { waku: '0.27.5', react: '19.2.9', 'react-dom': '19.2.9', 'react-server-dom-webpack': '19.2.9', vite: '7.3.8', hono: '4.12.14', zod: '4.0.0' },
      rangesOf: () => ({ react: '~19.3.0', vite: '^8.0.0', hono: '^4.12.14', 'magic-string': '^1.2.2', zod: '^4.0.0' }),
      newestIn: (name) => ({ react: '19.3.2', vite: '8.3.4', hono: '4.12.14' })[name] ?? '',
    });
    expect(plan).toEqual({
      from: '0.27.5',
      waku: '1.0.0-rc.1',
      installs: [
        { name: 'react', from: '19.2.9', to: '19.3.2' },
        { name: 'react-dom', from: '19.2.9', to: '19.3.2' },
        { name: 'react-server-dom-webpack', from: '19.2.9', to: '19.3.2' },
        { name: 'vite', from: '7.3.8', to: '8.3.4' },
      ],
    });
  });

  it('says so when nothing newer exists and nothing was asked for', () => {
    expect(() => resolveUpgrade({ wakuVersions: ['1.0.0-rc.1'], ours: { waku: '1.0.0-rc.1' }, rangesOf: () => ({}), newestIn: () => '' })).toThrow(/--waku/);
  });
});

describe('upgrade:rehearse: what it reports', () => {
  const rehearsal: Rehearsal = {
    date: '2026-11-27T23:00:00.000Z',
    plan: { from: '0.27.5', waku: '1.0.0-rc.1', installs: [{ name: 'vite', from: '7.3.8', to: '8.3.4' }] },
    install: true,
    build: false,
    patches: [
      { name: 'html-all-ready', package: 'waku', file: 'waku/dist/lib/vite-rsc/ssr.js', status: 'applied', detail: '' },
      { name: 'rsc-html-trailer', package: 'rsc-html-stream', file: 'rsc-html-stream/server.js', status: 'not-applied', detail: 'target string not found' },
      { name: 'flight | rows', package: 'react-server-dom-webpack', file: 'x.js', status: 'broken', detail: 'expected rsc 2; found rsc 1' },
    ],
    tests: [{ project: 'unit', passed: 800, failed: ['tests/unit/a.test.ts: a > b'], seconds: 30 }],
    notes: ['build failed: boom'],
  };

  it('lists each patch with its outcome and each failing test', () => {
    const table = rehearsalTable(rehearsal);
    expect(table).toContain('waku 0.27.5 -> 1.0.0-rc.1, with vite 7.3.8 -> 8.3.4');
    expect(table).toContain('| html-all-ready | waku | applied |');
    expect(table).toContain('| rsc-html-trailer | rsc-html-stream | not applied (target gone: renamed, moved or fixed upstream): target string not found |');
    expect(table).toContain('| flight \\| rows | react-server-dom-webpack | broken: expected rsc 2; found rsc 1 |');
    expect(table).toContain('- unit tests: 800 passed, 1 failed (30 s)');
    expect(table).toContain('- unit: tests/unit/a.test.ts: a > b');
    expect(table).toContain('- install: ok; build: failed');
  });

  it('writes a whole report page that names the doc with the patches, and nothing into docs/', () => {
    const page = rehearsalReport(rehearsal);
    expect(page.startsWith('# Waku upgrade rehearsal\n')).toBe(true);
    expect(page).toContain('docs/waku-upgrade.md');
    expect(page).toContain(rehearsalTable(rehearsal));
    expect(page).not.toContain('<!-- rehearsal');
  });
});

describe('upgrade:rehearse: why a build failed', () => {
  it('names the error, not the size table\'s files whose names hold "Error"', () => {
    const output = [
      'dist/server/assets/ErrorBody-B9_SCvSd.js                  1.51 kB │ gzip:  0.66 kB',
      'dist/public/assets/ChunkErrorBoundary-C34dis-p.js         0.45 kB │ gzip:  0.33 kB',
      "TypeError: Cannot read properties of undefined (reading 'pages')",
      '    at prerender (node_modules/waku/dist/lib/build.js:10:5)',
      'dist/server/ssr/assets/ChunkErrorBoundary-DBVljuCP.js         1.71 kB │ gzip:   0.85 kB',
    ].join('\n');
    expect(firstErrors(output)).toBe("TypeError: Cannot read properties of undefined (reading 'pages')");
  });

  it('takes what follows Vite\'s "Build failed" line', () => {
    expect(firstErrors('building...\nBuild failed with 1 error:\nsrc/x.ts:1:1: ERROR: Unexpected "}"\n    at y\n')).toBe('src/x.ts:1:1: ERROR: Unexpected "}"');
  });

  it('falls back to the last lines when nothing names an error', () => {
    expect(firstErrors('one\ntwo\nthree')).toBe('one / two / three');
  });
});
