import type { Post } from '../../../content/types';
import { formatDate } from '../../shared/format';
import type { Locale } from '../../shared/locales';

/**
 * News or ESG posts, newest first: cover, date, title and summary, with the full text in a
 * `<details>` (no script). Each post has an anchor from its slug. Covers carry their size (no
 * layout shift) and load lazily, except the first one when the list starts on the first screen
 * (`eagerFirst`).
 */
export function PostList({
  posts,
  locale,
  readFull,
  published,
  empty,
  headingLevel = 2,
  eagerFirst = false,
}: {
  posts: readonly Post[];
  locale: Locale;
  readFull: string;
  published: string;
  empty: string;
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  if (posts.length === 0) return <p>{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="c-posts">
      {posts.map((post, index) => (
        <li key={post.id}>
          <article id={post.slug} className="c-post" data-post={post.slug}>
            {post.cover ? (
              <img
                className="c-post__cover"
                src={post.cover.src}
                width={post.cover.width}
                height={post.cover.height}
                alt={post.cover.alt}
                loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null}
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
