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

/** The nonce the response's CSP names for scripts. */
export const nonceOf = (raw: RawResponse) => String(raw.headers['content-security-policy']).match(/script-src 'nonce-([^']+)'/)?.[1] ?? '';

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
