import { ByteLru } from './byte-lru';

/**
 * Finished stored pages, gzipped, of this isolate: a kept page (page-templates.ts) filled with one
 * set of marks and body-end markup is the same bytes for every response that has them, so it is
 * compressed once (docs/decisions.md#page-hashes). 30 KB or less each; bounded like the templates.
 */
const bodies = new ByteLru<Uint8Array<ArrayBuffer>>(4 * 1024 * 1024, 256, (body) => body.byteLength);

/** Bodies being compressed: the requests that come meanwhile wait for the same compression. */
const compressing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The page's gzip bytes: kept ones, or `page` compressed now and kept under `key`. */
export async function gzippedBody(key: string, page: () => Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const kept = bodies.get(key) ?? compressing.get(key);
  if (kept) return kept;
  const body = gzip(page()).finally(() => compressing.delete(key));
  compressing.set(key, body);
  bodies.set(key, await body);
  return body;
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
