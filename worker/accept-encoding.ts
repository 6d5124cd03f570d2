/** Whether an Accept-Encoding header takes gzip: named (or `*`) with a quality above 0 (RFC 9110, 12.5.3). */
export function acceptsGzip(header: string | null | undefined): boolean {
  let star = false;
  for (const item of (header ?? '').split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const takes = !q || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return takes;
    if (coding === '*') star = takes;
  }
  return star;
}

/**
 * What the visitor's client accepts. Cloudflare hands a Worker every request with
 * `Accept-Encoding: br, gzip` whatever the client sent, and the client's own header in
 * `request.cf.clientAcceptEncoding` (empty when it sent none); its edge then decodes an encoded
 * response for a client that does not take it (local workerd does the same). The header itself
 * is the answer only where there is no `cf` (a request made inside the worker).
 */
export function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  return typeof cf?.clientAcceptEncoding === 'string' ? cf.clientAcceptEncoding : request.headers.get('Accept-Encoding');
}
