/**
 * The app service's branch and FAQ lists as the site shows them (docs/app-service.md, "Branches and
 * FAQ"): made once per stored value from what the cron stored in KV, for the edge's fills of the
 * prerendered page (./pages.ts) and for the page bodies Waku renders on request (./render-lists.ts).
 */
import { absoluteUrl } from '../../src/server/content/page-url';
import type { BranchView } from '../../src/server/content/branch-view';
import { branchLdHtml, branchListHtml, branchMarkersHtml } from '../../src/server/content/branches-markup';
import { faqBodyHtml, faqLd } from '../../src/server/content/faq-markup';
import type { FaqSectionView } from '../../src/server/content/faq-view';
import { jsonLdText } from '../../src/server/escape-html';
import { createTranslator } from '../../src/server/i18n';
import { CONTENT } from '../../content';
import { BranchList, branchViewsOf, FaqList, faqSectionsOf, type BranchListAnswer, type FaqListAnswer } from '../app-service/center-faq';
import type { Env } from '../env';
import { readConfig } from '../kv-config';
import { configReuseMs } from '../maintenance';
import { branchesKey, faqsKey, type AppListLocale } from './stored';

/** The lists a page body renders with. */
export interface RequestLists {
  faq?: readonly FaqSectionView[];
  branches?: readonly BranchView[];
}

/** What goes into one of the page's fill points: the element that receives it in the HTML, and the markup. */
interface Fill {
  selector: string;
  html: string;
}

/** A stored list made ready once: what the page's render is given, and the HTML fills made from it. */
export interface Rendered {
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

export type ListPage = '/addressMap' | '/faq';

/** The page's stored list made ready; null (the page as built) when there is none or it is invalid. */
export async function renderedFor(env: Env, page: ListPage, locale: AppListLocale): Promise<Rendered | null> {
  const reuseMs = configReuseMs(env.CONFIG_REUSE_MS);
  const stored =
    page === '/faq'
      ? await readConfig(env.CONFIG, faqsKey(locale), FaqList, { reuseMs })
      : await readConfig(env.CONFIG, branchesKey(locale), BranchList, { reuseMs });
  if (!stored) return null;
  let ready = rendered.get(stored);
  if (!ready) {
    ready = render(page, locale, stored);
    rendered.set(stored, ready);
  }
  return ready;
}
