import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';

/**
 * Branches and FAQ from the app service: the cron reads `GET konew-center` and `GET konew-faqs`
 * in Traditional Chinese and English, keeps the last good answer in KV, and the branches and FAQ
 * pages, still the prerendered files, are served with the stored lists in place of the content
 * files' (read here from the HTML as a visitor's browser gets it). A failed read keeps the stored
 * copy; a stored copy that is not valid serves the page as built. The service is a loopback stand-in.
 */
const hours = (opens: string, closes: string) => ({ opens, closes });

const BRANCHES_ZH = {
  branches: [
    {
      id: 'sha-tin',
      region: 'newTerritories',
      name: '沙田旗艦分行',
      shortName: '沙田',
      address: '新界沙田測試街1號測試中心2樓',
      hotline: '2100 7777',
      hours: { weekday: hours('09:30', '19:30'), saturday: hours('09:30', '13:30'), sundaysAndHolidays: hours('10:00', '16:00') },
      remarks: [],
      vtm: true,
      suspended: false,
    },
    {
      id: 'central',
      region: 'hongKong',
      name: '中環總行',
      shortName: '中環',
      address: '香港中環測試道8號',
      hotline: '21009999',
      hours: { weekday: hours('10:00', '18:30'), saturday: null, sundaysAndHolidays: null },
      remarks: ['只限預約 <b>及</b> 查詢 & 還款'],
      vtm: false,
      suspended: false,
    },
    {
      id: 'mong-kok',
      region: 'kowloon',
      name: '旺角分行',
      address: '九龍旺角測試街3號',
      hotline: '2100 8888',
      hours: { weekday: hours('09:00', '19:00'), saturday: hours('09:00', '13:00'), sundaysAndHolidays: null },
      vtm: false,
      suspended: true,
      extra: 'a field this site does not read',
    },
  ],
};

const BRANCHES_EN = {
  branches: [
    {
      id: 'central',
      region: 'hongKong',
      name: 'Central head office',
      shortName: 'Central',
      address: '8 Test Road, Central',
      hotline: '2100 9999',
      hours: { weekday: hours('10:00', '18:30'), saturday: null, sundaysAndHolidays: null },
      remarks: ['By appointment only'],
      vtm: false,
      suspended: false,
    },
  ],
};

const FAQS_ZH = {
  faqs: [
    { category: 'repayment', question: '點樣還款 <script>alert(1)</script>？', answer: ['可以用 "轉數快" & 銀行轉賬。'] },
    { category: 'company', id: 'hours', question: '分行幾點開門？', answer: ['星期一至五 10:00 至 18:30。', '星期六休息。'] },
  ],
};

const FAQS_EN = {
  faqs: [{ category: 'security', id: 'otp', question: 'Will you ask for my one-time password?', answer: ['Never.'] }],
};

const { stub, worker } = useAppServiceStub('center-token', () => ({
  'konew-center': (query: URLSearchParams) => (query.get('lang') === 'en-US' ? BRANCHES_EN : BRANCHES_ZH),
  'konew-faqs': (query: URLSearchParams) => (query.get('lang') === 'en-US' ? FAQS_EN : FAQS_ZH),
}));

async function runCron() {
  const w = await worker().mf.getWorker();
  await w.scheduled({ cron: '*/5 * * * *' });
}

/**
 * A page's HTML as the browser renders it: without the RSC payload's inline chunks, data for
 * hydration that carries the lists as built (React leaves HTML it was given as HTML alone).
 */
async function page(path: string): Promise<string> {
  const res = await worker().get(path);
  expect(res.status, path).toBe(200);
  // The payload comes as scripts from a page rendered on request and as data blocks from a
  // prerendered one (scripts/build/first-paint-html.ts).
  return (await res.text()).replace(
    /<script[^>]*>\(self\.__FLIGHT_DATA[\s\S]*?<\/script>|<script type="application\/json" data-flight=""[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
}

const cardIds = (html: string) => [...html.matchAll(/<article[^>]*data-branch="([^"]+)"/g)].map((m) => m[1]);
const markerIds = (html: string) => [...html.matchAll(/data-map-marker="([^"]+)"/g)].map((m) => m[1]);
const card = (html: string, id: string) => {
  const start = html.indexOf(`data-branch="${id}"`);
  return html.slice(start, html.indexOf('</article>', start));
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const faqRowIds = (html: string) => [...html.matchAll(/<details id="([^"]+)"[^>]*data-faq-row/g)].map((m) => m[1]);
const navTargets = (html: string) => [...html.matchAll(/class="c-subnav__link" href="#([^"]+)"/g)].map((m) => m[1]);

describe('branches and FAQ from the app service', () => {
  it('the cron reads both lists in both languages with GET, the query and the bearer token', async () => {
    await runCron();
    const asked = stub.reads.map((r) => `${r.call}?${new URLSearchParams(r.query)}`).sort();
    expect(asked).toEqual(['konew-center?lang=en-US', 'konew-center?lang=zh-HK', 'konew-faqs?lang=en-US', 'konew-faqs?lang=zh-HK']);
    for (const read of stub.reads) {
      expect(read.authorization).toBe('Bearer center-token');
      expect(read.body).toBe('');
      expect(read.contentType).toBeUndefined();
    }
    expect(stub.received).toEqual([]);
  });

  it('stores each list and the branches page shows the service branches, by region, with their hours, phone and status', async () => {
    await runCron();
    const kv = await worker().kv();
    const stored = JSON.parse((await kv.get('app_branches:zh-HK'))!) as { branches: { id: string; remarks: string[] }[] };
    expect(stored.branches.map((b) => b.id)).toEqual(['sha-tin', 'central', 'mong-kok']);
    // Unknown fields are dropped; absent remarks are an empty list.
    expect(JSON.stringify(stored)).not.toContain('extra');
    expect(stored.branches[2]!.remarks).toEqual([]);

    const html = await page('/addressMap');
    // Hong Kong Island, Kowloon, New Territories: the list follows the regions, not the service's order.
    expect(cardIds(html)).toEqual(['central', 'mong-kok', 'sha-tin']);
    expect([...html.matchAll(/class="c-region__title">([^<]+)</g)].map((m) => m[1])).toEqual(['港島', '九龍', '新界']);
    expect(html).not.toContain('筲箕灣分行');

    const central = card(html, 'central');
    expect(central).toContain('中環總行');
    expect(central).toContain('10:00–18:30');
    // Closed on Saturdays, and on Sundays and public holidays.
    expect(central.match(/<span>休息<\/span>/g)).toHaveLength(2);
    expect(central).toContain('href="tel:+85221009999"');
    expect(central).toContain('2100\u00a09999');
    // Text from the service is escaped, never markup.
    expect(central).toContain('只限預約 &lt;b&gt;及&lt;/b&gt; 查詢 &amp; 還款');
    expect(central).not.toContain('<b>');

    const shaTin = card(html, 'sha-tin');
    expect(shaTin).toContain('09:30–19:30');
    expect(shaTin).toContain('09:30–13:30');
    expect(shaTin).toContain('10:00–16:00');
    expect(shaTin).toContain('c-tag--vtm');
    expect(shaTin).not.toContain('c-tag--suspended');
    expect(card(html, 'mong-kok')).toContain('c-tag--suspended');

    // The map draws the branches it has a place for; a new branch is in the list only.
    expect(markerIds(html).sort()).toEqual(['central', 'sha-tin']);
    expect(html).toMatch(/class="c-branchmap__marker c-branchmap__marker--branch" aria-label="中環總行，港島"/);

    // Structured data says what the cards say.
    const businesses = jsonLd(html).filter((d) => d['@type'] === 'LocalBusiness') as {
      name: string;
      telephone: string;
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    }[];
    expect(businesses.map((b) => b.telephone)).toEqual(['+852 2100 7777', '+852 2100 9999', '+852 2100 8888']);
    const shaTinLd = businesses[0]!.openingHoursSpecification;
    expect(shaTinLd.map((h) => [h.dayOfWeek.length, h.opens, h.closes])).toEqual([
      [5, '09:30', '19:30'],
      [1, '09:30', '13:30'],
      [2, '10:00', '16:00'],
    ]);
    // Suspended: no opening hours claimed.
    expect(businesses[2]!.openingHoursSpecification).toEqual([]);

    const en = await page('/en/addressMap');
    expect(cardIds(en)).toEqual(['central']);
    expect(card(en, 'central')).toContain('By appointment only');
    expect([...en.matchAll(/class="c-region__title">([^<]+)</g)].map((m) => m[1])).toEqual(['Hong Kong Island']);

    // Simplified Chinese keeps the content files' ten branches.
    expect(cardIds(await page('/zh-CN/addressMap'))).toHaveLength(10);
  });

  it('the FAQ page shows the service rows in the site sections, its FAQPage data the same rows', async () => {
    await runCron();
    const html = await page('/faq');
    // Only the sections the service has rows for, in the page's order, in the navigation too.
    expect(navTargets(html)).toEqual(['faq-company', 'faq-repayment']);
    expect([...html.matchAll(/class="c-section__title">([^<]+)</g)].map((m) => m[1])).toEqual(['關於公司', '還款']);
    expect(faqRowIds(html)).toEqual(['faq-company-hours', 'faq-repayment-q1']);
    expect(html).toContain('點樣還款 &lt;script&gt;alert(1)&lt;/script&gt;？');
    expect(html).toContain('<p>可以用 &quot;轉數快&quot; &amp; 銀行轉賬。</p>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<p>星期一至五 10:00 至 18:30。</p><p>星期六休息。</p>');

    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: '分行幾點開門？', acceptedAnswer: { '@type': 'Answer', text: '星期一至五 10:00 至 18:30。\n\n星期六休息。' } },
      { '@type': 'Question', name: '點樣還款 <script>alert(1)</script>？', acceptedAnswer: { '@type': 'Answer', text: '可以用 "轉數快" & 銀行轉賬。' } },
    ]);

    const en = await page('/en/faq');
    expect(navTargets(en)).toEqual(['faq-security']);
    expect(faqRowIds(en)).toEqual(['faq-security-otp']);
    expect(en).toContain('Will you ask for my one-time password?');
  });

  it('a client navigation gets the same lists: the route payload rendered with the stored list', async () => {
    await runCron();
    for (const [route, file, shows, gone] of [
      ['/RSC/R/addressMap.txt', 'dist/public/RSC/R/addressMap.txt', '中環總行', '筲箕灣分行'],
      ['/RSC/R/en/faq.txt', 'dist/public/RSC/R/en/faq.txt', 'Will you ask for my one-time password?', 'Account operation'],
    ] as const) {
      const res = await worker().get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      const served = await res.text();
      expect(served).toContain(shows);
      expect(served).not.toContain(gone);
      expect(readFileSync(file, 'utf8')).toContain(gone);
    }
    // Simplified Chinese and the other pages: as built.
    const zhCn = await worker().get('/RSC/R/zh-CN/addressMap.txt');
    expect(Buffer.from(await zhCn.arrayBuffer()).equals(readFileSync('dist/public/RSC/R/zh-CN/addressMap.txt'))).toBe(true);
  });

  const failures = [
    ['answers garbage', 'garbage'],
    ['answers another shape', 'wrong_shape'],
    ['answers 500', 'error'],
    ['refuses (400)', 'refuse'],
    ['drops the connection', 'drop'],
    ['is too slow', 'slow'],
  ] as const;
  for (const [name, mode] of failures) {
    it(`keeps the stored copy when the service ${name}`, async () => {
      await runCron();
      const kv = await worker().kv();
      const before = await Promise.all(['app_branches:zh-HK', 'app_faqs:zh-HK', 'app_branches:en-US', 'app_faqs:en-US'].map((k) => kv.get(k)));
      stub.mode = mode;
      await runCron();
      expect(stub.reads.length).toBeGreaterThanOrEqual(8);
      const after = await Promise.all(['app_branches:zh-HK', 'app_faqs:zh-HK', 'app_branches:en-US', 'app_faqs:en-US'].map((k) => kv.get(k)));
      expect(after).toEqual(before);
      expect(cardIds(await page('/addressMap'))).toEqual(['central', 'mong-kok', 'sha-tin']);
      expect(faqRowIds(await page('/faq'))).toEqual(['faq-company-hours', 'faq-repayment-q1']);
    });
  }

  it('an answer that fails the schema (a row of an unknown category, a bad time) is not stored', async () => {
    await runCron();
    stub.answers = {
      'konew-center': { branches: [{ ...BRANCHES_EN.branches[0], hours: { weekday: hours('9am', '7pm'), saturday: null, sundaysAndHolidays: null } }] },
      'konew-faqs': { faqs: [{ category: 'loans', question: 'Q?', answer: ['A.'] }] },
    };
    await runCron();
    const kv = await worker().kv();
    expect(JSON.parse((await kv.get('app_branches:en-US'))!)).toMatchObject({ branches: [{ name: 'Central head office' }] });
    expect(JSON.parse((await kv.get('app_faqs:zh-HK'))!).faqs).toHaveLength(2);
  });

  it('a stored copy that is corrupt or of another shape serves the page as built, never an error', async () => {
    const kv = await worker().kv();
    await kv.put('app_branches:zh-HK', '{"branches": [');
    await kv.put('app_faqs:zh-HK', JSON.stringify({ faqs: [{ category: 'nope', question: 'x', answer: [] }] }));
    await kv.put('app_branches:en-US', JSON.stringify({ branches: [] }));
    await kv.put('app_faqs:en-US', '"just a string"');

    const branches = await page('/addressMap');
    expect(cardIds(branches)).toHaveLength(10);
    expect(card(branches, 'shau-kei-wan')).toContain('筲箕灣分行');
    expect(card(branches, 'sha-tin')).toContain('c-tag--suspended');
    expect(cardIds(await page('/en/addressMap'))).toHaveLength(10);

    for (const path of ['/faq', '/en/faq']) {
      const faq = await page(path);
      expect(navTargets(faq)).toEqual(['faq-company', 'faq-account', 'faq-product', 'faq-repayment', 'faq-security']);
      const rows = faqRowIds(faq).length;
      expect(rows).toBeGreaterThanOrEqual(20);
      const ld = jsonLd(faq).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
      expect(ld.mainEntity).toHaveLength(rows);
    }

    // The next good answer replaces the corrupt copy.
    await runCron();
    expect(cardIds(await page('/addressMap'))).toEqual(['central', 'mong-kok', 'sha-tin']);
  });
});
