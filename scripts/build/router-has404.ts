/**
 * Waku's router (0.27.5) learns whether the site has a /404 route in an effect after it mounts, and
 * keeps the answer in state: with a /404 route, the router renders the whole page a second time
 * right after hydration, with a new router context value. Nothing on screen changes, but React
 * cannot let a context change pass an island it has not hydrated yet (src/shared/deferred-islands.ts):
 * it drops the island's server HTML and renders the island itself once its code is there, so the
 * calculators and forms below the first screen vanished for as long as nobody scrolled to them.
 *
 * The answer is only read when a navigation fails with a 404 (the router then goes to /404), a
 * render that always comes after the effect. A ref holds it without a render of its own. The build
 * fails when the code this rewrites changes.
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
