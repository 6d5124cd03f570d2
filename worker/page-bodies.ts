import { ByteLru } from './byte-lru';

/**
 * Finished stored pages, gzipped, of this isolate: a kept page (page-templates.ts) filled with one
 * set of marks and body-end markup is the same bytes for every response that has them, so it is
 * compressed once (docs/decisions.md#page-hashes). 30 KB or less each; bounded like the templates.
 */
const bodies = new ByteLru<Uint8Array<ArrayBuffer>>(4 * 1024 * 1024, 256, (body) => body.byteLength);

/** The page's gzip bytes: kept ones, or `page` compressed now and kept under `key`. */
export async function gzippedBody(key: string, page: () => Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const kept = bodies.get(key);
  if (kept) return kept;
  const stream = new Blob([page()]).stream().pipeThrough(new CompressionStream('gzip'));
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  bodies.set(key, body);
  return body;
}
