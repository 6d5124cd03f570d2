import { PageIntro } from '../../components/content/PageIntro';
import { PostList } from '../../components/content/PostList';
import { postsOf } from '../../server/content/posts';
import type { PageBodyProps } from '../page-body';

/** Latest news: the blog posts of the content provider, newest first; the first cover is on the first screen. */
export async function NewsBody({ locale, t }: PageBodyProps) {
  const posts = await postsOf(locale).listPosts({ type: 'blog' });
  return (
    <>
      <PageIntro heading={t('pages.news.heading')} lead={t('pages.news.lead')} />
      <div className="c-section">
        <div className="container">
          <PostList
            posts={posts}
            locale={locale}
            readFull={t('sections.posts.readFull')}
            published={t('sections.posts.published')}
            empty={t('sections.posts.empty')}
            eagerFirst
          />
        </div>
      </div>
    </>
  );
}
