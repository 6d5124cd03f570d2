import type { MiddlewareHandler } from 'hono';
import { absoluteUrl } from '../../src/server/content/page-url';
import { branchLdHtml, branchListHtml, branchMarkersHtml } from '../../src/server/content/branches-markup';
import { faqBodyHtml, faqLd } from '../../src/server/content/faq-markup';
import { jsonLdText } from '../../src/server/content/escape-html';
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

/** What goes into the page's fill points, by the element that receives it. */
type Fills = Record<string, string>;

/**
 * Rendered once per stored value: readConfig hands out the same object while KV holds the same
 * text, so a page costs a (cached) KV read and a rewrite, never a render.
 */
const rendered = new WeakMap<object, Fills>();

function branchFills(answer: BranchListAnswer, locale: AppListLocale): Fills {
  const { t } = createTranslator(locale);
  const branches = branchViewsOf(answer);
  return {
    '[data-branch-list]': branchListHtml(branches, t),
    '[data-branch-markers]': branchMarkersHtml(branches, t),
    '[data-branch-ld]': branchLdHtml(branches, { brand: t('brand'), pageUrl: absoluteUrl('/addressMap', locale) }),
  };
}

function faqFills(answer: FaqListAnswer, locale: AppListLocale): Fills {
  const { t } = createTranslator(locale);
  const sections = faqSectionsOf(answer, new Map(CONTENT[locale].faq.map((s) => [s.id, s.title])));
  return {
    '[data-faq-body]': faqBodyHtml(sections, t('sections.faq.navLabel')),
    'script[data-edge-fill="faq"]': jsonLdText(faqLd(sections)),
  };
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
  }
  return fills;
}

/**
 * The branches and FAQ pages with the app service's lists (docs/app-service.md, "Branches and
 * FAQ"): the prerendered page as it comes from the asset store, with the list markup in its fill
 * points replaced by the same markup made from the list the cron stored in KV. The page stays
 * static (no client script, the same size boxes, no request of its own); with nothing stored, or a
 * stored value that does not pass the schema, or a KV read that fails, the page is served as built.
 */
export const appListPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { locale, path } = splitLocale(new URL(c.req.url).pathname);
  if ((path !== '/addressMap' && path !== '/faq') || !isAppListLocale(locale)) return next();
  await next();
  if (c.res.status !== 200 || !isHtml(c.res)) return;
  let fills: Fills | null;
  try {
    fills = await fillsFor(c, path, locale);
  } catch (error) {
    // A list that cannot be rendered must never cost the page: it is served as built.
    console.error(`app lists: ${path} (${locale}) not filled (${(error as Error).name})`);
    return;
  }
  if (!fills) return;
  let rewriter = new HTMLRewriter();
  for (const [selector, html] of Object.entries(fills)) {
    rewriter = rewriter.on(selector, { element: (el) => void el.setInnerContent(html, { html: true }) });
  }
  const res = c.res;
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  replaceResponse(c, rewriter.transform(new Response(res.body, { status: res.status, headers })));
};
