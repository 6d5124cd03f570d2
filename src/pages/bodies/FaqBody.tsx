import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../../content/general-facts';
import { SITE } from '../../../content/site';
import { FaqList } from '../../components/content/FaqList';
import { InPageNav } from '../../components/content/InPageNav';
import { JsonLd } from '../../components/content/JsonLd';
import { PageLink } from '../../components/content/PageLink';
import { PageIntro } from '../../components/content/PageIntro';
import { CtaBand } from '../../components/content/CtaBand';
import { Section } from '../../components/content/Section';
import { makeFiller } from '../../server/content/fill';
import { siteWords } from '../../server/content/site-words';
import { faqPageLd } from '../../server/content/structured-data';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/** The FAQ: five sections of question rows (`<details>`), with FAQPage structured data. */
export function FaqBody({ locale, t }: PageBodyProps) {
  const sections = CONTENT[locale].faq;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  const rows = sections.flatMap((s) => s.rows).map((row) => ({ q: fill(row.q), a: row.a.map(fill) }));
  return (
    <>
      <PageIntro heading={t('pages.faq.heading')} lead={t('pages.faq.lead')} />
      <InPageNav label={t('sections.faq.navLabel')} items={sections.map((s) => ({ id: `faq-${s.id}`, title: s.title }))} />
      {sections.map((section, i) => (
        <Section key={section.id} id={`faq-${section.id}`} title={section.title} tone={i % 2 ? 'alt' : 'plain'}>
          <FaqList rows={section.rows} idPrefix={`faq-${section.id}`} fill={fill} />
        </Section>
      ))}
      <CtaBand
        title={t('sections.faq.moreTitle')}
        text={t('sections.faq.moreText', { phone: SITE.hotline, whatsapp: SITE.whatsapp })}
        action={
          <PageLink to={hrefFor(routeByName.get('contactus')!, locale)} locale={locale} className="btn btn--primary">
            {t('sections.common.contactUs')}
          </PageLink>
        }
      />
      <JsonLd data={faqPageLd(rows)} />
    </>
  );
}
