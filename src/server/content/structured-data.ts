/**
 * schema.org objects for the JSON-LD blocks (src/components/content/JsonLd.tsx). Builders only
 * shape data the page already shows; nothing here adds a claim the visible page does not make.
 */
import { SITE } from '../../../content/site';
import type { FactValues } from './fill';

const phone = (local: string) => `+852 ${local}`;

export function organizationLd({ brand, url, description }: { brand: string; url: string; description: string }) {
  return {
    '@type': 'FinancialService',
    '@id': `${SITE.origin}/#organization`,
    name: brand,
    url,
    description,
    logo: `${SITE.origin}/favicon.svg`,
    telephone: phone(SITE.hotline),
    email: SITE.email,
    areaServed: { '@type': 'Place', name: 'Hong Kong' },
    currenciesAccepted: 'HKD',
    sameAs: Object.values(SITE.social),
  };
}

export function faqPageLd(rows: readonly { q: string; a: readonly string[] }[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: rows.map((row) => ({
      '@type': 'Question',
      name: row.q,
      acceptedAnswer: { '@type': 'Answer', text: row.a.join('\n\n') },
    })),
  };
}

const amountOf = (facts: FactValues, name: string): number | undefined => {
  const fact = facts[name];
  return fact && 'hkd' in fact ? fact.hkd : undefined;
};
const numberOf = (facts: FactValues, name: string): number | undefined => {
  const fact = facts[name];
  if (!fact) return undefined;
  return 'n' in fact ? fact.n : 'pct' in fact ? fact.pct : undefined;
};

/** A loan product: amount range, term and starting rate where the product states them. */
export function loanLd({ name, description, url, brand, facts }: { name: string; description: string; url: string; brand: string; facts: FactValues }) {
  const min = amountOf(facts, 'min');
  const max = amountOf(facts, 'max');
  const minMonths = numberOf(facts, 'minMonths');
  const maxMonths = numberOf(facts, 'maxMonths');
  const rateFrom = numberOf(facts, 'rateFrom');
  return {
    '@type': 'LoanOrCredit',
    name,
    description,
    url,
    currency: 'HKD',
    areaServed: { '@type': 'Place', name: 'Hong Kong' },
    provider: { '@type': 'FinancialService', '@id': `${SITE.origin}/#organization`, name: brand },
    ...(max !== undefined ? { amount: { '@type': 'MonetaryAmount', currency: 'HKD', ...(min !== undefined ? { minValue: min } : {}), maxValue: max } } : {}),
    ...(maxMonths !== undefined
      ? { loanTerm: { '@type': 'QuantitativeValue', ...(minMonths !== undefined ? { minValue: minMonths } : {}), maxValue: maxMonths, unitCode: 'MON' } }
      : {}),
    ...(rateFrom !== undefined ? { interestRate: { '@type': 'QuantitativeValue', minValue: rateFrom, unitText: 'PERCENT' } } : {}),
  };
}

export interface BranchLdInput {
  name: string;
  address: string;
  telephone: string;
  url: string;
  brand: string;
  /** Opening hours as schema.org specifications; none when the branch is suspended. */
  hours: { days: string[]; opens: string; closes: string }[];
}

export function branchLd(b: BranchLdInput) {
  return {
    '@type': 'LocalBusiness',
    name: b.name,
    url: b.url,
    telephone: phone(b.telephone),
    address: { '@type': 'PostalAddress', streetAddress: b.address, addressRegion: 'Hong Kong', addressCountry: 'HK' },
    parentOrganization: { '@type': 'FinancialService', '@id': `${SITE.origin}/#organization`, name: b.brand },
    openingHoursSpecification: b.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
  };
}
