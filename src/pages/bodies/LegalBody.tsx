import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import type { LegalName } from '../../../content/types';
import { InPageNav } from '../../components/content/InPageNav';
import { PageIntro } from '../../components/content/PageIntro';
import { TextBlocks } from '../../components/content/TextBlocks';
import { makeFiller } from '../../server/content/fill';
import { formatDate } from '../../shared/format';
import { siteWords } from '../../server/content/site-words';
import type { PageBodyProps } from '../page-body';

/** Legal pages: contents, the text in numbered blocks, and when it was last updated. */
export function LegalBody({ route, locale, t }: PageBodyProps) {
  const name = route.name as LegalName;
  const doc = CONTENT[locale].legal[name];
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  const key = name as 'privacy';
  return (
    <>
      <PageIntro heading={t(`pages.${key}.heading`)} lead={t(`pages.${key}.lead`)} />
      <InPageNav label={t('sections.legal.contents')} items={doc.blocks.map((b) => ({ id: `legal-${b.id}`, title: fill(b.heading) }))} />
      <div className="c-section">
        <div className="container">
          <TextBlocks blocks={doc.blocks} fill={fill} idPrefix="legal" />
          <p className="c-updated">{t('sections.common.updated', { date: formatDate(doc.updated, locale) })}</p>
        </div>
      </div>
    </>
  );
}
