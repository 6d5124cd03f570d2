import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { documentsOf } from '../../../content/investor/documents';
import { SITE, telHref } from '../../../content/site';
import type { InvestorSection } from '../../../content/types';
import { DocumentList } from '../../components/content/investor/DocumentList';
import { IrNav } from '../../components/content/investor/IrNav';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { TextBlocks } from '../../components/content/TextBlocks';
import { makeFiller } from '../../server/content/fill';
import { siteWords } from '../../server/content/site-words';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';
import { phoneText } from '../../server/content/phone-text';

/** The six investor-relations pages, in the order of their shared sub-navigation. */
const IR_PAGES: [name: string, section: InvestorSection | 'enquiry'][] = [
  ['irAnnouncements', 'announcements'],
  ['irFinancialReports', 'financialReports'],
  ['irCorporateInformation', 'corporateInformation'],
  ['irCorporateGovernance', 'corporateGovernance'],
  ['irOtherInformation', 'otherInformation'],
  ['irEnquiry', 'enquiry'],
];

/**
 * Investor relations (stock code 2483): one body for the six sections. Each shows the shared
 * sub-navigation, then its documents (sample PDFs under /documents/), corporate information,
 * governance text or the enquiry contacts.
 */
export function InvestorBody({ route, locale, t }: PageBodyProps) {
  const copy = CONTENT[locale].investor;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  const section = IR_PAGES.find(([name]) => name === route.name)?.[1] ?? 'announcements';
  const key = route.name as 'irAnnouncements';
  const nav = IR_PAGES.map(([name]) => ({
    name,
    title: t(`pages.${name as 'irAnnouncements'}.heading`),
    href: hrefFor(routeByName.get(name)!, locale),
  }));
  const documents = section === 'enquiry' ? [] : documentsOf(section);

  return (
    <>
      <PageIntro heading={t(`pages.${key}.heading`)} lead={t(`pages.${key}.lead`)}>
        <p className="c-stock">{t('sections.ir.stockCode', { code: SITE.stockCode })}</p>
      </PageIntro>
      <IrNav label={t('sections.ir.navLabel')} items={nav} current={route.name} locale={locale} />
      <div className="c-section">
        <div className="container">
          {section === 'corporateInformation' ? (
            <>
              <h2 className="c-section__title">{t('sections.ir.infoTitle')}</h2>
              <p className="c-section__intro">{copy.intros[section]}</p>
              <dl className="c-info">
                {copy.corporateInformation.map((row) => (
                  <div key={row.id}>
                    <dt>{row.label}</dt>
                    <dd>
                      {row.value.map((v) => (
                        <span key={fill(v)}>{fill(v)}</span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {section === 'corporateGovernance' ? (
            <>
              <p className="c-section__intro">{copy.intros[section]}</p>
              <TextBlocks blocks={copy.governance} fill={fill} idPrefix="governance" />
            </>
          ) : null}
          {section === 'enquiry' ? (
            <>
              <h2 className="c-section__title">{t('sections.ir.enquiryTitle')}</h2>
              <p className="c-section__intro">{copy.intros[section]}</p>
              <dl className="c-info">
                <div>
                  <dt>{t('sections.ir.email')}</dt>
                  <dd>
                    <a href={`mailto:${SITE.irEmail}`}>{SITE.irEmail}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('sections.ir.phone')}</dt>
                  <dd>
                    <a href={telHref(SITE.hotline)}>{phoneText(SITE.hotline)}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t('sections.ir.address')}</dt>
                  <dd>{copy.enquiry.address}</dd>
                </div>
              </dl>
              <p className="c-more-text">{copy.enquiry.note}</p>
            </>
          ) : null}
          {documents.length ? (
            <>
              <h2 className={section === 'corporateGovernance' ? 'c-section__title c-section__title--spaced' : 'c-section__title'}>
                {t('sections.ir.documentsTitle')}
              </h2>
              {section === 'corporateGovernance' ? null : <p className="c-section__intro">{copy.intros[section as InvestorSection]}</p>}
              <DocumentList documents={documents} titles={copy.documents} locale={locale} dateLabel={t('sections.ir.date')} pdfLabel={t('sections.ir.pdf')} />
              <p className="c-note c-note--spaced">
                {t('sections.ir.disclaimer')}{' '}
                <PageLink to={hrefFor(routeByName.get('documentDisclaimer')!, locale)} locale={locale}>
                  {t('sections.ir.disclaimerLink')}
                </PageLink>
              </p>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
