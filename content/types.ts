/**
 * Shapes of the long, structured content (products, FAQ, branches, company pages, investor
 * relations, legal texts, posts): a Traditional Chinese and an English module of each, the
 * Simplified Chinese generated. Figures live once in the shared data modules and reach the text
 * through placeholders such as `{{max}}` (docs/content.md, "Figures are typed once: placeholders").
 */
import type { LoanName } from '../src/shared/products';

/** Route names of the loan product pages (the keys of their copy), from src/shared/products/. */
export type { LoanName };

/** A page's <title>, meta description, <h1> and a one-paragraph lead under the heading. */
export interface PageMeta {
  title: string;
  description: string;
  heading: string;
  lead: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface QuestionAnswer {
  /** Stable id: the row's anchor and the key that pairs the languages. */
  id: string;
  q: string;
  /** Paragraphs of the answer. */
  a: string[];
}

/** One figure in a product's hero: a label and a value template filled from the product's facts. */
export interface HeroStat {
  label: string;
  value: string;
}

/** The words of a testimonial; its numbers are in content/loans/testimonials.ts under the same id. */
export interface TestimonialCopy {
  id: string;
  /** Who, anonymised ('Mr Chan, clerk'). */
  user: string;
  title: string;
  text: string;
}

/** Everything on a product page that is words. */
export interface LoanCopy {
  /** A short line for the home page's product selector, e.g. 'Up to {{max}}'. */
  headline: string;
  stats: HeroStat[];
  /** Short key facts shown as cards under the hero. */
  highlights: TitledText[];
  /** The three product points. */
  points: [TitledText, TitledText, TitledText];
  eligibility: string[];
  documents: string[];
  /** An optional worked example or remark printed under the facts. */
  note?: string;
  testimonials: TestimonialCopy[];
  faq: QuestionAnswer[];
}

export type LoansCopy = Record<LoanName, LoanCopy>;

export interface FaqSection {
  id: 'company' | 'account' | 'product' | 'repayment' | 'security';
  title: string;
  rows: QuestionAnswer[];
}

export type BranchId =
  'central' | 'shau-kei-wan' | 'hung-hom' | 'tsim-sha-tsui' | 'sham-shui-po' | 'kwun-tong' | 'tsuen-wan' | 'yuen-long' | 'tai-po' | 'sha-tin';

export interface BranchCopy {
  id: BranchId;
  name: string;
  /** The district alone, for the map's marker labels ('Central'). */
  shortName: string;
  address: string;
  /** Remarks such as an earlier closing time or a suspension; empty list when none. */
  remarks: string[];
}

export interface HolidayCopy {
  /** ISO date, matching content/office-hours.ts. */
  date: string;
  name: string;
}

/** Home page sections that are lists of words (headings and labels are in the dictionary). */
export interface HomeCopy {
  sellingPoints: TitledText[];
  whyUs: TitledText[];
  steps: TitledText[];
  /** Testimonial ids (from any product) shown on the home page. */
  testimonialIds: string[];
}

/** A block of a long text page: a heading and its paragraphs and bullet points. */
export interface TextBlock {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface TextDocument {
  /** Shown under the last block: when the text took effect (ISO date). */
  updated: string;
  blocks: TextBlock[];
}

export type LegalName = 'disclaimer' | 'terms' | 'privacy' | 'documentDisclaimer' | 'termCondition' | 'termConditionTLoan';

export interface CompanyCopy {
  about: {
    blocks: TextBlock[];
    values: TitledText[];
  };
  esg: {
    pillars: (TitledText & { id: 'environment' | 'social' | 'governance'; items: string[] })[];
  };
  tutorial: {
    steps: (TitledText & { id: string; tips: string[] })[];
    preparation: string[];
  };
  creditReport: {
    benefits: TitledText[];
    steps: TitledText[];
    notes: string[];
  };
  counterfeiting: {
    /** Common ways fraudsters pose as the company. */
    methods: TitledText[];
    /** How to tell the real company's contacts from fakes. */
    tips: string[];
    /** What to do when in doubt. */
    actions: string[];
  };
  /** `date`: ISO date the notice took effect, where the notice has one. */
  specialAnnouncements: { id: string; date?: string; title: string; paragraphs: string[] }[];
  downloadApp: {
    features: TitledText[];
    note: string;
  };
}

export type InvestorSection = 'announcements' | 'financialReports' | 'corporateInformation' | 'corporateGovernance' | 'otherInformation';

export interface InvestorCopy {
  /** Titles of the documents in content/investor/documents.ts, by id. */
  documents: Record<string, string>;
  /** One introductory paragraph per IR section. */
  intros: Record<InvestorSection | 'enquiry', string>;
  corporateInformation: { id: string; label: string; value: string[] }[];
  governance: TextBlock[];
  enquiry: {
    address: string;
    note: string;
  };
}

/** A news or ESG post as the site stores and shows it (the content provider's output). */
/** A post's cover picture as the page shows it: its own size, so the page reserves the space. */
export interface PostCover {
  /** The image at the size shown: the content service's image API URL, or a local sample file. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Post {
  id: string;
  type: 'blog' | 'esg';
  slug: string;
  title: string;
  /** ISO date (or date-time) of publication. */
  publishDate: string;
  summary: string;
  body: string[];
  cover?: PostCover;
}

/** All of one language's structured content. */
export interface ContentBundle {
  loans: LoansCopy;
  home: HomeCopy;
  branches: BranchCopy[];
  holidays: HolidayCopy[];
  faq: FaqSection[];
  company: CompanyCopy;
  investor: InvestorCopy;
  legal: Record<LegalName, TextDocument>;
}
