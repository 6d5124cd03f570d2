import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { createEdgeApp } from '../../worker/app';
import type { Env } from '../../worker/env';
import { migrate } from './harness';

/**
 * The edge app's routing driven through Hono's `app.request(path, init, env)`, without a build:
 * `env` holds real bindings (KV, D1, the write limiter, the vars of wrangler.jsonc) from Miniflare.
 * These are the routes the edge answers itself; Waku's handler is the boundary, and every request
 * it is asked to render is recorded (none here but the unroutable path's). Pages, rendered and
 * finished, are tested on the built worker (harness.ts).
 */
let mf: Miniflare;
let env: Env;
let db: D1Database;
const rendered: string[] = [];
const app = createEdgeApp((req) => {
  rendered.push(new URL(req.url).pathname);
  return new Response('rendered by Waku', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});

beforeAll(async () => {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.jsonc');
  // The worker's own script plays no part: only its bindings are used.
  // Miniflare 5 takes a new options shape; wrangler still hands out v4's, which it converts.
  mf = new Miniflare(convertV4MiniflareOptions({ ...workerOptions, modulesRules: undefined, modules: true, script: 'export default {}' }));
  const bindings = await mf.getBindings<Env>();
  // app.request has no asset store behind it (as under the dev server): nothing is served from one.
  const { ASSETS: _assets, ...rest } = bindings;
  env = rest as Env;
  db = env.DB;
  await migrate(db);
});
afterAll(() => mf.dispose());
beforeEach(() => {
  rendered.length = 0;
});

const request = (path: string, init?: RequestInit) => app.request(path, init, env);

let ip = 0;
const post = (path: string, body: string, type = 'application/json') =>
  request(path, { method: 'POST', headers: { 'Content-Type': type, 'CF-Connecting-IP': `198.51.100.${++ip}` }, body });

describe('the edge app through app.request, with real bindings', () => {
  it('redirects in one hop with the query kept, and the redirect carries the security headers', async () => {
    const res = await request('/zh-HK/loan/cloan/?utm_source=leaflet');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/loan/c-loan?utm_source=leaflet');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect((await request('/loan/revolving')).headers.get('Location')).toBe('/error');
    expect((await request('/en/news/any-story')).status).toBe(302);
    expect(rendered).toEqual([]);
  });

  it('answers an invalid lead with 400 naming each field, and stores nothing in D1', async () => {
    const lead = { mobile: '12345678', gender: 'F', first_name: 'Mei Ling', last_name: '', loan_type: 3, is_opt_in: 1, terms: true };
    const res = await post('/api/insertToShortForm', JSON.stringify(lead));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { mobile: 'mobile', last_name: 'lastName' } });
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await db.prepare('SELECT COUNT(*) AS n FROM leads').first('n')).toBe(0);
  });

  it('stores a valid lead in D1 and answers 201 with its id', async () => {
    const lead = { mobile: '91234567', gender: 'M', first_name: 'Tai Man', last_name: 'Chan', loan_type: 3, is_opt_in: 0, terms: true };
    const res = await post('/api/insertToShortForm', JSON.stringify(lead));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await db.prepare('SELECT mobile FROM leads WHERE id = ?').bind(id).first('mobile')).toBe('91234567');
  });

  it('answers a wrong type, an oversized or a malformed body with its own error', async () => {
    const type = await post('/api/contact', 'mobile=91234567', 'application/x-www-form-urlencoded');
    expect([type.status, await type.json()]).toEqual([415, { error: 'unsupported_media_type' }]);
    const large = await post('/api/contact', JSON.stringify({ referrer: 'x'.repeat(9000) }));
    expect([large.status, await large.json()]).toEqual([413, { error: 'too_large' }]);
    const malformed = await post('/api/track', '{"event": "page');
    expect([malformed.status, await malformed.json()]).toEqual([400, { error: 'malformed' }]);
    const query = await request('/api/banners?source=tablet');
    expect([query.status, await query.json()]).toEqual([400, { success: false, error: 'invalid_query' }]);
  });

  it('answers an unknown /api path with JSON 404, never a page', async () => {
    const res = await request('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'not_found' });
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(rendered).toEqual([]);
  });

  it('sends phones to their app store', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const res = await request('/en/download-app-redirect', { headers: { 'User-Agent': iphone } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://apps.apple.com/hk/app/example/id0000000000');
  });

  it('refuses a POST to a page with 405, without asking Waku', async () => {
    const res = await request('/faq', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(rendered).toEqual([]);
  });

  it("has Waku render a path it cannot route as the locale's /404 (the request is replaced before Waku)", async () => {
    const res = await request('/en/loan//n-loan');
    expect(rendered).toEqual(['/en/404']);
    // What Waku answered (here not HTML) keeps its status; HTML gets 404 (pages.test.ts on the build).
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
