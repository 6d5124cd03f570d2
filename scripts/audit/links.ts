/**
 * Broken-link check over the running site with linkinator: every published page is a starting
 * point, and every same-origin link, image, script, stylesheet (and url() in CSS) and #fragment
 * found on the way is requested. Links to other hosts are skipped (no internet here), except the
 * site's own production origin (canonical, hreflang, og:url), which is checked against the local
 * instance.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { SITE } from '../../content/site';
import { publishedPages } from '../../src/shared/routes/availability';

export interface LinkReport {
  checked: number;
  skipped: number;
  broken: { url: string; status: number; parent: string }[];
  /** Requests that failed or timed out once and were retried (reported, not hidden). */
  retried: string[];
  seconds: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole crawls tried before a crawl-level error counts as a failure. */
const CRAWLS = 2;

export async function checkLinks(origin: string): Promise<LinkReport> {
  const started = Date.now();
  const retried: string[] = [];
  for (let crawl = 1; ; crawl++) {
    try {
      return await crawlOnce(origin, retried, started);
    } catch (error) {
      // linkinator's per-request timeout (an AbortSignal) also covers reading the body, and a body
      // read that outlives it rejects the whole check() instead of being retried as one link
      // (seen once in CI on a loaded 2-core machine: "TimeoutError: The operation was aborted due
      // to timeout"). One more crawl tells a slow moment from a page that never finishes.
      const name = (error as { name?: unknown } | null)?.name;
      if (crawl >= CRAWLS || name !== 'TimeoutError') throw error;
      retried.push(`the whole crawl, after a ${name} that linkinator did not catch`);
    }
  }
}

async function crawlOnce(origin: string, retried: string[], started: number): Promise<LinkReport> {
  const checker = new LinkChecker();
  checker.on('retry', (details) => retried.push(details.url.replace(origin, '')));
  const result = await checker.check({
    path: publishedPages().map(({ path }) => origin + path),
    recurse: true,
    // Enough to be quick; more only makes a loaded 2-core machine refuse connections (status 0).
    concurrency: 16,
    timeout: 30_000,
    // wrangler dev (workerd) now and then resets a kept-alive connection as the next request goes
    // out on it ("other side closed", ECONNRESET); a retry tells that from a broken link, as a
    // browser's retry would. Retries are counted in the report.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 1_000,
    checkCss: true,
    checkFragments: true,
    // Redirects are the site's own rules (e.g. /loan/cloan); following them is part of the check.
    redirects: 'allow',
    // Pages are extensionless without a trailing slash (/loan/n-loan). Without this, linkinator
    // treats them as directories and resolves `?form=1` or `#main` against `/loan/n-loan/`.
    cleanUrls: true,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escape(SITE.origin)}`), replacement: origin }],
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url.replace(origin, ''), status: link.status ?? 0, parent: (link.parent ?? '').replace(origin, '') }));
  return {
    checked: result.links.filter((link) => link.state === LinkState.OK).length + broken.length,
    skipped: result.links.filter((link) => link.state === LinkState.SKIPPED).length,
    broken,
    retried,
    seconds: (Date.now() - started) / 1000,
  };
}
