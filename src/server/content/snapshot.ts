import type { Post } from '../../../content/types';
import { postsEnUS } from '../../../content/posts/samples.en-US';
import { postsZhHK } from '../../../content/posts/samples.zh-HK';
import type { ContentSettings } from './config';
import { createFileProvider } from './file-provider';
import { createHttpProvider } from './http-provider';
import type { ContentProvider } from './provider';

/** The languages posts are written in; Simplified Chinese is converted from zh-HK. */
export const POST_LOCALES = ['zh-HK', 'en-US'] as const;
export type PostLocale = (typeof POST_LOCALES)[number];

const FILES: Record<PostLocale, readonly Post[]> = { 'zh-HK': postsZhHK, 'en-US': postsEnUS };

function providerFor(locale: PostLocale, settings: ContentSettings): ContentProvider {
  return settings.http ? createHttpProvider({ ...settings.http, locale }) : createFileProvider(FILES[locale]);
}

/**
 * Every post of one language, newest first, as the build publishes them. Called at build time
 * (npm run gen): pages then read the snapshot, so no page render waits on the content service
 * and a failing service fails the build with its message instead of publishing empty lists.
 */
export async function snapshotPosts(locale: PostLocale, settings: ContentSettings): Promise<Post[]> {
  const provider = providerFor(locale, settings);
  const preview = settings.preview;
  const [blog, esg] = await Promise.all([provider.listPosts({ type: 'blog', preview }), provider.listPosts({ type: 'esg', preview })]);
  return [...blog, ...esg];
}
