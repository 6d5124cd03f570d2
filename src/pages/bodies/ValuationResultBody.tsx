import { CheckList } from '../../components/content/CheckList';
import { PageIntro } from '../../components/content/PageIntro';
import { Section } from '../../components/content/Section';
import { valuationResultCopy } from '../../components/valuation/copy-server';
import type { PageBodyProps } from '../page-body';
import { Island } from '../../components/lazy/Island';

/**
 * A property valuation's result (`/property-valuation?ref=...`): one static page for every
 * valuation; the island reads the reference from the address and asks this site's worker.
 */
export function ValuationResultBody({ locale, t }: PageBodyProps) {
  const copy = valuationResultCopy(locale);
  return (
    <>
      <PageIntro heading={t('pages.propertyValuation.heading')} lead={t('pages.propertyValuation.lead')} />
      <div className="container valuation-page">
        <Island name="ValuationResult" props={{ locale, copy }} />
        <noscript>
          <p className="valuation-result">{copy.result.noScript}</p>
        </noscript>
      </div>
      <Section id="about-valuation" tone="alt" title={copy.result.aboutTitle}>
        <CheckList items={[copy.result.about1, copy.result.about2, copy.result.about3]} />
      </Section>
    </>
  );
}
