// The build stops on other releases of the packages it patches or reads privately than the ones the
// patches were written against, naming each and the upgrade plan; and what the edge layer assumes
// about Waku's requests holds for the installed Waku.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkPinnedVersions,
  installedVersion,
  PATCH_CHECK_PLUGIN,
  installedVersions,
  PINNED_VERSIONS,
  type PinnedPackage,
  pinnedVersionCheck,
  UPGRADE_DOC,
  WAKU_VERSION,
} from '../../scripts/build/waku-internals';
import { ROUTE_PAYLOAD_PATH, RSC_PATH_PREFIX } from '../../worker/waku-internals';

const require = createRequire(import.meta.url);
const wakuDist = join(dirname(require.resolve('waku/package.json')), 'dist');
const PINNED = Object.keys(PINNED_VERSIONS) as PinnedPackage[];

const dir = mkdtempSync(join(tmpdir(), 'waku-internals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writeManifest = (packageDir: string, name: string, version: string) => {
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ name, version }));
};

/** A project root whose node_modules holds the pinned releases, but for `other` (and `nested` under Waku's folder). */
function projectWith(name: string, other: Partial<Record<PinnedPackage, string>>, nested: Partial<Record<PinnedPackage, string>> = {}): string {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'site' }));
  for (const pkg of PINNED) writeManifest(join(root, 'node_modules', pkg), pkg, other[pkg] ?? PINNED_VERSIONS[pkg]);
  for (const [pkg, version] of Object.entries(nested)) writeManifest(join(root, 'node_modules', 'waku', 'node_modules', pkg), pkg, version);
  return root;
}

type Config = { root: string; command: 'build' | 'serve'; plugins: { name: string }[] };
/** Runs the plugin as Vite does: configResolved with the project root, then buildStart. */
function runPlugin(root: string, config: Partial<Config> = {}): void {
  const plugin = pinnedVersionCheck() as unknown as { configResolved: (config: Config) => void; buildStart: () => void };
  plugin.configResolved({ root, command: 'build', plugins: [{ name: PATCH_CHECK_PLUGIN }], ...config });
  plugin.buildStart();
}

describe('the pinned releases', () => {
  it('are the installed ones (Waku 1.0.0-rc.1, its RSC plugin, rsc-html-stream, React 19.3, Vite 8)', () => {
    expect(installedVersions()).toEqual(PINNED_VERSIONS);
    expect(WAKU_VERSION).toBe('1.0.0-rc.1');
  });

  it('are the exact versions in package.json and package-lock.json (a bump of one without the other stops the build)', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string; dependencies?: Record<string, string> }>;
    };
    for (const pkg of PINNED) {
      const pinned = manifest.dependencies[pkg] ?? manifest.devDependencies[pkg];
      expect([pkg, pinned, lock.packages[`node_modules/${pkg}`]?.version]).toEqual([pkg, PINNED_VERSIONS[pkg], PINNED_VERSIONS[pkg]]);
    }
  });

  it('reads what Waku imports from where Waku resolves it', () => {
    const root = projectWith('nested', {}, { 'rsc-html-stream': '0.0.8' });
    expect(installedVersion('rsc-html-stream', root)).toBe('0.0.8');
    expect(installedVersion('react', root)).toBe(PINNED_VERSIONS.react);
  });
});

describe('the version check', () => {
  it('passes on the installed versions', () => {
    expect(() => checkPinnedVersions(installedVersions())).not.toThrow();
    expect(() => runPlugin(process.cwd())).not.toThrow();
    expect(() => runPlugin(projectWith('pinned', {}))).not.toThrow();
  });

  it.each([
    ['waku', '1.0.0'],
    ['waku', '0.27.5'],
    ['@vitejs/plugin-rsc', '0.5.40'],
    ['rsc-html-stream', '0.0.9'],
    ['react-server-dom-webpack', '19.3.2'],
    ['react-dom', '19.3.2'],
    ['react', '19.3.2'],
    ['vite', '8.5.0'],
  ] as const)('fails on %s %s, naming both versions and the upgrade plan', (pkg, other) => {
    const installed = { ...PINNED_VERSIONS, [pkg]: other };
    expect(() => checkPinnedVersions(installed)).toThrow(`  - ${pkg} ${other} is installed, the patches were written against ${pkg} ${PINNED_VERSIONS[pkg]}\n`);
    expect(() => checkPinnedVersions(installed)).toThrow(`Follow ${UPGRADE_DOC}`);
  });

  it('names every package that differs, and one that is missing', () => {
    const { vite: _vite, ...withoutVite } = PINNED_VERSIONS;
    expect(() => checkPinnedVersions({ ...withoutVite, waku: '1.0.0' })).toThrow(/- waku 1\.0\.0 is installed.*\n {2}- vite \(not installed\) is installed/s);
  });

  it('stops the build when the project root holds another release, nested under Waku too', () => {
    expect(() => runPlugin(projectWith('waku-1', { waku: '1.0.0' }))).toThrow(
      /- waku 1\.0\.0 is installed, the patches were written against waku 1\.0\.0-rc\.1/,
    );
    expect(() => runPlugin(projectWith('nested-rsc-plugin', {}, { '@vitejs/plugin-rsc': '0.6.0' }))).toThrow(/- @vitejs\/plugin-rsc 0\.6\.0 is installed/);
  });

  it('stops a build without the end-of-build patch check, not the dev server', () => {
    expect(() => runPlugin(process.cwd(), { plugins: [] })).toThrow(/hk-lender:patch-check is not in the build: add patchCheck\(\)/);
    expect(() => runPlugin(process.cwd(), { plugins: [], command: 'serve' })).not.toThrow();
  });

  it('points to an upgrade plan that exists', () => {
    expect(existsSync(UPGRADE_DOC)).toBe(true);
  });
});

describe("Waku's RSC requests as the edge layer expects them", () => {
  // Waku's own encoders, as its client router builds a navigation's URL (RSC base + encoded route path).
  const load = async <T>(file: string) => (await import(pathToFileURL(join(wakuDist, file)).href)) as T;
  const routeUrl = async (path: string) => {
    const { encodeRoutePath } = await load<{ encodeRoutePath: (path: string) => string }>('router/isomorphic-utils/route-path.js');
    const { encodeRscPath } = await load<{ encodeRscPath: (rscPath: string) => string }>('lib/utils/rsc-path.js');
    return RSC_PATH_PREFIX + encodeRscPath(encodeRoutePath(path));
  };

  it('a client navigation to /faq fetches /RSC/R/faq.txt', async () => {
    expect(await routeUrl('/faq')).toBe('/RSC/R/faq.txt');
  });

  it.each(['/', '/faq', '/en/loan/n-loan', '/zh-CN/faq'])('the payload of %s is a route payload path', async (path) => {
    expect(await routeUrl(path)).toMatch(ROUTE_PAYLOAD_PATH);
  });

  it('a server function call is not a route payload path (the site has none)', async () => {
    const { encodeFuncId, encodeRscPath } = await load<{ encodeFuncId: (id: string) => string; encodeRscPath: (rscPath: string) => string }>(
      'lib/utils/rsc-path.js',
    );
    expect(RSC_PATH_PREFIX + encodeRscPath(encodeFuncId('src/actions.ts#send'))).not.toMatch(ROUTE_PAYLOAD_PATH);
  });
});
