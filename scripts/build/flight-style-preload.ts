/**
 * Dependency patch for React 19.2's Flight server: a stylesheet's preload hint gets `as="style"`
 * instead of the invalid `as="stylesheet"`, which browsers ignored and which made React in the
 * browser append another invalid preload while hydrating. React 19.3 has the fix
 * (https://github.com/facebook/react/pull/34760); drop this with the upgrade. The build fails when
 * the code it rewrites is no longer there (docs/waku-upgrade.md, "flight-style-preload").
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
