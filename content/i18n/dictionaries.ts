import { SITE } from '../site';
import { applicationEnUS } from './application.en-US';
import { applicationZhHK, type ApplicationCopy } from './application.zh-HK';
import { bannersEnUS } from './banners.en-US';
import { bannersZhHK } from './banners.zh-HK';
import { calcEnUS } from './calc.en-US';
import { calcZhHK } from './calc.zh-HK';
import { creditReportEnUS } from './credit-report.en-US';
import { creditReportZhHK } from './credit-report.zh-HK';
import { leadEnUS } from './lead.en-US';
import { leadZhHK } from './lead.zh-HK';
import { pagesEnUS } from './pages.en-US';
import { pagesZhHK, type PageCopy } from './pages.zh-HK';
import { sectionsEnUS } from './sections.en-US';
import { sectionsZhHK } from './sections.zh-HK';
import { shellEnUS } from './shell.en-US';
import { shellZhHK } from './shell.zh-HK';
import { tagCheckEnUS } from './tag-check.en-US';
import { tagCheckZhHK } from './tag-check.zh-HK';
import type { BannersCopy, CalcCopy, CreditReportCopy, LeadCopy, SectionsCopy, ShellCopy, TagCheckCopy, ValuationCopy } from './types';
import { valuationEnUS } from './valuation.en-US';
import { valuationZhHK } from './valuation.zh-HK';

export interface Dictionary extends ShellCopy {
  brand: string;
  pages: PageCopy;
  calc: CalcCopy;
  lead: LeadCopy;
  sections: SectionsCopy;
  banners: BannersCopy;
  valuation: ValuationCopy;
  application: ApplicationCopy;
  tagCheck: TagCheckCopy;
  creditReport: CreditReportCopy;
}

/** The hand-written dictionaries. zh-CN is generated from zh-HK (scripts/generate-zh-cn.ts). */
export const zhHK: Dictionary = {
  brand: SITE.brand['zh-HK'],
  ...shellZhHK,
  pages: pagesZhHK,
  calc: calcZhHK,
  lead: leadZhHK,
  sections: sectionsZhHK,
  banners: bannersZhHK,
  valuation: valuationZhHK,
  application: applicationZhHK,
  tagCheck: tagCheckZhHK,
  creditReport: creditReportZhHK,
};
export const enUS: Dictionary = {
  brand: SITE.brand['en-US'],
  ...shellEnUS,
  pages: pagesEnUS,
  calc: calcEnUS,
  lead: leadEnUS,
  sections: sectionsEnUS,
  banners: bannersEnUS,
  valuation: valuationEnUS,
  application: applicationEnUS,
  tagCheck: tagCheckEnUS,
  creditReport: creditReportEnUS,
};
