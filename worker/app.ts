import { Hono } from 'hono';
import { api } from './api';
import { appDownload } from './app-download';
import { categoriesApi } from './api/categories';
import type { AppEnv } from './env';
import { servePage } from './pages';
import { redirectFor } from './redirects';
import { BASE_SECURITY_HEADERS } from './security-headers';
import { seoFiles } from './seo-files';

/**
 * Renders a request with Waku; the edge app calls it for what it does not answer itself.
 * `asPath` renders another path of this site instead of the requested one.
 */
export type RenderWithWaku = (asPath?: string) => Promise<Response>;
export const wakuRenderers = new WeakMap<Request, RenderWithWaku>();

/**
 * The edge layer as one Hono app: redirects first, then the site's own endpoints, then pages.
 * Waku's renderer is its last step (see edge.ts for how it is plugged in).
 */
export function createEdgeApp() {
  const app = new Hono<AppEnv>();

  // Every response the edge sends, redirects and errors included, carries the security headers.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
  });

  app.use(async (c, next) => {
    const redirect = redirectFor(new URL(c.req.url));
    if (redirect) return c.redirect(redirect.location, redirect.status);
    await next();
  });

  app.route('/api', api);
  // Anything else under /api is an API mistake: answer in JSON, never with a page.
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404, { 'Cache-Control': 'no-store' }));
  app.route('/data', categoriesApi);
  app.route('/', appDownload);
  app.route('/', seoFiles);
  app.all('*', (c) => servePage(c, wakuRenderers.get(c.req.raw)!));

  return app;
}
