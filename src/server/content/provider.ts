import type { Post } from '../../../content/types';

/**
 * Where news (blog) and ESG posts come from. Two implementations: the files in content/posts/
 * (file-provider.ts, the default) and the content service (http-provider.ts), chosen
 * at build time (snapshot.ts). Both answer newest `publishDate` first.
 */
export type PostType = Post['type'];

export interface PostQuery {
  type: PostType;
  /** Drafts as well as published posts (the content service's preview variant). */
  preview?: boolean;
}

export interface ContentProvider {
  /** Every post of a type, newest first. */
  listPosts(query: PostQuery): Promise<Post[]>;
  /** The post with this slug, or null. */
  getPost(query: PostQuery & { slug: string }): Promise<Post | null>;
}

/** Newest first by publishDate; equal dates keep their order. */
export function newestFirst(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate));
}
