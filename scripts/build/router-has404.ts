/**
 * Dependency patch for Waku 0.27.5's router: whether the site has a /404 route is kept in a ref, not
 * state set in an effect, whose re-render after hydration made React drop the server HTML of every
 * deferred island not yet hydrated (docs/waku-upgrade.md, "router-has404"). The answer is read only
 * when a navigation fails with a 404, after the effect. The build fails when the code changes.
 */
import { dependencyPatch, rewriteOnce } from './dependency-patch';
import { registerPatch } from './patch-registry';
import { ROUTER_HAS404 } from './waku-internals';

/**
 * The browser router: in the browser build, in both passes of the `ssr` build, which renders it to
 * HTML, and in both passes of the `rsc` build, where the RSC plugin then replaces the module (a
 * "use client" module) with references to it: harmless there.
 */
const PATCH = registerPatch('router-has404', { package: 'waku', file: ROUTER_HAS404.file, expected: { rsc: 2, ssr: 2, client: 1 } });

export function has404WithoutRender(code: string): string {
  return rewriteOnce(
    code,
    [
      {
        what: 'the has404 state',
        from: ROUTER_HAS404.state,
        to:
          '    // Patched (scripts/build/router-has404.ts): no render of its own.\n' +
          '    const has404Ref = useRef(false);\n' +
          '    const has404 = has404Ref.current;\n' +
          '    const setHas404 = (value)=>{\n        has404Ref.current = value;\n    };',
      },
    ],
    (what) =>
      `router-has404: ${what} is not in ${ROUTER_HAS404.file} as expected. ` +
      "Waku's router changed: check whether it still renders again after mounting to learn of a /404 route, and update or drop this plugin.",
  );
}

export const routerHas404 = () => dependencyPatch(PATCH, ROUTER_HAS404.module, has404WithoutRender);
