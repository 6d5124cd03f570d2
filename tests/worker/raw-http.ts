import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/** A response as it came over the wire: node:http decodes nothing, so a gzip body stays gzip. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A request to the served worker as a browser makes it (`path` percent-encoded as a browser would),
 * with this Accept-Encoding (none when null), its body read undecoded: what the edge sends a
 * client that takes gzip, not what a decoding fetch makes of it.
 */
function fetchRaw(
  origin: URL,
  path: string,
  acceptEncoding: string | null,
  { method = 'GET', cookie }: { method?: string; cookie?: string } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    request(new URL(path, origin), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A CSP hash source as a browser computes it: SHA-256 of the element's text as served (UTF-8), base64. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A data block (JSON-LD, the RSC payload's pieces): never run, so no CSP source is needed for it. */
export const isDataBlock = (attributes: string) => /\stype="application\/(?:ld\+)?json"/i.test(attributes);

/** Each `<name>` element of the page: its attributes and its text as served. */
export const elements = (html: string, name: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, 'gi'))].map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

/** The hash sources a page's inline code needs, each once: every inline script that runs, every `<style>`. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const unique = (list: string[]) => [...new Set(list)];
  const running = elements(html, 'script').filter(({ attributes }) => !isDataBlock(attributes) && !/\ssrc=/i.test(attributes));
  return { scripts: unique(running.map(({ text }) => hashSource(text))), styles: unique(elements(html, 'style').map(({ text }) => hashSource(text))) };
}

/** The sources one directive of a CSP lists (none when it is absent). */
export const sourcesOf = (csp: string, directive: string) =>
  csp
    .split(/;\s*/)
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

/**
 * What a stored page's CSP must name, no more (an injected inline script stays blocked): in
 * script-src its running inline scripts' hashes and 'strict-dynamic'; in style-src 'self', its
 * styles' hashes and the SRI digest of each stylesheet link (whose text a script swaps in).
 */
export function neededSources(html: string): { scriptSrc: string[]; styleSrc: string[] } {
  const { scripts, styles } = inlineHashes(html);
  const digests = [...html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>/gi)].flatMap((m) => /\sintegrity="([^"]*)"/.exec(m[0])?.slice(1) ?? []);
  return { scriptSrc: [...scripts, "'strict-dynamic'"].sort(), styleSrc: [...new Set(["'self'", ...styles, ...digests.map((d) => `'${d}'`)])].sort() };
}

/** What the CSP names in script-src and style-src, sorted (the order means nothing to a browser). */
export const namedSources = (csp: string) => ({ scriptSrc: sourcesOf(csp, 'script-src').sort(), styleSrc: sourcesOf(csp, 'style-src').sort() });

/**
 * The file's shared worker with maintenance off before and after its tests, and requests to it
 * with their bodies undecoded. `config()` is the worker's KV (a test may switch maintenance on).
 */
export function rawWorkerClient() {
  let worker: TestWorker;
  let kv: KVNamespace;
  let origin: URL;
  beforeAll(async () => {
    worker = await sharedWorker();
    kv = await worker.kv();
    await kv.delete('maintenance');
    origin = await worker.mf.ready;
  });
  afterAll(async () => {
    await kv.delete('maintenance');
    await worker.dispose();
  });
  return {
    config: () => kv,
    origin: () => origin,
    get: (path: string, acceptEncoding: string | null, options?: { method?: string; cookie?: string }) => fetchRaw(origin, path, acceptEncoding, options),
  };
}
