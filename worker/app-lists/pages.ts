import type { MiddlewareHandler } from 'hono';
import { absoluteUrl } from '../../src/server/content/page-url';
import { branchLdHtml, branchListHtml, branchMarkersHtml } from '../../src/server/content/branches-markup';
import { faqBodyHtml, faqLd } from '../../src/server/content/faq-markup';
import { jsonLdText } from '../../src/server/escape-html';
import { createTranslator } from '../../src/server/i18n';
import { CONTENT } from '../../content';
import { splitLocale } from '../../src/shared/locales';
import { BranchList, branchViewsOf, FaqList, faqSectionsOf, type BranchListAnswer, type FaqListAnswer } from '../app-service/center-faq';
import type { AppEnv } from '../env';
import { readConfig } from '../kv-config';
import { configReuseMs } from '../maintenance';
import { isHtml } from '../pages';
import { replaceResponse } from '../replace-response';
import { fillPayload } from './rsc-payload';
import { branchesKey, faqsKey, isAppListLocale, type AppListLocale } from './stored';

/**
 * What goes into one of the page's fill points: the element that receives it in the HTML, and how
 * the markup it replaces starts in the route's RSC payload (as the build's markup starts).
 */
interface Fill {
  selector: string;
  prefix: string;
  html: string;
}
type Fills = readonly Fill[];

/**
 * Rendered once per stored value: readConfig hands out the same object while KV holds the same
 * text, so a page costs a (cached) KV read and a rewrite, never a render.
 */
const rendered = new WeakMap<object, Fills>();

/**
 * A number for each list rendered in this isolate: a filled page is another body than the stored
 * file, and html.ts keeps a page's finished template under its ETag, so the filled page's ETag
 * names the file and the list (a new stored list is a new object, so a new number).
 */
const fillsNumbers = new WeakMap<Fills, number>();
let fillsMade = 0;

function branchFills(answer: BranchListAnswer, locale: AppListLocale): Fills {
  const { t } = createTranslator(locale);
  const branches = branchViewsOf(answer);
  return [
    { selector: '[data-branch-list]', prefix: '<section class="c-region"', html: branchListHtml(branches, t) },
    { selector: '[data-branch-markers]', prefix: '<a href="#branch-', html: branchMarkersHtml(branches, t) },
    {
      selector: '[data-branch-ld]',
      prefix: '<script type="application/ld+json">',
      html: branchLdHtml(branches, { brand: t('brand'), pageUrl: absoluteUrl('/addressMap', locale) }),
    },
  ];
}

function faqFills(answer: FaqListAnswer, locale: AppListLocale): Fills {
  const { t } = createTranslator(locale);
  const sections = faqSectionsOf(answer, new Map(CONTENT[locale].faq.map((s) => [s.id, s.title])));
  return [
    { selector: '[data-faq-body]', prefix: '<nav class="c-subnav"', html: faqBodyHtml(sections, t('sections.faq.navLabel')) },
    { selector: 'script[data-edge-fill="faq"]', prefix: '{"@context":"https://schema.org","@type":"FAQPage"', html: jsonLdText(faqLd(sections)) },
  ];
}

/** The fills for a page from its stored list; null (the page as built) when there is none or it is invalid. */
async function fillsFor(c: Parameters<MiddlewareHandler<AppEnv>>[0], page: '/addressMap' | '/faq', locale: AppListLocale): Promise<Fills | null> {
  const reuseMs = configReuseMs(c.env.CONFIG_REUSE_MS);
  const stored =
    page === '/faq'
      ? await readConfig(c.env.CONFIG, faqsKey(locale), FaqList, { reuseMs })
      : await readConfig(c.env.CONFIG, branchesKey(locale), BranchList, { reuseMs });
  if (!stored) return null;
  let fills = rendered.get(stored);
  if (!fills) {
    fills = page === '/faq' ? faqFills(stored as FaqListAnswer, locale) : branchFills(stored as BranchListAnswer, locale);
    rendered.set(stored, fills);
    fillsNumbers.set(fills, ++fillsMade);
  }
  return fills;
}

/** The page a request is for, if its lists may be filled: its HTML, or its RSC payload for a client navigation. */
function targetOf(pathname: string): { page: '/addressMap' | '/faq'; locale: AppListLocale; payload: boolean } | null {
  const payload = pathname.startsWith(RSC_ROUTE_PREFIX) && pathname.endsWith('.txt');
  const { locale, path } = splitLocale(payload ? pathname.slice(RSC_ROUTE_PREFIX.length - 1, -'.txt'.length) : pathname);
  if ((path !== '/addressMap' && path !== '/faq') || !isAppListLocale(locale)) return null;
  return { page: path, locale, payload };
}
const RSC_ROUTE_PREFIX = '/RSC/R/';

/**
 * The branches and FAQ pages with the app service's lists (docs/app-service.md, "Branches and
 * FAQ"): the prerendered page as it comes from the asset store, with the list markup in its fill
 * points replaced by the same markup made from the list the cron stored in KV; and the route's RSC
 * payload, which a client navigation renders, with the same markup in place of the build's. The
 * page stays static (no client script, the same boxes, no request of its own); with nothing
 * stored, a stored value that does not pass the schema, or a KV read that fails, both are served
 * as built.
 */
export const appListPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const target = targetOf(new URL(c.req.url).pathname);
  if (!target) return next();
  await next();
  if (c.res.status !== 200 || (!target.payload && !isHtml(c.res))) return;
  let fills: Fills | null;
  try {
    fills = await fillsFor(c, target.page, target.locale);
  } catch (error) {
    // A list that cannot be rendered must never cost the page: it is served as built.
    console.error(`app lists: ${target.page} (${target.locale}) not filled (${(error as Error).name})`);
    return;
  }
  if (!fills) return;
  const res = c.res;
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  if (target.payload) {
    if (c.req.method === 'HEAD') return;
    const built = new Uint8Array(await res.arrayBuffer());
    const filled = fillPayload(
      built,
      fills.map((f) => ({ prefix: f.prefix, text: f.html })),
    );
    if (!filled) {
      console.error(`app lists: ${target.page} (${target.locale}) payload not filled (not as built)`);
      // Its body was read: the payload as built goes out again.
      replaceResponse(c, new Response(built, { status: res.status, headers: res.headers }));
      return;
    }
    // The payload follows KV, never a copy kept by the browser.
    headers.set('Cache-Control', 'no-cache');
    replaceResponse(c, new Response(filled, { status: 200, headers }));
    return;
  }
  const etag = res.headers.get('ETag');
  if (etag?.startsWith('"')) headers.set('ETag', `${etag.slice(0, -1)}-list${fillsNumbers.get(fills)}"`);
  let rewriter = new HTMLRewriter();
  for (const { selector, html } of fills) {
    rewriter = rewriter.on(selector, { element: (el) => void el.setInnerContent(html, { html: true }) });
  }
  const read = c.get('readStoredPage');
  if (!res.body && read) {
    // A page answered without its body (static-files.ts): filled when someone reads it.
    c.set('readStoredPage', async () => rewriter.transform(await read()));
    replaceResponse(c, new Response(null, { status: res.status, headers }));
    return;
  }
  replaceResponse(c, rewriter.transform(new Response(res.body, { status: res.status, headers })));
};
