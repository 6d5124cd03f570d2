import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content';
import { DICTIONARIES } from '../../content/i18n';
import { LOCALES } from '../../src/shared/locales';
import { ROUTES } from '../../src/shared/routes/table';

/**
 * Each loan product has one name per language (the shell's `loanNames`): the menus, the lead
 * form's categories, the product page's title and heading and the FAQ's product list must all
 * call it the same.
 */
const loans = ROUTES.filter((r) => r.kind === 'loan');
type LoanName = keyof (typeof DICTIONARIES)['zh-HK']['loanNames'];

describe('product names', () => {
  for (const locale of LOCALES) {
    const dict = DICTIONARIES[locale];
    const name = (route: (typeof loans)[number]) => dict.loanNames[route.name as LoanName];

    it(`${locale}: every product page's title is its product name`, () => {
      for (const route of loans) {
        const page = dict.pages[route.name as keyof typeof dict.pages];
        expect(name(route), route.name).toBeTruthy();
        expect(page.title, route.name).toBe(`${name(route)} | {{brand}}`);
      }
    });

    it(`${locale}: the FAQ's list of products names every product by that name`, () => {
      const rows = CONTENT[locale].faq.flatMap((s) => s.rows).filter((r) => r.id === 'products');
      expect(rows).toHaveLength(1);
      const answer = JSON.stringify(rows);
      for (const route of loans) expect(answer, route.name).toContain(name(route));
    });
  }

  it('zh-HK: each product page heading starts with the product name', () => {
    const dict = DICTIONARIES['zh-HK'];
    for (const route of loans) {
      const heading = dict.pages[route.name as keyof typeof dict.pages].heading;
      expect(heading.startsWith(dict.loanNames[route.name as LoanName]), `${route.name}: ${heading}`).toBe(true);
    }
  });

  it('English names follow docs/product-rules.md §1', () => {
    const en = DICTIONARIES['en-US'].loanNames;
    expect(en.sLoan).toMatch(/^student debt-consolidation loan$/i);
    expect(en.wLoan).toMatch(/^wedding loan$/i);
    expect(en.revolvingLoan).toMatch(/^revolving daily-interest loan$/i);
    expect(en.sme).toMatch(/^SME financing$/);
    expect(en.talentLoan).toMatch(/^talent loan$/i);
    expect(en.cLoan).toMatch(/^credit-card consolidation loan$/i);
  });

  it('no text still uses the names retired for the student and wedding loans', () => {
    const everything = JSON.stringify([DICTIONARIES['zh-HK'], CONTENT['zh-HK']]);
    expect(everything).not.toContain('學生債務重組貸款');
    expect(everything).not.toContain('婚禮貸款');
  });
});
