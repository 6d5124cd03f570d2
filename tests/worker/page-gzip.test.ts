import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { neededSources, namedSources, rawWorkerClient, type RawResponse } from './raw-http';

/**
 * A page goes gzip-encoded to a client that takes gzip and as it is to one that does not. Read as
 * the client reads it (the body decoded as its Content-Encoding says), it is the same page for the
 * same request state, byte for byte on every response (no nonce: its CSP names its inline code by
 * hash), with the same headers but for Content-Encoding.
 */
const { config, get } = rawWorkerClient();

/** Clients that take gzip (and Brotli no more than gzip: the platform re-encodes for one preferring Brotli). */
const GZIP_CLIENTS = ['gzip, deflate, br, zstd', 'gzip', 'deflate, gzip;q=0.5'];
const IDENTITY_CLIENTS = ['identity', null, 'gzip;q=0', 'deflate'];

/** The page as the client reads it (gunzipSync checks the member's CRC-32 and length). */
function pageBytes(raw: RawResponse): Buffer {
  const encoding = raw.headers['content-encoding'];
  expect([undefined, 'gzip']).toContain(encoding);
  return encoding === 'gzip' ? gunzipSync(raw.body) : raw.body;
}

/** Headers that differ per response (date, visitor cookie) or with the encoding (length, encoding). */
const VARYING = new Set(['date', 'set-cookie', 'content-length', 'transfer-encoding', 'content-encoding']);

/** The response's other headers. */
const sameHeaders = (raw: RawResponse) => Object.fromEntries(Object.entries(raw.headers).filter(([name]) => !VARYING.has(name)));

async function gzipPage(path: string, acceptEncoding = GZIP_CLIENTS[0]!, options?: { cookie?: string }) {
  const raw = await get(path, acceptEncoding, options);
  expect(raw.status, acceptEncoding).toBe(200);
  expect(raw.headers['content-encoding'], acceptEncoding).toBe('gzip');
  return { raw, html: pageBytes(raw).toString('utf8') };
}

async function identityPage(path: string, acceptEncoding: string | null = 'identity', options?: { cookie?: string }) {
  const raw = await get(path, acceptEncoding, options);
  expect(raw.status, String(acceptEncoding)).toBe(200);
  expect(raw.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
  return { raw, html: pageBytes(raw).toString('utf8') };
}

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

describe('a page to a client that takes gzip, and to one that does not', () => {
  it.each(['/', '/loan/n-loan', '/en/faq', '/zh-CN/aboutus'])('%s: the same page and headers either way, gzip-encoded only for a gzip client', async (path) => {
    const plain = await identityPage(path);
    for (const acceptEncoding of GZIP_CLIENTS) {
      const gz = await gzipPage(path, acceptEncoding);
      expect(gz.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(gz.html).toBe(plain.html);
      expect(sameHeaders(gz.raw)).toEqual(sameHeaders(plain.raw));
      expect(gz.raw.body.byteLength).toBeLessThan(plain.raw.body.byteLength / 3);
    }
    for (const acceptEncoding of IDENTITY_CLIENTS) {
      const other = await identityPage(path, acceptEncoding);
      expect(other.html).toBe(plain.html);
      expect(sameHeaders(other.raw)).toEqual(sameHeaders(plain.raw));
    }
    expect(String(plain.raw.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.raw.headers['cache-control']).toBe('private, no-cache');
    expect(plain.raw.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.raw.headers.etag).toBeUndefined();
  });

  it('is the same bytes on every response for the same state, gzip-encoded or not: no nonce, its inline code named by hash', async () => {
    const gzipped = [await gzipPage('/en/faq'), await gzipPage('/en/faq')];
    const plain = [await identityPage('/en/faq'), await identityPage('/en/faq')];
    expect(gzipped[1]!.raw.body.equals(gzipped[0]!.raw.body)).toBe(true);
    expect(plain[1]!.raw.body.equals(plain[0]!.raw.body)).toBe(true);
    // The kept gzip body decodes to exactly the page a client without gzip gets.
    expect(gunzipSync(gzipped[0]!.raw.body).equals(plain[0]!.raw.body)).toBe(true);
    const { html, raw } = plain[0]!;
    expect(html).not.toMatch(/<[^>]+\snonce=/);
    expect(namedSources(String(raw.headers['content-security-policy']))).toEqual(neededSources(html));
  });

  it('gives requests that come together for a page not kept yet the same whole page', async () => {
    const all = await Promise.all(Array.from({ length: 8 }, () => gzipPage('/en/loan/c-loan')));
    const plain = await identityPage('/en/loan/c-loan');
    for (const { raw } of all) expect(gunzipSync(raw.body).equals(plain.raw.body)).toBe(true);
  });

  it("keeps the visitor's closed announcement bar closed either way", async () => {
    const cookie = 'showAnnouncement=false';
    const gz = await gzipPage('/en/faq', 'gzip', { cookie });
    const plain = await identityPage('/en/faq', 'identity', { cookie });
    expect(htmlTag(gz.html)).toContain('data-announcement="off"');
    expect(gz.html).toBe(plain.html);
    // Its own body, the same bytes for the next visitor with the same cookie, never the open bar's.
    const open = await gzipPage('/en/faq', 'gzip');
    expect(htmlTag(open.html)).not.toContain('data-announcement');
    expect(gz.raw.body.equals(open.raw.body)).toBe(false);
    expect((await gzipPage('/en/faq', 'gzip', { cookie })).raw.body.equals(gz.raw.body)).toBe(true);
  });

  it('shows the maintenance switch on the next request either way, and drops it after', async () => {
    const before = await gzipPage('/en/faq');
    expect(htmlTag(before.html)).not.toContain('data-maintenance');
    await config().put('maintenance', JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' }));
    const on = await gzipPage('/en/faq');
    const onPlain = await identityPage('/en/faq');
    expect(on.html).toMatch(/^<!DOCTYPE html><html lang="en" data-maintenance=""/i);
    expect(on.html).toMatch(/<aside class="maintenance"[^>]*>[\s\S]*Online application service suspended[\s\S]*<\/aside><\/body>/);
    expect(on.html).toBe(onPlain.html);
    // The layer brings no inline code the page's CSP does not name.
    expect(namedSources(String(on.raw.headers['content-security-policy']))).toEqual(neededSources(on.html));
    expect(on.raw.body.equals(before.raw.body)).toBe(false);
    await config().delete('maintenance');
    const off = await gzipPage('/en/faq');
    expect(htmlTag(off.html)).not.toContain('data-maintenance');
    expect(off.html).not.toContain('class="maintenance"');
    expect(off.raw.body.equals(before.raw.body)).toBe(true);
  });

  it('answers HEAD with the headers GET has, CSP included, and no body, either way', async () => {
    for (const acceptEncoding of ['gzip, br', 'identity']) {
      // A page no request has read yet in this worker: HEAD first, then GET.
      const head = await get('/zh-CN/faq', acceptEncoding, { method: 'HEAD' });
      const page = await get('/zh-CN/faq', acceptEncoding);
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers['content-encoding']).toBe(page.headers['content-encoding']);
      expect(sameHeaders(head)).toEqual(sameHeaders(page));
      expect(head.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    }
  });
});
