import { branchesEnUS } from './branches/copy.en-US';
import { branchesZhHK } from './branches/copy.zh-HK';
import { companyEnUS } from './company/copy.en-US';
import { companyZhHK } from './company/copy.zh-HK';
import { faqEnUS } from './faq/copy.en-US';
import { faqZhHK } from './faq/copy.zh-HK';
import { holidaysEnUS } from './holidays.en-US';
import { holidaysZhHK } from './holidays.zh-HK';
import { homeEnUS } from './home/copy.en-US';
import { homeZhHK } from './home/copy.zh-HK';
import { investorEnUS } from './investor/copy.en-US';
import { investorZhHK } from './investor/copy.zh-HK';
import { legalEnUS } from './legal/copy.en-US';
import { legalZhHK } from './legal/copy.zh-HK';
import { loansEnUS } from './loans/copy.en-US';
import { loansZhHK } from './loans/copy.zh-HK';
import type { ContentBundle } from './types';

/**
 * The hand-written structured content of each language. zh-CN is generated from `contentZhHK`
 * with OpenCC (scripts/generate-zh-cn.ts) into content/generated/, never written by hand.
 */
export const contentZhHK: ContentBundle = {
  loans: loansZhHK,
  home: homeZhHK,
  branches: branchesZhHK,
  holidays: holidaysZhHK,
  faq: faqZhHK,
  company: companyZhHK,
  investor: investorZhHK,
  legal: legalZhHK,
};

export const contentEnUS: ContentBundle = {
  loans: loansEnUS,
  home: homeEnUS,
  branches: branchesEnUS,
  holidays: holidaysEnUS,
  faq: faqEnUS,
  company: companyEnUS,
  investor: investorEnUS,
  legal: legalEnUS,
};
