import type { Locale } from '../../src/shared/locales';
import { enUS, zhHK, type Dictionary } from './dictionaries';
// Generated at build time from zh-HK by scripts/generate-zh-cn.ts (never edited by hand).
import zhCN from './generated/zh-CN.json';

export type { Dictionary };

export const DICTIONARIES: Record<Locale, Dictionary> = {
  'zh-HK': zhHK,
  'en-US': enUS,
  'zh-CN': zhCN as Dictionary,
};
