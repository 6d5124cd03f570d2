import type { bannersZhHK } from './banners.zh-HK';
import type { calcZhHK } from './calc.zh-HK';
import type { creditReportZhHK } from './credit-report.zh-HK';
import type { leadZhHK } from './lead.zh-HK';
import type { sectionsZhHK } from './sections.zh-HK';
import type { shellZhHK } from './shell.zh-HK';
import type { valuationZhHK } from './valuation.zh-HK';
import type { tagCheckZhHK } from './tag-check.zh-HK';

/** Every leaf of a dictionary is a string; the zh-HK dictionary fixes the set of keys. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type ShellCopy = Widen<typeof shellZhHK>;
export type CalcCopy = Widen<typeof calcZhHK>;
export type SectionsCopy = Widen<typeof sectionsZhHK>;
export type LeadCopy = Widen<typeof leadZhHK>;
export type BannersCopy = Widen<typeof bannersZhHK>;
export type ValuationCopy = Widen<typeof valuationZhHK>;
export type TagCheckCopy = Widen<typeof tagCheckZhHK>;
export type CreditReportCopy = Widen<typeof creditReportZhHK>;
