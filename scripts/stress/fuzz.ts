/**
 * Bad input: thousands of seeded pseudo-random hostile requests (paths, query strings, bodies for
 * the write and app-service APIs), each carrying a unique marker inside markup (`"'><fzN>`). Every
 * answer must be below 500, well-formed (a known status, a Content-Type, JSON or HTML that parses as
 * it says, redirects on this site) and free of the marker unescaped.
 */
import type { ApplicationRequest } from '../../src/shared/application/schema';
import type { CreditReportAgreeRequest } from '../../src/shared/credit-report/schema';
import type { LeadRequest } from '../../src/shared/leads/schema';
import type { TagReportRequest } from '../../src/shared/tag-check/schema';
import type { ValuationRequest } from '../../src/shared/valuation/schema';

interface FuzzCase {
  i: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  family: string;
}

interface FuzzFinding {
  family: string;
  method: string;
  path: string;
  status: number;
  problem: string;
}

export interface FuzzReport {
  requests: number;
  seconds: number;
  byFamily: Record<string, number>;
  statuses: Record<string, number>;
  fivexx: number;
  findings: FuzzFinding[];
  /** The marker came back inside a JSON string (escaped by JSON, served as application/json): not markup. */
  jsonEchoes: number;
  /** Cases Node's HTTP client refuses to put on the wire (invalid characters): not sent, not counted. */
  unsendable: number;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const marker = (i: number) => `fz${i}x`;
const payload = (i: number) => `"'><${marker(i)}>`;

function fuzzCases(count: number, seed = 8): FuzzCase[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;
  const enc = encodeURIComponent;
  // Any code point but lone surrogates (which no client can encode), control characters included.
  const randomBytes = (n: number) =>
    Array.from({ length: n }, () => {
      const c = Math.floor(r() * 0xffff);
      return String.fromCharCode(c >= 0xd800 && c <= 0xdfff ? c - 0x800 : c);
    }).join('');
  // Raw octets percent-encoded: mostly invalid UTF-8 once decoded.
  const rawOctets = (n: number) =>
    Array.from(
      { length: n },
      () =>
        `%${Math.floor(r() * 256)
          .toString(16)
          .padStart(2, '0')
          .toUpperCase()}`,
    ).join('');
  const PAGES = [
    '/',
    '/en',
    '/zh-CN',
    '/loan/n-loan',
    '/loan/t-loan',
    '/loan/sme',
    '/en/loan/sme',
    '/faq',
    '/contactus',
    '/addressMap',
    '/zh-CN/loan/n-loan',
    '/news',
    '/error',
  ];
  const BAD_VALUES = (i: number) => [
    payload(i),
    enc(payload(i)),
    `${payload(i)}`.repeat(50),
    '',
    '-1',
    '0',
    '1e308',
    'NaN',
    'Infinity',
    '9'.repeat(400),
    '2026-13-45T25:61:61',
    '2026-02-30',
    '0000-00-00T00:00:00+08:00',
    '9999-12-31T23:59:59+14:00',
    '1970-01-01T00:00:00Z',
    '%00',
    '%E0%A4%A',
    '%ZZ',
    enc(randomBytes(20)),
    rawOctets(10),
    'javascript:alert(1)//' + marker(i),
    `{{${marker(i)}}}`,
    `\${${marker(i)}}`,
    `../../${marker(i)}`,
    enc('\r\nSet-Cookie: fz=1'),
    'true',
    '[]',
    `<script>${marker(i)}</script>`,
  ];
  const PARAMS = [
    'today',
    'form',
    'type',
    'toknow',
    'show_crazy_ad',
    'test_duration',
    'show_floating_icon',
    'show_layer',
    'debug',
    'utm_source',
    'utm_campaign',
    'gclid',
    'staff',
    'source',
    'lang',
    'id',
  ];

  const families: Record<string, (i: number) => Omit<FuzzCase, 'i' | 'family'>> = {
    'query values gone wrong': (i) => {
      const n = 1 + Math.floor(r() * 4);
      const qs = Array.from({ length: n }, () => `${pick(PARAMS)}=${pick(BAD_VALUES(i))}`).join('&');
      return { method: 'GET', path: `${pick(PAGES)}?${qs}`, headers: {} };
    },
    'hostile query keys': (i) => ({
      method: 'GET',
      path: `${pick(PAGES)}?${pick([`${enc(payload(i))}=1`, `a[${marker(i)}]=1`, '__proto__[x]=1', `${'a'.repeat(2000)}=${marker(i)}`, `&&&=&${marker(i)}`, `today&today=${payload(i)}&today=`])}`,
      headers: {},
    }),
    'hostile paths': (i) => ({
      method: pick(['GET', 'GET', 'GET', 'HEAD']),
      path: pick([
        `/${enc(payload(i))}`,
        `/loan/${enc(payload(i))}`,
        `/en/${marker(i)}/%3Cb%3E`,
        `/../../etc/passwd?${marker(i)}`,
        `/%2e%2e/%2e%2e/${marker(i)}`,
        `/assets/..%2f..%2f${marker(i)}`,
        `//evil.example/${marker(i)}`,
        `/\\evil.example/${marker(i)}`,
        `/%5Cevil.example/${marker(i)}`,
        `/loan//n-loan/${marker(i)}`,
        `/RSC/R/${enc(payload(i))}.txt`,
        `/RSC/${marker(i)}`,
        `/data/${marker(i)}.json`,
        `/api/${enc(payload(i))}`,
        `/${'a/'.repeat(400)}${marker(i)}`,
        `/${'x'.repeat(6000)}${marker(i)}`,
        `/%00${marker(i)}`,
        `/%E0%A4%A${marker(i)}`,
        `/zh-CN/loan/${marker(i)}`,
        `/en/loan/talent-loan/${enc(payload(i))}`,
        `/${enc(randomBytes(12))}`,
        `/${rawOctets(12)}`,
        `/loan/${rawOctets(6)}`,
        `/loan/n-loan;${marker(i)}`,
        `/loan/N-LOAN?${marker(i)}`,
      ]),
      headers: {},
    }),
    // Encoded percent signs, once or several times over, before bytes that are no escape: each
    // layer of decoding (the edge's, Waku's two) must meet something it can read or refuse.
    'multiply-encoded paths': (i) => {
      // Encoded 0 to 3 more times: '%ff' -> '%25ff' -> '%2525ff' -> '%252525ff'.
      const levels = Math.floor(r() * 4);
      const wrap = (s: string) => s.replace(/%/g, '%' + '25'.repeat(levels));
      const junk = pick([rawOctets(1 + Math.floor(r() * 6)), '%ff%fe', '%E0%A4%A', '%', '%%', '%2', `%${marker(i)}`, enc(payload(i))]);
      const rsc = r() < 0.3;
      const prefix = pick(['', '/en', '/zh-CN', '/loan', '/en/loan/p-loan', '/zh-CN/loan', '/loan/cloan', '/en/faq']);
      return {
        method: 'GET',
        path: rsc ? `/RSC/R${prefix}/${wrap(junk)}.txt` : `${prefix}/${wrap(junk)}`,
        headers: rsc ? ({ 'X-Waku-Router-Skip': '["root"]', Accept: '*/*' } as Record<string, string>) : {},
      };
    },
    'odd methods and headers': (i) => ({
      method: pick(['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST', 'TRACE']),
      path: pick([
        ...PAGES,
        '/api/insertToShortForm',
        '/api/contact',
        '/api/track',
        '/data/cat.json',
        '/api/banners',
        '/api/valuation',
        '/api/valuation/stressval1',
        '/api/tag/SAMPLE-0001',
        '/api/tag/SAMPLE-0001/report',
        '/api/application',
        '/api/application/stressapp1',
        '/api/credit-report/terms?locale=zh-HK',
        '/api/credit-report/agree',
        '/api/credit-report/enquiry/stresscr1',
      ]),
      headers: pick<Record<string, string>>([
        { 'Accept-Language': payload(i) },
        { Cookie: `announcement=${enc(payload(i))}; utm=${enc(payload(i))}; gclid=${marker(i)}` },
        { Referer: `https://evil.example/${payload(i)}` },
        { 'X-Forwarded-Host': `evil.example` },
        { Accept: 'text/x-component' },
        { 'RSC-Action': marker(i) },
      ]),
    }),
    'hostile bodies': (i) => {
      const path = pick(['/api/insertToShortForm', '/api/contact', '/api/track']);
      const body = pick([
        JSON.stringify({ mobile: payload(i), first_name: payload(i), last_name: marker(i), gender: 'X', loan_type: payload(i), terms: 'yes' }),
        JSON.stringify({ mobile: 51234567, gender: 'M', first_name: 'A', last_name: 'B', loan_type: 1e308, terms: true }),
        JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: marker(i) } } }),
        '{"mobile": "5123' + marker(i),
        '['.repeat(5000) + ']'.repeat(5000),
        JSON.stringify({ event: payload(i), anonymousId: payload(i), properties: { a: payload(i) } }),
        JSON.stringify({ mobile: '5'.repeat(100000) }),
        'null',
        '"' + marker(i) + '"',
        `mobile=${enc(payload(i))}&first_name=${marker(i)}`,
        randomBytes(200),
        '',
        JSON.stringify({
          mobile: '51234567',
          gender: 'F',
          first_name: `A${marker(i)}`,
          last_name: 'B',
          loan_type: 1,
          terms: true,
          website: 'http://spam',
        } satisfies LeadRequest),
      ]);
      const type = pick([
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        `application/json; charset=${marker(i)}`,
      ]);
      return { method: 'POST', path, headers: { 'Content-Type': type, 'CF-Connecting-IP': `10.250.${i & 255}.${(i >> 8) & 255}` }, body };
    },
    // The app-service endpoints (docs/app-service.md): what stands in their paths, then their bodies.
    'app-service paths and params': (i) => {
      const ref = pick([
        enc(payload(i)),
        `${marker(i)}abc`,
        `..%2F..%2F${marker(i)}`,
        `%2e%2e%2f${marker(i)}`,
        'x'.repeat(6000),
        `%00${marker(i)}`,
        rawOctets(8),
        enc(randomBytes(10)),
        'a',
        'abcde',
        'A'.repeat(129),
        `${marker(i)}%20x`,
        `fz-${i}_ok`,
        '__proto__',
        'constructor',
      ]);
      const tag = pick([ref, `fz-${i}`, `FZ-${'9'.repeat(30)}`, 'sample-0001', 'SAMPLE-0002', '----', 'AB', `${marker(i)}-x`, enc(' SAMPLE-0001 ')]);
      return pick<Omit<FuzzCase, 'i' | 'family'>>([
        { method: 'GET', path: `/api/valuation/${ref}`, headers: {} },
        { method: 'GET', path: `/api/valuation/${ref}/${marker(i)}`, headers: {} },
        { method: 'GET', path: `/api/tag/${tag}`, headers: {} },
        { method: 'GET', path: `/api/tag/${tag}?tagId=${enc(payload(i))}`, headers: {} },
        { method: 'GET', path: `/api/credit-report/enquiry/${ref}`, headers: {} },
        { method: 'GET', path: `/api/credit-report/terms?locale=${pick(BAD_VALUES(i))}`, headers: {} },
        { method: 'GET', path: `/api/credit-report/terms?locale=en-US&locale=${marker(i)}`, headers: {} },
        { method: 'GET', path: '/api/credit-report/terms', headers: {} },
        {
          method: 'PATCH',
          path: `/api/application/${ref}`,
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.251.${i & 255}.${(i >> 8) & 255}` },
          body: JSON.stringify({ mobile: '61234567' }),
        },
        {
          method: 'POST',
          path: `/api/tag/${tag}/report`,
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.251.${i & 255}.${(i >> 8) & 255}` },
          body: JSON.stringify({ where: 'fuzz', note: marker(i) }),
        },
        { method: pick(['PUT', 'DELETE', 'POST']), path: `/api/valuation/${ref}`, headers: {} },
        {
          method: pick(['GET', 'PUT', 'DELETE']),
          path: pick(['/api/valuation', '/api/application', '/api/credit-report/agree', `/api/tag/${tag}/report`]),
          headers: {},
        },
      ]);
    },
    'app-service bodies': (i) => {
      const target = pick(['/api/valuation', '/api/application', '/api/credit-report/agree', `/api/tag/SAMPLE-0001/report`, `/api/application/fz${i}ref`]);
      // Valid bodies by the contracts' types, each then spoiled in one way or another.
      const valid: Record<string, Record<string, unknown>> = {
        '/api/valuation': {
          district: 'Sha Tin',
          estate: 'City One Shatin',
          customerName: 'Chan Tai Man',
          phone: '61234567',
          locale: 'en-US',
        } satisfies ValuationRequest,
        '/api/application': {
          mobile: '61234567',
          gender: 'M',
          firstName: 'Load',
          lastName: 'Test',
          loanType: 5,
          locale: 'zh-HK',
          terms: true,
        } satisfies ApplicationRequest,
        '/api/credit-report/agree': {
          termsVersion: 'stress-2026-11',
          agreed: true,
          name: 'CHAN TAI MAN',
          hkid: 'A1234563',
          dateOfBirth: '1990-01-01',
          mobile: '61234567',
          locale: 'zh-HK',
        } satisfies CreditReportAgreeRequest,
        '/api/tag/SAMPLE-0001/report': { where: 'A phone call', when: '2026-11-20', note: 'fuzz', phone: '' } satisfies TagReportRequest,
      };
      const base = valid[target] ?? { mobile: '61234567' };
      const field = pick(Object.keys(base));
      const body = pick([
        // One field gone wrong in an otherwise valid body.
        JSON.stringify({
          ...base,
          [field]: pick<unknown>([payload(i), 51234567, null, true, [], { $gt: '' }, '9'.repeat(400), `${payload(i)}`.repeat(200), '']),
        }),
        JSON.stringify({ ...base, hkid: 'A1234564' }),
        JSON.stringify({ ...base, hkid: `A123456(${marker(i)})` }),
        JSON.stringify({ ...base, dateOfBirth: pick(['2026-02-30', '1800-01-01', '2020-01-01', `${marker(i)}`, '1990-1-1']) }),
        JSON.stringify({ ...base, when: '2026-13-45' }),
        JSON.stringify({ ...base, locale: payload(i) }),
        JSON.stringify({ ...base, extra: payload(i) }),
        JSON.stringify({ ...base, applicationRef: 'another-ref', __proto__: { isAdmin: true } }),
        `{"__proto__": {"polluted": "${marker(i)}"}, "constructor": {"prototype": {"x": 1}}}`,
        JSON.stringify({}),
        JSON.stringify([base]),
        JSON.stringify({ ...base, customerName: '陳大文' }),
        JSON.stringify({ ...base, [field]: 'x'.repeat(100_000) }),
        JSON.stringify(base).slice(0, 20),
        '{'.repeat(10_000),
        '['.repeat(5000) + ']'.repeat(5000),
        'null',
        '0',
        new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString(),
        randomBytes(300),
        '',
      ]);
      const type = pick([
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        `application/json; charset=${marker(i)}`,
        'application/merge-patch+json',
      ]);
      const method = target.startsWith('/api/application/') ? 'PATCH' : pick(['POST', 'POST', 'POST', 'PATCH']);
      return { method, path: target, headers: { 'Content-Type': type, 'CF-Connecting-IP': `10.252.${i & 255}.${(i >> 8) & 255}` }, body };
    },
  };
  const names = Object.keys(families);
  return Array.from({ length: count }, (_, i) => {
    const family = names[i % names.length]!;
    return { i, family, ...families[family]!(i) };
  });
}

/** Node's fetch refuses some of the paths above; these go out as written over a raw socket. */
async function send(base: string, c: FuzzCase): Promise<{ status: number; headers: Headers; body: string }> {
  const { request } = await import('node:http');
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: c.method,
        path: c.path,
        headers: { 'Accept-Encoding': 'identity', Accept: 'text/html,application/json;q=0.9,*/*;q=0.8', ...c.headers },
        timeout: 30_000,
        insecureHTTPParser: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (c.body !== undefined) req.write(c.body);
    req.end();
  });
}

const KNOWN_STATUS = new Set([200, 201, 204, 301, 302, 303, 304, 307, 308, 400, 403, 404, 405, 406, 411, 413, 414, 415, 422, 429, 431, 503]);

function check(base: string, c: FuzzCase, res: { status: number; headers: Headers; body: string }): { problems: string[]; jsonEcho: boolean } {
  const problems: string[] = [];
  const m = marker(c.i);
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 500 && !(res.status === 503 && res.headers.has('retry-after'))) problems.push(`status ${res.status}`);
  if (!KNOWN_STATUS.has(res.status)) problems.push(`unexpected status ${res.status}`);
  if (c.method !== 'HEAD' && res.body.length > 0 && !type) problems.push('body without Content-Type');
  if (res.status >= 300 && res.status < 400 && res.status !== 304) {
    const location = res.headers.get('location');
    if (!location) problems.push('redirect without Location');
    else {
      let target: URL | null = null;
      try {
        target = new URL(location, base + '/');
      } catch {
        problems.push(`unparsable Location ${location.slice(0, 80)}`);
      }
      if (target && target.origin !== new URL(base).origin) problems.push(`open redirect to ${target.origin}`);
    }
  }
  if (c.method !== 'HEAD' && res.body.length > 0) {
    if (/json/.test(type)) {
      try {
        JSON.parse(res.body);
      } catch {
        problems.push('Content-Type JSON, body does not parse');
      }
    } else if (/text\/html/.test(type)) {
      if (!/^\s*<!DOCTYPE html>/i.test(res.body) || !/<\/html>\s*$/i.test(res.body)) problems.push('HTML that is not a whole document');
    }
  }
  let jsonEcho = false;
  if (res.body.includes(`<${m}`)) {
    if (/json/.test(type)) jsonEcho = true;
    else if (/text\/html/.test(type)) {
      // Inside an inline <script> (Waku's RSC payload as a JS string) a "<" is not markup, as long as
      // the payload cannot end the script: the browser's rule is the first "</script". Markup is
      // what is left once each script's content is cut out that way.
      const markup = res.body.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script)/gi, '$1$2');
      if (markup.includes(`<${m}`)) problems.push(`marker reflected unescaped (<${m}>) in HTML markup`);
    } else if (/^text\/plain/.test(type) && res.headers.get('x-content-type-options') === 'nosniff') {
      // Plain text that browsers may not sniff (RSC payloads): shown as text, never parsed as markup.
    } else problems.push(`marker reflected unescaped (<${m}>) in ${type || 'a body without Content-Type'}`);
  }
  // Header injection: nothing from the request may become a response header of its own.
  if (res.headers.get('set-cookie')?.includes('fz=1')) problems.push('header injection (Set-Cookie from the query)');
  return { problems, jsonEcho };
}

export async function runFuzz(base: string, count: number, concurrency = 8): Promise<FuzzReport> {
  const cases = fuzzCases(count);
  const started = Date.now();
  const report: FuzzReport = { requests: 0, seconds: 0, byFamily: {}, statuses: {}, fivexx: 0, findings: [], jsonEchoes: 0, unsendable: 0 };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      report.byFamily[c.family] = (report.byFamily[c.family] ?? 0) + 1;
      let res;
      try {
        res = await send(base, c);
      } catch (error) {
        if (String((error as { code?: string }).code ?? '').startsWith('ERR_')) {
          report.unsendable += 1;
          continue;
        }
        report.requests += 1;
        report.statuses.failed = (report.statuses.failed ?? 0) + 1;
        report.findings.push({
          family: c.family,
          method: c.method,
          path: c.path.slice(0, 120),
          status: -1,
          problem: `no answer (${(error as Error).message})`,
        });
        continue;
      }
      report.requests += 1;
      report.statuses[String(res.status)] = (report.statuses[String(res.status)] ?? 0) + 1;
      if (res.status >= 500) report.fivexx += 1;
      const { problems, jsonEcho } = check(base, c, res);
      if (jsonEcho) report.jsonEchoes += 1;
      for (const problem of problems) report.findings.push({ family: c.family, method: c.method, path: c.path.slice(0, 120), status: res.status, problem });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
