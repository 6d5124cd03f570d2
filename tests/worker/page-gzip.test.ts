import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { nonceOf, rawWorkerClient } from './raw-http';

/**
 * A page kept as a template goes to a client that takes gzip as a gzip member assembled from
 * parts compressed once per isolate, with the response's nonce and state written in as stored
 * blocks (worker/page-template-gzip.ts). What the client receives over HTTP, undecoded, must be
 * one valid gzip member of exactly the page the plain path sends, with its own nonce.
 */
const { config, get } = rawWorkerClient();

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

/** A gzip response decoded (gunzipSync checks the member's CRC-32 and length). */
async function gzipPage(path: string) {
  const raw = await get(path, 'gzip, deflate, br, zstd');
  expect(raw.status).toBe(200);
  expect(raw.headers['content-encoding']).toBe('gzip');
  return { raw, nonce: nonceOf(raw), html: gunzipSync(raw.body).toString('utf8') };
}

async function plainPage(path: string, acceptEncoding: string | null) {
  const raw = await get(path, acceptEncoding);
  expect(raw.status).toBe(200);
  expect(raw.headers['content-encoding']).toBeUndefined();
  return { raw, nonce: nonceOf(raw), html: raw.body.toString('utf8') };
}

describe('a kept page to a client that takes gzip', () => {
  it('is one gzip member of the same page the plain path sends, with its own nonce, compressed once (not again on the way)', async () => {
    await plainPage('/faq', 'identity'); // the template is made
    const gz = await gzipPage('/faq');
    const plain = await plainPage('/faq', 'identity');
    expect(gz.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(gz.html.replaceAll(gz.nonce, 'NONCE')).toBe(plain.html.replaceAll(plain.nonce, 'NONCE'));
    // The nonce travels as stored (uncompressed) deflate blocks: it can be read in the bytes as
    // sent, so what arrived is the member the worker assembled, not a recompression of it.
    expect(gz.raw.body.includes(Buffer.from(`nonce-`))).toBe(false);
    expect(gz.raw.body.includes(Buffer.from(gz.nonce))).toBe(true);
    expect(gz.raw.body.byteLength).toBeLessThan(plain.raw.body.byteLength / 3);
    expect(String(gz.raw.headers.vary)).toMatch(/accept-encoding/i);
    expect(gz.raw.headers['cache-control']).toBe('private, no-cache');
    expect(gz.raw.headers.etag).toBeUndefined();
  });

  it('carries a new nonce each time, the one its CSP names, on every tag that needs it', async () => {
    const served = [await gzipPage('/en/faq'), await gzipPage('/en/faq'), await gzipPage('/en/faq')];
    expect(new Set(served.map((p) => p.nonce)).size).toBe(3);
    for (const { html, nonce } of served) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const tags = [...html.matchAll(/<(?:script|style)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
      expect(tags.length).toBeGreaterThan(2);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      for (const other of served.filter((p) => p.nonce !== nonce)) expect(html).not.toContain(other.nonce);
    }
  });

  it('is the plain page for a client that takes no gzip or says nothing', async () => {
    const gz = await gzipPage('/loan/n-loan');
    for (const acceptEncoding of ['identity', null, 'gzip;q=0']) {
      const plain = await plainPage('/loan/n-loan', acceptEncoding);
      expect(plain.html.replaceAll(plain.nonce, 'NONCE')).toBe(gz.html.replaceAll(gz.nonce, 'NONCE'));
      expect(String(plain.raw.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('shows the maintenance switch on the next request, and drops it after', async () => {
    const before = await gzipPage('/en/faq');
    expect(htmlTag(before.html)).not.toContain('data-maintenance');
    await config().put('maintenance', JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' }));
    const on = await gzipPage('/en/faq');
    expect(on.html).toMatch(/^<!DOCTYPE html><html lang="en" data-maintenance=""/i);
    expect(on.html).toMatch(/<aside class="maintenance"[^>]*>[\s\S]*Online application service suspended[\s\S]*<\/aside><\/body>/);
    await config().delete('maintenance');
    const off = await gzipPage('/en/faq');
    expect(htmlTag(off.html)).not.toContain('data-maintenance');
    expect(off.html).not.toContain('class="maintenance"');
  });

  it('answers HEAD with the page headers and no body', async () => {
    const head = await get('/en/faq', 'gzip, br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(nonceOf(head)).not.toBe('');
    expect(head.body.byteLength).toBe(0);
  });
});
