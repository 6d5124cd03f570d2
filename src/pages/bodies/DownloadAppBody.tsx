import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { SITE } from '../../../content/site';
import { IconCards } from '../../components/content/IconCards';
import { PageIntro } from '../../components/content/PageIntro';
import { Section } from '../../components/content/Section';
import { makeFiller } from '../../server/content/fill';
import { siteWords } from '../../server/content/site-words';
import type { PageBodyProps } from '../page-body';

/** The download page (/download-app-redirect's answer on devices without an app store): store links and features. */
export function DownloadAppBody({ locale, t }: PageBodyProps) {
  const copy = CONTENT[locale].company.downloadApp;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  const newWindow = t('a11y.newWindow');
  return (
    <>
      <PageIntro heading={t('pages.downloadApp.heading', { brand: t('brand') })} lead={t('pages.downloadApp.lead')}>
        <div className="c-actions" data-app-stores="">
          <a className="btn btn--primary" href={SITE.apps.ios} target="_blank" rel="noopener">
            {t('sections.app.appStore')}
            <span className="visually-hidden">{newWindow}</span>
          </a>
          <a className="btn btn--primary" href={SITE.apps.android} target="_blank" rel="noopener">
            {t('sections.app.googlePlay')}
            <span className="visually-hidden">{newWindow}</span>
          </a>
        </div>
        <p className="c-note c-note--spaced">{fill(copy.note)}</p>
      </PageIntro>
      <Section id="features" title={t('sections.app.featuresTitle')}>
        <IconCards items={copy.features} fill={fill} icons={['download', 'clock', 'shield']} columns={3} />
      </Section>
    </>
  );
}
