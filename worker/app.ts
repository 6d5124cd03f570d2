import { Hono, type Context } from 'hono';
import { adminConsole } from './admin';
import { api } from './api';
import { categoriesApi } from './api/categories';
import { bannerPreview } from './banner-preview';
import { appDownload } from './app-download';
import { appListPages } from './app-lists/pages';
import type { AppEnv, Env } from './env';
import { errorsNotCached } from './errors-not-cached';
import { media } from './media';
import { notFoundPage } from './not-found-page';
import { finishPages, pageMethods } from './pages';
import { redirects } from './redirects';
import { pageSecurityPolicy, securityHeaders } from './security-headers';
import { seoFiles } from './seo-files';
import { staticFiles } from './static-files';
import { pageSwitches } from './switches';
import { notFoundStatus, rscPayloads, unroutablePaths } from './waku-paths';

/**
 * Hono's own execution-context type: the workers types' (v5) has members Hono's does not declare,
 * and the context is only passed through to Waku.
 */
type HonoExecutionContext = Context<AppEnv>['executionCtx'];

/** Waku's request handler (its Cloudflare adapter's `fetch`): the renderer behind every step. */
export type WakuFetch = (req: Request, env: Env, ctx?: HonoExecutionContext) => Response | Promise<Response>;

/** The execution context, which only workerd gives (not build-time prerendering, not app.request in tests). */
function executionContextOf(c: Context<AppEnv>): HonoExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * The Worker's whole request path, one Hono app, top to bottom; each step is a plain middleware
 * or a sub-app, and Waku renders last (docs/architecture.md, "Request path"). A step that answers
 * ends the walk; the steps above it still see its response on the way out.
 */
export function createEdgeApp(waku: WakuFetch) {
  const render = (c: Context<AppEnv>, req: Request) => waku(req, c.env, executionContextOf(c));
  return (
    new Hono<AppEnv>()
      // Every response, redirects and errors included.
      .use(securityHeaders)
      .use(errorsNotCached)
      // One hop to the canonical address, before anything else looks at the path.
      .use(redirects)
      // The ops and marketing console: rendered per request for a signed-in operator (docs/admin.md).
      .route('/admin', adminConsole)
      // The site's own endpoints; anything else under /api is an API mistake: JSON, never a page.
      .route('/api', api)
      .all('/api/*', (c) => c.json({ error: 'not_found' }, 404, { 'Cache-Control': 'no-store' }))
      .route('/data', categoriesApi)
      .route('/', appDownload)
      .route('/', seoFiles)
      // Banner pictures uploaded in the console (R2), by content hash.
      .route('/', media)
      // Signed "view on site" links for one banner, made in the console (banner-preview.ts).
      .route('/', bannerPreview)
      // Pages and files.
      .use(pageSwitches)
      .use(pageSecurityPolicy)
      // Above finishPages: a POST's answer carries no visitor state and sets no cookie.
      .use(pageMethods)
      .use(finishPages)
      // The branches and FAQ pages with the app service's stored lists (app-lists/pages.ts); their
      // RSC payloads with a stored list are rendered by Waku.
      .use(appListPages(render))
      .use(staticFiles)
      // Any other address: the locale's prerendered not-found page, status 404.
      .use(notFoundPage)
      // What the asset store does not have, Waku renders (RSC payloads; everything on the dev server).
      .use(rscPayloads)
      .use(notFoundStatus)
      .use(unroutablePaths)
      .all('*', (c) => render(c, c.req.raw))
  );
}
