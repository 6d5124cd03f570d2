import { CONTENT } from '../../../content';
import { GENERAL_FACTS } from '../../../content/general-facts';
import { SITE, telHref } from '../../../content/site';
import type { LoanName } from '../../../content/types';
import { ApplyButton } from '../../components/content/ApplyButton';
import { CheckList } from '../../components/content/CheckList';
import { FaqList } from '../../components/content/FaqList';
import { IconCards } from '../../components/content/IconCards';
import { JsonLd } from '../../components/content/JsonLd';
import { CtaBand } from '../../components/content/CtaBand';
import { ProductHero } from '../../components/content/product/ProductHero';
import { ProductPoints } from '../../components/content/product/ProductPoints';
import { Section } from '../../components/content/Section';
import { LeadReceivedSection } from '../../components/lead/LeadReceivedSection';
import { QuickStartField } from '../../components/lead/QuickStartField';
import { Testimonials } from '../../components/content/Testimonials';
import { ValuationSection } from '../../components/valuation/ValuationSection';
import { makeFiller } from '../../server/content/fill';
import { absoluteUrl } from '../../server/content/page-url';
import { siteWords } from '../../server/content/site-words';
import { LEAD_LANDING_PATHS } from '../../shared/leads/landing';
import { PRODUCT_BY_NAME } from '../../shared/products';
import { faqPageLd, loanLd } from '../../server/content/structured-data';
import type { PageBodyProps } from '../page-body';
import { phoneText } from '../../server/content/phone-text';

/**
 * The one product layout shared by every loan page (docs/product-rules.md §2): hero with the product's
 * figures, highlights, calculator, three product points, testimonials, eligibility and documents,
 * FAQ, and a closing call to action. Figures come from the product's module (src/shared/products/).
 */
export function LoanBody({ route, locale, t, calculator }: PageBodyProps) {
  const name = route.name as LoanName;
  const copy = CONTENT[locale].loans[name];
  const facts = { ...GENERAL_FACTS, ...PRODUCT_BY_NAME[name].facts };
  const brand = t('brand');
  const fill = makeFiller(facts, siteWords(brand));
  const key = name as 'nLoan';
  const productName = t(`loanNames.${key}`);
  const isSme = route.layout === 'sme';
  const contact = isSme ? (
    <a className="btn btn--primary" href={telHref(SITE.hotline)} data-track="body:call">
      {phoneText(t('sections.common.callUs', { phone: SITE.hotline }))}
    </a>
  ) : (
    <ApplyButton label={t('sections.common.applyNow')} sentLabel={t('lead.sent.button')} />
  );
  const faqRows = copy.faq.map((row) => ({ q: fill(row.q), a: row.a.map(fill) }));

  return (
    <>
      <ProductHero
        eyebrow={productName}
        heading={t(`pages.${key}.heading`)}
        lead={t(`pages.${key}.lead`)}
        stats={copy.stats}
        note={copy.note}
        factsLabel={t('sections.product.factsLabel')}
        fill={fill}
        actions={
          <>
            {contact}
            <a className="btn btn--ghost" href="#eligibility">
              {t('sections.product.eligibilityLink')}
            </a>
          </>
        }
        // The SME page's hero offers the phone line, not the application: no quick start there.
        quickStart={isSme ? undefined : <QuickStartField locale={locale} />}
        // Where a sent lead lands: its confirmation (docs/lead-form.md, "After submit").
        status={LEAD_LANDING_PATHS.has(route.path) ? <LeadReceivedSection locale={locale} path={route.path} documents={copy.documents.map(fill)} /> : undefined}
      />
      {/* The property-owner and HOS pages promise an initial valuation: the form comes first. */}
      {name === 'pLoan' || name === 'hosLoan' ? <ValuationSection locale={locale} product={name === 'hosLoan' ? 'hos' : 'p'} /> : null}
      <Section id="highlights" title={t('sections.product.highlightsTitle')}>
        <IconCards items={copy.highlights} fill={fill} />
      </Section>
      {calculator}
      <Section id="points" tone="alt" title={t('sections.product.pointsTitle', { name: productName })}>
        <ProductPoints items={copy.points} fill={fill} />
      </Section>
      <Section id="testimonials" title={t('sections.testimonials.title')}>
        <Testimonials items={copy.testimonials} t={t} />
      </Section>
      <Section id="eligibility" tone="alt" title={t('sections.product.eligibilityTitle')}>
        <div className="c-grid c-grid--2">
          <div className="c-card">
            <h3 className="c-card__title">{t('sections.product.eligibility')}</h3>
            <CheckList items={copy.eligibility} fill={fill} />
          </div>
          <div className="c-card">
            <h3 className="c-card__title">{t('sections.product.documents')}</h3>
            <CheckList items={copy.documents} fill={fill} />
          </div>
        </div>
      </Section>
      <Section id="faq" title={t('sections.product.faqTitle', { name: productName })}>
        <FaqList rows={copy.faq} idPrefix="faq" fill={fill} />
      </Section>
      <CtaBand
        title={t('sections.product.ctaTitle')}
        text={
          isSme
            ? t('sections.product.smeCtaText', { phone: phoneText(SITE.hotline) })
            : t('sections.product.ctaText', { phone: phoneText(SITE.hotline), whatsapp: phoneText(SITE.whatsapp) })
        }
        action={contact}
      />
      <JsonLd
        data={loanLd({
          name: productName,
          description: t(`pages.${key}.description`),
          url: absoluteUrl(route.path, locale),
          brand,
          facts,
        })}
      />
      <JsonLd data={faqPageLd(faqRows)} />
    </>
  );
}
