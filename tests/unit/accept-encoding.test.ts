import { describe, expect, it } from 'vitest';
import { acceptsGzip, clientAcceptEncoding } from '../../worker/accept-encoding';

describe("whether a client's Accept-Encoding takes gzip", () => {
  it('does when gzip is named with a quality above 0, or only * is', () => {
    for (const header of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8', 'GZIP', 'x-gzip', '*', 'br, *;q=0.1', ' deflate ,gzip ']) {
      expect(acceptsGzip(header), header).toBe(true);
    }
  });

  it('does not when gzip is missing, refused (q=0), or only * is and gzip is refused', () => {
    for (const header of [null, undefined, '', 'identity', 'br', 'gzip;q=0', 'gzip; q=0.0, br', '*;q=0', 'gzip;q=0, *', 'gzipped']) {
      expect(acceptsGzip(header), String(header)).toBe(false);
    }
  });

  it("reads the client's own header from request.cf where Cloudflare has put its own in its place", () => {
    const onCloudflare = (client: string) =>
      Object.assign(new Request('https://x.test/', { headers: { 'Accept-Encoding': 'br, gzip' } }), { cf: { clientAcceptEncoding: client } });
    expect(clientAcceptEncoding(onCloudflare('identity'))).toBe('identity');
    expect(clientAcceptEncoding(onCloudflare(''))).toBe('');
    expect(clientAcceptEncoding(new Request('https://x.test/', { headers: { 'Accept-Encoding': 'gzip' } }))).toBe('gzip');
  });
});
