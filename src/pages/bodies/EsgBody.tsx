import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { CheckList } from '../../components/content/CheckList';
import { PageIntro } from '../../components/content/PageIntro';
import { PostList } from '../../components/content/PostList';
import { Section } from '../../components/content/Section';
import { makeFiller } from '../../server/content/fill';
import { postsOf } from '../../server/content/posts';
import { siteWords } from '../../server/content/site-words';
import type { PageBodyProps } from '../page-body';

/** ESG: the environmental, social and governance pillars, and the ESG posts (newest first). */
export async function EsgBody({ locale, t }: PageBodyProps) {
  const pillars = CONTENT[locale].company.esg.pillars;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  const posts = await postsOf(locale).listPosts({ type: 'esg' });
  return (
    <>
      <PageIntro heading={t('pages.esg.heading')} lead={t('pages.esg.lead')} />
      <Section id="pillars" title={t('sections.esg.pillarsTitle')}>
        <ul className="c-grid c-grid--3">
          {pillars.map((p) => (
            <li key={p.id} className="c-card" data-esg-pillar={p.id}>
              <h3 className="c-card__title">{p.title}</h3>
              <p className="c-card__text c-card__text--spaced">{p.text}</p>
              <CheckList items={p.items} fill={fill} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="esg-posts" tone="alt" title={t('sections.esg.postsTitle')}>
        <PostList
          posts={posts}
          locale={locale}
          readFull={t('sections.posts.readFull')}
          published={t('sections.posts.published')}
          empty={t('sections.posts.empty')}
          headingLevel={3}
        />
      </Section>
    </>
  );
}
