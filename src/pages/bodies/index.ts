import type { ComponentType } from 'react';
import type { RouteDef } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';
import { AboutBody } from './AboutBody';
import { BranchesBody } from './BranchesBody';
import { ContactBody } from './ContactBody';
import { CounterfeitingBody } from './CounterfeitingBody';
import { CreditReportBody } from './CreditReportBody';
import { DefaultBody } from './DefaultBody';
import { DownloadAppBody } from './DownloadAppBody';
import { ErrorBody } from './ErrorBody';
import { EsgBody } from './EsgBody';
import { FaqBody } from './FaqBody';
import { HomeBody } from './HomeBody';
import { InvestorBody } from './InvestorBody';
import { LegalBody } from './LegalBody';
import { LoanBody } from './LoanBody';
import { NewsBody } from './NewsBody';
import { SpecialAnnouncementBody } from './SpecialAnnouncementBody';
import { TagCheckBody } from './TagCheckBody';
import { TutorialBody } from './TutorialBody';
import { ValuationResultBody } from './ValuationResultBody';

/** The body component of each route: by route name first, then by page kind. */
const BY_NAME: Partial<Record<string, ComponentType<PageBodyProps>>> = {
  home: HomeBody,
  faq: FaqBody,
  addressMap: BranchesBody,
  contactus: ContactBody,
  tagCheck: TagCheckBody,
  aboutus: AboutBody,
  esg: EsgBody,
  news: NewsBody,
  counterfeitingCase: CounterfeitingBody,
  specialAnnouncement: SpecialAnnouncementBody,
  freeCreditReport: CreditReportBody,
  propertyValuation: ValuationResultBody,
  applicationTutorial: TutorialBody,
  downloadApp: DownloadAppBody,
};
const BY_KIND: Partial<Record<RouteDef['kind'], ComponentType<PageBodyProps>>> = {
  loan: LoanBody,
  investor: InvestorBody,
  legal: LegalBody,
  error: ErrorBody,
};

export function pageBodyFor(route: RouteDef): ComponentType<PageBodyProps> {
  return BY_NAME[route.name] ?? BY_KIND[route.kind] ?? DefaultBody;
}
