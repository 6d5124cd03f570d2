// The build stops on a Waku release the patches were not written against, naming both versions and
// the upgrade plan; and what the edge layer assumes about Waku's requests holds for the installed one.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWakuVersion, installedWakuVersion, UPGRADE_DOC, WAKU_VERSION, wakuVersionCheck } from '../../scripts/build/waku-internals';
import { ROUTE_PAYLOAD_PATH, RSC_PATH_PREFIX, wakuCanDecode } from '../../worker/waku-internals';

const require = createRequire(import.meta.url);
const wakuManifest = require.resolve('waku/package.json');
const wakuDist = join(dirname(wakuManifest), 'dist');
const installed = (JSON.parse(readFileSync(wakuManifest, 'utf8')) as { version: string }).version;

const dir = mkdtempSync(join(tmpdir(), 'waku-internals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A project root whose node_modules holds a Waku manifest of the given version. */
function projectWithWaku(version: string): string {
  const root = join(dir, version);
  mkdirSync(join(root, 'node_modules', 'waku'), { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'site', dependencies: { waku: version } }));
  writeFileSync(join(root, 'node_modules', 'waku', 'package.json'), JSON.stringify({ name: 'waku', version }));
  return root;
}

/** Runs the plugin as Vite does: configResolved with the project root, then buildStart. */
function runPlugin(root: string): void {
  const plugin = wakuVersionCheck() as unknown as { configResolved: (config: { root: string }) => void; buildStart: () => void };
  plugin.configResolved({ root });
  plugin.buildStart();
}

describe('the Waku version check', () => {
  it('reads the installed Waku, the release this project pins (0.27.5)', () => {
    expect(installedWakuVersion()).toBe(installed);
    expect(installed).toBe('0.27.5');
  });

  it('expects the release package.json pins exactly (a bump of one without the other stops the build)', () => {
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies.waku;
    expect(WAKU_VERSION).toBe(pinned);
  });

  it('passes on the installed version', () => {
    expect(() => checkWakuVersion(installed)).not.toThrow();
    expect(() => runPlugin(process.cwd())).not.toThrow();
  });

  it.each(['1.0.0-rc.1', '0.27.6', '0.27.4'])('fails on Waku %s, naming both versions and the upgrade plan', (other) => {
    expect(() => checkWakuVersion(other)).toThrow(
      `Waku ${other} is installed, but this project's build patches and the Waku internals it relies on were written against Waku 0.27.5`,
    );
    expect(() => checkWakuVersion(other)).toThrow('Follow docs/waku-upgrade.md');
  });

  it('stops the build when the project root holds another Waku', () => {
    expect(() => runPlugin(projectWithWaku('1.0.0-rc.1'))).toThrow(/^Waku 1\.0\.0-rc\.1 is installed, .* written against Waku 0\.27\.5 /);
    expect(() => runPlugin(projectWithWaku('0.27.5'))).not.toThrow();
  });

  it('points to an upgrade plan that exists', () => {
    expect(existsSync(UPGRADE_DOC)).toBe(true);
  });
});

describe("Waku's RSC requests as the edge layer expects them", () => {
  // Waku's own encoders, as its client router builds a navigation's URL (RSC base + encoded route path).
  const load = async <T>(file: string) => (await import(pathToFileURL(join(wakuDist, file)).href)) as T;
  const routeUrl = async (path: string) => {
    const { encodeRoutePath } = await load<{ encodeRoutePath: (path: string) => string }>('router/common.js');
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

  // Waku reads the request's path with decodeURI and its router decodes the result again.
  type GetInput = (req: Request, config: { basePath: string; rscBase: string }) => Promise<{ pathname: string }>;
  const readByWaku = async (path: string) => {
    const { getInput } = await load<{ getInput: GetInput }>('lib/utils/request.js');
    const { pathname } = await getInput(new Request(`http://localhost${path}`), { basePath: '/', rscBase: 'RSC' });
    return decodeURI(pathname);
  };

  it.each(['/faq', '/en/loan/n-loan', '/%E8%B2%B8%E6%AC%BE', '/a%20b'])('Waku reads %s, and wakuCanDecode says so', async (path) => {
    await expect(readByWaku(path)).resolves.toBeTypeOf('string');
    expect(wakuCanDecode(path)).toBe(true);
  });

  it.each(['/loan/%C3%28', '/en/%FF', '/%25ff', '/%2525ff%25fe'])('Waku throws on %s, and wakuCanDecode says so', async (path) => {
    await expect(readByWaku(path)).rejects.toThrow(URIError);
    expect(wakuCanDecode(path)).toBe(false);
  });
});
