/**
 * The free valuation on a property-owner or HOS page (server component): a section with the
 * client form, which is its own chunk, loaded only by these two pages with its words
 * (./form-copy.ts).
 * Use: `<ValuationSection locale={locale} product="hos" />`.
 */
import type { Locale } from '../../shared/locales';
import { Section } from '../content/Section';
import { valuationHeading, valuationResultPath } from './copy-server';
import { Island } from '../lazy/Island';

export function ValuationSection({ locale, product }: { locale: Locale; product: 'p' | 'hos' }) {
  const heading = valuationHeading(locale);
  return (
    <Section id="valuation" tone="alt" title={heading.title} intro={heading.intro}>
      <div className="valuation-card">
        <Island name="ValuationForm" props={{ locale, product, resultPath: valuationResultPath(locale) }} />
      </div>
    </Section>
  );
}
