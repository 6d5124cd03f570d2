// Waku's router as the build ships it (with scripts/build/waku-element-cache.ts applied) must give
// every request elements parsed by that request's own parser: in workerd, a parsed element shared
// between requests is I/O of another request (a 500, or a request cancelled as hung).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rewriteElementCache } from '../../scripts/build/waku-element-cache';

const require = createRequire(import.meta.url);
const wakuDist = join(dirname(require.resolve('waku/package.json')), 'dist');
const original = readFileSync(join(wakuDist, 'router', 'define-router.js'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'waku-element-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The router module from a temporary file, its relative imports pointed back at Waku's dist. */
async function loadRouter(code: string, name: string) {
  const base = pathToFileURL(join(wakuDist, 'router') + '/').href;
  const absolute = code.replace(/from '(\.\.?\/[^']+)'/g, (_, spec: string) => `from '${new URL(spec, base).href}'`).replace(/\/\/# sourceMappingURL=.*$/m, '');
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, absolute);
  return (await import(pathToFileURL(file).href)) as typeof import('waku/router/server');
}

const stream = (text: string) => new Response(text).body!;
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Two requests for a route whose static elements come from the cache; who parsed what they got. */
async function twoRequests(code: string, name: string) {
  const router = (await loadRouter(code, name)) as unknown as {
    unstable_defineRouter: (fns: unknown) => { handleRequest: (input: unknown, impl: unknown) => Promise<unknown> };
  };
  const staticElement = (value: string) => ({ isStatic: true, renderer: () => value });
  const { handleRequest } = router.unstable_defineRouter({
    getConfigs: async () => [
      {
        type: 'route',
        path: [{ type: 'literal', name: 'faq' }],
        isStatic: true,
        rootElement: staticElement('root rendered'),
        routeElement: staticElement('route rendered'),
        elements: { 'page:/faq': staticElement('page rendered') },
      },
    ],
  });
  // As the build leaves it: the page prerendered, the root and the route rendered on first use.
  const metadata = JSON.stringify({ 'page:/faq': b64(JSON.stringify({ 'page:/faq': 'page prerendered' })) });
  const request = async (who: string) => {
    let entries: Record<string, unknown> = {};
    await handleRequest(
      { type: 'component', rscPath: 'R/faq', rscParams: new URLSearchParams(), pathname: '/faq', req: new Request('http://localhost/RSC/R/faq.txt') },
      {
        renderRsc: async (elements: Record<string, unknown>) => {
          entries = elements;
          return stream(JSON.stringify(elements));
        },
        parseRsc: async (rsc: ReadableStream<Uint8Array>) => {
          const parsed = JSON.parse(await new Response(rsc).text()) as Record<string, string>;
          return Object.fromEntries(Object.entries(parsed).map(([id, value]) => [id, { value, parsedBy: who }]));
        },
        renderHtml: async () => new Response(''),
        loadBuildMetadata: async (key: string) => (key === 'defineRouter:cachedElements' ? metadata : undefined),
      },
    );
    return entries;
  };
  return [await request('first request'), await request('second request')] as const;
}

describe('Waku element cache across requests', () => {
  it('the rewrite matches the installed Waku exactly', () => {
    expect(() => rewriteElementCache(original)).not.toThrow();
    expect(() => rewriteElementCache(rewriteElementCache(original))).toThrow(/Waku changed/);
  });

  it('every request gets cached elements parsed by its own parser', async () => {
    const [first, second] = await twoRequests(rewriteElementCache(original), 'patched');
    for (const [entries, who] of [
      [first, 'first request'],
      [second, 'second request'],
    ] as const) {
      expect(entries['page:/faq']).toEqual({ value: 'page prerendered', parsedBy: who });
      expect(entries['root']).toEqual({ value: 'root rendered', parsedBy: who });
      expect(entries['route:/faq']).toEqual({ value: 'route rendered', parsedBy: who });
    }
  });

  it('without the rewrite, Waku hands the second request what the first one parsed (the upstream bug)', async () => {
    const [, second] = await twoRequests(original, 'unpatched');
    expect(second['page:/faq']).toEqual({ value: 'page prerendered', parsedBy: 'first request' });
  });
});
