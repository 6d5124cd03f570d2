import type { Post } from '../../../content/types';
import { newestFirst, type ContentProvider } from './provider';

/** Posts from files (content/posts/, or the build's snapshot of them). Files hold no drafts. */
export function createFileProvider(posts: readonly Post[]): ContentProvider {
  return {
    listPosts: async ({ type }) => newestFirst(posts.filter((p) => p.type === type)),
    getPost: async ({ type, slug }) => posts.find((p) => p.type === type && p.slug === slug) ?? null,
  };
}
