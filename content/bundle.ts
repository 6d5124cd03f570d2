import { loansEnUS } from './loans/copy.en-US';
import { loansZhHK } from './loans/copy.zh-HK';
import type { ContentBundle } from './types';

/**
 * The hand-written structured content of each language. zh-CN is generated from `contentZhHK`
 * with OpenCC (scripts/generate-zh-cn.ts) into content/generated/, never written by hand.
 */
export const contentZhHK: ContentBundle = {
  loans: loansZhHK,
};

export const contentEnUS: ContentBundle = {
  loans: loansEnUS,
};
