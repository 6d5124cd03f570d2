import { Hono } from 'hono';
import { SITE } from '../content/site';
import { robotsTxt, sitemapXml } from '../src/server/routes/sitemap';
import type { AppEnv } from './env';
import { NON_PAGE_CSP } from './security-headers';

/**
 * GET /sitemap.xml and /robots.txt, built from the route table (docs/product-rules.md §7). URLs are
 * absolute on the site origin the pages' canonical links use (content/site.ts).
 */
export const seoFiles = new Hono<AppEnv>();

const headers = (type: string) => ({
  'Content-Type': type,
  'Cache-Control': 'public, max-age=3600',
  'Content-Security-Policy': NON_PAGE_CSP,
});

seoFiles.get('/sitemap.xml', (c) => c.body(sitemapXml(SITE.origin), 200, headers('application/xml; charset=utf-8')));
seoFiles.get('/robots.txt', (c) => c.body(robotsTxt(SITE.origin), 200, headers('text/plain; charset=utf-8')));
