import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Every page shows its own content, in its own language, with valid structured data. Expected
 * figures are written out here from docs/product-rules.md (§1, §4, §5, §9), independent of the
 * content modules, so a wrong figure in the content fails this test.
 */
let worker: TestWorker;
const cache = new Map<string, Promise<string>>();
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

function html(path: string): Promise<string> {
  let page = cache.get(path);
  if (!page) {
    page = worker.get(path).then(async (res) => {
      expect(res.status, path).toBe(200);
      return res.text();
    });
    cache.set(path, page);
  }
  return page;
}

/** The page body between the header and the footer, as text without tags. */
function mainText(page: string): string {
  return textOf(page.slice(page.indexOf('<main'), page.indexOf('</main>')));
}

/** A piece of HTML as text without tags. */
function textOf(html: string): string {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      // A figure's span is inline: no space around it on the page.
      .replace(/<span class="figure">([^<]*)<\/span>/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\u00a0|&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
  );
}

/**
 * An unfilled `{{name}}` in what the page shows, with a little context. Scripts are left out: the
 * RSC payload legitimately carries templates that client widgets fill in (calculator labels).
 */
function leftoverPlaceholder(page: string): string | undefined {
  const shown = page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return shown.match(/.{0,60}\{\{\w+\}\}.{0,20}/)?.[0];
}

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** Product pages: path and the figures the product rules give, as the pages print them. */
const PRODUCTS: { path: string; zh: string[]; en: string[] }[] = [
  { path: '/loan/n-loan', zh: ['HK$1,000,000', '10%', '6至60個月', '5分鐘'], en: ['HK$1,000,000', '10%', '6 to 60 months', '5 minutes'] },
  { path: '/loan/7x24-loan', zh: ['HK$30,000', '20秒'], en: ['HK$30,000', '20 seconds'] },
  {
    path: '/loan/supreme',
    zh: ['月薪30倍或HK$5,000,000（以較低者為準）', '8.9%', '60個月', 'HK$40,000'],
    en: ['30 times monthly salary or HK$5,000,000, whichever is lower', '8.9%', '60 months', 'HK$40,000'],
  },
  { path: '/loan/p-loan', zh: ['HK$2,000,000', '15分鐘', '居屋'], en: ['HK$2,000,000', '15 minutes', 'HOS'] },
  { path: '/loan/hos-public-housing-loan', zh: ['HK$2,000,000', '居屋及公屋'], en: ['HK$2,000,000', 'HOS and public housing'] },
  { path: '/loan/t-loan', zh: ['20%', '36%減至28.8%', 'HK$2,000,000'], en: ['20%', '36% becomes 28.8%', 'HK$2,000,000'] },
  { path: '/loan/c-loan', zh: ['HK$1,500,000', '60個月', '36.38%', 'HK$300'], en: ['HK$1,500,000', '60 months', '36.38%', 'HK$300'] },
  { path: '/loan/revolving-loan', zh: ['月薪10倍', '÷ 365 × 日數', '不收利息'], en: ['10 times monthly salary', '÷ 365 × days', 'interest-free'] },
  {
    path: '/loan/talent-loan',
    zh: ['HK$2,000,000', '月薪10倍', '120個月', '非永久性', '超過6個月'],
    en: ['HK$2,000,000', '10 times monthly salary', '120 months', 'not permanent', 'more than 6 months'],
  },
  { path: '/loan/s-loan', zh: ['HK$100,000', '48個月', '36%減至15%', '副學士'], en: ['HK$100,000', '48 months', '36% becomes 15%', 'associate degree'] },
  { path: '/loan/u-loan', zh: ['HK$500,000', '碩士', '車牌'], en: ['HK$500,000', 'master', 'driving licence'] },
  { path: '/loan/w-loan', zh: ['HK$500,000', '擺酒'], en: ['HK$500,000', 'banquet'] },
  { path: '/loan/r-loan', zh: ['HK$500,000', '首6至12期'], en: ['HK$500,000', '6 to 12 instalments'] },
  { path: '/loan/i-loan', zh: ['HK$500,000', '首2日免息'], en: ['HK$500,000', 'First 2 days interest-free'] },
  {
    path: '/loan/l-loan',
    zh: ['HK$1,000,000', '工程費用的90%', '24期', '1至2個工作天', '支票'],
    en: ['HK$1,000,000', '90% of project cost', '24 instalments', '1 to 2 working days', 'cheque'],
  },
  {
    path: '/loan/sme',
    zh: ['HK$100,000至HK$10,000,000', '6至48期', '3日內', '滿6個月', 'HK$39,233', 'HK$1,412,388'],
    en: ['HK$100,000 to HK$10,000,000', '6 to 48 instalments', 'Within 3 days', '6 months or more', 'HK$39,233', 'HK$1,412,388'],
  },
];

describe('loan product pages', () => {
  for (const product of PRODUCTS) {
    for (const [prefix, figures] of [
      ['', product.zh],
      ['/en', product.en],
    ] as const) {
      it(`${prefix}${product.path} shows its own figures, points, testimonials, eligibility and FAQ`, async () => {
        const page = await html(prefix + product.path);
        const text = mainText(page);
        for (const figure of figures) expect(text, figure).toContain(figure);
        // The shared layout: hero figures, three points, illustrative testimonials, FAQ rows.
        expect(page.match(/class="c-stats__item"/g)?.length, 'hero figures').toBeGreaterThanOrEqual(3);
        expect(page.match(/class="c-card c-point"/g)).toHaveLength(3);
        expect(page.match(/data-testimonial=/g)?.length).toBeGreaterThanOrEqual(2);
        expect(text).toContain(prefix ? 'Illustrative case' : '示例個案');
        expect(text).toContain(prefix ? 'Who can apply' : '申請資格');
        expect(page.match(/<details[^>]*data-faq-row/g)?.length).toBeGreaterThanOrEqual(3);
        // Structured data: the product and its FAQ.
        const types = jsonLd(page).map((d) => d['@type']);
        expect(types).toContain('LoanOrCredit');
        expect(types).toContain('FAQPage');
        // No placeholder left unfilled.
        expect(leftoverPlaceholder(page)).toBeUndefined();
      });
    }
  }

  it('the Simplified Chinese talent loan page is converted from the Traditional one', async () => {
    const text = mainText(await html('/zh-CN/loan/talent-loan'));
    expect(text).toContain('HK$2,000,000');
    expect(text).toContain('贷款额');
    expect(text).not.toContain('貸款額');
  });

  it('every product page has its own hero figures, not a shared placeholder', async () => {
    const heroes = new Set<string>();
    for (const product of PRODUCTS) {
      const page = await html(product.path);
      const hero = page.slice(page.indexOf('c-stats__list'), page.indexOf('</dl>', page.indexOf('c-stats__list')));
      heroes.add(hero);
    }
    expect(heroes.size).toBe(PRODUCTS.length);
  });
});

describe('home page', () => {
  const HOMES = [
    {
      path: '/',
      lang: 'zh',
      selling: ['免手續費', '提早還款免罰息', '按日計息', 'VTM'],
      steps: ['網上申請', '上載文件', '批核經理', '電子', '發放貸款'],
      vtm: '指定分行',
      link: '/download-app-redirect',
    },
    {
      path: '/en',
      lang: 'en',
      selling: ['No handling fees', 'No early repayment penalty', 'Daily interest', 'VTM'],
      steps: ['Apply online', 'Upload documents', 'approval manager', 'Sign electronically', 'Receive your money'],
      vtm: 'selected branches',
      link: '/en/download-app-redirect',
    },
    {
      path: '/zh-CN',
      lang: 'cn',
      selling: ['免手续费', '提早还款免罚息', '按日计息', 'VTM'],
      steps: ['网上申请', '上载文件', '批核经理', '电子', '发放贷款'],
      vtm: '指定分行',
      link: '/zh-CN/download-app-redirect',
    },
  ];
  for (const home of HOMES) {
    it(`${home.path} has the banner, every product with its limit, selling points, testimonials, steps, VTM branches and the app block`, async () => {
      const page = await html(home.path);
      const text = mainText(page);
      // Product selector: all 16 products, each linking to its page, with its headline figure.
      const productLinks = [...page.matchAll(/<a[^>]*class="c-product"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="c-product"/g)].map(
        (m) => m[1] ?? m[2],
      );
      expect(productLinks).toHaveLength(16);
      for (const p of PRODUCTS)
        expect(
          productLinks.some((l) => l!.endsWith(p.path)),
          p.path,
        ).toBe(true);
      for (const figure of ['HK$1,000,000', 'HK$30,000', 'HK$5,000,000', 'HK$1,500,000', 'HK$100,000', 'HK$10,000,000']) expect(text).toContain(figure);
      for (const s of home.selling) expect(text).toContain(s);
      for (const s of home.steps) expect(text).toContain(s);
      expect(page.match(/data-testimonial=/g)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toContain(home.vtm);
      // The app block opens the download page in a new tab.
      expect(page).toMatch(new RegExp(`<a[^>]*href="${home.link}"[^>]*target="_blank"[^>]*rel="noopener"`));
      expect(jsonLd(page).map((d) => d['@type'])).toContain('FinancialService');
    });
  }
});

describe('FAQ page', () => {
  const FAQS = [
    {
      path: '/faq',
      sections: ['關於公司', '帳戶操作', '產品資料', '還款', '網絡安全'],
      facts: ['短訊及電郵', '一次性登入密碼', '下一個工作天', '14個工作天', '逾期利息', '忘記密碼', '確認貸款之前', '補充文件'],
    },
    {
      path: '/en/faq',
      sections: ['About the company', 'Account operation', 'Product information', 'Repayment', 'Online security'],
      facts: [
        'SMS and email',
        'one-time login password',
        'next working day',
        '14 working days',
        'late interest',
        'forget my password',
        'until you confirm the loan',
        'supporting documents',
      ],
    },
    {
      path: '/zh-CN/faq',
      sections: ['关于公司', '帐户操作', '产品资料', '还款', '网络安全'],
      facts: ['短讯及电邮', '一次性登入密码', '下一个工作天', '14个工作天'],
    },
  ];
  for (const faq of FAQS) {
    it(`${faq.path} has five sections of rows with the application facts, and FAQPage data for every row`, async () => {
      const page = await html(faq.path);
      const text = mainText(page);
      const headings = [...page.matchAll(/<h2[^>]*class="c-section__title"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
      expect(headings).toEqual(faq.sections);
      for (const fact of faq.facts) expect(text, fact).toContain(fact);
      // The rows as markup (`=""`): the RSC payload carries them too, as a string with escaped quotes.
      const rows = page.match(/<details[^>]*data-faq-row=""/g)?.length ?? 0;
      expect(rows).toBeGreaterThanOrEqual(20);
      const data = jsonLd(page).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(data.mainEntity).toHaveLength(rows);
      for (const q of data.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    });
  }
});

describe('office hours on the contact page, from the first paint', () => {
  const mark = async (path: string) => (await html(path)).match(/<html[^>]*\sdata-office-hours="([^"]*)"/)?.[1] ?? null;

  it('marks the page with the answer in Hong Kong time at the request, holidays closed', async () => {
    // Monday 2 March 2026, 10:00 and 19:00 in Hong Kong; the local site reads `today` as now.
    expect(await mark('/en/contactus?today=2026-03-02T10:00')).toBe('open');
    expect(await mark('/en/contactus?today=2026-03-02T19:00')).toBe('closed');
    // Saturday 7 March 2026 until 13:00; Sunday closed.
    expect(await mark('/contactus?today=2026-03-07T12:59')).toBe('open');
    expect(await mark('/contactus?today=2026-03-07T13:00')).toBe('closed');
    expect(await mark('/zh-CN/contactus?today=2026-03-08T10:00')).toBe('closed');
    // Lunar New Year's Day 2026, a Tuesday: a general holiday.
    expect(await mark('/contactus?today=2026-02-17T11:00')).toBe('closed');
  });

  it('leaves the other pages unmarked', async () => {
    expect(await mark('/en/faq?today=2026-03-02T10:00')).toBeNull();
    expect(await mark('/?today=2026-03-02T10:00')).toBeNull();
  });
});

describe('branches page', () => {
  const PAGES = [
    {
      path: '/addressMap',
      names: ['中環', '筲箕灣', '紅磡', '荃灣', '元朗', '大埔', '沙田', '尖沙咀', '深水埗', '觀塘'],
      regions: ['港島', '九龍', '新界'],
      suspended: '暫停服務，直至另行通知',
      weekday: '星期一至五',
      closed: '休息',
    },
    {
      path: '/en/addressMap',
      names: ['Central', 'Shau Kei Wan', 'Hung Hom', 'Tsuen Wan', 'Yuen Long', 'Tai Po', 'Sha Tin', 'Tsim Sha Tsui', 'Sham Shui Po', 'Kwun Tong'],
      regions: ['Hong Kong Island', 'Kowloon', 'New Territories'],
      suspended: 'suspended until further notice',
      weekday: 'Monday to Friday',
      closed: 'Closed',
    },
    {
      path: '/zh-CN/addressMap',
      names: ['中环', '筲箕湾', '红磡', '荃湾', '元朗', '大埔', '沙田', '尖沙咀', '深水埗', '观塘'],
      regions: ['港岛', '九龙', '新界'],
      suspended: '暂停服务，直至另行通知',
      weekday: '星期一至五',
      closed: '休息',
    },
  ];
  for (const p of PAGES) {
    it(`${p.path} lists the ten branches by region with hours, Central's 18:45 and Sha Tin's suspension`, async () => {
      const page = await html(p.path);
      const text = mainText(page);
      const regions = [...page.matchAll(/<h2[^>]*class="c-region__title"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
      expect(regions).toEqual(p.regions);
      const cards = [...page.matchAll(/<article[^>]*data-branch="([^"]+)"/g)].map((m) => m[1]);
      expect(cards).toHaveLength(10);
      for (const name of p.names) expect(text, name).toContain(name);
      // Every open branch's card has its address, phone and weekday / Saturday / Sunday hours;
      // Sha Tin's, suspended, has none.
      expect(text.match(/09:00–19:00/g)).toHaveLength(8);
      expect(text.match(/09:00–18:45/g)).toHaveLength(1);
      expect(text.match(/09:00–13:00/g)).toHaveLength(9);
      expect(text.split(p.weekday).length - 1).toBeGreaterThanOrEqual(9);
      expect(page.match(/href="tel:\+852/g)?.length).toBeGreaterThanOrEqual(10);
      expect(text).toContain('18:45');
      expect(text).toContain(p.suspended);
      // The Central card carries the 18:45 remark; the Sha Tin card the suspension.
      const card = (id: string) => page.slice(page.indexOf(`data-branch="${id}"`), page.indexOf('</article>', page.indexOf(`data-branch="${id}"`)));
      expect(card('central')).toContain('18:45');
      expect(card('sha-tin')).toContain(p.suspended);
      expect(card('sha-tin')).not.toContain('c-branch__hours');
      expect(card('sha-tin')).not.toMatch(/\d\d:\d\d/);
      // The map: a marker linking to each card, and the no-script view toggle.
      const markers = [...page.matchAll(/<a[^>]*href="#branch-([^"]+)"[^>]*data-map-marker/g)].map((m) => m[1]);
      expect(markers.sort()).toEqual([...cards].sort());
      expect(page).toContain('id="branch-view-map"');
      expect(page).toContain('id="branch-view-list"');
      // Structured data: one LocalBusiness per branch.
      const businesses = jsonLd(page).filter((d) => d['@type'] === 'LocalBusiness');
      expect(businesses).toHaveLength(10);
    });
  }
});

describe('contact page', () => {
  for (const [path, wechat, holiday, forms] of [
    ['/contactus', '顯示WeChat二維碼', '農曆年初一', ['留言給我們', '預約回電']],
    ['/en/contactus', 'Show WeChat QR code', 'Lunar New Year’s Day', ['Leave us a message', 'Request a call back']],
    ['/zh-CN/contactus', '显示WeChat二维码', '农历年初一', ['留言给我们', '预约回电']],
  ] as const) {
    it(`${path} has every channel, office hours with the indicator, the holidays and both forms`, async () => {
      const page = await html(path);
      const text = mainText(page);
      expect(page).toContain('href="tel:+85221000000"');
      expect(page).toMatch(/href="https:\/\/wa\.me\/85251000000"[^>]*target="_blank"/);
      expect(page).toContain('href="mailto:cs@example.com"');
      for (const social of ['facebook', 'instagram', 'youtube']) expect(page).toMatch(new RegExp(`href="https://www\\.${social}\\.com/`));
      expect(text).toContain(wechat);
      expect(page).toContain('aria-haspopup="dialog"');
      expect(text).toContain('09:00–19:00');
      expect(text).toContain('09:00–13:00');
      expect(page).toMatch(/data-office-status="checking"/);
      expect(text).toContain(holiday);
      expect(page.match(/<time dateTime="2026-/g)).toHaveLength(17);
      // Both forms are in the page as served (not only after scripts run), each under its heading:
      // the contact form with every field the business lists, the callback form with mobile and time slot.
      const section = (id: string) => page.slice(page.indexOf(`aria-labelledby="${id}"`), page.indexOf('</section>', page.indexOf(`aria-labelledby="${id}"`)));
      const contact = section('contact-form-title');
      const callback = section('callback-form-title');
      expect(textOf(contact)).toContain(forms[0]);
      expect(textOf(callback)).toContain(forms[1]);
      for (const name of ['title', 'surname', 'given_name', 'mobile', 'time_slot', 'loan_type', 'theclub_id', 'tapngo_id', 'terms', 'is_opt_in']) {
        expect(contact, name).toMatch(new RegExp(`name="${name}"`));
      }
      expect(callback).toMatch(/name="mobile"/);
      expect(callback).toMatch(/name="time_slot"/);
      expect(callback).not.toMatch(/name="surname"/);
      // The four time slots the business lists, in both forms.
      for (const slot of ['9-12', '12-15', '15-18', '18-21']) {
        expect(contact).toContain(`value="${slot}"`);
        expect(callback).toContain(`value="${slot}"`);
      }
      // The marketing opt-in starts unticked.
      expect(contact).not.toMatch(/name="is_opt_in"[^>]*checked/);
    });
  }
});

describe('company, investor, news and legal pages', () => {
  it('about us states the licence, the listing and the way we lend', async () => {
    for (const [path, words] of [
      ['/aboutus', ['0000/2026', '2483', '批核經理', 'VTM']],
      ['/en/aboutus', ['0000/2026', '2483', 'approval manager', 'VTM']],
    ] as const) {
      const text = mainText(await html(path));
      for (const w of words) expect(text, `${path} ${w}`).toContain(w);
    }
  });

  it('ESG shows the three pillars and the ESG posts, newest first', async () => {
    for (const path of ['/esg', '/en/esg', '/zh-CN/esg']) {
      const page = await html(path);
      expect([...page.matchAll(/data-esg-pillar="(\w+)"/g)].map((m) => m[1])).toEqual(['environment', 'social', 'governance']);
      const dates = [...page.slice(page.indexOf('id="esg-posts"')).matchAll(/<time dateTime="([\d-]+)"/g)].map((m) => m[1]!);
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('news lists the blog posts newest first, in Chinese only', async () => {
    for (const path of ['/news', '/zh-CN/news']) {
      const page = await html(path);
      const dates = [...page.matchAll(/<article[^>]*data-post[\s\S]*?<time dateTime="([\d-]+)"/g)].map((m) => m[1]!);
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect((await worker.get('/en/news')).status).toBe(302);
  });

  it('the fraud alert explains the tricks, how to check and the police hotline', async () => {
    const text = mainText(await html('/news/counterfeiting-case'));
    for (const w of ['冒認職員來電', '5100 0000', '2100 0000', '18222']) expect(text).toContain(w);
  });

  it('special announcements carry the WhatsApp change and the Sha Tin suspension', async () => {
    const zh = mainText(await html('/special-announcement'));
    expect(zh).toContain('2025年4月30日');
    expect(zh).toContain('沙田分行暫停服務');
    const en = mainText(await html('/en/special-announcement'));
    expect(en).toContain('30 April 2025');
    expect(en).toContain('Sha Tin branch is suspended until further notice');
  });

  it('the application tutorial walks through the five steps with the business’s facts', async () => {
    const text = mainText(await html('/application-tutorial'));
    for (const w of ['網上申請', '上載文件', '批核經理', '電子', '發放貸款', '短訊及電郵', '下一個工作天', '支票']) expect(text).toContain(w);
    expect((await html('/application-tutorial')).match(/class="c-tutorial__step"/g)).toHaveLength(5);
  });

  it('the free credit report page (Chinese only) explains how to get it', async () => {
    const text = mainText(await html('/features/free-smart-credit-report'));
    expect(text).toContain('授權');
    expect(text).toContain('僅供參考');
  });

  it('the download-app page links to both app stores', async () => {
    for (const path of ['/download-app', '/en/download-app']) {
      const page = await html(path);
      expect(page).toContain('href="https://apps.apple.com/');
      expect(page).toContain('href="https://play.google.com/');
    }
  });

  it('the error page offers the way home', async () => {
    expect(await html('/en/error')).toMatch(/<main[\s\S]*href="\/en"[\s\S]*<\/main>/);
  });
});

describe('investor relations', () => {
  const IR = ['announcements-circulars', 'financial-reports', 'corporate-information', 'corporate-governance', 'other-information', 'enquiry'];
  for (const prefix of ['', '/en', '/zh-CN']) {
    it(`${prefix || 'zh-HK'}: six sections share a sub-navigation, show stock code 2483 and their own content`, async () => {
      const bodies = new Set<string>();
      for (const slug of IR) {
        const page = await html(`${prefix}/investor-relations/${slug}`);
        const text = mainText(page);
        expect(text).toContain('2483');
        const nav = page.slice(page.indexOf('class="c-subnav"'), page.indexOf('</nav>', page.indexOf('class="c-subnav"')));
        for (const other of IR) expect(nav).toContain(`${prefix}/investor-relations/${other}"`);
        expect(nav).toMatch(new RegExp(`href="${prefix}/investor-relations/${slug}" aria-current="page"`));
        bodies.add(page.slice(page.indexOf('</nav>', page.indexOf('class="c-subnav"')), page.indexOf('</main>')));
      }
      expect(bodies.size).toBe(IR.length);
    });
  }

  it('every investor document link opens a real (sample) PDF', async () => {
    const files = new Set<string>();
    for (const slug of IR) {
      for (const m of (await html(`/investor-relations/${slug}`)).matchAll(/href="(\/documents\/[^"]+\.pdf)"/g)) files.add(m[1]!);
    }
    expect(files.size).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const res = await worker.get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('Content-Type'), file).toContain('application/pdf');
      const body = new TextDecoder().decode(await res.arrayBuffer());
      expect(body.startsWith('%PDF-'), file).toBe(true);
      expect(body, file).toContain('SAMPLE');
    }
  });

  it('the enquiry page gives the investor relations contacts', async () => {
    const page = await html('/en/investor-relations/enquiry');
    expect(page).toContain('href="mailto:ir@example.com"');
  });
});

describe('legal pages', () => {
  const LEGAL = ['/disclaimer', '/terms', '/privacy', '/document-disclaimer', '/term_condition', '/term_condition_t_loan'];
  for (const prefix of ['', '/en', '/zh-CN']) {
    it(`${prefix || 'zh-HK'}: each has its own text in sections, with contents and a date`, async () => {
      const seen = new Set<string>();
      for (const path of LEGAL) {
        const page = await html(prefix + path);
        const blocks = [...page.matchAll(/<h2 id="legal-[\w-]+-title">([^<]+)<\/h2>/g)].map((m) => m[1]);
        expect(blocks.length, path).toBeGreaterThanOrEqual(5);
        seen.add(blocks.join('|'));
        expect(page).toMatch(/class="c-updated"/);
      }
      expect(seen.size).toBe(LEGAL.length);
    });
  }

  it('the privacy policy is a PDPO collection statement with opt-in direct marketing', async () => {
    const zh = mainText(await html('/privacy'));
    for (const w of [
      '第486章',
      '收集資料的目的',
      '必須提供及自願提供的資料',
      '資料可能轉移的對象',
      '直接促銷',
      '預設為不選取',
      '撤回同意',
      '查閱及改正',
      '資料保障主任',
      'cs@example.com',
      '40日',
    ]) {
      expect(zh, w).toContain(w);
    }
    const en = mainText(await html('/en/privacy'));
    for (const w of [
      'Cap. 486',
      'Why we collect your data',
      'Obligatory and voluntary data',
      'Who may receive your data',
      'direct marketing',
      'starts unticked',
      'withdraw your consent',
      'access and correction',
      'Data Protection Officer',
      '40 days',
    ]) {
      expect(en, w).toContain(w);
    }
  });

  it('the debt transfer terms explain the 20% discount with the 36% to 28.8% example', async () => {
    const text = mainText(await html('/term_condition_t_loan'));
    expect(text).toContain('20%');
    expect(text).toContain('36%');
    expect(text).toContain('28.8%');
  });
});

describe('every page', () => {
  const TYPES = new Set(['FinancialService', 'FAQPage', 'LoanOrCredit', 'LocalBusiness']);

  it('has its own main content, no unfilled placeholder, and JSON-LD that parses with a known @type', async () => {
    const { publishedPages } = await import('../../src/shared/routes/availability');
    const mains = new Map<string, string>();
    for (const { path, route } of publishedPages()) {
      const page = await html(path);
      expect(leftoverPlaceholder(page), path).toBeUndefined();
      for (const m of page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        let data: Record<string, unknown> | undefined;
        expect(() => (data = JSON.parse(m[1]!)), path).not.toThrow();
        expect(data!['@context'], path).toBe('https://schema.org');
        expect(TYPES.has(String(data!['@type'])), `${path}: ${String(data!['@type'])}`).toBe(true);
      }
      const main = mainText(page);
      // The error page is deliberately short: a heading, a line and the way home.
      if (route.kind !== 'error') expect(main.length, path).toBeGreaterThan(150);
      expect(mains.get(main), `${path} has the same content as ${mains.get(main)}`).toBeUndefined();
      mains.set(main, path);
    }
  });
});
