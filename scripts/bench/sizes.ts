/**
 * What a first visit to a page downloads before it is interactive, gzip level 9 per file: the
 * first-load JS its HTML references (and, to catch a waterfall, that set closed over static
 * imports), the HTML as the worker serves it, and the deferred islands it holds (not first-load JS;
 * the no-tap phase tells pages apart by them).
 */
import { gzipSync } from 'node:zlib';
import type { BenchPage } from './pages';
import { get } from './site';

export interface PageSize {
  page: BenchPage;
  htmlGzip: number;
  jsFiles: number;
  jsGzip: number;
  /** Static-import closure of the referenced scripts. */
  closureFiles: number;
  closureGzip: number;
  /** The deferred islands in the HTML (`data-island="…"`, src/components/lazy/Island.tsx), sorted. */
  islands: string[];
}

/** A file's size as every JS figure of the benchmark counts it: gzip level 9. */
export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const gz = gzipSize;

/**
 * A fetcher of script files, each fetched once: with identity encoding, the bytes as built, to be
 * compressed here the same way for every file.
 */
export function jsFiles(): (url: string) => Promise<Buffer> {
  const files = new Map<string, Promise<Buffer>>();
  return (url) => {
    if (!files.has(url))
      files.set(
        url,
        get(url, { 'Accept-Encoding': 'identity' }).then((res) => {
          if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
          return res.body;
        }),
      );
    return files.get(url)!;
  };
}

/** Attribute value of a tag's attribute (quoted with " or '), or undefined. */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

function referencedScripts(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const add = (src: string | undefined) => {
    if (src) urls.add(new URL(src, pageUrl).href);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add(attr(tag, 'src'));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) if (/^modulepreload$/i.test(attr(tag, 'rel') ?? '')) add(attr(tag, 'href'));
  // Inline scripts (Waku's bootstrap) load the client entry with a dynamic import.
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, src] of body!.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(src);
  }
  const origin = new URL(pageUrl).origin;
  return [...urls].filter((u) => u.startsWith(origin));
}

/** The deferred islands a page's HTML holds, each once, sorted. */
export const islandsIn = (html: string): string[] => [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map(([, name]) => name!))].sort();

/** Static imports of an ES module (`import … from "x"`, `import "x"`, `export … from "x"`). */
const staticImports = (code: string, url: string) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)].map(([, spec]) => new URL(spec!, url).href);

export async function measureSizes(origin: string, pages: BenchPage[]): Promise<PageSize[]> {
  const fetchJs = jsFiles();
  const out: PageSize[] = [];
  for (const page of pages) {
    const url = origin + page.path;
    const res = await get(url, { 'Accept-Encoding': 'identity' });
    if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
    const html = res.body.toString('utf8');
    const referenced = referencedScripts(html, url);
    const closure = new Set<string>();
    const queue = [...referenced];
    while (queue.length) {
      const next = queue.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      queue.push(...staticImports((await fetchJs(next)).toString('utf8'), next).filter((u) => u.startsWith(origin)));
    }
    const sum = async (urls: Iterable<string>) => {
      let total = 0;
      for (const u of urls) total += gz(await fetchJs(u));
      return total;
    };
    out.push({
      page,
      htmlGzip: gz(res.body),
      jsFiles: referenced.length,
      jsGzip: await sum(referenced),
      closureFiles: closure.size,
      closureGzip: await sum(closure),
      islands: islandsIn(html),
    });
  }
  return out;
}
