/**
 * Vite plugin (after Waku's prerendering): the English and Simplified Chinese not-found documents
 * get the marks of Waku's `/404` route (status meta, payload key, route id and name), which Waku
 * writes only for `/404` itself, so each hydrates at whatever address the edge serves it
 * (worker/not-found-page.ts; docs/waku-upgrade.md, "not-found-documents"). Each constant must match
 * exactly once, or the build fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { notFoundDocumentPath } from '../../src/server/routes/registration';
import { rewriteOnce, type Rewrite } from './dependency-patch';
import { APP_STAGE, markApplied, registerPatch } from './patch-registry';
import { NOT_FOUND_ROUTE, UPGRADE_DOC } from './waku-internals';

/** Each locale's not-found page found to be Waku's `/404` route once, after prerendering (made into it, or Waku's own). */
const PATCH = registerPatch('not-found-documents', {
  package: 'waku',
  file: 'the prerendered not-found pages (dist/public/404.html, dist/public/<locale>/404/index.html)',
  expected: { [APP_STAGE]: LOCALES.length },
});

/** Where Waku writes a prerendered page's HTML (`/404` is its own `404.html`). */
const documentFile = (publicDir: string, locale: Locale) => {
  const path = notFoundDocumentPath(locale);
  return path === NOT_FOUND_ROUTE.path ? join(publicDir, '404.html') : join(publicDir, path.slice(1), 'index.html');
};

/** The rewrites that make a locale's prerendered not-found page hydrate as Waku's route `/404`. */
export function asWakuNotFoundRoute(html: string, routePath: string): string {
  if (routePath === NOT_FOUND_ROUTE.path) return html;
  const { status, payloadKey, routeSlot, routeName } = NOT_FOUND_ROUTE;
  const rewrites: Rewrite[] = [
    { what: 'the status meta', from: status(200), to: status(404) },
    { what: "the inline payload's key", from: payloadKey(routePath), to: payloadKey(NOT_FOUND_ROUTE.path) },
    { what: "the route's slot id", from: routeSlot(routePath), to: routeSlot(NOT_FOUND_ROUTE.path) },
    { what: "the route's name", from: routeName(routePath), to: routeName(NOT_FOUND_ROUTE.path) },
  ];
  return rewriteOnce(
    html,
    rewrites,
    (what) => `The prerendered not-found page ${routePath} does not carry ${what} as Waku 0.27.5 wrote it: see ${UPGRADE_DOC}.`,
  );
}

/** What a page that hydrates as Waku's `/404` route carries; the marks it lacks. */
function missingNotFoundMarks(html: string): string[] {
  const { path, status, payloadKey, routeSlot, routeName } = NOT_FOUND_ROUTE;
  return [status(404), payloadKey(path), routeSlot(path), routeName(path)].filter((mark) => !html.includes(mark));
}

export function notFoundDocuments(): Plugin {
  let root = process.cwd();
  return {
    name: `hk-lender:${PATCH}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: 'post',
      async handler() {
        const publicDir = join(root, 'dist', 'public');
        for (const locale of LOCALES) {
          const file = documentFile(publicDir, locale);
          const html = readFileSync(file, 'utf8');
          // A page made into the route already (a build that kept the file) is left as it is.
          if (missingNotFoundMarks(html).length > 0) {
            const out = asWakuNotFoundRoute(html, notFoundDocumentPath(locale));
            const missing = missingNotFoundMarks(out);
            if (missing.length) throw new Error(`${file} is not Waku's /404 route (no ${missing.join(', ')}): see ${UPGRADE_DOC}.`);
            writeFileSync(file, out);
          }
          markApplied(PATCH, APP_STAGE);
        }
      },
    },
  };
}
