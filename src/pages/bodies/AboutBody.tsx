import { phoneText } from '../../server/content/phone-text';
import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { SITE } from '../../../content/site';
import { CtaBand } from '../../components/content/CtaBand';
import { IconCards } from '../../components/content/IconCards';
import { JsonLd } from '../../components/content/JsonLd';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { Section } from '../../components/content/Section';
import { TextBlocks } from '../../components/content/TextBlocks';
import { makeFiller } from '../../server/content/fill';
import { absoluteUrl } from '../../server/content/page-url';
import { siteWords } from '../../server/content/site-words';
import { organizationLd } from '../../server/content/structured-data';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/** About us: who we are, how we work, our promise and values, with the company's key facts. */
export function AboutBody({ route, locale, t }: PageBodyProps) {
  const about = CONTENT[locale].company.about;
  const brand = t('brand');
  const fill = makeFiller(ALL_FACTS, siteWords(brand));
  return (
    <>
      <PageIntro heading={t('pages.aboutus.heading')} lead={t('pages.aboutus.lead')}>
        <dl className="c-facts">
          <div>
            <dt>{t('sections.about.licence')}</dt>
            <dd>{SITE.licenceNo}</dd>
          </div>
          <div>
            <dt>{t('sections.about.stockCode')}</dt>
            <dd>{SITE.stockCode}</dd>
          </div>
          <div>
            <dt>{t('sections.about.branches')}</dt>
            <dd>{t('sections.about.branchesValue')}</dd>
          </div>
        </dl>
      </PageIntro>
      <div className="c-section">
        <div className="container">
          <TextBlocks blocks={about.blocks} fill={fill} idPrefix="about" />
        </div>
      </div>
      <Section id="values" tone="alt" title={t('sections.about.valuesTitle')}>
        <IconCards items={about.values} fill={fill} icons={['document', 'shield', 'bolt', 'user']} />
      </Section>
      <CtaBand
        title={t('sections.about.ctaTitle')}
        text={t('sections.faq.moreText', { phone: phoneText(SITE.hotline), whatsapp: phoneText(SITE.whatsapp) })}
        action={
          <PageLink to={hrefFor(routeByName.get('contactus')!, locale)} locale={locale} className="btn btn--primary">
            {t('sections.common.contactUs')}
          </PageLink>
        }
      />
      <JsonLd data={organizationLd({ brand, url: absoluteUrl(route.path, locale), description: t('pages.aboutus.description') })} />
    </>
  );
}
