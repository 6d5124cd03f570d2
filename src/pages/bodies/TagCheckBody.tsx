import { SITE, telHref } from '../../../content/site';
import { CtaBand } from '../../components/content/CtaBand';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { TagCheckSection } from '../../components/tag-check/TagCheckSection';
import { phoneText } from '../../server/content/phone-text';
import { hrefFor, isPublished } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/**
 * The tag check (every locale): is the code on a staff card, a letter or a leaflet the company's,
 * and where was it met. Closes with the hotline, and the fraud alert where the locale publishes it.
 */
export function TagCheckBody({ locale, t }: PageBodyProps) {
  const fraudAlert = routeByName.get('counterfeitingCase')!;
  return (
    <>
      <PageIntro heading={t('pages.tagCheck.heading')} lead={t('pages.tagCheck.lead')} />
      <TagCheckSection locale={locale} />
      <CtaBand
        title={t('sections.fraud.checkTitle')}
        text={t('sections.fraud.checkText', { phone: phoneText(SITE.hotline) })}
        action={
          <>
            <a className="btn btn--primary" href={telHref(SITE.hotline)}>
              {phoneText(t('sections.common.callUs', { phone: SITE.hotline }))}
            </a>
            {isPublished(fraudAlert, locale) ? (
              <PageLink to={hrefFor(fraudAlert, locale)} locale={locale} className="btn btn--ghost">
                {t('tagCheck.links.fraudAlert')}
              </PageLink>
            ) : null}
          </>
        }
      />
    </>
  );
}
