import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { PageIntro } from '../../components/content/PageIntro';
import { PageLink } from '../../components/content/PageLink';
import { makeFiller } from '../../server/content/fill';
import { formatDate } from '../../shared/format';
import { siteWords } from '../../server/content/site-words';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/** The announcement that warns about impersonators (content/company/copy.*.ts): it links to the tag check. */
const IMPERSONATION_WARNING = 'impersonation';

/** Special announcements: contact changes, service arrangements and warnings, each with its date. */
export function SpecialAnnouncementBody({ locale, t }: PageBodyProps) {
  const items = CONTENT[locale].company.specialAnnouncements;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  return (
    <>
      <PageIntro heading={t('pages.specialAnnouncement.heading')} lead={t('pages.specialAnnouncement.lead')} />
      <div className="c-section">
        <div className="container">
          <ol className="c-posts">
            {items.map((item) => (
              <li key={item.id}>
                <article id={item.id} className="c-post" data-announcement={item.id}>
                  <p className="c-post__date">
                    {item.date ? (
                      <>
                        {t('sections.announcements.effective')}
                        {t('footer.labelSeparator')}
                        <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                      </>
                    ) : (
                      t('sections.announcements.untilFurther')
                    )}
                  </p>
                  <h2 className="c-post__title">{item.title}</h2>
                  {item.paragraphs.map((p, i) => (
                    <p key={i} className="c-post__summary">
                      {fill(p)}
                    </p>
                  ))}
                  {item.id === IMPERSONATION_WARNING ? (
                    <p className="c-post__summary">
                      <PageLink to={hrefFor(routeByName.get('tagCheck')!, locale)} locale={locale}>
                        {t('tagCheck.links.check')}
                      </PageLink>
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
