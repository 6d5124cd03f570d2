/**
 * Every prerendered page paints from its HTML alone. Lighthouse's mobile first paint and LCP
 * (simulated, "Lantern") count every request that finished before the paint it observed and has a
 * render-blocking priority: the document, the stylesheet (VeryHigh) and the module preloads (High,
 * fetched from <head>, so on loopback they arrived before the first frame). On a slow 4G phone the
 * stylesheet is one more request on the document's connection and the preloads 90 KiB that the
 * model downloads before painting, although a module preload never blocks rendering
 * (docs/performance.md, "First paint from the HTML alone"). After `waku build` has written the
 * pages (Waku's static generation runs in its own `buildApp` hook; this one is ordered after it),
 * each page in dist/public gets:
 *
 * - The part of the stylesheet the page's HTML can use inline (./critical-css.ts: 4-6 KiB gzip of
 *   the 11), in a `<style data-critical>` where its `<link>` was, just before it. It styles every
 *   element of the page as the whole stylesheet would, so nothing moves when the rest arrives. The
 *   worker gives the `<style>` the response's nonce (worker/html.ts), which the page CSP's
 *   style-src names (worker/security-headers.ts).
 * - The whole stylesheet after the first paint, with the scripts (below), so that what the scripts
 *   show later (open menus, the lead dialog, form errors, calculator results) is styled: its text
 *   is fetched and replaces the inline part's in the same `<style>`, in one step. Enabling the
 *   link and removing the inline part once it had loaded restyled the whole page twice (a sheet
 *   added, then one removed: each a change to every element its type selectors match) whenever a
 *   frame came between the sheet's arrival and its `load` event: in 16 of 34 Lighthouse runs,
 *   2-51 ms unthrottled each (docs/performance.md, "TBT: what Lighthouse's simulation counts");
 *   keeping both sheets would have made every later style update match the inline rules twice.
 *   The link stays disabled (after the inline part, so that enabling it, the fallback when the
 *   fetch fails, gives the file's cascade). Without scripts the page keeps the inline part, which
 *   is all its HTML needs.
 * - Where the page has apply buttons, a few bytes of script after it that hold a tap on one until
 *   the lead popup can open in place, and keep a tap on it or on a menu button from React until
 *   the page has hydrated (./early-taps.ts).
 * - The `<link>` kept, with `disabled`: the browser fetches nothing for a disabled stylesheet link,
 *   but React finds it. The RSC payload renders the same `<link rel="stylesheet" precedence>`, and
 *   React in the browser looks for `link[rel="stylesheet"][href=…]` when it hydrates and on every
 *   client-side navigation; without it, React appended the stylesheet to <head> while hydrating,
 *   the browser fetched it and restyled the page, and that restyle was the page's LCP (0.2 s after
 *   the first paint observed, 1.8–2.0 s simulated instead of 0.9–1.2). Found, the link counts as
 *   loaded and React adds nothing (react-dom's `getResource`/`acquireResource`), and React keeps a
 *   `<style>` and a stylesheet `<link>` when it ever has to render <head> again from scratch
 *   (`clearContainerSparingly`).
 * - Its scripts started after the first paint. The module preloads leave <head> for a `<template>`
 *   before Waku's inline bootstrap, and the bootstrap's `import()` of the browser entry waits for
 *   the first contentful paint (the Paint Timing API's entry, which comes when the frame is on
 *   screen); then the preloads go into <head> and the entry is imported, as before but later.
 *   Lantern's LCP counts every request that ended before the observed LCP, whatever its priority
 *   (`fetchpriority="low"` took the preloads out of the first paint but not out of LCP), and on
 *   loopback the preloads and even the bootstrap's own `import()` ended before the first frame was
 *   presented, so the model downloaded the framework's 85 KiB before painting. On a phone the
 *   same bytes shared a slow link with the rest of the document: the page now paints first, and
 *   hydration starts a few hundred milliseconds later. A hidden tab (nothing paints) and a browser
 *   without paint timing start at once or on the next frame; none waits more than 5 s. The
 *   preloads stay `<link rel="modulepreload">` elements in the HTML, where the worker puts the
 *   response's nonce on them and the tools that list a page's scripts find them.
 *
 * - Its RSC payload as data, not scripts: each piece rsc-html-stream wrote as an inline script
 *   (`(self.__FLIGHT_DATA||=[]).push("…")`) becomes `<script type="application/json" data-flight>`
 *   holding the same string, and the bootstrap hands the pieces to Waku's stream, in order, at
 *   DOMContentLoaded (when its stream closes; the browser entry only starts after the first paint
 *   anyway). The parser compiled and ran each of those scripts before the first paint, 20-25 of
 *   them a page: 3-26 ms of the document's parse in Lighthouse's traces, four times that in its
 *   simulated phone, which counts the document's tasks before its first layout into TBT
 *   (docs/performance.md, "TBT: what Lighthouse's simulation counts"). A data block is only
 *   tokenized.
 *
 * The build fails when a page does not have exactly one stylesheet link of the expected form and
 * one bootstrap `import()`, or the stylesheet's file is missing: a page that would silently keep
 * a blocking request, or lose its styles or its scripts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css';
import { EARLY_TAPS } from './early-taps';
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
 * and after 5 s at the latest.
 */
const AFTER_FIRST_PAINT =
  '(start=>{let done=false;const go=()=>{if(!done){done=true;start()}};' +
  "if(document.visibilityState!=='visible')return go();" +
  "if(!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(go));" +
  "new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
  'setTimeout(go,5000)})';

/**
 * After the first paint: the whole stylesheet fetched, and its text put in place of the inline
 * part's, in the same `<style>` (whose nonce the page CSP names): one sheet replaced by another in
 * one step, so the page is restyled once, with the file's rules alone and in its order. Should the
 * fetch fail, the link is enabled instead (it comes after the inline part: the file's cascade).
 */
const WHOLE_STYLESHEET =
  "const s=document.querySelector('style[data-critical]'),l=document.querySelector('link[rel=stylesheet][disabled]');" +
  "if(s&&l)fetch(l.href).then(r=>{if(!r.ok)throw r.status;return r.text()}).then(t=>{s.textContent=t},()=>l.removeAttribute('disabled'))";

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

/**
 * The page with its stylesheet inline and its scripts started after its first paint. `readCss` returns a
 * stylesheet's text by its href. Throws when the page has no stylesheet link or more than one.
 */
export function paintFromHtml(html: string, readCss: (href: string) => string, page = 'the page'): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) {
    throw new Error(`first-paint-html: ${page} has ${links.length} stylesheet links, expected exactly one (React's render of the site stylesheet).`);
  }
  const [tag, attributes] = [links[0]![0], links[0]![1]!];
  const href = HREF.exec(attributes)?.[1];
  if (!href) throw new Error(`first-paint-html: ${page}'s stylesheet link has no /assets/*.css href: ${tag}`);
  if (/\sdisabled\b/.test(attributes)) throw new Error(`first-paint-html: ${page} was already processed: ${tag}`);
  const css = readCss(href);
  // A stylesheet can never end the element early: nothing in CSS needs "</style" outside a string or comment.
  if (/<\/style/i.test(css)) throw new Error(`first-paint-html: ${href} contains "</style", which would end the inline <style>.`);
  // Inline (the critical part, then the whole file's text), a relative url() resolves against the
  // page's address instead of the stylesheet's: /loan/assets/x.svg instead of /assets/x.svg.
  const relative = /url\(\s*(?!['"]?(?:[a-z][\w+.-]*:|\/|#))['"]?[^)'"]*/i.exec(css);
  if (relative) throw new Error(`first-paint-html: ${href} has a relative ${relative[0]}), which would not resolve once the stylesheet is inline.`);
  const marker = `<link rel="stylesheet" disabled=""${attributes}/>`;
  // A tap on an apply button or a panel's button before hydration (./early-taps.ts).
  const holdTaps = html.includes('data-apply-button') ? `<script>${EARLY_TAPS}</script>` : '';
  // The inline part before the link: once enabled, the whole file comes after it in the cascade.
  const styled = html.replace(tag, () => `<style data-critical="">${criticalCss(css, html)}</style>${marker}${holdTaps}`);

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
function paintPagesFromHtml(publicDir: string): number {
  const css = new Map<string, string>();
  const readCss = (href: string) => {
    let text = css.get(href);
    if (text === undefined) {
      text = readFileSync(join(publicDir, href), 'utf8').trim();
      css.set(href, text);
    }
    return text;
  };
  const pages = htmlFiles(publicDir);
  for (const file of pages) {
    writeFileSync(file, paintFromHtml(readFileSync(file, 'utf8'), readCss, file.slice(publicDir.length)));
    markApplied(PATCH, APP_STAGE);
  }
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
        const count = paintPagesFromHtml(publicDir);
        builder.config.logger.info(`first-paint-html: ${count} pages with their stylesheet inline and their scripts after the first paint`);
      },
    },
  };
}
