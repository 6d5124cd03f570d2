/**
 * `npm run gen` (before builds, type checks and tests): the Simplified Chinese copy from the Hong
 * Kong copy with OpenCC (hk -> cn), so zh-CN text is never written by hand, and the files the
 * browser fetches or the build reads: the dictionaries and popup contents in content/i18n/generated/,
 * the structured content, the posts' snapshot (content/posts/ or the content service: a failing
 * service fails the build) and their image hosts in content/generated/ (docs/content.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { contentZhHK } from '../content/bundle';
import type { Post } from '../content/types';
import { zhHK } from '../content/i18n/dictionaries';
import { valuationEstatesZhHK } from '../content/i18n/valuation.zh-HK';
import { contentSettings } from '../src/server/content/config';
import { externalImageOrigins } from '../src/server/content/image-url';
import { POST_LOCALES, snapshotPosts } from '../src/server/content/snapshot';
import { LOCALES } from '../src/shared/locales';

const convert = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** Converts every string of a tree; keys, numbers and array order stay as they are. */
function convertTree(value: unknown): unknown {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map(convertTree);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertTree(v)]));
  }
  return value;
}

/** A post in simplified characters; its cover's address stays as it is (a file name is no text). */
function convertPost(post: Post): Post {
  const converted = convertTree(post) as Post;
  return post.cover ? { ...converted, cover: { ...converted.cover!, src: post.cover.src } } : converted;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function write(relative: string, tree: unknown) {
  const out = join(root, relative);
  const text = JSON.stringify(tree, null, 2) + '\n';
  // A file whose content has not changed is left alone: `npm test` runs the type check and the
  // build side by side, each after its own `gen`, and one must not rewrite a file the other reads.
  if (existsSync(out) && readFileSync(out, 'utf8') === text) {
    console.log(`unchanged: ${relative}`);
    return;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`written: ${relative}`);
}

write('content/i18n/generated/zh-CN.json', convertTree(zhHK));
write('content/i18n/generated/valuation-estates.zh-CN.json', convertTree(valuationEstatesZhHK));
write('content/generated/content.zh-CN.json', convertTree(contentZhHK));

// The lead popup's content per locale, fetched with its code (src/components/lead/popup-content.ts).
// Imported only now: the dictionaries it reads include the zh-CN one written above.
const { leadPopupContent } = await import('../src/components/lead/popup-content');
for (const locale of LOCALES) write(`content/i18n/generated/lead-popup.${locale}.json`, leadPopupContent(locale));

// The valuation form's words per locale, fetched with its code (src/components/valuation/form-copy.ts).
const { valuationFormCopy } = await import('../src/components/valuation/copy-server');
for (const locale of LOCALES) write(`content/i18n/generated/valuation-form.${locale}.json`, valuationFormCopy(locale));

// The WeChat QR popup's copy, every locale in one file (it reads the dictionaries too).
const { wechatPopupContent } = await import('../src/components/content/contact/wechat-popup-content');
write('content/i18n/generated/wechat-popup.json', wechatPopupContent());

const settings = contentSettings(process.env);
if (settings.http) console.log(`posts: from the content service${settings.preview ? ' (preview)' : ''}`);
const allPosts: Post[] = [];
for (const locale of POST_LOCALES) {
  const posts = await snapshotPosts(locale, settings);
  allPosts.push(...posts);
  write(`content/generated/posts.${locale}.json`, posts);
  if (locale === 'zh-HK') write('content/generated/posts.zh-CN.json', posts.map(convertPost));
}
// The cover images' hosts, for the page CSP's img-src (src/server/content/image-origins.ts).
write('content/generated/post-image-origins.json', externalImageOrigins(allPosts));
