import type { Context, MiddlewareHandler } from 'hono';
import { absoluteUrl } from '../../src/server/content/page-url';
import type { BranchView } from '../../src/server/content/branch-view';
import { branchLdHtml, branchListHtml, branchMarkersHtml } from '../../src/server/content/branches-markup';
import { faqBodyHtml, faqLd } from '../../src/server/content/faq-markup';
import type { FaqSectionView } from '../../src/server/content/faq-view';
import { giveLists, type RequestLists } from '../../src/server/content/request-lists';
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
import { branchesKey, faqsKey, isAppListLocale, type AppListLocale } from './stored';

/** What goes into one of the page's fill points: the element that receives it in the HTML, and the markup. */
interface Fill {
  selector: string;
  html: string;
}

/** A stored list made ready once: what the page's render is given, and the HTML fills made from it. */
interface Rendered {
  lists: RequestLists;
  fills: readonly Fill[];
  /**
   * A number for each list rendered in this isolate: a filled page is another body than the stored
   * file, and html.ts keeps a page's finished template under its ETag, so the filled page's ETag
   * names the file and the list (a new stored list is a new object, so a new number).
   */
  number: number;
  /**
   * The route's RSC payload as Waku renders it with this list, by path: rendered once per isolate,
   * requests that come while it renders wait for the same render (a failed one is dropped).
   */
  payloads: Map<string, Promise<Uint8Array<ArrayBuffer>>>;
}

/**
 * Rendered once per stored value: readConfig hands out the same object while KV holds the same
 * text, so a page costs a (cached) KV read and a rewrite, and a payload a (cached) KV read, never
 * a render after the first.
 */
const rendered = new WeakMap<object, Rendered>();
let renderedCount = 0;

function branchFills(branches: readonly BranchView[], locale: AppListLocale): Fill[] {
  const { t } = createTranslator(locale);
  return [
    { selector: '[data-branch-list]', html: branchListHtml(branches, t) },
    { selector: '[data-branch-markers]', html: branchMarkersHtml(branches, t) },
    { selector: '[data-branch-ld]', html: branchLdHtml(branches, { brand: t('brand'), pageUrl: absoluteUrl('/addressMap', locale) }) },
  ];
}

function faqFills(sections: readonly FaqSectionView[], locale: AppListLocale): Fill[] {
  const { t } = createTranslator(locale);
  return [
    { selector: '[data-faq-body]', html: faqBodyHtml(sections, t('sections.faq.navLabel')) },
    { selector: 'script[data-edge-fill="faq"]', html: jsonLdText(faqLd(sections)) },
  ];
}

function render(page: ListPage, locale: AppListLocale, stored: BranchListAnswer | FaqListAnswer): Rendered {
  let lists: RequestLists;
  let fills: Fill[];
  if (page === '/faq') {
    const faq = faqSectionsOf(stored as FaqListAnswer, new Map(CONTENT[locale].faq.map((s) => [s.id, s.title])));
    lists = { faq };
    fills = faqFills(faq, locale);
  } else {
    const branches = branchViewsOf(stored as BranchListAnswer);
    lists = { branches };
    fills = branchFills(branches, locale);
  }
  return { lists, fills, number: ++renderedCount, payloads: new Map() };
}

type ListPage = '/addressMap' | '/faq';

/** The page's stored list made ready; null (the page as built) when there is none or it is invalid. */
async function renderedFor(c: Context<AppEnv>, page: ListPage, locale: AppListLocale): Promise<Rendered | null> {
  const reuseMs = configReuseMs(c.env.CONFIG_REUSE_MS);
  const stored =
    page === '/faq'
      ? await readConfig(c.env.CONFIG, faqsKey(locale), FaqList, { reuseMs })
      : await readConfig(c.env.CONFIG, branchesKey(locale), BranchList, { reuseMs });
  if (!stored) return null;
  let ready = rendered.get(stored);
  if (!ready) {
    ready = render(page, locale, stored);
    rendered.set(stored, ready);
  }
  return ready;
}

/** The page a request is for, if its lists may be filled: its HTML, or its RSC payload for a client navigation. */
function targetOf(pathname: string): { page: ListPage; locale: AppListLocale; payload: boolean } | null {
  const payload = pathname.startsWith(RSC_ROUTE_PREFIX) && pathname.endsWith('.txt');
  const { locale, path } = splitLocale(payload ? pathname.slice(RSC_ROUTE_PREFIX.length - 1, -'.txt'.length) : pathname);
  if ((path !== '/addressMap' && path !== '/faq') || !isAppListLocale(locale)) return null;
  return { page: path, locale, payload };
}
const RSC_ROUTE_PREFIX = '/RSC/R/';

/** Waku's request handler, as the edge app calls it (worker/app.ts). */
export type RenderWithWaku = (c: Context<AppEnv>, req: Request) => Response | Promise<Response>;

/**
 * The route's RSC payload rendered by Waku with the list given to the request: a plain GET of the
 * path, without the router's list of elements the browser already has (the payload is kept for
 * every visitor, so it is the whole payload, as the build wrote it).
 */
async function renderPayload(c: Context<AppEnv>, waku: RenderWithWaku, pathname: string, lists: RequestLists): Promise<Uint8Array<ArrayBuffer>> {
  const req = giveLists(new Request(new URL(pathname, c.req.url)), lists);
  const res = await waku(c, req);
  if (res.status !== 200) throw new Error(`Waku answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The branches and FAQ pages with the app service's lists (docs/app-service.md, "Branches and
 * FAQ"): the prerendered page as it comes from the asset store, with the list markup in its fill
 * points replaced by the same markup made from the list the cron stored in KV; and the route's RSC
 * payload, which a client navigation renders, rendered by Waku with that list (once per stored
 * list and isolate), which a page filled here also hydrates from (its places marked
 * `data-edge-list`). The page stays static (no client script of its own, the same boxes); with
 * nothing stored, a stored value that does not pass the schema, or a KV read that fails, both are
 * served as built.
 */
export const appListPages =
  (waku: RenderWithWaku): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { pathname } = new URL(c.req.url);
    const target = targetOf(pathname);
    if (!target) return next();
    if (target.payload) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      let payload: Uint8Array<ArrayBuffer> | undefined;
      try {
        const ready = await renderedFor(c, target.page, target.locale);
        if (!ready) return next();
        let rendering = ready.payloads.get(pathname);
        if (!rendering) {
          rendering = renderPayload(c, waku, pathname, ready.lists);
          ready.payloads.set(pathname, rendering);
          rendering.catch(() => ready.payloads.delete(pathname));
        }
        payload = await rendering;
      } catch (error) {
        // A list that cannot be rendered must never cost the navigation: the payload as built.
        console.error(`app lists: ${target.page} (${target.locale}) payload not rendered (${(error as Error).name}: ${(error as Error).message})`);
        return next();
      }
      return new Response(c.req.method === 'HEAD' ? null : payload, {
        status: 200,
        // The payload follows KV, never a copy kept by the browser.
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': String(payload.byteLength) },
      });
    }
    await next();
    if (c.res.status !== 200 || !isHtml(c.res)) return;
    let ready: Rendered | null;
    try {
      ready = await renderedFor(c, target.page, target.locale);
    } catch (error) {
      // A list that cannot be rendered must never cost the page: it is served as built.
      console.error(`app lists: ${target.page} (${target.locale}) not filled (${(error as Error).name})`);
      return;
    }
    if (!ready) return;
    const res = c.res;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.delete('ETag');
    const etag = res.headers.get('ETag');
    if (etag?.startsWith('"')) headers.set('ETag', `${etag.slice(0, -1)}-list${ready.number}"`);
    let rewriter = new HTMLRewriter();
    for (const { selector, html } of ready.fills) {
      // Marked: the page then hydrates from the payload rendered with the same list (src/browser/hydration/edge-lists.ts).
      rewriter = rewriter.on(selector, { element: (el) => void el.setInnerContent(html, { html: true }).setAttribute('data-edge-list', '') });
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
