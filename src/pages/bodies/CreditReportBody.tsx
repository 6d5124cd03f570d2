import { CONTENT } from '../../../content';
import { SITE } from '../../../content/site';
import { CheckList } from '../../components/content/CheckList';
import { CreditReportSection } from '../../components/credit-report/CreditReportSection';
import { IconCards } from '../../components/content/IconCards';
import { PageIntro } from '../../components/content/PageIntro';
import { Section } from '../../components/content/Section';
import { Steps } from '../../components/content/Steps';
import type { PageBodyProps } from '../page-body';

/**
 * Free smart credit report (Chinese only): the flow that starts a report through the app service,
 * then why, how, and what to note. The member-site login stays as the way that needs no service.
 */
export function CreditReportBody({ locale, t }: PageBodyProps) {
  const copy = CONTENT[locale].company.creditReport;
  return (
    <>
      <PageIntro heading={t('pages.freeCreditReport.heading')} lead={t('pages.freeCreditReport.lead')}>
        <div className="c-actions">
          <a className="btn btn--primary" href={SITE.memberSiteUrl} target="_blank" rel="noopener" data-member-link="">
            {t('sections.creditReport.login')}
            <span className="visually-hidden">{t('a11y.newWindow')}</span>
          </a>
        </div>
      </PageIntro>
      <CreditReportSection locale={locale} />
      <Section id="benefits" title={t('sections.creditReport.benefitsTitle')}>
        <IconCards items={copy.benefits} icons={['user', 'check', 'shield']} columns={3} />
      </Section>
      <Section id="how" tone="alt" title={t('sections.creditReport.stepsTitle')}>
        <Steps items={copy.steps} />
      </Section>
      <Section id="notes" title={t('sections.creditReport.notesTitle')}>
        <div className="c-card c-card--narrow">
          <CheckList items={copy.notes} />
        </div>
      </Section>
    </>
  );
}
