/**
 * Vite plugin (a `buildApp` hook after Waku's static generation) that rewrites every prerendered
 * page in dist/public to paint from its HTML alone: the page's critical CSS inline, the stylesheet
 * and the module preloads after the first paint, the RSC payload as JSON data blocks, the early-tap
 * script on pages with apply buttons, the lead hand-over's on lead landing pages. Why and how:
 * docs/performance.md, "First paint from the HTML alone", and docs/waku-upgrade.md,
 * "first-paint-html". A page lacking what it rewrites fails the build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css';
import { EARLY_TAPS } from './early-taps';
import { LEAD_HAND_OVER } from './lead-hand-over';
import { LEAD_LANDING_PATHS } from '../../src/shared/leads/landing';
import { APP_STAGE, markApplied, registerPatch } from './patch-registry';
import { PRERENDERED_HTML } from './waku-internals';

/** Once per prerendered page, after Waku's static generation: how many follows the site's content. */
const PATCH = registerPatch('first-paint-html', {
  package: 'waku',
  file: 'the prerendered pages (dist/public/**/*.html)',
  expected: { [APP_STAGE]: { atLeast: 1 } },
});

const STYLESHEET_LINK = PRERENDERED_HTML.stylesheetLink;
const HREF = /\shref="(\/assets\/[\w.-]+\.css)"/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const BOOTSTRAP_IMPORT = PRERENDERED_HTML.bootstrapImport;
const PAYLOAD_SCRIPT = PRERENDERED_HTML.payloadScript;
const ANY_PAYLOAD_SCRIPT = PRERENDERED_HTML.anyPayloadScript;
/** What marks a piece of the RSC payload carried as data. */
const PAYLOAD_DATA_ATTRIBUTE = 'data-flight';
/** The `<template>` that holds a page's module preloads until its first paint. */
export const PRELOADS_TEMPLATE_ID = 'after-first-paint';

/**
 * Runs `start` once the page's first contentful paint is on screen (Paint Timing), at once in a
 * tab that is not visible (it paints nothing until shown), on the next frame without Paint Timing,
 * and after 5 s at the latest. Lantern's LCP counts every request that ended before the observed
 * LCP, whatever its priority, so preloads fetched before the first frame delayed it.
 */
const AFTER_FIRST_PAINT =
  '(start=>{let done=false;const go=()=>{if(!done){done=true;start()}};' +
  "if(document.visibilityState!=='visible')return go();" +
  "if(!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(go));" +
  "new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
  'setTimeout(go,5000)})';

/**
 * After the first paint: the whole stylesheet fetched, and its text put in place of the inline
 * part's, in the same `<style>` (its text node's data: `textContent` would empty the element first,
 * a style the page CSP's hashes do not name): one sheet replaced by another in one step, so the
 * page is restyled once, with the file's rules alone and in its order. Should the fetch fail, the
 * link is enabled instead, its media list too (it comes after the inline part: the file's cascade).
 */
const WHOLE_STYLESHEET =
  "const s=document.querySelector('style[data-critical]')?.firstChild,l=document.querySelector('link[rel=stylesheet][disabled]');" +
  "if(s&&l)fetch(l.href).then(r=>{if(!r.ok)throw r.status;return r.text()}).then(t=>{s.data=t},()=>{l.removeAttribute('media');l.removeAttribute('disabled')})";

/**
 * At DOMContentLoaded, before Waku's bootstrap closes its stream there (its listener is added after
 * this one), every piece of the payload carried as data is pushed onto `self.__FLIGHT_DATA`, which
 * the bootstrap has made the stream's writer: the same pieces, in the document's order.
 */
const PAYLOAD_FROM_DATA =
  "document.addEventListener('DOMContentLoaded',()=>{" +
  `for(const s of document.querySelectorAll('script[${PAYLOAD_DATA_ATTRIBUTE}]'))(self.__FLIGHT_DATA||=[]).push(JSON.parse(s.text))` +
  '},{once:true});';

/**
 * A payload piece's JavaScript string literal as JSON with the same value. rsc-html-stream escapes
 * `<!--` and `</script` inside its scripts as `<\!--` and `</\script`, which JavaScript reads as
 * the same characters but JSON rejects; they become `<\u0021--` and `<\/script`, which keep the
 * HTML parser out of the block's end just as well. Throws when the result is not the same string.
 */
function payloadAsJson(literal: string, page: string): string {
  const json = literal.replace(/<\\!--/g, '<\\u0021--').replace(/<\/\\(script)/gi, '<\\/$1');
  // The literal is the build's own output (React's payload, escaped by rsc-html-stream).
  const value = new Function(`return ${literal}`)() as unknown;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  if (typeof value !== 'string' || parsed !== value) {
    throw new Error(`first-paint-html: a piece of ${page}'s RSC payload does not read the same as JSON: ${literal.slice(0, 80)}`);
  }
  return json;
}

/** The page's RSC payload pieces as data blocks instead of scripts. Throws on a piece it cannot carry as data. */
function payloadAsData(html: string, page: string): string {
  const pushes = html.match(ANY_PAYLOAD_SCRIPT)?.length ?? 0;
  const pieces = html.match(PAYLOAD_SCRIPT)?.length ?? 0;
  if (pushes === 0 || pieces !== pushes) {
    throw new Error(`first-paint-html: ${page} has ${pushes} RSC payload scripts, ${pieces} of them string pieces; expected at least one, all strings.`);
  }
  return html.replace(
    PAYLOAD_SCRIPT,
    (_all, literal: string) => `<script type="application/json" ${PAYLOAD_DATA_ATTRIBUTE}="">${payloadAsJson(literal, page)}</script>`,
  );
}

/** The bootstrap's `import()`, deferred to the first paint, with the stylesheet and the preloads moved into <head> first. */
const deferredImport = (entryImport: string) =>
  `${AFTER_FIRST_PAINT}(()=>{${WHOLE_STYLESHEET};const t=document.getElementById('${PRELOADS_TEMPLATE_ID}');if(t)document.head.append(t.content);${entryImport}})`;

/** A stylesheet as read at build time: its text, and the SRI digest of the file's bytes. */
export interface StylesheetFile {
  text: string;
  integrity: string;
}

/**
 * The page with its stylesheet inline and its scripts started after its first paint. `readCss` returns a
 * stylesheet by its href; `leadLanding` adds the lead hand-over's script (./lead-hand-over.ts). Throws
 * when the page has no stylesheet link or more than one.
 */
export async function paintFromHtml(html: string, readCss: (href: string) => StylesheetFile, page = 'the page', leadLanding = false): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) {
    throw new Error(`first-paint-html: ${page} has ${links.length} stylesheet links, expected exactly one (React's render of the site stylesheet).`);
  }
  const [tag, attributes] = [links[0]![0], links[0]![1]!];
  const href = HREF.exec(attributes)?.[1];
  if (!href) throw new Error(`first-paint-html: ${page}'s stylesheet link has no /assets/*.css href: ${tag}`);
  if (/\sdisabled\b/.test(attributes)) throw new Error(`first-paint-html: ${page} was already processed: ${tag}`);
  const { text: css, integrity } = readCss(href);
  // A stylesheet can never end the element early: nothing in CSS needs "</style" outside a string or comment.
  if (/<\/style/i.test(css)) throw new Error(`first-paint-html: ${href} contains "</style", which would end the inline <style>.`);
  // Inline (the critical part, then the whole file's text), a relative url() resolves against the
  // page's address instead of the stylesheet's: /loan/assets/x.svg instead of /assets/x.svg.
  const relative = /url\(\s*(?!['"]?(?:[a-z][\w+.-]*:|\/|#))['"]?[^)'"]*/i.exec(css);
  if (relative) throw new Error(`first-paint-html: ${href} has a relative ${relative[0]}), which would not resolve once the stylesheet is inline.`);
  // The file's digest on the link: the edge names it in the page CSP's style-src (worker/inline-hashes.ts),
  // the text the script above puts into the inline <style> after the first paint.
  // `media="not all"` as well as `disabled`: Chromium 150 fetches a disabled stylesheet link at once,
  // before the first paint, and only a media list that matches nothing keeps it from doing so.
  const marker = `<link rel="stylesheet" disabled="" media="not all" integrity="${integrity}"${attributes}/>`;
  // A tap on an apply button or a panel's button before hydration (./early-taps.ts).
  const holdTaps = html.includes('data-apply-button') ? `<script>${EARLY_TAPS}</script>` : '';
  // The lead's details out of the address before any other script runs (./lead-hand-over.ts).
  const handOver = leadLanding ? `<script>${LEAD_HAND_OVER}</script>` : '';
  // The inline part before the link: once enabled, the whole file comes after it in the cascade.
  const critical = await criticalCss(css, html);
  // An empty <style> has no text for the whole file's to replace (the site's :root and body rules are always kept).
  if (!critical) throw new Error(`first-paint-html: none of ${href}'s rules applies to ${page}.`);
  const styled = html.replace(tag, () => `<style data-critical="">${critical}</style>${marker}${handOver}${holdTaps}`);

  const bootstraps = [...styled.matchAll(BOOTSTRAP_IMPORT)];
  if (bootstraps.length !== 1) {
    throw new Error(
      `first-paint-html: ${page} has ${bootstraps.length} bootstrap imports of the browser entry (Waku's <script id="_R_">), expected exactly one.`,
    );
  }
  const preloads = styled.match(MODULE_PRELOAD) ?? [];
  const withoutPreloads = payloadAsData(styled.replace(MODULE_PRELOAD, ''), page);
  return withoutPreloads.replace(
    BOOTSTRAP_IMPORT,
    // The router's prefetch table is left out: every route names the chunks every page has loaded.
    (_all, start: string, entryImport: string) =>
      (preloads.length ? `<template id="${PRELOADS_TEMPLATE_ID}">${preloads.join('')}</template>` : '') +
      `${start.replace('<script id="_R_">', () => `<script id="_R_">${PAYLOAD_FROM_DATA}`)}${deferredImport(entryImport)}</script>`,
  );
}

/** Every .html file under `dir`, recursively (the prerendered pages). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites every prerendered page in `publicDir`; returns how many. */
async function paintPagesFromHtml(publicDir: string): Promise<number> {
  const css = new Map<string, StylesheetFile>();
  const readCss = (href: string) => {
    let file = css.get(href);
    if (file === undefined) {
      const bytes = readFileSync(join(publicDir, href));
      file = { text: bytes.toString('utf8').trim(), integrity: `sha256-${createHash('sha256').update(bytes).digest('base64')}` };
      css.set(href, file);
    }
    return file;
  };
  const pages = htmlFiles(publicDir);
  const landings = new Set<string>();
  for (const file of pages) {
    const page = file.slice(publicDir.length);
    const path = page.replace(/\/?index\.html$/, '') || '/';
    const landing = LEAD_LANDING_PATHS.has(path);
    if (landing) landings.add(path);
    writeFileSync(file, await paintFromHtml(readFileSync(file, 'utf8'), readCss, page, landing));
    markApplied(PATCH, APP_STAGE);
  }
  const missing = [...LEAD_LANDING_PATHS].filter((path) => !landings.has(path));
  if (missing.length) throw new Error(`first-paint-html: lead landing pages not prerendered: ${missing.join(', ')}`);
  return pages.length;
}

export function firstPaintHtml(): Plugin {
  return {
    name: `hk-lender:${PATCH}`,
    apply: 'build',
    // 'post': after every other plugin's buildApp, Waku's static generation among them.
    buildApp: {
      order: 'post',
      async handler(builder) {
        const publicDir = join(builder.config.root, 'dist', 'public');
        const count = await paintPagesFromHtml(publicDir);
        builder.config.logger.info(`first-paint-html: ${count} pages with their stylesheet inline and their scripts after the first paint`);
      },
    },
  };
}
