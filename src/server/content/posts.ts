import type { Post } from '../../../content/types';
import type { Locale } from '../../shared/locales';
// The build's snapshot of the posts (scripts/generate-zh-cn.ts, from snapshot.ts).
import postsEnUS from '../../../content/generated/posts.en-US.json';
import postsZhCN from '../../../content/generated/posts.zh-CN.json';
import postsZhHK from '../../../content/generated/posts.zh-HK.json';
import { createFileProvider } from './file-provider';
import type { ContentProvider } from './provider';

const SNAPSHOT: Record<Locale, Post[]> = {
  'zh-HK': postsZhHK as Post[],
  'en-US': postsEnUS as Post[],
  'zh-CN': postsZhCN as Post[],
};

/** The posts of a language for the pages: news (blog) and ESG, newest first, by slug. */
export function postsOf(locale: Locale): ContentProvider {
  return createFileProvider(SNAPSHOT[locale]);
}
