import { phoneText } from '../../server/content/phone-text';
import { SITE } from '../../../content/site';
import { storedLists } from '../../../worker/app-lists/render-lists';
import { CtaBand } from '../../components/content/CtaBand';
import { JsonLd } from '../../components/content/JsonLd';
import { PageLink } from '../../components/content/PageLink';
import { PageIntro } from '../../components/content/PageIntro';
import { faqBodyHtml, faqLd } from '../../server/content/faq-markup';
import { contentFaq } from '../../server/content/faq-view';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/**
 * The FAQ: five sections of question rows (`<details>`) and FAQPage structured data, as HTML from
 * faq-markup.ts, made from the app service's stored FAQ when one is stored (read on request), else from the
 * content files (worker/app-lists/, docs/app-service.md). React does not compare HTML it was given
 * as HTML when it hydrates, so the page stays hydratable.
 */
export async function FaqBody({ locale, t }: PageBodyProps) {
  const sections = (await storedLists('/faq', locale)).faq ?? contentFaq(locale, t('brand'));
  return (
    <>
      <PageIntro heading={t('pages.faq.heading')} lead={t('pages.faq.lead')} />
      <div data-faq-body="" dangerouslySetInnerHTML={{ __html: faqBodyHtml(sections, t('sections.faq.navLabel')) }} />
      <CtaBand
        title={t('sections.faq.moreTitle')}
        text={t('sections.faq.moreText', { phone: phoneText(SITE.hotline), whatsapp: phoneText(SITE.whatsapp) })}
        action={
          <PageLink to={hrefFor(routeByName.get('contactus')!, locale)} locale={locale} className="btn btn--primary">
            {t('sections.common.contactUs')}
          </PageLink>
        }
      />
      <JsonLd data={faqLd(sections)} fill="faq" />
    </>
  );
}
