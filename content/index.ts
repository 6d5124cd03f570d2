import type { Locale } from '../src/shared/locales';
import { contentEnUS, contentZhHK } from './bundle';
// Generated at build time from zh-HK by scripts/generate-zh-cn.ts (never edited by hand).
import contentZhCN from './generated/content.zh-CN.json';
import type { ContentBundle } from './types';

export type { ContentBundle };

/** Structured content by locale. Server components only: it must not reach the browser bundle. */
export const CONTENT: Record<Locale, ContentBundle> = {
  'zh-HK': contentZhHK,
  'en-US': contentEnUS,
  'zh-CN': contentZhCN as unknown as ContentBundle,
};
