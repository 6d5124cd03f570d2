import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_HAND_OVER } from '../../scripts/build/lead-hand-over';
import { expectInlineHashes } from './csp-hashes';
import { startWorker, type TestWorker } from './harness';
import { hashSource } from './raw-http';

/**
 * A sent lead's details travel in the landing address's fragment, never its query
 * (docs/decisions.md#lead-hand-over). An old link that still has them in the query (a bookmark, a
 * partner's link) is sent by the edge to the same address without them, and the worker's own log
 * says nothing of them; the landing pages carry the inline script that takes the fragment out.
 */
let worker: TestWorker;
const logs: string[] = [];
beforeAll(async () => {
  worker = await startWorker({ logs });
});
afterAll(() => worker.dispose());

const MOBILE = '98765432';
const LEAD = `param_mobile=${MOBILE}&param_gender=F&param_firstname=Mei+Ling&param_lastname=Chan&param_is_opt_in=1&id=0b7e8f52-3c1d-4a56-9e2f-1a2b3c4d5e6f`;

describe('an old link with a lead in its query', () => {
  it.each([
    // The lead among a campaign and toknow: those stay, as written and in their order.
    [`/en/loan/t-loan?utm_source=partner&${LEAD}&toknow=Supreme`, '/en/loan/t-loan?utm_source=partner&toknow=Supreme'],
    // Nothing else in the query: no `?` left.
    [`/loan/n-loan?${LEAD}`, '/loan/n-loan'],
    // Any one name alone, in any case or encoding.
    [`/loan/7x24-loan?PARAM_MOBILE=${MOBILE}&x=1`, '/loan/7x24-loan?x=1'],
    [`/faq?param%5Ffirstname=Mei&form=1`, '/faq?form=1'],
    ['/en?id=abc', '/en'],
    // Another rule applies too: one hop to the canonical address.
    [`/zh-HK/loan/cloan/?param_lastname=Chan&utm_medium=cpc`, '/loan/c-loan?utm_medium=cpc'],
    [`/zh-CN/loan/t-loan?param_mobile=${MOBILE}`, '/loan/t-loan'],
  ])('%s -> %s, not stored', async (from, to) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await worker.get(from, { method });
      expect(res.status, method).toBe(302);
      expect(res.headers.get('Location'), method).toBe(to);
      expect(res.headers.get('Cache-Control'), method).toBe('no-store');
      expect(await res.text()).toBe('');
    }
    expect((await worker.get(to)).status).toBe(200);
  });

  it('leaves the console and the APIs alone (their `id` is their own), and a POST', async () => {
    const api = await worker.get('/api/no-such-endpoint?id=7&param_mobile=98765432');
    expect(api.status).toBe(404);
    expect((await worker.get('/data/cat.json?id=1')).status).toBe(200);
    const admin = await worker.get('/admin/banners/edit?id=3');
    expect(admin.headers.get('Location') ?? '').not.toBe('/admin/banners/edit');
    const post = await worker.get(`/loan/t-loan?${LEAD}`, { method: 'POST' });
    expect(post.status).not.toBe(302);
  });

  it('never leads off the site', async () => {
    for (const path of [`//evil.example/?${LEAD}`, `/\\evil.example/?${LEAD}`, `//evil.example/loan/t-loan?${LEAD}`]) {
      const res = await worker.get(path);
      expect(res.headers.get('Location') ?? '', path).not.toMatch(/^(\/\/|\/\\|https?:)/);
    }
  });

  it('a page without them is served as it is', async () => {
    expect((await worker.get('/loan/t-loan?utm_source=partner&toknow=Supreme')).status).toBe(200);
  });

  it('the worker logs nothing of them', async () => {
    await worker.get(`/en/loan/t-loan?${LEAD}`);
    await worker.get(`/loan/t-loan?${LEAD}`);
    const logged = logs.join('\n');
    for (const value of [MOBILE, 'Mei', 'Chan', '0b7e8f52']) expect(logged).not.toContain(value);
  });
});

describe('the landing pages', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it.each(['/loan/t-loan', '/en/loan/n-loan', '/loan/7x24-loan', '/en/loan/7x24-loan', '/zh-CN/loan/talent-loan'])(
    '%s takes the lead out of the address before any other script, named in the CSP',
    async (path) => {
      const res = await worker.get(path);
      const html = await res.text();
      // In <head>, before any other script of the page.
      expect(head(html).split(`<script>${LEAD_HAND_OVER}</script>`)).toHaveLength(2);
      expect(html.indexOf('<script')).toBe(html.indexOf(`<script>${LEAD_HAND_OVER}</script>`));
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toContain(hashSource(LEAD_HAND_OVER));
      expectInlineHashes(csp, html);
    },
  );

  it.each(['/', '/faq', '/loan/supreme', '/loan/sme'])('%s, where no lead lands, goes without it', async (path) => {
    expect(await (await worker.get(path)).text()).not.toContain(LEAD_HAND_OVER);
  });

  it('the script is valid JavaScript that the browser can run as written', () => {
    expect(() => new Function(LEAD_HAND_OVER)).not.toThrow();
  });
});
