import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessKeys } from './access-keys';
import { startWorker, type TestWorker } from './harness';

/**
 * Who may open the console (/admin): Cloudflare Access's token checked at the worker, the role
 * from ADMIN_ROLES, and the local development sign-in. The tokens are signed by a key pair made
 * for this run, whose public key a loopback server publishes as Access's certs would.
 */
const keys = new AccessKeys();
let worker: TestWorker;
let production: TestWorker;
/** The worker's log lines: each refusal is logged, never with the token or the e-mail. */
const logs: string[] = [];

const ROLES = { 'ops@lender.example': 'ops', 'Marketing@Lender.example': 'marketing', 'viewer@lender.example': 'viewer' };

beforeAll(async () => {
  await keys.start();
  [worker, production] = await Promise.all([
    startWorker({ vars: keys.vars(ROLES), logs }),
    startWorker({ vars: { ...keys.vars(ROLES), SITE_ENV: 'production' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([worker?.dispose(), production?.dispose()]);
  await keys.stop();
});

/** Every console address, with the method it takes. */
const ROUTES: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/admin'],
  ['GET', '/admin?lang=en'],
  ['GET', '/admin/maintenance'],
  ['GET', '/admin/leads'],
  ['GET', '/admin/audit'],
  ['GET', '/admin/no-such-page'],
  ['POST', '/admin/maintenance/on'],
  ['POST', '/admin/maintenance/off'],
  ['POST', '/admin/maintenance/window'],
  ['POST', '/admin/leads/00000000-0000-4000-8000-000000000000/retry'],
];

function request(w: TestWorker, [method, path]: (typeof ROUTES)[number], headers: Record<string, string> = {}) {
  return w.get(path, {
    method,
    headers: { ...headers, ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' } : {}) },
    ...(method === 'POST' ? { body: 'start=2026-12-31T01:00&end=2026-12-31T02:00' } : {}),
  });
}

/** Nothing of the console: no menu, no state, no form, no signed-in line. */
function expectNoConsole(html: string) {
  expect(html).not.toMatch(/<nav|<form|data-maintenance-state|data-lead-counts|data-audit-row|data-permissions/);
  expect(html).not.toMatch(/已登入|Signed in as/);
}

describe('who may open the console', () => {
  const refused = {
    'no token': async () => ({}),
    'a token signed by a key Access does not publish': async () => ({ 'Cf-Access-Jwt-Assertion': await keys.foreign({ email: 'ops@lender.example' }) }),
    'an expired token': async () => ({ 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', expiresIn: -120 }) }),
    'a token for another Access application (audience)': async () => ({
      'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', audience: 'another-application' }),
    }),
    'a token from another Access team (issuer)': async () => ({
      'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', issuer: 'https://other-team.cloudflareaccess.com' }),
    }),
    'a token that is not a JWT': async () => ({ 'Cf-Access-Jwt-Assertion': 'not.a.token' }),
    // A token must say when it ends and when it was made, and be at most a day old (access.ts).
    'a token without an expiry (exp)': async () => ({ 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', expiresIn: null }) }),
    'a token without an issue time (iat)': async () => ({ 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', issuedIn: null }) }),
    'a token issued more than 24 hours ago, though not expired': async () => ({
      'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', issuedIn: -25 * 3600, expiresIn: 3600 }),
    }),
    'a token issued in the future (beyond a minute of clock skew)': async () => ({
      'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', issuedIn: 600 }),
    }),
  };

  for (const [what, headers] of Object.entries(refused)) {
    it(`refuses ${what} on every route with 401 and a short refusal`, async () => {
      const h = await headers();
      for (const route of ROUTES) {
        const res = await request(worker, route, h);
        expect(res.status, `${route.join(' ')}`).toBe(401);
        const html = await res.text();
        expectNoConsole(html);
        expect(html).toContain(route[1].includes('lang=en') ? 'Please sign in' : '請先登入');
        expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
        expect(res.headers.get('Cache-Control')).toBe('no-store');
      }
    });
  }

  it('refuses a valid token whose e-mail has no role with 403 on every route', async () => {
    const h = { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'stranger@lender.example' }) };
    for (const route of ROUTES) {
      const res = await request(worker, route, h);
      expect(res.status, `${route.join(' ')}`).toBe(403);
      const html = await res.text();
      expectNoConsole(html);
      expect(html).toContain(route[1].includes('lang=en') ? 'No access' : '沒有權限');
    }
    expect(logs.join('\n')).not.toContain('stranger@');
    expect(logs.join('\n')).not.toContain(h['Cf-Access-Jwt-Assertion'].slice(-20));
  });

  it("lets a token in that was issued 23 hours ago, or a few seconds ahead of the worker's clock", async () => {
    for (const issuedIn of [-23 * 3600, 20]) {
      const res = await worker.get('/admin?lang=en', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example', issuedIn }) } });
      expect(res.status, String(issuedIn)).toBe(200);
    }
  });

  it('refuses a valid token that names no person (a service token) with 403', async () => {
    const res = await worker.get('/admin', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign() } });
    expect(res.status).toBe(403);
    expectNoConsole(await res.text());
  });

  it('lets a listed e-mail in, from the header or from the CF_Authorization cookie, whatever its capitals', async () => {
    const header = await worker.get('/admin?lang=en', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example' }) } });
    expect(header.status).toBe(200);
    expect(await header.text()).toContain('Signed in as ops@lender.example (Operations)');
    const cookie = await worker.get('/admin?lang=en', { headers: { Cookie: `CF_Authorization=${await keys.sign({ email: 'MARKETING@lender.example' })}` } });
    expect(cookie.status).toBe(200);
    expect(await cookie.text()).toContain('Signed in as marketing@lender.example (Marketing)');
  });

  it('gives nobody a role when ADMIN_ROLES is malformed', async () => {
    const broken = await startWorker({ vars: { ...keys.vars(ROLES), ADMIN_ROLES: '{"ops@lender.example":"admin"}' } });
    try {
      const res = await broken.get('/admin', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'ops@lender.example' }) } });
      expect(res.status).toBe(403);
      expectNoConsole(await res.text());
    } finally {
      await broken.dispose();
    }
  });
});

describe('the development sign-in', () => {
  it('on the local site, signs in as dev@localhost with the chosen role', async () => {
    const signIn = await worker.get('/admin/dev-sign-in?role=viewer&lang=en');
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('Location')).toBe('/admin?lang=en');
    const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const res = await worker.get('/admin?lang=en', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Signed in as dev@localhost (Viewer)');
    // The local 401 offers it.
    expect(await (await worker.get('/admin')).text()).toContain('href="/admin/dev-sign-in?role=ops"');
  });

  it('does not exist on the live site: 404, and its cookie is ignored', async () => {
    const signIn = await production.get('/admin/dev-sign-in?role=ops');
    expect(signIn.status).toBe(404);
    expect(signIn.headers.get('Set-Cookie')).toBeNull();
    const withCookie = await production.get('/admin', { headers: { Cookie: 'admin_dev_role=ops' } });
    expect(withCookie.status).toBe(401);
    const html = await withCookie.text();
    expectNoConsole(html);
    expect(html).not.toContain('dev-sign-in');
    // Access still works there.
    const access = await production.get('/admin', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'viewer@lender.example' }) } });
    expect(access.status).toBe(200);
  });
});

describe('signing out', () => {
  const PAGES = ['/admin', '/admin/maintenance', '/admin/leads', '/admin/banners', '/admin/ab', '/admin/vitals', '/admin/audit'];

  it('under Access, every console page links to Access’s own sign-out', async () => {
    const token = await keys.sign({ email: 'viewer@lender.example' });
    for (const path of PAGES) {
      const en = await (await worker.get(`${path}?lang=en`, { headers: { 'Cf-Access-Jwt-Assertion': token } })).text();
      expect(en, path).toContain('<a class="sign-out" href="/cdn-cgi/access/logout">Sign out</a>');
      const zh = await (await worker.get(path, { headers: { 'Cf-Access-Jwt-Assertion': token } })).text();
      expect(zh, path).toContain('<a class="sign-out" href="/cdn-cgi/access/logout">登出</a>');
    }
    // The same on the live site, where Access is the only sign-in.
    const live = await production.get('/admin/leads', { headers: { 'Cf-Access-Jwt-Assertion': token } });
    expect(await live.text()).toContain('href="/cdn-cgi/access/logout"');
  });

  it('with the local sign-in, a POST with the form token clears its cookie and lands on a signed-out page', async () => {
    const signIn = await worker.get('/admin/dev-sign-in?role=ops');
    const devCookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
    const page = await worker.get('/admin/maintenance?lang=en', { headers: { Cookie: devCookie } });
    const csrfCookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
    const csrf = csrfCookie.split('=')[1]!;
    const html = await page.text();
    expect(html).toMatch(
      /<form class="sign-out" method="post" action="\/admin\/dev-sign-out\?lang=en"><input type="hidden" name="csrf" value="[0-9a-f]{48}"\/><button type="submit">Sign out<\/button><\/form>/,
    );
    for (const path of PAGES) expect(await (await worker.get(path, { headers: { Cookie: devCookie } })).text(), path).toContain('action="/admin/dev-sign-out"');

    const cookies = `${devCookie}; ${csrfCookie}`;
    const post = (body: string, origin = 'http://localhost') =>
      worker.get('/admin/dev-sign-out?lang=en', {
        method: 'POST',
        headers: { Cookie: cookies, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    // Without the token, or from another site: refused, still signed in.
    expect((await post('')).status).toBe(403);
    expect((await post(`csrf=${csrf}`, 'https://evil.example')).status).toBe(403);
    const out = await post(`csrf=${csrf}`);
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/admin/signed-out?lang=en');
    const cleared = out.headers.get('Set-Cookie')!;
    expect(cleared).toMatch(/^admin_dev_role=;/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/admin');

    const landing = await worker.get('/admin/signed-out?lang=en', { headers: { Cookie: csrfCookie } });
    expect(landing.status).toBe(200);
    const text = await landing.text();
    expect(text).toContain('<h1>Signed out</h1>');
    expect(text).toContain('You are signed out of the console.');
    expect(text).toContain('href="/admin/dev-sign-in?role=ops&amp;lang=en"');
    expect(await (await worker.get('/admin/signed-out')).text()).toContain('你已登出控制台。');
    // The browser, having dropped the cookie, is no longer let in.
    expect((await worker.get('/admin', { headers: { Cookie: csrfCookie } })).status).toBe(401);
  });

  it('has no local sign-out on the live site', async () => {
    const token = await keys.sign({ email: 'ops@lender.example' });
    const page = await production.get('/admin', { headers: { 'Cf-Access-Jwt-Assertion': token } });
    const csrfCookie = page.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(await page.text()).not.toContain('dev-sign-out');
    const res = await production.get('/admin/dev-sign-out', {
      method: 'POST',
      headers: { 'Cf-Access-Jwt-Assertion': token, Cookie: csrfCookie, Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `csrf=${csrfCookie.split('=')[1]}`,
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect((await production.get('/admin/signed-out')).status).toBe(404);
  });
});

describe('what every console answer carries', () => {
  it('noindex, no-store, its own strict CSP and the site-wide security headers', async () => {
    const res = await worker.get('/admin/maintenance', { headers: { 'Cf-Access-Jwt-Assertion': await keys.sign({ email: 'viewer@lender.example' }) } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const csp = res.headers.get('Content-Security-Policy')!;
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.has('script-src')).toBe(false);
    // The one <style> carries the nonce the policy names; no other style or script is in the page.
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)![1];
    expect(html.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    expect(html).not.toMatch(/<script|style="/);
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
    // A fresh nonce on the next answer.
    const again = await worker.get('/admin');
    expect(again.headers.get('Content-Security-Policy')).not.toContain(nonce);
  });
});
