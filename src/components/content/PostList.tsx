import type { Post } from '../../../content/types';
import { formatDate } from '../../lib/format';
import type { Locale } from '../../lib/locales';
import './content.css';

/**
 * News or ESG posts, newest first: date, title and summary, with the full text in a `<details>`
 * (no script). Each post has an anchor from its slug.
 */
export function PostList({ posts, locale, readFull, published, empty, headingLevel = 2 }: { posts: readonly Post[]; locale: Locale; readFull: string; published: string; empty: string; headingLevel?: 2 | 3 }) {
  if (posts.length === 0) return <p>{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="c-posts">
      {posts.map((post) => (
        <li key={post.id}>
          <article id={post.slug} className="c-post" data-post={post.slug}>
            <p className="c-post__date">
              <span className="visually-hidden">{published} </span>
              <time dateTime={post.publishDate.slice(0, 10)}>{formatDate(post.publishDate.slice(0, 10), locale)}</time>
            </p>
            <Heading className="c-post__title">{post.title}</Heading>
            <p className="c-post__summary">{post.summary}</p>
            <details className="c-post__more">
              <summary>{readFull}</summary>
              {post.body.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </details>
          </article>
        </li>
      ))}
    </ol>
  );
}
