import { SITE } from '../site';
import { pagesEnUS } from './pages.en-US';
import { pagesZhHK } from './pages.zh-HK';
import { shellEnUS } from './shell.en-US';
import { shellZhHK } from './shell.zh-HK';
import type { ShellCopy } from './types';
import type { PageCopy } from './pages.zh-HK';

export interface Dictionary extends ShellCopy {
  brand: string;
  pages: PageCopy;
}

/** The hand-written dictionaries. zh-CN is generated from zh-HK (scripts/generate-zh-cn.ts). */
export const zhHK: Dictionary = { brand: SITE.brand['zh-HK'], ...shellZhHK, pages: pagesZhHK };
export const enUS: Dictionary = { brand: SITE.brand['en-US'], ...shellEnUS, pages: pagesEnUS };
