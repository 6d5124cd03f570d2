import { expect, test } from './fixtures';

/** The browser's own XML parser reads the sitemap: well-formed, in the sitemap and xhtml namespaces. */
test('sitemap.xml parses as XML with a <url> and hreflang alternates per page', { tag: '@desktop' }, async ({ page }) => {
  // The same file at every screen size: once, in the desktop project.
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const xml = await (await fetch('/sitemap.xml')).text();
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const urls = [...doc.getElementsByTagNameNS(SM, 'url')];
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      urls: urls.length,
      withLoc: urls.filter((u) => u.getElementsByTagNameNS(SM, 'loc').length === 1).length,
      withXDefault: urls.filter((u) => [...u.getElementsByTagNameNS(XHTML, 'link')].some((l) => l.getAttribute('hreflang') === 'x-default')).length,
    };
  });
  expect(result.error).toBe(0);
  expect(result.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
  expect(result.urls).toBeGreaterThan(50);
  expect(result.withLoc).toBe(result.urls);
  expect(result.withXDefault).toBe(result.urls);
});
