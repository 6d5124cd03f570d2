import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { SITE, telHref } from '../../../content/site';
import { CheckList } from '../../components/content/CheckList';
import { CtaBand } from '../../components/content/CtaBand';
import { IconCards } from '../../components/content/IconCards';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { Section } from '../../components/content/Section';
import { makeFiller } from '../../server/content/fill';
import { siteWords } from '../../server/content/site-words';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';
import { phoneText } from '../../server/content/phone-text';

/** Fraud alert: how fraudsters pose as the company, how to tell, what to do. */
export function CounterfeitingBody({ locale, t }: PageBodyProps) {
  const copy = CONTENT[locale].company.counterfeiting;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  return (
    <>
      <PageIntro heading={t('pages.counterfeitingCase.heading')} lead={t('pages.counterfeitingCase.lead')} />
      <Section id="methods" title={t('sections.fraud.methodsTitle')}>
        <IconCards items={copy.methods} fill={fill} icons={['phone', 'chat', 'document', 'user']} />
      </Section>
      <Section id="tips" tone="alt" title={t('sections.fraud.tipsTitle')}>
        <div className="c-card c-card--narrow">
          <CheckList items={copy.tips} fill={fill} />
        </div>
      </Section>
      <Section id="actions" title={t('sections.fraud.actionsTitle')}>
        <ol className="c-numbered">
          {copy.actions.map((a) => (
            <li key={fill(a)}>{fill(a)}</li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title={t('sections.fraud.checkTitle')}
        text={t('sections.fraud.checkText', { phone: phoneText(SITE.hotline) })}
        action={
          <>
            <a className="btn btn--primary" href={telHref(SITE.hotline)}>
              {phoneText(t('sections.common.callUs', { phone: SITE.hotline }))}
            </a>
            <PageLink to={hrefFor(routeByName.get('tagCheck')!, locale)} locale={locale} className="btn btn--ghost">
              {t('tagCheck.links.check')}
            </PageLink>
          </>
        }
      />
    </>
  );
}
