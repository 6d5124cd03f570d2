import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Each product page's hero, read as a visitor reads it: a label and the figure under it. The
 * expected pairs are written out from docs/product-rules.md §9 (and the facts for
 * Supreme, talent and solar), independent of the content modules.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

const text = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\u00a0/g, ' ')
    .trim();

/** The hero's figures as label -> value, in the order shown. */
async function heroFacts(path: string): Promise<Map<string, string>> {
  const res = await worker.get(path);
  expect(res.status, path).toBe(200);
  const page = await res.text();
  const start = page.indexOf('c-stats__list');
  const list = page.slice(start, page.indexOf('</dl>', start));
  return new Map([...list.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [text(m[1]!), text(m[2]!)]));
}

async function pageText(path: string): Promise<string> {
  const page = await (await worker.get(path)).text();
  return text(page.slice(page.indexOf('<main'), page.indexOf('</main>')).replace(/<script[\s\S]*?<\/script>/g, ' ')).replace(/\s+/g, ' ');
}

const HERO: Record<string, { zh: Record<string, string>; en: Record<string, string> }> = {
  '/loan/supreme': {
    zh: { 貸款額: '月薪30倍或HK$5,000,000（以較低者為準）', 年利率: '低至8.9%', 還款期: '最長60個月', 申請資格: '公務員、專業人士或月入HK$40,000或以上' },
    en: {
      'Loan amount': '30 times monthly salary or HK$5,000,000, whichever is lower',
      'Annual rate': 'From 8.9%',
      'Repayment period': 'Up to 60 months',
      'Who can apply': 'Civil servants, professionals or earners of HK$40,000+ a month',
    },
  },
  '/loan/talent-loan': {
    zh: { 貸款額: '高達HK$2,000,000或月薪10倍', 還款期: '最長120個月', 身份證: '毋須永久性居民身份證', 簽證: '有效期超過6個月' },
    en: {
      'Loan amount': 'Up to HK$2,000,000 or 10 times monthly salary',
      'Repayment period': 'Up to 120 months',
      'Identity card': 'No permanent ID needed',
      Visa: 'Valid for over 6 months',
    },
  },
  '/loan/l-loan': {
    zh: { 貸款額: '高達HK$1,000,000', 貸款成數: '最高為工程費用的90%', 還款期: '最長24期', 評估時間: '1至2個工作天' },
    en: {
      'Loan amount': 'Up to HK$1,000,000',
      Financing: 'Up to 90% of project cost',
      'Repayment period': 'Up to 24 instalments',
      Evaluation: '1 to 2 working days',
    },
  },
  '/loan/n-loan': {
    zh: { 貸款額: '高達HK$1,000,000', 年利率: '低至10%', 還款期: '6至60個月', 批核時間: '最快5分鐘' },
    en: { 'Loan amount': 'Up to HK$1,000,000', 'Annual rate': 'From 10%', 'Repayment period': '6 to 60 months', Approval: 'In as little as 5 minutes' },
  },
  '/loan/7x24-loan': {
    zh: { 貸款額: '高達HK$30,000', 貸款方案: '20秒內提供' },
    en: { 'Loan amount': 'Up to HK$30,000', 'Loan options': 'Within 20 seconds' },
  },
  '/loan/p-loan': {
    zh: { 貸款額: '高達HK$2,000,000', 初步估價: '15分鐘' },
    en: { 'Loan amount': 'Up to HK$2,000,000', 'Initial valuation': '15 minutes' },
  },
  '/loan/t-loan': {
    zh: { 利率優惠: '原有利率減20%', 例子: '36%減至28.8%', 貸款額: '高達HK$2,000,000', 新客戶回贈: '高達20%' },
    en: {
      'Rate discount': '20% off your existing rate',
      Example: '36% becomes 28.8%',
      'Loan amount': 'Up to HK$2,000,000',
      'New-customer rebate': 'Up to 20%',
    },
  },
  '/loan/c-loan': {
    zh: { 貸款額: '高達HK$1,500,000', 還款期: '最長60個月', 批核時間: '最快30分鐘' },
    en: { 'Loan amount': 'Up to HK$1,500,000', 'Repayment period': 'Up to 60 months', Approval: 'In as little as 30 minutes' },
  },
  '/loan/revolving-loan': {
    zh: { 備用額度: '高達月薪10倍', 未動用額度: '不收利息' },
    en: { 'Credit limit': 'Up to 10 times monthly salary', 'Unused limit': 'Interest-free' },
  },
  '/loan/s-loan': {
    zh: { 貸款額: '高達HK$100,000', 還款期: '最長48個月', 利率例子: '36%減至15%' },
    en: { 'Loan amount': 'Up to HK$100,000', 'Repayment period': 'Up to 48 months', 'Rate example': '36% becomes 15%' },
  },
  '/loan/u-loan': {
    zh: { 貸款額: '高達HK$500,000', 批核時間: '最快15分鐘', 手續費: '全免' },
    en: { 'Loan amount': 'Up to HK$500,000', Approval: 'In as little as 15 minutes', 'Handling fee': 'None' },
  },
  '/loan/w-loan': {
    zh: { 貸款額: '高達HK$500,000', 批核時間: '最快15分鐘' },
    en: { 'Loan amount': 'Up to HK$500,000', Approval: 'In as little as 15 minutes' },
  },
  '/loan/r-loan': {
    zh: { 貸款額: '高達HK$500,000', 首6至12期: '只需還息', 批核時間: '最快15分鐘' },
    en: { 'Loan amount': 'Up to HK$500,000', 'First 6 to 12 instalments': 'Interest only', Approval: 'In as little as 15 minutes' },
  },
  '/loan/i-loan': {
    zh: { 貸款額: '高達HK$500,000', 利息優惠: '首2日免息', 批核時間: '最快15分鐘', 手續費: '全免' },
    en: { 'Loan amount': 'Up to HK$500,000', 'Interest offer': 'First 2 days free', Approval: 'In as little as 15 minutes', 'Handling fee': 'None' },
  },
  '/loan/sme': {
    zh: { 貸款額: 'HK$100,000至HK$10,000,000', 還款期: '6至48期', 批核時間: '3日內', 經營年期: '滿6個月' },
    en: {
      'Loan amount': 'HK$100,000 to HK$10,000,000',
      'Repayment period': '6 to 48 instalments',
      Approval: 'Within 3 days',
      'Trading history': '6 months or more',
    },
  },
};

describe('product heroes state the product figures under the right labels', () => {
  for (const [path, { zh, en }] of Object.entries(HERO)) {
    for (const [prefix, expected] of [
      ['', zh],
      ['/en', en],
    ] as const) {
      it(`${prefix}${path}`, async () => {
        const facts = await heroFacts(prefix + path);
        for (const [label, value] of Object.entries(expected)) expect(facts.get(label), `${label}`).toBe(value);
      });
    }
  }
});

describe("the issue's product facts, anywhere on the page", () => {
  it('Supreme: civil servants, professionals (with proof) or HK$40,000 a month', async () => {
    const zh = await pageText('/loan/supreme');
    expect(zh).toContain('公務員');
    expect(zh).toContain('專業人士');
    expect(zh).toContain('HK$40,000');
    const en = await pageText('/en/loan/supreme');
    expect(en).toMatch(/civil servant/i);
    expect(en).toMatch(/professional/i);
  });

  it('talent loan: resident ID (not permanent), passport, work visa over 6 months, proof of employment', async () => {
    const en = await pageText('/en/loan/talent-loan');
    expect(en).toMatch(/passport/i);
    expect(en).toMatch(/work visa/i);
    expect(en).toMatch(/more than 6 months|over 6 months/);
    expect(en).toMatch(/proof of employment|employment proof/i);
    const zh = await pageText('/loan/talent-loan');
    expect(zh).toContain('護照');
    expect(zh).toContain('工作簽證');
    expect(zh).toContain('受僱證明');
  });

  it('solar loan: contract with the installer, evaluation in 1-2 working days, paid by cheque', async () => {
    const en = await pageText('/en/loan/l-loan');
    expect(en).toMatch(/installer/i);
    expect(en).toContain('1 to 2 working days');
    expect(en).toMatch(/cheque/i);
    const zh = await pageText('/loan/l-loan');
    expect(zh).toContain('安裝商');
    expect(zh).toContain('支票');
  });

  // Approval times (docs/product-rules.md §9): 30 minutes where documents or existing debts are
  // checked, 15 for the purpose loans; each product page answers "how soon" in its FAQ.
  const APPROVAL: [string, number][] = [
    ['/loan/supreme', 30],
    ['/loan/t-loan', 30],
    ['/loan/c-loan', 30],
    ['/loan/talent-loan', 30],
    ['/loan/s-loan', 30],
    ['/loan/u-loan', 15],
    ['/loan/w-loan', 15],
    ['/loan/r-loan', 15],
    ['/loan/i-loan', 15],
    ['/loan/n-loan', 5],
  ];
  for (const [path, minutes] of APPROVAL) {
    it(`${path}: approval in as little as ${minutes} minutes, in both languages`, async () => {
      expect(await pageText(path)).toContain(`最快${minutes}分鐘有結果`);
      expect(await pageText(`/en${path}`)).toContain(`a result in as little as ${minutes} minutes`);
    });
  }
});
