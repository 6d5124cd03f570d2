import { LOCALE_INFO, localizePath } from '../../shared/locales';
import { localesOf } from '../../shared/routes/availability';
import { ROUTES } from '../../shared/routes/table';
import { escapeHtml } from '../escape-html';

/**
 * sitemap.xml from the route table: one <url> per published page per locale, each listing every
 * language version of the page (hreflang alternates, the same set as the page's own <head>) and
 * x-default, the unprefixed Traditional Chinese page. Routes marked noIndex are left out.
 */
export function sitemapXml(origin: string): string {
  const urls: string[] = [];
  for (const route of ROUTES) {
    if (route.noIndex) continue;
    const locales = localesOf(route);
    const alternates = [...locales.map((l) => [LOCALE_INFO[l].htmlLang, localizePath(route.path, l)] as const), ['x-default', route.path] as const]
      .map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`)
      .join('\n');
    for (const locale of locales) {
      urls.push(`  <url>\n    <loc>${escapeHtml(origin + localizePath(route.path, locale))}</loc>\n${alternates}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the JSON endpoints may be crawled; the sitemap is named in full. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
