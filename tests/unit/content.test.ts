import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content';
import { GENERAL_FACTS } from '../../content/general-facts';
import { TESTIMONIALS } from '../../content/loans/testimonials';
import { ALL_FACTS } from '../../src/server/content/all-facts';
import { placeholdersOf } from '../../src/server/content/fill';
import { SITE_WORD_NAMES } from '../../src/server/content/site-words';
import { PRODUCTS, PRODUCT_BY_NAME, type LoanName } from '../../src/shared/products';
import type { Fact } from '../../src/shared/products/product';
import { ROUTES } from '../../src/shared/routes/table';

const LOAN_NAMES = PRODUCTS.map((p) => p.name);

const hk = CONTENT['zh-HK'];
const en = CONTENT['en-US'];
const cn = CONTENT['zh-CN'];
const HAN = /\p{Script=Han}/u;

/** Every string of a tree with its path; arrays of objects with an `id` are keyed by that id. */
function leaves(tree: unknown, path = ''): Map<string, string | number | boolean> {
  const out = new Map<string, string | number | boolean>();
  if (Array.isArray(tree)) {
    tree.forEach((item, i) => {
      const key = item && typeof item === 'object' && 'id' in item ? `[${String((item as { id: unknown }).id)}]` : `[${i}]`;
      for (const [p, v] of leaves(item, path + key)) out.set(p, v);
    });
    out.set(`${path}#length`, tree.length);
  } else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) for (const [p, value] of leaves(v, `${path}.${k}`)) out.set(p, value);
  } else if (typeof tree === 'string' || typeof tree === 'number' || typeof tree === 'boolean') {
    out.set(path, tree);
  }
  return out;
}

const hkLeaves = leaves(hk);
const enLeaves = leaves(en);
const cnLeaves = leaves(cn);

describe('structured content in every language', () => {
  it('has the same entries, ids and structure in zh-HK, en-US and the generated zh-CN', () => {
    const hkKeys = [...hkLeaves.keys()];
    expect(
      [...enLeaves.keys()].filter((k) => !hkLeaves.has(k)),
      'only in en-US',
    ).toEqual([]);
    expect(
      hkKeys.filter((k) => !enLeaves.has(k)),
      'missing in en-US',
    ).toEqual([]);
    expect(
      hkKeys.filter((k) => !cnLeaves.has(k)),
      'missing in zh-CN',
    ).toEqual([]);
    expect(
      [...cnLeaves.keys()].filter((k) => !hkLeaves.has(k)),
      'only in zh-CN',
    ).toEqual([]);
    for (const key of hkKeys.filter((k) => k.endsWith('#length'))) {
      expect(enLeaves.get(key), key).toBe(hkLeaves.get(key));
    }
  });

  it('has no empty strings', () => {
    for (const [name, tree] of [
      ['zh-HK', hkLeaves],
      ['en-US', enLeaves],
      ['zh-CN', cnLeaves],
    ] as const) {
      for (const [key, value] of tree) {
        if (typeof value === 'string') expect(value.trim(), `${name} ${key}`).not.toBe('');
      }
    }
  });

  it('keeps Chinese characters out of the English content and writes the Chinese in Chinese', () => {
    for (const [key, value] of enLeaves) {
      if (typeof value === 'string') expect(HAN.test(value), `en-US ${key}: ${value}`).toBe(false);
    }
    // Headline text of each product page is Chinese in zh-HK.
    for (const name of LOAN_NAMES) expect(HAN.test(hk.loans[name].points[0].text), name).toBe(true);
  });

  it('is simplified in zh-CN: converted, not copied', () => {
    expect(hk.loans.nLoan.stats[0]!.label).toBe('貸款額');
    expect(cn.loans.nLoan.stats[0]!.label).toBe('贷款额');
    for (const [key, value] of cnLeaves) {
      if (typeof value === 'string') expect(value, key).not.toMatch(/[貸關於們還錢額區]/u);
    }
  });

  it('uses the same placeholders in every language, and each one has a value', () => {
    const known = new Set([...Object.keys(ALL_FACTS), ...SITE_WORD_NAMES]);
    for (const [key, value] of hkLeaves) {
      if (typeof value !== 'string') continue;
      const names = placeholdersOf(value).sort();
      expect(placeholdersOf(String(enLeaves.get(key))).sort(), key).toEqual(names);
      // Product copy is filled from its own product's figures; everything else from all figures.
      const loan = /^\.loans\.(\w+)\./.exec(key)?.[1] as LoanName | undefined;
      const scope = loan ? new Set([...Object.keys(GENERAL_FACTS), ...Object.keys(PRODUCT_BY_NAME[loan].facts), ...SITE_WORD_NAMES]) : known;
      for (const name of names) expect(scope.has(name), `${key}: {{${name}}}`).toBe(true);
    }
  });
});

describe('loan products', () => {
  it('has copy and figures for every loan page of the route table, and nothing else', () => {
    const loanRoutes = ROUTES.filter((r) => r.kind === 'loan')
      .map((r) => r.name)
      .sort();
    expect([...LOAN_NAMES].sort()).toEqual(loanRoutes);
    expect(Object.keys(hk.loans).sort()).toEqual(loanRoutes);
  });

  it('states the product figures of the products the brief names', () => {
    expect(PRODUCT_BY_NAME.supreme.facts).toMatchObject({
      max: { hkd: 5_000_000 },
      salaryMultiple: { n: 30 },
      maxMonths: { n: 60 },
      rateFrom: { pct: 8.9 },
      minIncome: { hkd: 40_000 },
    });
    expect(PRODUCT_BY_NAME.lLoan.facts).toMatchObject({
      max: { hkd: 1_000_000 },
      costRatio: { pct: 90 },
      maxMonths: { n: 24 },
      minDays: { n: 1 },
      maxDays: { n: 2 },
    });
    expect(PRODUCT_BY_NAME.talentLoan.facts).toMatchObject({ max: { hkd: 2_000_000 }, salaryMultiple: { n: 10 }, maxMonths: { n: 120 }, visaMonths: { n: 6 } });
    expect(PRODUCT_BY_NAME.nLoan.facts).toMatchObject({ max: { hkd: 1_000_000 }, rateFrom: { pct: 10 }, minMonths: { n: 6 }, maxMonths: { n: 60 } });
    expect(PRODUCT_BY_NAME.sme.facts).toMatchObject({ min: { hkd: 100_000 }, max: { hkd: 10_000_000 }, minMonths: { n: 6 }, maxMonths: { n: 48 } });
    expect(hk.loans.talentLoan.eligibility.join()).toContain('非永久性');
    expect(en.loans.lLoan.points.map((p) => p.text).join()).toContain('cheque');
  });
});

describe('testimonials', () => {
  const monthlyPayment = (amount: number, months: number, ratePct: number) => {
    const r = ratePct / 100 / 12;
    return (amount * r) / (1 - Math.pow(1 + r, -months));
  };
  const value = (loan: LoanName, name: string) => {
    const facts: Readonly<Record<string, Fact>> = PRODUCT_BY_NAME[loan].facts;
    const fact = facts[name];
    if (!fact) return undefined;
    return 'hkd' in fact ? fact.hkd : 'pct' in fact ? fact.pct : fact.n;
  };

  it('have words in every language for every set of figures, and figures for every text', () => {
    const figureIds = TESTIMONIALS.map((t) => t.id).sort();
    for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) {
      const ids = LOAN_NAMES.flatMap((n) => CONTENT[locale].loans[n].testimonials.map((t) => t.id)).sort();
      expect(ids, locale).toEqual(figureIds);
    }
    for (const name of LOAN_NAMES) {
      for (const t of hk.loans[name].testimonials) expect(TESTIMONIALS.find((f) => f.id === t.id)?.loan, t.id).toBe(name);
    }
  });

  it('show a monthly payment that repays the amount over the period at the stated rate', () => {
    for (const t of TESTIMONIALS) {
      if (t.kind === 'instalment') {
        expect(Math.abs(t.monthly - monthlyPayment(t.amount, t.months, t.ratePct)), t.id).toBeLessThanOrEqual(0.5);
      } else {
        expect(Math.abs(t.interest - ((t.amount * t.ratePct) / 100 / 365) * t.days), t.id).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('use rates, amounts and periods within their product’s range', () => {
    for (const t of TESTIMONIALS) {
      const rateFrom = value(t.loan, 'rateFrom');
      if (rateFrom !== undefined) expect(t.ratePct, t.id).toBeGreaterThanOrEqual(rateFrom);
      // The effective annual rate stays within the 36% ceiling.
      const effective = (Math.pow(1 + t.ratePct / 100 / 12, 12) - 1) * 100;
      expect(effective, t.id).toBeLessThanOrEqual(36);
      const max = value(t.loan, 'max');
      if (max !== undefined) expect(t.amount, t.id).toBeLessThanOrEqual(max);
      const min = value(t.loan, 'min');
      if (min !== undefined) expect(t.amount, t.id).toBeGreaterThanOrEqual(min);
      if (t.kind === 'instalment') {
        const maxMonths = value(t.loan, 'maxMonths');
        if (maxMonths !== undefined) expect(t.months, t.id).toBeLessThanOrEqual(maxMonths);
      }
    }
  });
});

describe('branches and holidays', () => {
  it('name every branch of the branch data in every language', async () => {
    const { BRANCHES } = await import('../../content/branches/data');
    for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) {
      expect(CONTENT[locale].branches.map((b) => b.id).sort(), locale).toEqual(BRANCHES.map((b) => b.id).sort());
    }
  });

  it('name every holiday of the office-hours data, and nothing else', async () => {
    const { HOLIDAYS } = await import('../../content/office-hours');
    for (const locale of ['zh-HK', 'en-US', 'zh-CN'] as const) {
      expect(
        CONTENT[locale].holidays.map((h) => h.date),
        locale,
      ).toEqual([...HOLIDAYS]);
    }
  });
});

describe('sample posts', () => {
  it('exist in both languages with the same ids, types, slugs and dates, and no empty text', async () => {
    const { postsZhHK } = await import('../../content/posts/samples.zh-HK');
    const { postsEnUS } = await import('../../content/posts/samples.en-US');
    const shape = (posts: typeof postsZhHK) => posts.map((p) => [p.id, p.type, p.slug, p.publishDate, p.body.length]);
    expect(shape(postsEnUS)).toEqual(shape(postsZhHK));
    for (const p of [...postsZhHK, ...postsEnUS]) {
      for (const text of [p.title, p.summary, ...p.body]) expect(text.trim(), p.id).not.toBe('');
      expect(p.title + p.summary + p.body.join(''), p.id).not.toMatch(/\{\{/);
    }
    for (const p of postsEnUS) expect(HAN.test(p.title + p.summary + p.body.join('')), p.id).toBe(false);
    expect(postsZhHK.filter((p) => p.type === 'blog').length).toBeGreaterThanOrEqual(3);
    expect(postsZhHK.filter((p) => p.type === 'esg').length).toBeGreaterThanOrEqual(3);
  });
});
