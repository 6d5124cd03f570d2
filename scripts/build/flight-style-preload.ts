/**
 * React 19.2's Flight server turns a `<link rel="stylesheet">` into a preload hint with
 * as="stylesheet", which is no valid `as` value (a stylesheet is preloaded as "style"). The hint
 * travels twice: in the HTML (`<link rel="preload" as="stylesheet">`, which browsers ignore with a
 * warning) and in the RSC payload, where React in the browser looks for a matching preload, finds
 * none, and appends another invalid `<link rel="preload">` to <head> during hydration.
 *
 * React fixed it in 19.3 (https://github.com/facebook/react/pull/34760, for
 * https://github.com/vercel/next.js/issues/84569; the same report for Waku's plugin:
 * https://github.com/vitejs/vite-plugin-react/issues/1104); this project stays on 19.2 with Waku's
 * peer range. This build plugin makes the same one-word change to the Flight server modules. With
 * "style", React in the browser sees that the stylesheet is already in the document and adds nothing.
 * Drop it with the upgrade: the build fails when the code it rewrites is no longer there.
 */
import { dependencyPatch, rewriteOnce } from './dependency-patch';
import { registerPatch } from './patch-registry';
import { FLIGHT_STYLE_PRELOAD } from './waku-internals';

/** The Flight server (its `edge` build, for workerd): in both passes of the `rsc` build. */
const PATCH = registerPatch('flight-style-preload', { package: 'react-server-dom-webpack', file: FLIGHT_STYLE_PRELOAD.file, expected: { rsc: 2 } });

/** Applies the fix to a Flight server module's source; throws when it no longer matches once. */
export function fixStylePreload(code: string): string {
  return rewriteOnce(
    code,
    [{ what: 'the stylesheet preload', from: FLIGHT_STYLE_PRELOAD.stylesheetPreload, to: 'preload(srcSet, "style", {' }],
    (what) =>
      `flight-style-preload: ${what} is not in react-server-dom-webpack as expected. ` +
      'React changed: check whether it still preloads stylesheets as "stylesheet" (facebook/react#34760) and update or drop this plugin.',
  );
}

export const flightStylePreload = () => dependencyPatch(PATCH, FLIGHT_STYLE_PRELOAD.module, fixStylePreload);
